import { describe, expect, it } from 'vitest';
import type { KlarnaGlobal, KlarnaWindow } from './klarnaGlobal';
import { createSdkLoader, KLARNA_CDN_SDK_URL, KlarnaSdkError, klarnaSdkUrl } from './sdkLoader';

/** A FAKE document: records the script tags appended to <head>; the test fires their load or error. */
function fakeDocument() {
  const scripts: HTMLScriptElement[] = [];
  return {
    scripts,
    createElement: () => ({ onload: null, onerror: null }) as unknown as HTMLScriptElement,
    head: { appendChild: (node: HTMLScriptElement) => scripts.push(node) },
  };
}

/** Manual timers: the test runs the pending ones. */
function fakeTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (callback: () => void) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clearTimer: (timer: unknown) => void pending.delete(timer as number),
    runAll: () => [...pending.values()].forEach((callback) => callback()),
    count: () => pending.size,
  };
}

const fakeKlarna = { Payments: { init() {}, load() {}, authorize() {} } } as unknown as KlarnaGlobal;

function setup() {
  const document = fakeDocument();
  const timers = fakeTimers();
  const win: KlarnaWindow = {};
  const loader = createSdkLoader({ document, window: win, timeoutMs: 15_000, ...timers });
  return { document, timers, win, loader };
}

describe('Klarna SDK loader', () => {
  it('appends one script tag and shares one promise between callers', async () => {
    const { document, timers, win, loader } = setup();
    const first = loader.load('https://sdk.example/api.js');
    const second = loader.load('https://sdk.example/api.js');
    expect(second).toBe(first);
    expect(document.scripts).toHaveLength(1);
    expect(document.scripts[0]?.src).toBe('https://sdk.example/api.js');
    expect(document.scripts[0]?.async).toBe(true);
    win.Klarna = fakeKlarna;
    document.scripts[0]?.onload?.(new Event('load'));
    await expect(first).resolves.toBe(fakeKlarna);
    expect(timers.count()).toBe(0);
    await expect(loader.load('https://sdk.example/api.js')).resolves.toBe(fakeKlarna);
    expect(document.scripts).toHaveLength(1);
  });

  it('rejects with a typed network error when the script fails, and tries again on the next call', async () => {
    const { document, loader } = setup();
    const loading = loader.load('https://unreachable.example/api.js');
    document.scripts[0]?.onerror?.(new Event('error'));
    const error: unknown = await loading.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(KlarnaSdkError);
    expect((error as KlarnaSdkError).reason).toBe('network');
    void loader.load('https://unreachable.example/api.js').catch(() => {});
    expect(document.scripts).toHaveLength(2);
  });

  it('rejects with a time-out error when the script never answers', async () => {
    const { timers, loader } = setup();
    const loading = loader.load('https://slow.example/api.js');
    timers.runAll();
    await expect(loading).rejects.toMatchObject({ name: 'KlarnaSdkError', reason: 'timeout' });
  });

  it('rejects when the script loads without defining Klarna.Payments', async () => {
    const { document, loader } = setup();
    const loading = loader.load('https://sdk.example/other.js');
    document.scripts[0]?.onload?.(new Event('load'));
    await expect(loading).rejects.toMatchObject({ reason: 'missing' });
  });

  it('uses an SDK already on the page without a script tag', async () => {
    const { document, win, loader } = setup();
    win.Klarna = fakeKlarna;
    await expect(loader.load('https://sdk.example/api.js')).resolves.toBe(fakeKlarna);
    expect(document.scripts).toHaveLength(0);
  });
});

describe('klarnaSdkUrl', () => {
  it("takes the server's sandbox SDK, else the configured URL, else Klarna's CDN", () => {
    expect(
      klarnaSdkUrl('https://cdn.example/kp.js', { sandbox: true, sdkUrl: '/klarna-sandbox/api.js' }),
    ).toBe('/klarna-sandbox/api.js');
    expect(
      klarnaSdkUrl('https://cdn.example/kp.js', { sandbox: false, sdkUrl: '/klarna-sandbox/api.js' }),
    ).toBe('https://cdn.example/kp.js');
    expect(klarnaSdkUrl(undefined, null)).toBe(KLARNA_CDN_SDK_URL);
    expect(KLARNA_CDN_SDK_URL).toBe('https://x.klarnacdn.net/kp/lib/v1/api.js');
  });
});
