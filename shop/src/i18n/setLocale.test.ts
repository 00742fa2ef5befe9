import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../api/types';
import { STORAGE_KEYS, memoryStorage } from '../api/session';
import { NO_LANGUAGE_CODE, pickLanguage, setLocale } from './setLocale';

const EN_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
const DE_ID = '3b1c5e2a9d7f4c6e8a0b1d2f3e4c5a6b';

function language(id: string, code: string): Language {
  return { id, name: code, translationCode: { code } } as unknown as Language;
}

/** Test double of the setLocale dependencies: an in-memory language list and recording callbacks. */
function setLocaleTestDouble(languages: Language[] = [language(EN_ID, 'en-GB'), language(DE_ID, 'de-DE')]) {
  const storage = memoryStorage();
  const deps = {
    loadLanguages: vi.fn(async () => languages),
    changeLanguage: vi.fn(async () => undefined),
    setLanguageId: vi.fn(),
    storage,
  };
  return deps;
}

describe('setLocale', () => {
  it('fails without a code', async () => {
    const deps = setLocaleTestDouble();
    await expect(setLocale('', deps)).rejects.toThrow(NO_LANGUAGE_CODE);
    await expect(setLocale(undefined, deps)).rejects.toThrow('No language code provided');
    expect(deps.loadLanguages).not.toHaveBeenCalled();
  });

  it('picks the backend language, sets the interface locale, the language id and records the locale', async () => {
    const deps = setLocaleTestDouble();
    const result = await setLocale('de-DE', deps);
    expect(deps.loadLanguages).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ code: 'de-DE', languageId: DE_ID, translationCode: 'de-DE' });
    expect(deps.changeLanguage).toHaveBeenCalledWith('de-DE');
    expect(deps.setLanguageId).toHaveBeenCalledWith('de-DE', DE_ID);
    expect(deps.storage.getItem(STORAGE_KEYS.locale)).toBe('de-DE');
  });

  it('matches entries whose code contains the requested code', async () => {
    const deps = setLocaleTestDouble();
    const result = await setLocale('de', deps);
    expect(result?.languageId).toBe(DE_ID);
    expect(result?.code).toBe('de-DE');
  });

  it('changes nothing when no backend language matches', async () => {
    const deps = setLocaleTestDouble();
    expect(await setLocale('fr-FR', deps)).toBeNull();
    expect(deps.changeLanguage).not.toHaveBeenCalled();
    expect(deps.setLanguageId).not.toHaveBeenCalled();
    expect(deps.storage.getItem(STORAGE_KEYS.locale)).toBeNull();
  });

  it('pickLanguage ignores entries without a translation code', () => {
    const broken = { id: 'x', name: 'x' } as unknown as Language;
    expect(pickLanguage([broken, language(EN_ID, 'en-GB')], 'en')?.id).toBe(EN_ID);
  });
});
