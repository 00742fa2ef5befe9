import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageFile, messageIds } from './compiledMessages';

const i18nDir = join(import.meta.dirname, '..', 'src', 'i18n');

describe('compiled message files', () => {
  it('names nested messages by group and dotted key', () => {
    expect(messageIds('common', { loading: 'Loading', nav: { login: 'Log in' } })).toEqual({
      'common:loading': 'Loading',
      'common:nav.login': 'Log in',
    });
  });

  it('compiles placeholders and plurals, and refuses a broken message with its id', () => {
    expect(
      compileMessageFile('cart', { n: '{count, plural, one {{count} item} other {{count} items}}' }),
    ).toEqual({
      'cart:n': [['count', 'plural', { one: [['count'], ' item'], other: [['count'], ' items'] }]],
    });
    expect(() => compileMessageFile('common', { nav: { backTo: 'Back to {name' } })).toThrow(
      /common:nav\.backTo/,
    );
  });

  it.each(['en-GB', 'de-DE'])('compiles every message of %s', (locale) => {
    for (const file of readdirSync(join(i18nDir, locale))) {
      const messages: unknown = JSON.parse(readFileSync(join(i18nDir, locale, file), 'utf8'));
      expect(() => compileMessageFile(file.replace('.json', ''), messages)).not.toThrow();
    }
  });
});
