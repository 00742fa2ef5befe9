/** Shopware cuts a term to 300 characters (`shopware.search.term_max_length`); so does the shop. */
export const SEARCH_TERM_MAX_LENGTH = 300;

/**
 * The term as the user typed it: trimmed, inner runs of white space made one space, at most 300 characters.
 * (Its own module: the search field of the start page needs nothing else of the search.)
 */
export function normaliseTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH).trim();
}
