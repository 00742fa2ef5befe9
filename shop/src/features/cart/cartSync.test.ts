import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../api/session';
import type { Cart } from '../../api/types';
import { CART_SYNC_STORAGE_KEY, cartFromMessage, cartSyncMessage, createCartSync } from './cartSync';
import { lineA, testCart } from '../../test/testCart';

/** An in-memory stand-in for BroadcastChannel: every channel of the same name hears the others. */
function fakeChannels() {
  const open = new Set<{
    name: string;
    onmessage: ((event: MessageEvent) => void) | null;
    close: () => void;
  }>();
  const createChannel = (name: string) => {
    const channel = {
      name,
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of open) {
          if (other !== channel && other.name === name) other.onmessage?.({ data } as MessageEvent);
        }
      },
      close: () => void open.delete(channel),
    };
    open.add(channel);
    return channel;
  };
  return { createChannel, open };
}

describe('cart sync messages', () => {
  const cart = testCart([lineA()]);

  it('accepts carts of the same token from another tab only', () => {
    const message = cartSyncMessage('token-1', 'tab-a', cart);
    expect(cartFromMessage(message, 'token-1', 'tab-b')).toBe(cart);
    expect(cartFromMessage(message, 'token-1', 'tab-a')).toBeNull();
    expect(cartFromMessage(message, 'token-2', 'tab-b')).toBeNull();
    expect(cartFromMessage(message, undefined, 'tab-b')).toBeNull();
    expect(cartFromMessage({ ...message, cart: { apiAlias: 'product' } }, 'token-1', 'tab-b')).toBeNull();
    expect(cartFromMessage('nonsense', 'token-1', 'tab-b')).toBeNull();
  });

  it('carries a cart from one tab to the other over BroadcastChannel', () => {
    const channels = fakeChannels();
    const tabA = createCartSync(() => 'token-1', { createChannel: channels.createChannel });
    const tabB = createCartSync(() => 'token-1', { createChannel: channels.createChannel });
    const received: Cart[] = [];
    const stop = tabB.subscribe((next) => received.push(next));
    const ownEcho = vi.fn();
    const stopA = tabA.subscribe(ownEcho);
    tabA.post(cart);
    expect(received).toEqual([cart]);
    expect(ownEcho).not.toHaveBeenCalled();
    stop();
    stopA();
    expect(channels.open.size).toBe(0);
  });

  it('ignores the carts of another session', () => {
    const channels = fakeChannels();
    const tabA = createCartSync(() => 'token-1', { createChannel: channels.createChannel });
    const tabB = createCartSync(() => 'token-2', { createChannel: channels.createChannel });
    const onCart = vi.fn();
    tabB.subscribe(onCart);
    tabA.post(cart);
    expect(onCart).not.toHaveBeenCalled();
  });

  it('falls back to storage events without BroadcastChannel', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const target = new EventTarget() as unknown as Window;
    const tabA = createCartSync(() => 'token-1', { storage });
    const tabB = createCartSync(() => 'token-1', { target });
    const onCart = vi.fn();
    const stop = tabB.subscribe(onCart);
    tabA.post(cart);
    const [key, value] = setItem.mock.calls[0] ?? [];
    expect(key).toBe(CART_SYNC_STORAGE_KEY);
    expect(storage.getItem(CART_SYNC_STORAGE_KEY)).toBeNull(); // removed at once
    // The browser fires `storage` in the other tabs.
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
    expect(onCart).toHaveBeenCalledWith(cart);
    stop();
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: value }));
    expect(onCart).toHaveBeenCalledTimes(1);
  });
});
