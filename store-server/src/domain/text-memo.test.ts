import { describe, expect, it } from 'vitest';
import { memoizeText } from './text-memo.js';

describe('memoizeText', () => {
  it('works a text out once, long texts every time, and keeps at most maxEntries', () => {
    const seen: string[] = [];
    const length = memoizeText(
      (text) => {
        seen.push(text);
        return text === 'none' ? null : text.length;
      },
      { maxEntries: 2, maxChars: 5 },
    );
    expect([length('ab'), length('ab'), length('none'), length('none')]).toEqual([2, 2, null, null]);
    expect(seen).toEqual(['ab', 'none']);
    expect([length('toolong'), length('toolong')]).toEqual([7, 7]);
    expect(seen).toEqual(['ab', 'none', 'toolong', 'toolong']);
    length('c'); // a third text: the memo starts again
    length('ab');
    expect(seen.slice(4)).toEqual(['c', 'ab']);
  });
});
