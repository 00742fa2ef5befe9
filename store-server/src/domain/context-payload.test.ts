import { describe, expect, it } from 'vitest';
import { isContextExpired, parseContextPayload } from './context-payload.js';

const id = '0123456789abcdef0123456789abcdef';

describe('context payload', () => {
  it('keeps known keys with valid ids only', () => {
    expect(parseContextPayload(JSON.stringify({ languageId: id, countryId: 'x', other: id }))).toEqual({
      languageId: id,
    });
  });

  it('survives broken or empty JSON', () => {
    expect(parseContextPayload('{')).toEqual({});
    expect(parseContextPayload(null)).toEqual({});
    expect(parseContextPayload('"text"')).toEqual({});
  });

  it('expires after the idle lifetime', () => {
    const now = new Date('2026-01-02T12:00:00.000Z');
    const day = 24 * 60 * 60 * 1000;
    expect(isContextExpired('2026-01-01T12:00:00.000Z', now, day)).toBe(false);
    expect(isContextExpired('2026-01-01T11:59:59.000Z', now, day)).toBe(true);
    expect(isContextExpired('garbage', now, day)).toBe(true);
  });
});
