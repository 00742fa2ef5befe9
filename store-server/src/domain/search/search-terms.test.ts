import { describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../limits.js';
import { foldText, indexWords, parseSearchTerm, words } from './search-terms.js';

describe('search terms', () => {
  it('folds case and diacritics the same for index and query', () => {
    expect(foldText('Weiß Größe ÉCRU')).toBe('weiß große ecru');
    expect(words('PE-HD 300, "sheet" / Platte!')).toEqual(['pe-hd', '300', 'sheet', 'platte']);
  });

  it('indexes joined words whole and in parts', () => {
    expect(indexWords('PE300-010-SM-BLK-F3 PE-HD')).toEqual([
      'pe300-010-sm-blk-f3',
      'pe300',
      '010',
      'sm',
      'blk',
      'f3',
      'pe-hd',
      'pe',
      'hd',
    ]);
  });

  it('drops words shorter than three characters unless none would be left (Shopware Tokenizer)', () => {
    expect(parseSearchTerm('PE 10 black')?.tokens).toEqual(['black']);
    expect(parseSearchTerm('PE 10')?.tokens).toEqual(['pe', '10']);
    expect(parseSearchTerm(['POM', 'black'])?.tokens).toEqual(['pom', 'black']);
    expect(parseSearchTerm('black black')?.tokens).toEqual(['black']);
  });

  it('has no term without a word', () => {
    for (const raw of [undefined, null, '', '   ', '!!! ///', {}, [], true])
      expect(parseSearchTerm(raw)).toBeNull();
  });

  it('cuts long terms to the limits: characters and words', () => {
    const long = parseSearchTerm('x'.repeat(REQUEST_LIMITS.termLength + 100));
    expect(long?.original.length).toBe(REQUEST_LIMITS.termLength);
    const many = parseSearchTerm(Array.from({ length: 50 }, (_, i) => `word${i}`).join(' '));
    expect(many?.tokens).toHaveLength(REQUEST_LIMITS.searchTokens);
  });

  it('keeps no query syntax: quotes, stars, colons and parentheses are separators', () => {
    expect(parseSearchTerm('"a" OR b* NEAR(c:d) \'e\' & f | !g')?.tokens).toEqual(['near']);
    expect(parseSearchTerm('x:* y" z\'')?.tokens).toEqual(['x', 'y', 'z']);
  });
});
