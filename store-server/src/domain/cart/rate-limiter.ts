// A fixed-window limiter in memory, for Shopware's cart_add_line_item limiter (key `referencedId-IP`,
// `core.cart.lineItemAddLimit` attempts per 60 s). A limit of 0 switches it off (Shopware's default).

export interface RateLimiter {
  /** Counts an attempt; returns the seconds to wait when it is over the limit, else 0. */
  attempt(key: string, now: number): number;
}

export function fixedWindowLimiter(limit: number, windowMs: number, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    attempt(key, now) {
      if (limit <= 0) return 0;
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
          if (windows.size >= maxKeys) windows.clear();
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return 0;
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
  };
}
