// A payment "made" in the built-in Klarna sandbox: nothing was paid. The transaction carries
// `customFields.klarna_sandbox = true`, its state name says so, and the enquiry mails say so, so that neither the
// buyer nor the shop owner mistakes it for a real payment.

export const SANDBOX_CUSTOM_FIELD = 'klarna_sandbox';

export const SANDBOX_PAYMENT_NOTE = {
  en: 'Klarna sandbox: no real payment exists',
  de: 'Klarna-Sandbox: Es gibt keine echte Zahlung',
} as const;

/** Whether a transaction's custom fields mark a sandbox payment. */
export function isSandboxPayment(customFields: unknown): boolean {
  return (
    typeof customFields === 'object' &&
    customFields !== null &&
    (customFields as Record<string, unknown>)[SANDBOX_CUSTOM_FIELD] === true
  );
}

/** The state name a sandbox transaction shows, e.g. "Authorized (Klarna sandbox: no real payment exists)". */
export function sandboxStateName(name: string, german: boolean): string {
  return `${name} (${german ? SANDBOX_PAYMENT_NOTE.de : SANDBOX_PAYMENT_NOTE.en})`;
}
