/**
 * The shell's part of the cross-tab cart sync: one sync per mounted shop (keyed by its query cache), and
 * the hook that puts the carts other tabs of the same session post into this tab's cart query.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../api/queryKeys';
import { STORAGE_KEYS } from '../../api/session';
import type { ShopServices } from '../../api/services';
import { useShop } from '../../api/ShopContext';
import { browserEnvironment, createCartSync, type CartSync } from './cartSync';

export type CartShop = Pick<ShopServices, 'client' | 'storage' | 'queryClient'>;

const syncs = new WeakMap<QueryClient, CartSync>();

/** The context token the shop's requests carry now. */
function contextToken(shop: CartShop): string | undefined {
  const header: unknown = shop.client.defaultHeaders?.['sw-context-token'];
  return (
    (typeof header === 'string' && header) || shop.storage.getItem(STORAGE_KEYS.contextToken) || undefined
  );
}

export function cartSyncOf(shop: CartShop): CartSync {
  let sync = syncs.get(shop.queryClient);
  if (!sync) {
    sync = createCartSync(() => contextToken(shop), browserEnvironment(shop.storage));
    syncs.set(shop.queryClient, sync);
  }
  return sync;
}

export function useCartSync(): void {
  const shop = useShop();
  useEffect(
    () => cartSyncOf(shop).subscribe((cart) => shop.queryClient.setQueryData(queryKeys.cart(), cart)),
    [shop],
  );
}
