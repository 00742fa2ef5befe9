import type { DeskClient } from './client';
import type {
  DeskProduct,
  DeskUser,
  ImportResult,
  Offer,
  OfferDraft,
  Order,
  Product,
  ProductPatch,
  SearchResult,
  StateMachineState,
  Transition,
} from './types';

// The desk's Admin API calls, one function each (paths as Shopware's Admin API, offers and CSV under _action).

export type Criteria = {
  page: number;
  limit: number;
  term?: string;
  filter?: Array<{ type: 'equals'; field: string; value: string }>;
  sort?: Array<{ field: string; order: 'ASC' | 'DESC' }>;
  'total-count-mode'?: 'exact';
};

const id = (value: string) => encodeURIComponent(value);

export const deskApi = (client: DeskClient) => ({
  me: () => client.json<{ data: DeskUser }>('GET', '/_info/me').then((answer) => answer.data),
  searchOrders: (criteria: Criteria) => client.json<SearchResult<Order>>('POST', '/search/order', criteria),
  order: (orderId: string) =>
    client.json<{ data: Order }>('GET', `/order/${id(orderId)}`).then((answer) => answer.data),
  transition: (orderId: string, transition: Transition) =>
    client.json<StateMachineState>('POST', `/_action/order/${id(orderId)}/state/${transition}`, {}),
  note: (orderId: string, text: string) =>
    client.none('POST', `/_action/order/${id(orderId)}/note`, { text }),
  sendOffer: (orderId: string, draft: OfferDraft) =>
    client
      .json<{ data: Offer }>('POST', `/_action/order/${id(orderId)}/offer`, draft)
      .then((answer) => answer.data),
  offerPdf: (orderId: string, offerId: string) =>
    client.blob(`/_action/order/${id(orderId)}/offer/${id(offerId)}/pdf`),
  searchProducts: (criteria: Criteria) =>
    client.json<SearchResult<Product>>('POST', '/search/product', criteria),
  readProduct: (productId: string) =>
    client.json<{ data: DeskProduct }>('GET', `/product/${id(productId)}`).then((answer) => answer.data),
  patchProduct: (productId: string, patch: ProductPatch) =>
    client.none('PATCH', `/product/${id(productId)}`, patch),
  exportProducts: () => client.blob('/_action/desk/product-export'),
  importProducts: (csv: string, dryRun: boolean) =>
    client.json<ImportResult>('POST', '/_action/desk/product-import', { csv, dryRun }),
});

export type DeskApi = ReturnType<typeof deskApi>;
