/** The enquiry history's Store API call: the customer's own orders (POST /order), newest first. */
import type { operations } from '@shopware/api-client/api-types';
import type { ApiInvoker } from '../../api/storeApi';
import type { Order } from '../../api/types';

/** Enquiries per page of the history. */
export const ENQUIRIES_PER_PAGE = 5;

const HISTORY_ASSOCIATIONS = {
  lineItems: {},
  deliveries: { associations: { stateMachineState: {}, shippingMethod: {} } },
  transactions: { associations: { stateMachineState: {}, paymentMethod: {} } },
  stateMachineState: {},
} as const;

/** One page (1-based) of the customer's enquiries; the server adds the own-orders filter. */
export async function readEnquiryPage(client: ApiInvoker, page: number, limit: number): Promise<Order[]> {
  const body = {
    page,
    limit,
    sort: [{ field: 'orderDateTime', order: 'DESC' }],
    associations: HISTORY_ASSOCIATIONS,
  } as unknown as operations['readOrder post /order']['body'];
  const { data } = await client.invoke('readOrder post /order', { body });
  return data.orders.elements ?? [];
}
