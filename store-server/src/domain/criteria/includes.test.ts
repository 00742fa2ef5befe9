import { describe, expect, it } from 'vitest';
import { applyIncludes } from './includes.js';

describe('applyIncludes', () => {
  const result = {
    elements: [
      {
        id: '1',
        name: 'English',
        localeId: 'l',
        translationCode: { code: 'en-GB', name: 'English', apiAlias: 'locale' },
        apiAlias: 'language',
      },
    ],
    total: 1,
    apiAlias: 'dal_entity_search_result',
  };

  it('keeps only the listed fields of objects with that apiAlias, and always the apiAlias', () => {
    expect(applyIncludes(result, { language: ['id', 'translationCode'], locale: ['code'] })).toEqual({
      elements: [{ id: '1', translationCode: { code: 'en-GB', apiAlias: 'locale' }, apiAlias: 'language' }],
      total: 1,
      apiAlias: 'dal_entity_search_result',
    });
  });

  it('leaves everything untouched without includes and removes excluded fields', () => {
    expect(applyIncludes(result, null)).toBe(result);
    expect(applyIncludes(result, null, { language: ['translationCode', 'localeId'] })).toEqual({
      ...result,
      elements: [{ id: '1', name: 'English', apiAlias: 'language' }],
    });
  });
});
