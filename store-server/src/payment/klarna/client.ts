import type { KlarnaOrderBody } from './order-lines.js';

// Klarna Payments' REST API over fetch with HTTP Basic auth. The same code talks to Klarna's playground or
// production API and to the built-in sandbox simulator.

export interface KlarnaCategoryJson {
  identifier: string;
  name: string;
  asset_urls: { descriptive: string; standard: string };
}

export interface KlarnaSession {
  session_id: string;
  client_token: string;
  payment_method_categories: KlarnaCategoryJson[];
}

export interface KlarnaPlacedOrder {
  order_id: string;
  fraud_status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  redirect_url?: string;
}

/** A failed call: unreachable (status 0), or Klarna's answer with its error messages. */
export class KlarnaError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: string | null = null,
  ) {
    super(message);
    this.name = 'KlarnaError';
  }
}

export interface KlarnaClientConfig {
  apiUrl: string;
  username: string;
  password: string;
  timeoutMs?: number;
}

const TIMEOUT_MS = 10_000;

export class KlarnaClient {
  constructor(private readonly config: KlarnaClientConfig) {}

  createSession(body: KlarnaOrderBody): Promise<KlarnaSession> {
    return this.call<KlarnaSession>('POST', '/payments/v1/sessions', body);
  }

  async updateSession(sessionId: string, body: KlarnaOrderBody): Promise<void> {
    await this.call('POST', `/payments/v1/sessions/${encodeURIComponent(sessionId)}`, body);
  }

  readSession(sessionId: string): Promise<KlarnaSession> {
    return this.call<KlarnaSession>('GET', `/payments/v1/sessions/${encodeURIComponent(sessionId)}`);
  }

  placeOrder(authorizationToken: string, body: KlarnaOrderBody): Promise<KlarnaPlacedOrder> {
    const token = encodeURIComponent(authorizationToken);
    return this.call<KlarnaPlacedOrder>('POST', `/payments/v1/authorizations/${token}/order`, body);
  }

  async cancelAuthorization(authorizationToken: string): Promise<void> {
    await this.call('DELETE', `/payments/v1/authorizations/${encodeURIComponent(authorizationToken)}`);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { apiUrl, username, password } = this.config;
    const auth = Buffer.from(`${username}:${password}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Basic ${auth}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new KlarnaError(0, `Klarna is unreachable at ${apiUrl}: ${reason}`);
    }
    const text = await response.text();
    const json: unknown = text === '' ? null : safeParse(text);
    if (!response.ok) {
      const error = (json ?? {}) as { error_code?: string; error_messages?: string[] };
      const messages = error.error_messages?.join('; ') ?? response.statusText;
      throw new KlarnaError(
        response.status,
        `Klarna answered ${response.status} to ${method} ${path}: ${messages}`,
        error.error_code ?? null,
      );
    }
    return json as T;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
