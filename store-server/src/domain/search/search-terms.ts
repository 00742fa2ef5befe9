import { REQUEST_LIMITS } from '../limits.js';

// The search term of /search and /search-suggest, tokenized as Shopware's Tokenizer does: lower case, every
// character but letters, digits and the preserved `- _ + . @` a separator, tokens shorter than the minimum left
// out unless that would leave none. The same tokenizer writes the search index (search-document.ts), so that
// index and query agree on what a word is. Terms longer than REQUEST_LIMITS.termLength are cut (Shopware trims
// to its term_max_length and logs), and at most REQUEST_LIMITS.searchTokens words count.

/** Shopware's product_search_config.min_search_length for en-GB and de-DE. */
export const MIN_TOKEN_LENGTH = 3;

const SEPARATOR = /[^\p{L}\p{N}\-_+.@]+/u;

/** Lower case without diacritics (é → e, ü → u; ß stays): index and query fold the same way. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** All words of a text (no minimum length): the index keeps every word, so that a short term still finds. */
export function words(text: string): string[] {
  return foldText(text)
    .split(SEPARATOR)
    .map((word) => word.replace(/^[-_+.@]+|[-_+.@]+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * The words of an indexed text, and the parts of words joined by `-`, `_`, `+`, `.` or `@` ("PE-HD" is found as
 * "pe-hd", "pe" and "hd"; a product number "PE300-010-SM" by "pe300" or "010" too), without repeats.
 */
export function indexWords(text: string): string[] {
  const result = new Set<string>();
  for (const word of words(text)) {
    result.add(word);
    for (const part of word.split(/[-_+.@]+/)) if (part !== '') result.add(part);
  }
  return [...result];
}

export interface SearchTerm {
  /** The term as the request sent it, trimmed and cut to the limit. */
  original: string;
  /** Folded like the index (lower case, no diacritics): compared with product numbers. */
  folded: string;
  /** The words every match must contain (as a word or a word's beginning). */
  tokens: string[];
}

/**
 * The `search` parameter: a string, or a list of strings joined by spaces (as Shopware's ProductSearchBuilder).
 * Null when it holds no word at all (the route answers 400 FRAMEWORK__MISSING_REQUEST_PARAMETER).
 */
export function parseSearchTerm(raw: unknown): SearchTerm | null {
  const joined = Array.isArray(raw)
    ? raw.filter((part) => typeof part === 'string' || typeof part === 'number').join(' ')
    : typeof raw === 'string' || typeof raw === 'number'
      ? String(raw)
      : '';
  const original = [...joined.trim()].slice(0, REQUEST_LIMITS.termLength).join('').trim();
  const all = [...new Set(words(original))];
  if (all.length === 0) return null;
  const long = all.filter((word) => [...word].length >= MIN_TOKEN_LENGTH);
  const tokens = (long.length > 0 ? long : all).slice(0, REQUEST_LIMITS.searchTokens);
  return { original, folded: foldText(original), tokens };
}
