import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacter, withoutForbiddenCharacters } from './control-characters.js';

const code = (point: number) => String.fromCodePoint(point);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => code(from + i));

const C0 = range(0x00, 0x1f);
const DEL = ['\u007f'];
const C1 = range(0x80, 0x9f);
const SEPARATORS = ['\u2028', '\u2029'];
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
const LINE_BREAKS = ['\t', '\n', '\r'];

describe('hasForbiddenCharacter (single-line: names, address fields, codes)', () => {
  it.each([...C0, ...DEL, ...C1, ...SEPARATORS, ...BIDI].map((c) => [c.codePointAt(0)!.toString(16), c]))(
    'refuses U+%s anywhere in the text',
    (_, character) => {
      expect(hasForbiddenCharacter(character)).toBe(true);
      expect(hasForbiddenCharacter(`Erika${character}`)).toBe(true);
      expect(hasForbiddenCharacter(`Eri${character}ka`)).toBe(true);
      expect(hasForbiddenCharacter(`${character}Erika`)).toBe(true);
    },
  );

  it('accepts letters of every script, marks, emoji, joiners, direction marks and the characters around the ranges', () => {
    for (const text of [
      'Erika Mustermann-Lüdenscheid',
      'Rene\u0301 (NFD)',
      'Ærøskøbing · Œuvre ß',
      'محمد',
      'שָׁלוֹם',
      '山田 太郎',
      'नमस्ते',
      'می\u200Cخواهم',
      '👩\u200D🔬 👍🏽',
      'a\u200Eb\u200Fc\u061Cd',
      'z\u200Bw\uFEFF',
      '~ \u00A0 \u00A0\u00AD',
      '\u2027\u202F\u2065\u206A',
      "O'Brien & Söhne <GmbH> 5 < 6",
    ]) {
      expect(hasForbiddenCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('hasForbiddenCharacter (multi-line: the order comment)', () => {
  it('allows TAB, LF and CR', () => {
    expect(hasForbiddenCharacter('Please cut\r\nto 1 m.\n\n\tThanks', 'multi-line')).toBe(false);
  });

  it.each(
    [...C0.filter((c) => !LINE_BREAKS.includes(c)), ...DEL, ...C1, ...SEPARATORS, ...BIDI].map((c) => [
      c.codePointAt(0)!.toString(16),
      c,
    ]),
  )('refuses U+%s', (_, character) => {
    expect(hasForbiddenCharacter(`line one\n${character}line two`, 'multi-line')).toBe(true);
  });
});

describe('withoutForbiddenCharacters (text shown in mails)', () => {
  it('replaces each run of forbidden characters by one space', () => {
    expect(withoutForbiddenCharacters('Bob\r\n\r\nBcc: x@y.de')).toBe('Bob Bcc: x@y.de');
    expect(withoutForbiddenCharacters('a\u0085b\u2028c\u202Ed\u0007')).toBe('a b c d ');
    expect(withoutForbiddenCharacters('Erika Müller 👩\u200D🔬')).toBe('Erika Müller 👩\u200D🔬');
  });

  it('keeps line breaks and tabs of multi-line text', () => {
    expect(withoutForbiddenCharacters('one\r\ntwo\tthree\u001b[31m\u202E', 'multi-line')).toBe(
      'one\r\ntwo\tthree [31m ',
    );
  });
});
