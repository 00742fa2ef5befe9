import { describe, expect, it } from 'vitest';
import {
  buildSelectionIndex,
  combinesWith,
  fillDetermined,
  groupsByOption,
  isSelectionComplete,
  selectionFromOptionIds,
  switchOption,
  variantOf,
  type IndexGroup,
  type VariantEntry,
} from './selectionIndex';

// Thickness (2, 5, 10, 20), surface finish (smooth, embossed), colour (black, white).
const groups: IndexGroup[] = [
  { id: 'thickness', optionIds: ['t2', 't5', 't10', 't20'] },
  { id: 'surface', optionIds: ['smooth', 'embossed'] },
  { id: 'colour', optionIds: ['black', 'white'] },
];

const variant = (id: string, optionIds: string[], availableStock = 5): VariantEntry => ({
  id,
  optionIds,
  available: true,
  availableStock,
});

// Not every combination exists: embossed only for 5 and 10, white only for smooth 2 and 20.
const variants: VariantEntry[] = [
  variant('v2sb', ['t2', 'smooth', 'black']),
  variant('v2sw', ['t2', 'smooth', 'white'], 0),
  variant('v5sb', ['t5', 'smooth', 'black']),
  variant('v5eb', ['t5', 'embossed', 'black']),
  variant('v10sb', ['t10', 'smooth', 'black'], 0),
  variant('v10eb', ['t10', 'embossed', 'black']),
  variant('v20sw', ['t20', 'smooth', 'white']),
];

const index = buildSelectionIndex(groups, variants);

describe('buildSelectionIndex', () => {
  it('indexes each variant by its combination', () => {
    expect(index.variants).toHaveLength(7);
    expect(variantOf(index, { thickness: 't5', surface: 'embossed', colour: 'black' })?.id).toBe('v5eb');
    expect(variantOf(index, { thickness: 't20', surface: 'embossed', colour: 'black' })).toBeUndefined();
    expect(variantOf(index, { thickness: 't5', surface: 'embossed' })).toBeUndefined();
  });

  it('skips variants that miss a group and duplicates, ignores foreign option ids', () => {
    const small = buildSelectionIndex(groups, [
      variant('a', ['t2', 'smooth']),
      variant('b', ['t2', 'smooth', 'black', 'foreign']),
      variant('c', ['black', 'smooth', 't2']),
      { id: 'd', optionIds: null },
    ]);
    expect(small.variants.map((v) => v.id)).toEqual(['b']);
  });

  it('marks variants without available stock as not in stock', () => {
    expect(index.variants.find((v) => v.id === 'v2sw')?.inStock).toBe(false);
    const unavailable = buildSelectionIndex(groups, [
      { id: 'x', optionIds: ['t2', 'smooth', 'black'], available: false, availableStock: 3 },
    ]);
    expect(unavailable.variants[0]?.inStock).toBe(false);
  });
});

describe('selection helpers', () => {
  it('maps option ids to a selection by group', () => {
    expect(selectionFromOptionIds(groupsByOption(groups), ['white', 't2', 'smooth', 'other'])).toEqual({
      thickness: 't2',
      surface: 'smooth',
      colour: 'white',
    });
  });

  it('knows when every group is chosen', () => {
    expect(isSelectionComplete(groups, { thickness: 't2', surface: 'smooth', colour: 'black' })).toBe(true);
    expect(isSelectionComplete(groups, { thickness: 't2', surface: 'smooth' })).toBe(false);
    expect(isSelectionComplete([], {})).toBe(true);
  });

  it('tells whether an option combines with the other chosen options', () => {
    const chosen = { thickness: 't20', surface: 'smooth', colour: 'white' };
    expect(combinesWith(index, chosen, 't2')).toBe(true);
    expect(combinesWith(index, chosen, 't5')).toBe(false);
    expect(combinesWith(index, chosen, 'embossed')).toBe(false);
    expect(combinesWith(index, {}, 'embossed')).toBe(true);
  });
});

