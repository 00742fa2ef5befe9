import { KLARNA_METHODS, type KlarnaCategory } from '../../domain/payment/klarna-methods.js';

// The seven Klarna payment methods map to Klarna's category identifiers in ONE table (KLARNA_METHODS in
// domain/payment/klarna-methods.ts). Klarna now usually offers the single category `klarna` ("Pay with Klarna"):
// then every Klarna method uses it.

export const KLARNA_UNIFIED_CATEGORY = 'klarna';

/**
 * The Klarna category to load/authorize for a method's own category, given the session's offered categories:
 * its own when offered, else the unified `klarna` when offered, else null (Klarna does not offer it).
 */
export function klarnaCategoryFor(
  method: KlarnaCategory,
  sessionCategories: readonly string[],
): string | null {
  if (sessionCategories.includes(method)) return method;
  if (sessionCategories.includes(KLARNA_UNIFIED_CATEGORY)) return KLARNA_UNIFIED_CATEGORY;
  return null;
}

/** For each method (by the method's KLARNA_METHODS category) the category to use, or null. */
export function categoriesByMethod(
  sessionCategories: readonly string[],
): Record<KlarnaCategory, string | null> {
  return Object.fromEntries(
    KLARNA_METHODS.map((method) => [method.category, klarnaCategoryFor(method.category, sessionCategories)]),
  ) as Record<KlarnaCategory, string | null>;
}
