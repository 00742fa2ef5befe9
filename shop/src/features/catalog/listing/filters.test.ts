import { describe, expect, it } from 'vitest';
import { propertyFilterGroups } from './filters';

describe('propertyFilterGroups', () => {
  it('reads the properties aggregation, groups by position, thickness numerically', () => {
    const groups = propertyFilterGroups({
      price: { min: 1, max: 2 },
      properties: {
        apiAlias: 'properties_aggregation',
        entities: [
          {
            id: 'surface',
            name: 'Surface finish',
            position: 2,
            options: [
              { id: 's2', name: 'smooth' },
              { id: 's1', name: 'embossed' },
            ],
          },
          {
            id: 'thickness',
            name: 'Thickness',
            position: 1,
            options: [
              { id: 't10', name: '10' },
              { id: 't2', name: '2' },
              { id: 't100', name: '100' },
            ],
          },
          { id: 'empty', name: 'Empty', options: [] },
        ],
      },
    });
    expect(groups.map((group) => group.id)).toEqual(['thickness', 'surface']);
    expect(groups[0]?.options.map((option) => option.name)).toEqual(['2', '10', '100']);
    expect(groups[1]?.options.map((option) => option.name)).toEqual(['embossed', 'smooth']);
  });

  it('copes with a missing or empty aggregation', () => {
    expect(propertyFilterGroups([])).toEqual([]);
    expect(propertyFilterGroups(null)).toEqual([]);
    expect(propertyFilterGroups({})).toEqual([]);
    expect(propertyFilterGroups({ properties: { entities: 'x' } })).toEqual([]);
  });
});
