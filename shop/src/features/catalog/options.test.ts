import { describe, expect, it } from 'vitest';
import { compareOptions, numericValue, sortGroups, sortOptions } from './options';

const option = (id: string, name: string, position = 0) => ({ id, name, position });

describe('numericValue', () => {
  it.each([
    ['2', 2],
    ['10', 10],
    ['2,5', 2.5],
    ['2.5 mm', 2.5],
    [' 100', 100],
    ['smooth', null],
    ['A4', null],
  ])('%s → %s', (name, value) => {
    expect(numericValue(name)).toBe(value);
  });
});

describe('sortOptions', () => {
  it('sorts numeric names by value, 2 before 10', () => {
    const sorted = sortOptions([option('a', '10'), option('b', '2'), option('c', '100'), option('d', '5')]);
    expect(sorted.map((o) => o.name)).toEqual(['2', '5', '10', '100']);
  });

  it('handles decimals with comma or point', () => {
    const sorted = sortOptions([option('a', '2,5'), option('b', '2'), option('c', '1.5'), option('d', '3')]);
    expect(sorted.map((o) => o.name)).toEqual(['1.5', '2', '2,5', '3']);
  });

  it('puts non-numeric names alphabetically after the numeric ones', () => {
    const sorted = sortOptions([
      option('a', 'smooth'),
      option('b', '20'),
      option('c', 'embossed'),
      option('d', '3'),
    ]);
    expect(sorted.map((o) => o.name)).toEqual(['3', '20', 'embossed', 'smooth']);
  });

  it('uses the translated name and breaks ties by position', () => {
    const a = { id: 'a', name: 'x', translated: { name: 'same' }, position: 2 };
    const b = { id: 'b', name: 'y', translated: { name: 'same' }, position: 1 };
    expect(sortOptions([a, b]).map((o) => o.id)).toEqual(['b', 'a']);
    expect(compareOptions(a, a)).toBe(0);
  });

  it('does not change its input', () => {
    const input = [option('a', '10'), option('b', '2')];
    sortOptions(input);
    expect(input.map((o) => o.id)).toEqual(['a', 'b']);
  });
});

describe('sortGroups', () => {
  it('orders groups by position and sorts their options', () => {
    const groups = sortGroups([
      {
        id: 'surface',
        name: 'Surface finish',
        position: 2,
        options: [option('s2', 'smooth'), option('s1', 'matt')],
      },
      { id: 'thickness', name: 'Thickness', position: 1, options: [option('t10', '10'), option('t2', '2')] },
    ]);
    expect(groups.map((g) => g.id)).toEqual(['thickness', 'surface']);
    expect(groups[0]?.options?.map((o) => o.name)).toEqual(['2', '10']);
    expect(groups[1]?.options?.map((o) => o.name)).toEqual(['matt', 'smooth']);
  });

  it('falls back to the name when positions are equal', () => {
    const groups = sortGroups([
      { id: 'b', name: 'Colour', options: null },
      { id: 'a', name: 'Archive', options: [] },
    ]);
    expect(groups.map((g) => g.id)).toEqual(['a', 'b']);
    expect(groups[1]?.options).toEqual([]);
  });
});