describe('switchOption', () => {
  it('keeps the other options when the combination exists', () => {
    const result = switchOption(index, { thickness: 't2', surface: 'smooth', colour: 'black' }, 't5');
    expect(result).toEqual({
      selection: { thickness: 't5', surface: 'smooth', colour: 'black' },
      variantId: 'v5sb',
    });
  });

  it('moves to the nearest existing variant instead of a dead end', () => {
    // 20 mm exists only smooth and white.
    const result = switchOption(index, { thickness: 't10', surface: 'embossed', colour: 'black' }, 't20');
    expect(result).toEqual({
      selection: { thickness: 't20', surface: 'smooth', colour: 'white' },
      variantId: 'v20sw',
    });
  });

  it('changes as few groups as possible', () => {
    // embossed at 2 mm does not exist: keep black, change the thickness to the nearest with embossed (5).
    const result = switchOption(index, { thickness: 't2', surface: 'smooth', colour: 'black' }, 'embossed');
    expect(result.variantId).toBe('v5eb');
  });

  it('prefers the closest option in display order', () => {
    // white with smooth: 2 and 20 exist; from 5 mm, 2 is one step away and 20 is two.
    const fromFive = switchOption(index, { thickness: 't5', surface: 'smooth', colour: 'black' }, 'white');
    expect(fromFive.variantId).toBe('v2sw');
    // from 10 mm, 20 is one step away.
    const fromTen = switchOption(index, { thickness: 't10', surface: 'smooth', colour: 'black' }, 'white');
    expect(fromTen.variantId).toBe('v20sw');
  });

  it('keeps earlier groups before later ones', () => {
    const twoGroups: IndexGroup[] = [
      { id: 'a', optionIds: ['a1', 'a2'] },
      { id: 'b', optionIds: ['b1', 'b2'] },
      { id: 'c', optionIds: ['c1', 'c2'] },
    ];
    const small = buildSelectionIndex(twoGroups, [
      variant('keepsA', ['a1', 'b2', 'c2']),
      variant('keepsB', ['a2', 'b1', 'c2']),
      variant('start', ['a1', 'b1', 'c1']),
    ]);
    expect(switchOption(small, { a: 'a1', b: 'b1', c: 'c1' }, 'c2').variantId).toBe('keepsA');
  });

  it('prefers a variant in stock when everything else is equal', () => {
    const small = buildSelectionIndex(groups, [
      variant('out', ['t2', 'smooth', 'white'], 0),
      variant('in', ['t2', 'embossed', 'white'], 4),
      variant('start', ['t5', 'smooth', 'black']),
    ]);
    // From 5/smooth/black to white: both candidates keep nothing else... but smooth is kept by 'out'.
    expect(
      switchOption(small, { thickness: 't5', surface: 'smooth', colour: 'black' }, 'white').variantId,
    ).toBe('out');
    const tie = buildSelectionIndex(groups, [
      variant('b-out', ['t2', 'smooth', 'white'], 0),
      variant('a-in', ['t2', 'smooth', 'black'], 4),
    ]);
    // Only thickness chosen: both keep nothing, the one in stock wins.
    expect(switchOption(tie, { thickness: 't20' }, 't2').selection).toEqual({
      thickness: 't2',
      surface: 'smooth',
    });
  });

  it('leaves groups that are not chosen open in a partial selection', () => {
    const result = switchOption(index, {}, 't5');
    expect(result).toEqual({ selection: { thickness: 't5', colour: 'black' }, variantId: null });
  });

  it('completes a partial selection when the last group is chosen', () => {
    const result = switchOption(index, { thickness: 't5', colour: 'black' }, 'embossed');
    expect(result).toEqual({
      selection: { thickness: 't5', surface: 'embossed', colour: 'black' },
      variantId: 'v5eb',
    });
  });

  it('adjusts a chosen group of a partial selection when it does not combine', () => {
    const result = switchOption(index, { surface: 'embossed' }, 't20');
    expect(result.selection).toEqual({ thickness: 't20', surface: 'smooth', colour: 'white' });
    expect(result.variantId).toBe('v20sw');
  });

  it('still chooses an option that is in no known variant (resolved on the server)', () => {
    const partial = buildSelectionIndex(groups, variants.slice(0, 2), false);
    const result = switchOption(partial, { thickness: 't2', surface: 'smooth', colour: 'black' }, 't10');
    expect(result).toEqual({
      selection: { thickness: 't10', surface: 'smooth', colour: 'black' },
      variantId: null,
    });
  });

  it('ignores an unknown option id', () => {
    const selection = { thickness: 't2' };
    expect(switchOption(index, selection, 'nope')).toEqual({ selection, variantId: null });
  });
});

describe('fillDetermined', () => {
  it('fills groups with a single possible option', () => {
    expect(fillDetermined(index, { thickness: 't20' })).toEqual({
      thickness: 't20',
      surface: 'smooth',
      colour: 'white',
    });
    expect(fillDetermined(index, {})).toEqual({});
  });

  it('does nothing with an incomplete index or an impossible selection', () => {
    const partial = buildSelectionIndex(groups, variants, false);
    expect(fillDetermined(partial, { thickness: 't20' })).toEqual({ thickness: 't20' });
    expect(fillDetermined(index, { thickness: 't20', surface: 'embossed' })).toEqual({
      thickness: 't20',
      surface: 'embossed',
    });
  });
});
