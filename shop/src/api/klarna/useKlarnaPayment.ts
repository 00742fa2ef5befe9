/**
 * The Klarna widget of the chosen payment method: when a Klarna method is chosen, starts the session
 * (POST /klarna/session/start), loads the SDK once, `init`s it with the client token and `load`s the
 * method's category into the container; `authorize` asks Klarna on sending (a send clicked while the widget
 * still loads waits for it). Any failure only sets
 * `status: 'failed'` (the page stays usable, the buyer picks another method).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '../types';
import { useShop } from '../ShopContext';
import { isKlarnaMethod, methodKlarnaCategory } from './category';
import { startKlarnaSession } from './klarnaApi';
import type { KlarnaAuthorizeData, KlarnaGlobal } from './klarnaGlobal';
import { klarnaSdkLoader, klarnaSdkUrl } from './sdkLoader';

export type KlarnaStatus = 'off' | 'loading' | 'ready' | 'failed';

export type AuthorizeOutcome =
  | { kind: 'approved'; token: string }
  | { kind: 'cancelled' }
  | { kind: 'declined' }
  | { kind: 'unavailable' };

type ActiveWidget = { klarna: KlarnaGlobal; category: string };

export function useKlarnaPayment(method: PaymentMethod | null | undefined) {
  const { client, config } = useShop();
  /** The widget's container (a callback ref: the widget loads once it is in the page). */
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const active = useRef<ActiveWidget | null>(null);
  /** The widget being loaded: a send clicked meanwhile waits for it instead of finding Klarna unavailable. */
  const loading = useRef<Promise<ActiveWidget | null> | null>(null);
  const klarna = isKlarnaMethod(method);
  const methodId = klarna ? (method?.id ?? null) : null;
  const ownCategory = methodKlarnaCategory(method);
  /** The outcome of loading the widget for one method (a newer method means loading again). */
  const [outcome, setOutcome] = useState<{ methodId: string; status: 'ready' | 'failed' } | null>(null);
  let status: KlarnaStatus = 'off';
  if (methodId) status = outcome?.methodId === methodId ? outcome.status : 'loading';

  useEffect(() => {
    active.current = null;
    loading.current = null;
    if (!methodId || !container) return;
    let current = true;
    let settle: (widget: ActiveWidget | null) => void = () => {};
    loading.current = new Promise<ActiveWidget | null>((resolve) => {
      settle = resolve;
    });
    const run = async () => {
      const session = await startKlarnaSession(client);
      const sdk = await klarnaSdkLoader().load(klarnaSdkUrl(config.klarnaSdkUrl, session));
      const category = session.categoryByPaymentMethodId?.[methodId] || ownCategory;
      if (!current) return;
      if (!category) throw new Error('Klarna: no category');
      sdk.Payments.init({ client_token: session.client_token });
      await new Promise<void>((resolve, reject) => {
        sdk.Payments.load({ container, payment_method_category: category }, {}, (result) => {
          if (result.error || result.show_form === false) reject(new Error('Klarna: load refused'));
          else resolve();
        });
      });
      if (!current) return;
      active.current = { klarna: sdk, category };
      settle(active.current);
      setOutcome({ methodId, status: 'ready' });
    };
    run().catch((error: unknown) => {
      console.warn('[shop] Klarna not available', error);
      settle(null);
      if (current) setOutcome({ methodId, status: 'failed' });
    });
    return () => {
      current = false;
      settle(null);
    };
  }, [methodId, ownCategory, container, client, config.klarnaSdkUrl]);

  const authorize = useCallback(async (data: KlarnaAuthorizeData): Promise<AuthorizeOutcome> => {
    const ready = active.current ?? (await loading.current);
    if (!ready) return { kind: 'unavailable' };
    return new Promise<AuthorizeOutcome>((resolve) => {
      ready.klarna.Payments.authorize({ payment_method_category: ready.category }, data, (result) => {
        if (result.approved && result.authorization_token) {
          resolve({ kind: 'approved', token: result.authorization_token });
        } else {
          resolve({ kind: result.show_form === false ? 'declined' : 'cancelled' });
        }
      });
    });
  }, []);

  return { isKlarna: klarna, status, attachContainer: setContainer, authorize };
}
