import { stripHtml } from './stripHtml';

/**
 * The one way the shop turns text from the backend into what it shows: the first candidate that is a string
 * with text, passed through the HTML-stripping text filter (spec: "A text filter strips HTML tags from
 * displayed text"). Category, property group and option names, cart and enquiry line labels, payment and
 * shipping method names and descriptions, countries, salutations, states: all of it goes through here (a test
 * beside this file checks that no other source file reads a `translated` field itself).
 */
export function backendText(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    const text = stripHtml(candidate);
    if (text) return text;
  }
  return '';
}

/**
 * A translatable field of a Store API entity as shown: `translated[field]` (the context language's value)
 * first, then the entity's own `field`; HTML stripped; '' when neither has text.
 */
export function translatedText(entity: object | null | undefined, field: string): string {
  if (!entity) return '';
  const translated: unknown = (entity as { translated?: unknown }).translated;
  const inLanguage =
    typeof translated === 'object' && translated !== null
      ? (translated as Record<string, unknown>)[field]
      : undefined;
  return backendText(inLanguage, (entity as Record<string, unknown>)[field]);
}
