/**
 * Requests started before the page that needs them exists: the start-up begins the current page's catalogue
 * request in its second round (with the language id known), and the page's query takes the promise instead
 * of asking again. Each promise is taken once; later fetches go to the server.
 */
export type Preloads = {
  put: (key: readonly unknown[], request: Promise<unknown>) => void;
  take: <T>(key: readonly unknown[]) => Promise<T> | undefined;
};

export function createPreloads(): Preloads {
  const pending = new Map<string, Promise<unknown>>();
  return {
    put(key, request) {
      // A failure is reported to whoever takes the promise; nobody taking it is no error.
      request.catch(() => undefined);
      pending.set(JSON.stringify(key), request);
    },
    take<T>(key: readonly unknown[]) {
      const hash = JSON.stringify(key);
      const request = pending.get(hash);
      pending.delete(hash);
      return request as Promise<T> | undefined;
    },
  };
}
