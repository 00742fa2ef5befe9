import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A transparent HTTP proxy in front of the store-server that records every Store API call passing through it:
// the demo store's server-side rendering (Node) and its browser code both talk to the proxy, so one list holds
// every call with its method, path, query, body and the answer's status.

export interface RecordedCall {
  /** 'ssr' for calls from the demo store's Node process, 'browser' for calls from Chromium. */
  from: 'ssr' | 'browser';
  method: string;
  /** The Store API path without /store-api, e.g. /product-listing/0190…. */
  path: string;
  query: string;
  body: unknown;
  status: number;
  /** The first error code of an error answer. */
  errorCode?: string;
  errorDetail?: string;
  /** True when the request carried an sw-context-token. */
  withToken: boolean;
}

export interface RecordingProxy {
  url: string;
  calls: RecordedCall[];
  close(): Promise<void>;
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
};

export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const targetUrl = new URL(target);
  const calls: RecordedCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const requestBody = Buffer.concat(chunks);
      const headers = { ...req.headers, host: targetUrl.host };
      delete headers['accept-encoding']; // plain answers, so that error codes can be read
      const upstream = httpRequest(
        { hostname: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => {
            const answerBody = Buffer.concat(answerChunks);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(answerBody);
            const url = new URL(req.url ?? '/', 'http://proxy');
            if (req.method === 'OPTIONS' || !url.pathname.startsWith('/store-api/')) return;
            const status = answer.statusCode ?? 0;
            const error =
              status >= 400
                ? (parseJson(answerBody.toString('utf8')) as {
                    errors?: { code?: string; detail?: string }[];
                  })
                : undefined;
            calls.push({
              from: /Mozilla/.test(req.headers['user-agent'] ?? '') ? 'browser' : 'ssr',
              method: req.method ?? 'GET',
              path: url.pathname.slice('/store-api'.length),
              query: url.search,
              body: parseJson(requestBody.toString('utf8')),
              status,
              ...(error?.errors?.[0]?.code !== undefined ? { errorCode: String(error.errors[0].code) } : {}),
              ...(error?.errors?.[0]?.detail ? { errorDetail: error.errors[0].detail } : {}),
              withToken: Boolean(req.headers['sw-context-token']),
            });
          });
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
      upstream.end(requestBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
