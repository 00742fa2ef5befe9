// Control characters in text that people type (names, addresses, comments). They are refused where such text is
// written (a line break splits a line of a plain-text mail and could forge one, a bidirectional override makes
// a reader see another text than the one stored), and replaced by a space where text written before the rule
// is shown (mails).

/**
 * Not allowed in a single-line field:
 * - the C0 controls U+0000–U+001F (TAB, LF, CR, BEL, ESC among them), DEL U+007F and the C1 controls
 *   U+0080–U+009F (NEL U+0085 among them): together Unicode's category Cc;
 * - the line and paragraph separators U+2028 and U+2029 (line breaks to JavaScript and many mail readers);
 * - the bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069 (they reorder what
 *   follows them: "Trojan Source").
 * Allowed stay all letters, marks and emoji, the zero-width (non-)joiner U+200C/U+200D (scripts and emoji
 * sequences need them) and the direction marks U+200E, U+200F, U+061C (they reorder nothing). NUL and lone
 * surrogates never get this far: the JSON body parser refuses them (http/json-body.ts).
 */
export const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A multi-line field (the order's comment) may also hold TAB, LF and CR: every other character of Cc not. */
export const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n\r]|[\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export type TextKind = 'single-line' | 'multi-line';

const forbidden = (kind: TextKind) => (kind === 'single-line' ? SINGLE_LINE_FORBIDDEN : MULTI_LINE_FORBIDDEN);

/** Whether `text` holds a character its kind of field does not allow. */
export function hasForbiddenCharacter(text: string, kind: TextKind = 'single-line'): boolean {
  return forbidden(kind).test(text);
}

/** `text` with each run of characters its kind of field does not allow replaced by one space. */
export function withoutForbiddenCharacters(text: string, kind: TextKind = 'single-line'): string {
  return text.replace(new RegExp(`(?:${forbidden(kind).source})+`, 'gu'), ' ');
}
