/** Our own Store API route of the Klarna session (store-server; not in Shopware's typed operations). */
import type { ApiInvoker } from '../storeApi';

export type KlarnaSession = {
  client_token: string;
  payment_method_categories: { identifier: string; name: string; asset_urls?: Record<string, string> }[];
  sdkUrl?: string;
  sandbox?: boolean;
  categoryByPaymentMethodId?: Record<string, string>;
};

type UntypedInvoke = (operation: string, params?: unknown) => Promise<{ data: unknown }>;

/** POST /klarna/session/start: creates or updates the Klarna session for the context's cart. */
export async function startKlarnaSession(client: ApiInvoker): Promise<KlarnaSession> {
  const invoke = client.invoke as unknown as UntypedInvoke;
  const { data } = await invoke('klarnaStartSession post /klarna/session/start', { body: {} });
  const session = data as Partial<KlarnaSession> | null;
  if (!session || typeof session.client_token !== 'string')
    throw new Error('Klarna session without client_token');
  return session as KlarnaSession;
}
