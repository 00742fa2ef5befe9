/** The Store API cart mutations (Shopware 6.7 operations); each answers with the whole new cart. */
import type { ApiInvoker } from '../../api/storeApi';
import type { Cart } from '../../api/types';

/** Adds a product; a product already in the cart gets the quantity added to its line. */
export async function addProductLine(client: ApiInvoker, productId: string, quantity: number): Promise<Cart> {
  const { data } = await client.invoke('addLineItem post /checkout/cart/line-item', {
    body: { items: [{ id: productId, referencedId: productId, type: 'product', quantity }] },
  });
  return data;
}

export async function changeLineQuantity(client: ApiInvoker, id: string, quantity: number): Promise<Cart> {
  const { data } = await client.invoke('updateLineItem patch /checkout/cart/line-item', {
    body: { items: [{ id, quantity }] },
  });
  return data;
}

export async function removeLine(client: ApiInvoker, id: string): Promise<Cart> {
  const { data } = await client.invoke('removeLineItem post /checkout/cart/line-item/delete', {
    body: { ids: [id] },
  });
  return data;
}
