import { SYSTEM_LANGUAGE_ID } from '../../constants.js';

/** Translated fields are read in the request's language, falling back to the system language (en-GB). */
export interface LanguageChain {
  current: string;
  fallback: string;
}

export function languageChain(languageId: string): LanguageChain {
  return { current: languageId, fallback: SYSTEM_LANGUAGE_ID };
}

export const toBoolean = (value: number | boolean): boolean => value === 1 || value === true;
