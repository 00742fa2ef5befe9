// Shopware's SEO URL templates and its slugifier (cocur/slugify as configured in Shopware's services.xml:
// regexp `/([^A-Za-z0-9\.]|-)+/`, `lowercase: false`, the default rule sets, German among them).

export const NAVIGATION_ROUTE = 'frontend.navigation.page';
export const DETAIL_ROUTE = 'frontend.detail.page';
export const LANDING_ROUTE = 'frontend.landing.page';

const GERMAN: Record<string, string> = { Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** One printed template value as Shopware's seoUrl escaper writes it: `PE-HD 300 (schwarz)` → `PE-HD-300-schwarz`. */
export function slugify(text: string): string {
  return text
    .replace(/[ÄÖÜäöüß]/g, (c) => GERMAN[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([^A-Za-z0-9.]|-)+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `{% for part in category.seoBreadcrumb %}{{ part }}/{% endfor %}`: the names below the navigation root, each
 * slugified, each followed by a slash. Null for the root itself (an empty path, which Shopware skips).
 */
export function categorySeoPath(namesBelowRoot: readonly string[]): string | null {
  const parts = namesBelowRoot.map(slugify).filter((part) => part !== '');
  return parts.length === 0 ? null : parts.map((part) => `${part}/`).join('');
}

/** `{{ product.translated.name }}/{{ product.productNumber }}`, each value slugified. */
export function productSeoPath(name: string, productNumber: string): string {
  return `${slugify(name)}/${slugify(productNumber)}`;
}

export function technicalPath(routeName: string, id: string): string {
  if (routeName === DETAIL_ROUTE) return `/detail/${id}`;
  if (routeName === LANDING_ROUTE) return `/landingPage/${id}`;
  return `/navigation/${id}`;
}

/**
 * Two entities may slugify to the same path (Shopware keeps the first and reports the rest); here the later ones
 * get their id appended, so that every path resolves to exactly one entity.
 */
export function uniquePaths<T extends { seoPathInfo: string; foreignKey: string }>(urls: readonly T[]): T[] {
  const seen = new Set<string>();
  return urls.map((url) => {
    const key = url.seoPathInfo.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      return url;
    }
    const unique = url.seoPathInfo.endsWith('/')
      ? `${url.seoPathInfo}${url.foreignKey}/`
      : `${url.seoPathInfo}-${url.foreignKey}`;
    seen.add(unique.toLowerCase());
    return { ...url, seoPathInfo: unique };
  });
}
