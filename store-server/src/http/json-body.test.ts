import { describe, expect, it } from 'vitest';
import { hasUnstorableText, jsonTextMayHoldUnstorable } from './json-body.js';

describe('jsonTextMayHoldUnstorable', () => {
  it.each([
    '{"term":"a\\u0000b"}',
    '{"term":"\\ud800"}',
    '{"\\udc00":1}',
    '["x", {"deep": ["\\u0000"]}]',
    '{"term":"\\uD800"}',
  ])('is true for %s, which decodes to unstorable text', (text) => {
    expect(hasUnstorableText(JSON.parse(text))).toBe(true);
    expect(jsonTextMayHoldUnstorable(text)).toBe(true);
  });

  it.each(['{"limit":24,"p":1}', '{"term":"Polyamid äöü 😀"}', '{"includes":{"product":["id"]}}', '[]'])(
    'is false for %s (the parsed value is not walked)',
    (text) => {
      expect(jsonTextMayHoldUnstorable(text)).toBe(false);
      expect(hasUnstorableText(JSON.parse(text))).toBe(false);
    },
  );

  it('is true, and the walk decides, for escapes that decode to storable text', () => {
    for (const text of ['{"a":"\\uD83D\\uDE00"}', '{"a":"\\\\u0000"}', '{"a":"\\u00e4"}']) {
      expect(jsonTextMayHoldUnstorable(text)).toBe(true);
      expect(hasUnstorableText(JSON.parse(text))).toBe(false);
    }
  });
});
