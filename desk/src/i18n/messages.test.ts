import deDE from './de-DE.json';
import enGB from './en-GB.json';
import { initialLocale } from './locales';

const keys = (messages: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

describe("the desk's messages", () => {
  it('has every English message in German and no other', () => {
    expect(keys(deDE).sort()).toEqual(keys(enGB).sort());
  });

  it('starts in the stored language, else the browser’s, else English', () => {
    expect(initialLocale('de-DE', ['en-US'])).toBe('de-DE');
    expect(initialLocale(null, ['de-AT', 'en'])).toBe('de-DE');
    expect(initialLocale(null, ['fr-FR'])).toBe('en-GB');
    expect(initialLocale('xx', [])).toBe('en-GB');
  });
});
