import { describe, expect, it } from 'vitest';
import { keyAction, moveActive, suggestTerm } from './suggest';

describe('suggestTerm', () => {
  it('asks from two characters (after trimming) and not before', () => {
    expect(suggestTerm('')).toBeNull();
    expect(suggestTerm(' p ')).toBeNull();
    expect(suggestTerm('pe')).toBe('pe');
    expect(suggestTerm('  pe   sheet ')).toBe('pe sheet');
  });
});

describe('moveActive', () => {
  it('goes from the input to the first (down) or last (up) option and back past either end', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(-1);
    expect(moveActive(0, 3, -1)).toBe(-1);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});

describe('keyAction', () => {
  const open = { open: true, active: 1, count: 4 };
  const closed = { open: false, active: -1, count: 4 };

  it('opens a closed popup with an arrow key, moves in an open one', () => {
    expect(keyAction('ArrowDown', closed)).toEqual({ type: 'open', active: 0 });
    expect(keyAction('ArrowUp', closed)).toEqual({ type: 'open', active: 3 });
    expect(keyAction('ArrowDown', open)).toEqual({ type: 'move', active: 2 });
    expect(keyAction('ArrowUp', open)).toEqual({ type: 'move', active: 0 });
    expect(keyAction('ArrowDown', { open: false, active: -1, count: 0 })).toBeNull();
  });

  it('chooses the active option with Enter; without one Enter submits the form (null)', () => {
    expect(keyAction('Enter', open)).toEqual({ type: 'choose', index: 1 });
    expect(keyAction('Enter', { ...open, active: -1 })).toBeNull();
    expect(keyAction('Enter', closed)).toBeNull();
  });

  it('closes an open popup with Escape and clears the field when it is closed', () => {
    expect(keyAction('Escape', open)).toEqual({ type: 'close' });
    expect(keyAction('Escape', closed)).toEqual({ type: 'clear' });
    expect(keyAction('a', open)).toBeNull();
  });
});
