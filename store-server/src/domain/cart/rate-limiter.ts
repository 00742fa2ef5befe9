// A fixed-window limit for Shopware's cart_add_line_item limiter (key `referencedId-IP`,
// `core.cart.lineItemAddLimit` attempts per 60 s). A limit of 0 switches it off (Shopware's default). The
// window's state lives in the database (db/repositories/window-rate-limit-repository.ts), so that several
// server instances count together; this is the decision.

/** The window of Shopware's cart_add_line_item limiter (`interval: 60 seconds`). */
export const CART_LINE_ITEM_ADD_WINDOW_MS = 60_000;

export interface WindowState {
  /** Start of the current window (ms). */
  start: number;
  count: number;
}

export interface WindowDecision {
  /** The state to store (the attempt counted); unchanged when refused. */
  next: WindowState;
  /** Seconds to wait when over the limit, else 0. */
  waitSeconds: number;
}

export function fixedWindowAttempt(
  state: WindowState | undefined,
  now: number,
  limit: number,
  windowMs: number,
): WindowDecision {
  const current = state && now - state.start < windowMs ? state : { start: now, count: 0 };
  if (limit <= 0 || current.count < limit) {
    return { next: { start: current.start, count: current.count + 1 }, waitSeconds: 0 };
  }
  return { next: current, waitSeconds: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
}
