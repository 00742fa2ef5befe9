/** Our own Store API route of the Klarna session (store-server), typed in ../operations.ts. */
import type { KlarnaSession } from '../operations';
import type { ApiInvoker } from '../storeApi';

/** POST /klarna/session/start: creates or updates the Klarna session for the context's cart. */
export async function startKlarnaSession(client: ApiInvoker): Promise<KlarnaSession> {
  const { data } = await client.invoke('klarnaStartSession post /klarna/session/start', { body: {} });
  if (!data || typeof data.client_token !== 'string') throw new Error('Klarna session without client_token');
  return data;
}
