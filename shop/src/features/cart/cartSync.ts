/**
 * Cross-tab cart sync. After each cart change a tab posts the server's new cart on a BroadcastChannel
 * named after the cart's apiAlias; another tab of the same context token puts it into its cart query.
 * Without BroadcastChannel the `storage` event carries the message (written and removed at once).
 */
import { STORAGE_KEYS, type KeyValueStorage } from '../../api/session';
import type { Cart } from '../../api/types';

const CART_CHANNEL = 'spk-sync:cart';
/** The storage entry of the fallback (never read back: only its `storage` events count). */
export const CART_SYNC_STORAGE_KEY = STORAGE_KEYS.cartSync;

export type CartSyncMessage = { apiAlias: 'cart'; token: string; source: string; cart: Cart };

export function cartSyncMessage(token: string, source: string, cart: Cart): CartSyncMessage {
  return { apiAlias: 'cart', token, source, cart };
}

/**
 * The cart of a message meant for this tab: same context token, from another tab, holding a cart
 * (apiAlias 'cart'); otherwise null.
 */
export function cartFromMessage(data: unknown, token: string | undefined, source: string): Cart | null {
  if (typeof data !== 'object' || data === null || !token) return null;
  const message = data as Partial<CartSyncMessage>;
  if (message.apiAlias !== 'cart' || message.token !== token || message.source === source) return null;
  const cart = message.cart as { apiAlias?: unknown } | undefined;
  return typeof cart === 'object' && cart !== null && cart.apiAlias === 'cart' ? (cart as Cart) : null;
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close'> & {
  onmessage: ((event: MessageEvent) => void) | null;
};

export type CartSyncEnvironment = {
  /** Creates a BroadcastChannel; undefined where there is none. */
  createChannel?: ((name: string) => Channel) | undefined;
  /** The window whose `storage` events the fallback listens to. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  storage?: Pick<KeyValueStorage, 'setItem' | 'removeItem'>;
};

export type CartSync = {
  post: (cart: Cart) => void;
  /** Calls `onCart` for each cart another tab posts; returns the unsubscribe function. */
  subscribe: (onCart: (cart: Cart) => void) => () => void;
};

/** The browser's BroadcastChannel, else the `storage` events of the shop's storage (localStorage). */
export function browserEnvironment(storage: CartSyncEnvironment['storage']): CartSyncEnvironment {
  if (typeof window === 'undefined') return {};
  return {
    createChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    target: window,
    storage,
  };
}

/** A sync for one shop; `token` reads the context token in use at the moment. */
export function createCartSync(token: () => string | undefined, environment: CartSyncEnvironment): CartSync {
  const source = Math.random().toString(36).slice(2) + Date.now().toString(36);
  const listeners = new Set<(cart: Cart) => void>();
  const deliver = (data: unknown) => {
    const cart = cartFromMessage(data, token(), source);
    if (cart) listeners.forEach((listener) => listener(cart));
  };

  let channel: Channel | null = null;
  let stopStorage: (() => void) | null = null;
  const start = () => {
    if (environment.createChannel) {
      channel = environment.createChannel(CART_CHANNEL);
      channel.onmessage = (event) => deliver(event.data);
    } else if (environment.target) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== CART_SYNC_STORAGE_KEY || !event.newValue) return;
        try {
          deliver(JSON.parse(event.newValue));
        } catch {
          // not a message of ours
        }
      };
      environment.target.addEventListener('storage', onStorage);
      stopStorage = () => environment.target?.removeEventListener('storage', onStorage);
    }
  };
  const stop = () => {
    channel?.close();
    channel = null;
    stopStorage?.();
    stopStorage = null;
  };

  return {
    post(cart) {
      const current = token();
      if (!current) return;
      const message = cartSyncMessage(current, source, cart);
      try {
        if (environment.createChannel) {
          const sender = channel ?? environment.createChannel(CART_CHANNEL);
          sender.postMessage(message);
          if (sender !== channel) sender.close();
        } else if (environment.storage) {
          environment.storage.setItem(CART_SYNC_STORAGE_KEY, JSON.stringify(message));
          environment.storage.removeItem(CART_SYNC_STORAGE_KEY);
        }
      } catch (error) {
        console.warn('[shop] cart sync: could not tell the other tabs', error);
      }
    },
    subscribe(onCart) {
      listeners.add(onCart);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(onCart);
        if (listeners.size === 0) stop();
      };
    },
  };
}
