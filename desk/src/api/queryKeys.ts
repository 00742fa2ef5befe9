/** React Query keys of the desk's reads (a change invalidates by prefix). */
export const queryKeys = {
  me: ['me'] as const,
  orders: ['orders'] as const,
  orderList: (criteria: unknown) => ['orders', 'list', criteria] as const,
  openCount: ['orders', 'open-count'] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  products: ['products'] as const,
  productList: (criteria: unknown) => ['products', 'list', criteria] as const,
  product: (id: string) => ['products', 'detail', id] as const,
};
