import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ShopServices } from './services';

export const ShopContext = createContext<ShopServices | null>(null);

export function useShop(): ShopServices {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop outside of the shop');
  return shop;
}

/** The backend language id in use; components re-render when it changes. */
export function useLanguageId(): string | null {
  const { languageId } = useShop();
  return useSyncExternalStore(languageId.subscribe, languageId.get, languageId.get);
}
