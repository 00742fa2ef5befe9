import { describe, expect, it } from 'vitest';
import type { StoreApiError } from '../errors.js';
import { parseCriteria } from './parse-criteria.js';
import type { CriteriaDefinition } from './types.js';

const category: CriteriaDefinition = {
  entity: 'category',
  fields: { id: 'id', name: 'string' },
  associations: {},
};

const codes = (fn: () => unknown): string[] => {
  try {
    fn();
    return [];
  } catch (error) {
    return (error as StoreApiError).errors.map((e) => e.code);
  }
};

describe('associations Shopware has', () => {
  it('accepts real association names the route does not model, nested as the demo store sends them', () => {
    const criteria = parseCriteria(
      {
        associations: {
          cmsPage: {
            associations: { sections: { associations: { blocks: { associations: { slots: {} } } } } },
            sort: [{ field: 'position' }],
            filter: [{ type: 'equals', field: 'sections.type', value: 'default' }],
          },
          seoUrls: { filter: [{ type: 'equals', field: 'isCanonical', value: true }] },
          media: {},
          tags: [],
        },
      },
      category,
    );
    expect(Object.keys(criteria.associations)).toEqual(['cmsPage', 'seoUrls', 'media', 'tags']);
    expect(Object.keys(criteria.associations.cmsPage?.associations ?? {})).toEqual(['sections']);
  });

  it('refuses names that are no association of the entity, at any level', () => {
    expect(codes(() => parseCriteria({ associations: { nonsense: {} } }, category))).toEqual([
      'FRAMEWORK__ASSOCIATION_NOT_FOUND',
    ]);
    expect(
      codes(() => parseCriteria({ associations: { cmsPage: { associations: { blocks: {} } } } }, category)),
    ).toEqual(['FRAMEWORK__ASSOCIATION_NOT_FOUND']);
    expect(codes(() => parseCriteria({ associations: { constructor: {} } }, category))).toEqual([
      'FRAMEWORK__ASSOCIATION_NOT_FOUND',
    ]);
  });

  it('keeps field names of unmodelled associations well-formed', () => {
    expect(
      codes(() => parseCriteria({ associations: { media: { sort: [{ field: 'a b; drop' }] } } }, category)),
    ).toHaveLength(1);
  });
});
