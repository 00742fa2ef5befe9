/**
 * TanStack Query keys of the Store API data. Language-dependent data is keyed by the backend language id
 * so that a language switch fetches it anew while the other language stays cached.
 */
export const queryKeys = {
  context: () => ['context'] as const,
  languages: () => ['languages'] as const,
  navigation: (languageId: string | null, depth: number) => ['navigation', languageId, depth] as const,
  customer: () => ['customer'] as const,
  /** The logged-in customer's addresses (removed on logout). */
  addresses: () => ['addresses'] as const,
  cart: () => ['cart'] as const,
  countries: (languageId: string | null) => ['countries', languageId] as const,
  salutations: (languageId: string | null) => ['salutations', languageId] as const,
  paymentMethods: (languageId: string | null) => ['paymentMethods', languageId] as const,
  shippingMethods: (languageId: string | null) => ['shippingMethods', languageId] as const,
  /** The methods that can serve the cart: they change with the cart's lines (weight), keyed by them. */
  availableShippingMethods: (languageId: string | null, cartLines: string) =>
    ['shippingMethods', languageId, 'available', cartLines] as const,
  /** A product list page; `criteria` are the listing criteria from the URL. */
  listing: (languageId: string | null, categoryId: string, criteria: object) =>
    ['listing', languageId, categoryId, criteria] as const,
  /** The product detail (product + configurator) of the id in the URL. */
  product: (languageId: string | null, productId: string) => ['product', languageId, productId] as const,
  /** The variants (ids and option ids, not language-dependent) of a parent product, for the selection index. */
  variants: (parentId: string) => ['variants', parentId] as const,
  /** One enquiry (a Shopware order) by its deep-link code. */
  order: (deepLinkCode: string) => ['order', deepLinkCode] as const,
  /** The customer's enquiry history, page by page (removed on logout with the customer's data). */
  orders: (limit: number) => ['orders', limit] as const,
};
