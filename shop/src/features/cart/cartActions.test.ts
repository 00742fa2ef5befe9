import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/queryKeys';
import type { Cart } from '../../api/types';
import { createStoreApiTestDouble } from '../../test/storeApiTestDouble';
import { createCartActions } from './cartActions';
import { lineA, lineB, PRODUCT_A, PRODUCT_B, stockReached, testCart } from '../../test/testCart';

function setup(answers: Record<string, unknown>, initial: Cart = testCart([lineA(2)])) {
  const double = createStoreApiTestDouble(answers);
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.cart(), initial);
  const sync = { post: vi.fn() };
  const actions = createCartActions({ client: double.client, queryClient, sync, log: () => {} });
  const cart = () => queryClient.getQueryData<Cart>(queryKeys.cart());
  return { double, queryClient, sync, actions, cart, initial };
}

describe('cart actions', () => {
  it('adds a product and replaces the cart with the answer, telling the other tabs', async () => {
    const answer = testCart([lineA(2), lineB(3)]);
    const { actions, cart, double, sync } = setup({ 'addLineItem post /checkout/cart/line-item': answer });
    const outcome = await actions.add(PRODUCT_B, 3, 'PVC sheet');
    expect(outcome).toEqual({ ok: true, cart: answer });
    expect(cart()).toEqual(answer);
    expect(sync.post).toHaveBeenCalledWith(answer);
    expect(double.calls[0]?.params).toEqual({
      body: { items: [{ id: PRODUCT_B, referencedId: PRODUCT_B, type: 'product', quantity: 3 }] },
    });
  });

  it('reports an add with errors about the product as failed and shows the server cart it answered', async () => {
    const answer = testCart([lineA(4)], stockReached(PRODUCT_A, 'PE sheet', 4));
    const { actions, cart, sync } = setup({ 'addLineItem post /checkout/cart/line-item': answer });
    const outcome = await actions.add(PRODUCT_A, 9, 'PE sheet');
    expect(outcome).toEqual({
      ok: false,
      messages: [{ key: 'errors.stockReached', values: { name: 'PE sheet', quantity: 4 } }],
      cart: answer,
    });
    // What a reload would show: the server reduced the quantity to 4.
    expect(cart()).toEqual(answer);
    expect(sync.post).toHaveBeenCalledWith(answer);
  });

  it('cancels a cart read under way, so that it cannot put the cart from before the change back', async () => {
    const changed = testCart([lineA(5)]);
    const { actions, cart, queryClient } = setup({
      'updateLineItem patch /checkout/cart/line-item': changed,
    });
    let answerRead: (cart: Cart) => void = () => {};
    // A read (e.g. after a context switch) that the server answers with the cart from before the change.
    const read = queryClient.fetchQuery({
      queryKey: queryKeys.cart(),
      queryFn: () => new Promise<Cart>((resolve) => (answerRead = resolve)),
      staleTime: 0,
    });
    const outcome = await actions.changeQuantity({ id: PRODUCT_A }, 5);
    answerRead(testCart([lineA(2)]));
    await read.catch(() => undefined);
    expect(outcome.ok).toBe(true);
    expect(cart()?.lineItems?.[0]?.quantity).toBe(5);
  });

  it('changes a quantity; a capped one is refused and the cart shows the server quantity', async () => {
    const good = testCart([lineA(3)]);
    const { actions, cart, double } = setup({ 'updateLineItem patch /checkout/cart/line-item': good });
    expect((await actions.changeQuantity({ id: PRODUCT_A, label: 'PE sheet' }, 3)).ok).toBe(true);
    expect(cart()).toEqual(good);
    expect(double.calls[0]?.params).toEqual({ body: { items: [{ id: PRODUCT_A, quantity: 3 }] } });

    const capped = testCart([lineA(10)], stockReached(PRODUCT_A, 'PE sheet', 10));
    const second = setup({ 'updateLineItem patch /checkout/cart/line-item': capped });
    const outcome = await second.actions.changeQuantity({ id: PRODUCT_A, label: 'PE sheet' }, 50);
    expect(outcome.ok).toBe(false);
    expect(second.cart()).toEqual(capped);
  });

  it('removes a line with the 6.7 delete route', async () => {
    const empty = testCart([]);
    const { actions, cart, double } = setup({ 'removeLineItem post /checkout/cart/line-item/delete': empty });
    expect((await actions.remove({ id: PRODUCT_A })).ok).toBe(true);
    expect(cart()).toEqual(empty);
    expect(double.calls[0]?.params).toEqual({ body: { ids: [PRODUCT_A] } });
  });

  it('turns a failed request into a message and keeps the cart', async () => {
    const failure = Object.assign(new Error('bad'), {
      status: 400,
      details: { errors: [{ code: 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY' }] },
    });
    const { actions, cart, initial } = setup({ 'updateLineItem patch /checkout/cart/line-item': failure });
    expect(await actions.changeQuantity({ id: PRODUCT_A }, 0)).toEqual({
      ok: false,
      messages: [{ key: 'errors.invalidQuantity' }],
    });
    expect(cart()).toBe(initial);
  });

  it('runs changes one after another, in the order they were made', async () => {
    const order: number[] = [];
    let resolveFirst: (cart: Cart) => void = () => {};
    const first = new Promise<Cart>((resolve) => (resolveFirst = resolve));
    const answers = [() => first, () => Promise.resolve(testCart([lineA(5)]))];
    const { actions, cart } = setup({
      'updateLineItem patch /checkout/cart/line-item': () => answers.shift()?.(),
    });
    const one = actions.changeQuantity({ id: PRODUCT_A }, 4).then(() => order.push(1));
    const two = actions.changeQuantity({ id: PRODUCT_A }, 5).then(() => order.push(2));
    resolveFirst(testCart([lineA(4)]));
    await Promise.all([one, two]);
    expect(order).toEqual([1, 2]);
    expect(cart()?.lineItems?.[0]?.quantity).toBe(5);
  });
});
