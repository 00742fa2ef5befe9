/**
 * Loads the Klarna JS SDK once: one promise, one <script> tag, for the whole page life. A load error or a
 * time-out rejects with a KlarnaSdkError; after a failure the next call tries again (the buyer may retry).
 */
import type { KlarnaGlobal, KlarnaWindow } from './klarnaGlobal';

/** Klarna's CDN (store-api.md 11.2). */
export const KLARNA_CDN_SDK_URL = 'https://x.klarnacdn.net/kp/lib/v1/api.js';
const KLARNA_SDK_TIMEOUT_MS = 15_000;

export type KlarnaSdkFailure = 'network' | 'timeout' | 'missing';

export class KlarnaSdkError extends Error {
  readonly reason: KlarnaSdkFailure;
  constructor(reason: KlarnaSdkFailure, url: string) {
    super(`Klarna SDK not loaded (${reason}): ${url}`);
    this.name = 'KlarnaSdkError';
    this.reason = reason;
  }
}

/** The parts of `document` the loader needs (a fake in tests). */
export type ScriptHost = {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
};

export type SdkLoaderOptions = {
  document: ScriptHost;
  window: KlarnaWindow;
  timeoutMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** The SDK URL: the server's sandbox SDK when it says so, else the host page's, else Klarna's CDN. */
export function klarnaSdkUrl(
  configured: string | undefined,
  session: { sandbox?: boolean; sdkUrl?: string } | null | undefined,
): string {
  if (session?.sandbox && session.sdkUrl) return session.sdkUrl;
  return configured || KLARNA_CDN_SDK_URL;
}

export function createSdkLoader(options: SdkLoaderOptions) {
  const timeoutMs = options.timeoutMs ?? KLARNA_SDK_TIMEOUT_MS;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let loading: Promise<KlarnaGlobal> | null = null;

  const inject = (url: string) =>
    new Promise<KlarnaGlobal>((resolve, reject) => {
      const existing = options.window.Klarna;
      if (existing?.Payments) {
        resolve(existing);
        return;
      }
      const script = options.document.createElement('script');
      const timer = setTimer(() => fail('timeout'), timeoutMs);
      function fail(reason: KlarnaSdkFailure) {
        clearTimer(timer);
        script.onload = null;
        script.onerror = null;
        reject(new KlarnaSdkError(reason, url));
      }
      script.onload = () => {
        clearTimer(timer);
        const klarna = options.window.Klarna;
        if (klarna?.Payments) resolve(klarna);
        else fail('missing');
      };
      script.onerror = () => fail('network');
      script.async = true;
      script.src = url;
      options.document.head.appendChild(script);
    });

  return {
    /** The SDK; the first call decides the URL (later calls share its promise). */
    load(url: string): Promise<KlarnaGlobal> {
      const present = options.window.Klarna;
      if (present?.Payments) return Promise.resolve(present);
      if (!loading) {
        loading = inject(url);
        loading.catch(() => {
          loading = null;
        });
      }
      return loading;
    },
  };
}

export type SdkLoader = ReturnType<typeof createSdkLoader>;

let pageLoader: SdkLoader | null = null;

/** The page's one loader (browser document and window). */
export function klarnaSdkLoader(): SdkLoader {
  pageLoader ??= createSdkLoader({ document, window: window as unknown as KlarnaWindow });
  return pageLoader;
}
