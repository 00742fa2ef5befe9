// @vitest-environment jsdom
/// <reference lib="dom" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_SDK_JS } from './sandbox-sdk.js';

// The sandbox JS SDK in a DOM: the labelled widget, the accessible dialog and its three outcomes.

interface Payments {
  init(options: { client_token: string }): void;
  load(options: { container: string; payment_method_category: string }, callback: (r: unknown) => void): void;
  authorize(
    options: { payment_method_category: string },
    data: unknown,
    callback: (r: unknown) => void,
  ): void;
}

const payments = () => (window as unknown as { Klarna: { Payments: Payments } }).Klarna.Payments;
const button = (name: string) =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find(
    (b) => b.textContent === name,
  );
const authorize = () =>
  new Promise<Record<string, unknown>>((resolve) => {
    payments().authorize({ payment_method_category: 'klarna' }, {}, (r) =>
      resolve(r as Record<string, unknown>),
    );
  });

describe('sandbox Klarna SDK', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    document.head.replaceChildren();
    document.body.innerHTML = '<div id="klarna-container"></div>';
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ authorization_token: 'sandbox-auth-1' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    new Function(SANDBOX_SDK_JS)();
    payments().init({ client_token: 'sandbox-client-1' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds its stylesheet and loads a labelled widget into the container', async () => {
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/klarna-sandbox/sdk.css',
    );
    const result = await new Promise((resolve) =>
      payments().load({ container: '#klarna-container', payment_method_category: 'klarna' }, resolve),
    );
    expect(result).toEqual({ show_form: true });
    expect(document.querySelector('#klarna-container .klarna-sandbox-widget')?.textContent).toContain(
      'Klarna sandbox — no real payment',
    );
    expect(document.querySelector('[style]')).toBeNull();
  });

  it('opens a modal dialog with focus inside; Approve gives an authorization token', async () => {
    const done = authorize();
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Klarna sandbox',
    );
    expect(document.activeElement).toBe(button('Approve'));
    button('Approve')?.click();
    expect(await done).toEqual({ approved: true, show_form: true, authorization_token: 'sandbox-auth-1' });
    expect(fetchMock).toHaveBeenCalledWith('/klarna-sandbox/sdk/authorizations', expect.anything());
    expect(JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body))).toEqual({
      client_token: 'sandbox-client-1',
    });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('Decline and Cancel do not authorize; Escape cancels', async () => {
    let done = authorize();
    button('Decline')?.click();
    expect(await done).toEqual({ approved: false, show_form: false });
    done = authorize();
    button('Cancel')?.click();
    expect(await done).toEqual({ approved: false, show_form: true });
    done = authorize();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(await done).toEqual({ approved: false, show_form: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
