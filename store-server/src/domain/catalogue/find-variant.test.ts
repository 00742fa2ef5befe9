import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../limits.js';
import { findVariant, parseOptionsInput, type VariantOptions } from './find-variant.js';

// Groups: T (thickness 5/10), S (surface smooth/matt), C (colour black/white).
const o = (group: string, value: string) => ({ groupId: group, optionId: `${group}${value}` });
const variants: VariantOptions[] = [
  { id: 'v1', available: true, optionIds: ['T5', 'Ssmooth', 'Cblack'] },
  { id: 'v2', available: true, optionIds: ['T5', 'Smatt', 'Cblack'] },
  { id: 'v3', available: false, optionIds: ['T10', 'Ssmooth', 'Cwhite'] },
  { id: 'v4', available: true, optionIds: ['T10', 'Ssmooth', 'Cblack'] },
];

describe('findVariant', () => {
  it('finds the exact combination', () => {
    expect(findVariant(variants, [o('T', '5'), o('S', 'matt'), o('C', 'black')], null)?.variantId).toBe('v2');
  });

  it('keeps the switched group and drops the others one at a time', () => {
    // T10 + matt does not exist: switching the surface to matt keeps matt and gives up the thickness.
    expect(findVariant(variants, [o('T', '10'), o('S', 'matt'), o('C', 'black')], 'S')).toEqual({
      variantId: 'v2',
      optionIds: ['T5', 'Smatt', 'Cblack'],
    });
    // Switching the colour to white at 5 mm: T is dropped first, then the match with most shared options wins.
    expect(findVariant(variants, [o('T', '5'), o('S', 'smooth'), o('C', 'white')], 'C')?.variantId).toBe(
      'v3',
    );
  });

  it('prefers the variant sharing most requested options, then an available one', () => {
    expect(findVariant(variants, [o('T', '10'), o('C', 'green')], 'T')?.variantId).toBe('v4');
  });

  it('returns null when nothing matches even the switched option', () => {
    expect(findVariant(variants, [o('T', '20'), o('S', 'smooth')], 'T')).toBeNull();
  });
});

describe('parseOptionsInput', () => {
  it('accepts a list, a map by group and PHP-style lists', () => {
    expect(parseOptionsInput(['a', 'b'])).toEqual({ kind: 'list', optionIds: ['a', 'b'] });
    expect(parseOptionsInput({ g1: 'a' })).toEqual({
      kind: 'map',
      options: [{ groupId: 'g1', optionId: 'a' }],
    });
    expect(parseOptionsInput({ 0: 'a', 1: 'b' })).toEqual({ kind: 'list', optionIds: ['a', 'b'] });
  });

  it('refuses more options than REQUEST_LIMITS.listValues', () => {
    const limit = REQUEST_LIMITS.listValues;
    const ids = Array.from({ length: limit + 1 }, (_, i) => `o${i}`);
    expect(parseOptionsInput(ids.slice(1))).toMatchObject({ kind: 'list' });
    expect(parseOptionsInput(ids)).toEqual({ kind: 'invalid' });
    expect(parseOptionsInput(ids.join('|'))).toEqual({ kind: 'invalid' });
    expect(parseOptionsInput(Object.fromEntries(ids.map((id) => [`g${id}`, id])))).toEqual({
      kind: 'invalid',
    });
  });

  it('refuses non-string options', () => {
    expect(parseOptionsInput([1])).toEqual({ kind: 'invalid' });
    expect(parseOptionsInput({ g: { x: 1 } })).toEqual({ kind: 'invalid' });
    expect(parseOptionsInput(5)).toEqual({ kind: 'invalid' });
  });
});
