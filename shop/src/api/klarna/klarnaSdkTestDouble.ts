/**
 * TEST DOUBLE of the Klarna Payments JS SDK — in memory, for unit tests only (the store-server's sandbox SDK
 * and the real one are exercised by the Playwright suite). It is installed as `window.Klarna`, so the SDK
 * loader finds it without a script tag; `authorize` answers with the outcome the test chose.
 */
import type { KlarnaAuthorizeData, KlarnaGlobal, KlarnaWindow } from './klarnaGlobal';

export type KlarnaDecision = 'approve' | 'decline' | 'cancel';

export function installKlarnaSdkTestDouble(
  options: { decision?: KlarnaDecision; token?: string; holdLoad?: boolean } = {},
) {
  /** With `holdLoad`, `load` answers only when the test calls `releaseLoad` (a widget still loading). */
  let heldLoad: (() => void) | null = null;
  const state = {
    decision: options.decision ?? 'approve',
    inits: [] as { client_token: string }[],
    loads: [] as { container: string | HTMLElement; payment_method_category: string }[],
    authorizations: [] as { category: string; data: KlarnaAuthorizeData }[],
  };
  const klarna: KlarnaGlobal = {
    Payments: {
      init: (init) => void state.inits.push(init),
      load: (load, _data, callback) => {
        state.loads.push(load);
        const answer = () => {
          if (typeof load.container !== 'string') load.container.textContent = 'Klarna test widget';
          callback({ show_form: true });
        };
        if (options.holdLoad) heldLoad = answer;
        else answer();
      },
      authorize: ({ payment_method_category }, data, callback) => {
        state.authorizations.push({ category: payment_method_category, data });
        if (state.decision === 'approve') {
          callback({ approved: true, show_form: true, authorization_token: options.token ?? 'auth-token-1' });
        } else {
          callback({ approved: false, show_form: state.decision === 'cancel' });
        }
      },
    },
  };
  const win = window as unknown as KlarnaWindow;
  win.Klarna = klarna;
  return {
    state,
    releaseLoad: () => {
      if (!heldLoad) throw new Error('the Klarna test double holds no load');
      heldLoad();
      heldLoad = null;
    },
    uninstall: () => {
      delete win.Klarna;
    },
  };
}
