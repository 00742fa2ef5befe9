/**
 * The search field's suggestions: when to ask (`POST /search-suggest` after a pause in typing, from two
 * characters, Shopware's minimum search length) and how the keys of the combobox move through the options
 * (WAI-ARIA combobox pattern with a listbox popup). Pure functions; the component wires them to the DOM.
 */
import { normaliseTerm } from './searchUrl';

/** Shorter terms are not searched (Shopware's `min_search_length` is 2). */
export const MIN_SUGGEST_LENGTH = 2;

/** The pause after the last key stroke before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 250;

/** The products shown as suggestions. */
export const SUGGEST_LIMIT = 5;

/** The term to ask suggestions for, or null when the input is too short. */
export function suggestTerm(input: string): string | null {
  const term = normaliseTerm(input);
  return term.length >= MIN_SUGGEST_LENGTH ? term : null;
}

/**
 * The active option after an arrow key: -1 is the input itself (no option active). Down from the input goes
 * to the first option, up from it to the last; past either end returns to the input.
 */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  const next = active + step;
  return next < 0 || next >= count ? -1 : next;
}

export type ComboboxState = { open: boolean; active: number; count: number };

export type KeyAction =
  | { type: 'open'; active: number }
  | { type: 'move'; active: number }
  | { type: 'choose'; index: number }
  | { type: 'close' }
  | { type: 'clear' }
  | null;

/**
 * What a key does in the search field. Enter on an active option chooses it (otherwise the form submits:
 * null); Escape closes the open popup, or clears the field when it is closed; arrows open and move.
 */
export function keyAction(key: string, state: ComboboxState): KeyAction {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (state.count === 0) return null;
      const step = key === 'ArrowDown' ? 1 : -1;
      if (!state.open) return { type: 'open', active: moveActive(-1, state.count, step) };
      return { type: 'move', active: moveActive(state.active, state.count, step) };
    }
    case 'Enter':
      return state.open && state.active >= 0 ? { type: 'choose', index: state.active } : null;
    case 'Escape':
      return state.open ? { type: 'close' } : { type: 'clear' };
    default:
      return null;
  }
}
