/**
 * The cart's changes. The cart is the cart query's data, kept exactly as the server sent it: every change's
 * answer replaces it (and goes to the other tabs), so that the page always shows what a reload would show.
 * When the answer reports an error about the product or line changed (e.g. Shopware reduced a closeout to its
 * stock), the change counts as failed and the reasons are returned beside the server's cart. A cart read still
 * under way when an answer arrives is cancelled: it was asked before the change and would put the old cart back
 * (the badge, totals and lines showing the count from before). Changes run one after another, so answers cannot
 * overtake each other.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { ApiInvoker } from '../../api/storeApi';
import type { Cart } from '../../api/types';
import { addProductLine, changeLineQuantity, removeLine } from './cartApi';
import { blockingErrorsFor } from '../../api/errors';
import { cartErrorMessage, requestErrorMessage } from './cartMessages';
import type { AddToCart, CartOutcome } from '../../api/cart/cartFeature';
import type { CartSync } from './cartSync';
import { backendText } from '../../ui/text/backendText';

export type CartActions = {
  add: AddToCart;
  changeQuantity: (line: { id: string; label?: string }, quantity: number) => Promise<CartOutcome>;
  remove: (line: { id: string }) => Promise<CartOutcome>;
};

export type CartActionDeps = {
  client: ApiInvoker;
  queryClient: QueryClient;
  sync: Pick<CartSync, 'post'>;
  log?: (message: string, error: unknown) => void;
};

export function createCartActions({
  client,
  queryClient,
  sync,
  log = defaultLog,
}: CartActionDeps): CartActions {
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  const apply = (cart: Cart) => showCart(queryClient, sync, cart);

  /** Runs a change; its answer replaces the cart; errors about `id` in it make the change a refused one. */
  const change = (label: string, id: string | null, name: string, request: () => Promise<Cart>) =>
    serial(async (): Promise<CartOutcome> => {
      try {
        const cart = await request();
        await apply(cart);
        const errors = id ? blockingErrorsFor(cart, id) : [];
        if (errors.length)
          return { ok: false, messages: errors.map((error) => cartErrorMessage(error, name)), cart };
        return { ok: true, cart };
      } catch (error) {
        log(`cart: ${label} failed`, error);
        const message = requestErrorMessage(error);
        // The line is gone (changed in another tab or session): show the cart as the server has it.
        if (message.key === 'errors.lineNotFound')
          void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
        return { ok: false, messages: [message] };
      }
    });

  return {
    add: (productId, quantity, name) =>
      change('add', productId, name, () => addProductLine(client, productId, quantity)),
    changeQuantity: (line, quantity) =>
      change('quantity change', line.id, backendText(line.label), () =>
        changeLineQuantity(client, line.id, quantity),
      ),
    remove: (line) => change('remove', null, '', () => removeLine(client, line.id)),
  };
}

/**
 * Puts a cart the server answered into the cart query and tells the other tabs. A cart read still under way is
 * cancelled first: it was asked before the change and would put the old cart back.
 */
export async function showCart(
  queryClient: QueryClient,
  sync: Pick<CartSync, 'post'>,
  cart: Cart,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.cart() });
  queryClient.setQueryData(queryKeys.cart(), cart);
  sync.post(cart);
}

const defaultLog = (message: string, error: unknown) => console.warn(`[shop] ${message}`, error);
