import { isLoopbackOrigin } from './domain/network/loopback.js';
import type { ServerOptions } from './options.js';
import type { KlarnaConfig } from './payment/klarna/config.js';

// What the start banner and the log warn of: the conveniences of the demo that do nothing useful, or something
// risky, on a public host.

export function startWarnings(
  options: Pick<ServerOptions, 'publicUrl' | 'smtpUrl' | 'dataDir' | 'benchEmptyRoute'>,
  klarna: Pick<KlarnaConfig, 'sandbox'>,
): string[] {
  const warnings: string[] = [];
  const publicHost = !isLoopbackOrigin(options.publicUrl);
  if (publicHost && !options.smtpUrl) {
    warnings.push(
      `No SMTP_URL: mails (registration confirmations, password recovery, enquiries) reach no one. They are only written to ${options.dataDir}/outbox, whose page answers on this machine only. Set SMTP_URL to send them.`,
    );
  }
  if (publicHost && klarna.sandbox) {
    warnings.push(
      'KLARNA_SANDBOX=1 on a public PUBLIC_URL: the built-in Klarna sandbox approves payments without any money moving (marked as sandbox payments). Set KLARNA_USERNAME and KLARNA_PASSWORD for real payments.',
    );
  }
  if (options.benchEmptyRoute) {
    warnings.push(
      'BENCH_EMPTY_ROUTE=1: GET /__bench/empty answers {} (the baseline of npm run bench:api). It is meant for the bench only; unset it.',
    );
  }
  return warnings;
}

/** The banner's Klarna line. */
export function klarnaDescription(
  klarna: Pick<KlarnaConfig, 'available' | 'sandbox' | 'apiUrl'>,
  origin: string,
): string {
  if (klarna.sandbox)
    return `built-in sandbox ${origin}/klarna-sandbox (no real payment; set KLARNA_USERNAME and KLARNA_PASSWORD for Klarna)`;
  if (!klarna.available)
    return 'not offered (no KLARNA_USERNAME and KLARNA_PASSWORD; KLARNA_SANDBOX=1 runs the built-in sandbox, no real payment)';
  return `${klarna.apiUrl ?? ''} (KLARNA_API_URL)`;
}
