import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS_KEY } from '../src/constants.js';
import { connectDatabase } from '../src/db/connect.js';
import type { Database } from '../src/db/schema.js';
import { DEMO_CUSTOMER } from '../src/seed/demo-customer.js';
import { pickupShipping } from '../src/seed/methods.js';
import {
  addLineItem,
  chooseShipping,
  errorCode,
  ok,
  placeOrder,
  registerGuest,
  storeApi,
  type Guest,
} from './support/http-store-api.js';
import { checkEnquiries, stockLevels, type Flow, type StockLevels } from './support/order-integrity.js';
import { killIfRunning, startServerProcess, type ServerProcess } from './support/server-process.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database.js';
import { writeFakeShopBuild } from './support/test-server.js';

// One database's life with real server processes: enquiries while the server is killed with SIGKILL and a
// restart; a second instance on the same database (cart, login, rate limits and enquiries through both); a
// SIGTERM that lets the enquiry in flight finish. The parts run in order on the same database (server starts
// are the expensive part), and after each one every enquiry so far is checked in the database.

const PUBLIC_URL = 'http://localhost:8080';
const ADD_LIMIT = 5;
/** The restarted server and the second instance: a small add-to-cart limit, behind a trusted balancer. */
const BALANCED = { CART_LINE_ITEM_ADD_LIMIT: String(ADD_LIMIT), TRUST_PROXY: '127.0.0.1' };

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.each(databaseKinds)('server processes on %s', { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let shopDistDir: string;
  let products: string[] = [];
  const flows: Flow[] = [];
  const stockBefore: StockLevels = new Map();
  const servers: ServerProcess[] = [];

  const start = async (env: Record<string, string> = {}) => {
    const started = Date.now();
    const server = await startServerProcess({
      database: database.config,
      dataDir: database.dataDir,
      shopDistDir,
      publicUrl: PUBLIC_URL,
      env,
    });
    servers.push(server);
    console.log(`${kind}: server ${servers.length} running after ${Date.now() - started} ms`);
    return server;
  };
  const remember = async (productIds: string[]) => {
    for (const [id, level] of await stockLevels(db, productIds)) stockBefore.set(id, level);
  };
  const expectAllEnquiriesComplete = async () => {
    const report = await checkEnquiries(db, flows, stockBefore);
    expect(report.problems).toEqual([]);
    return report;
  };
  const newFlow = (guest: Guest, productId: string): Flow => {
    const flow: Flow = { ...guest, productId, quantity: 1, added: false, orderSent: false };
    flows.push(flow);
    return flow;
  };
  /** A guest with a cart of one product and the pick-up shipping method, through the given servers. */
  const readyToOrder = async (productId: string, via: [ServerProcess, ServerProcess]) => {
    const flow = newFlow(await registerGuest(via[0].url, PUBLIC_URL, 'ready'), productId);
    ok(await addLineItem(via[1].url, flow.token, productId), 'add');
    flow.added = true;
    ok(await chooseShipping(via[0].url, flow.token, pickupShipping.id), 'shipping');
    return flow;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    shopDistDir = join(database.dataDir, 'shop-dist');
    writeFakeShopBuild(shopDistDir);
  });
  afterAll(async () => {
    for (const server of servers) await killIfRunning(server);
    await db?.destroy();
    await database?.cleanup();
  });

  it('SIGKILL while enquiries are sent: after the restart every acknowledged enquiry is complete, none half-written', async () => {
    const first = await start();
    db = connectDatabase(database.config);
    const rows = await db
      .selectFrom('product')
      .select('id')
      .where('parent_id', 'is not', null)
      .where('is_closeout', '=', 0)
      .where('available_stock', '>=', 60)
      .orderBy('id')
      .limit(11)
      .execute();
    products = rows.map((row) => row.id);
    expect(products).toHaveLength(11);
    const used = products.slice(0, 4);
    await remember(used);

    let acknowledged = 0;
    let ordersInFlight = 0;
    let killed = false;
    let inFlightAtKill = 0;
    const worker = async (index: number) => {
      for (let round = 0; !killed; round++) {
        try {
          const guest = await registerGuest(first.url, PUBLIC_URL, `crash-${index}`);
          const flow = newFlow(guest, used[(index + round) % used.length]!);
          ok(await addLineItem(first.url, flow.token, flow.productId), 'add');
          flow.added = true;
          ok(await chooseShipping(first.url, flow.token, pickupShipping.id), 'shipping');
          flow.orderSent = true;
          ordersInFlight++;
          const answer = await placeOrder(first.url, flow.token).finally(() => ordersInFlight--);
          flow.acknowledgedId = ok(answer, 'order').json.id;
          acknowledged++;
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const kill = (async () => {
      const deadline = Date.now() + 60_000;
      while (!(acknowledged >= 6 && ordersInFlight >= 2)) {
        if (Date.now() > deadline) throw new Error(`never 2 orders in flight (${acknowledged} acknowledged)`);
        await delay(1);
      }
      inFlightAtKill = ordersInFlight;
      killed = true;
      first.kill('SIGKILL');
    })();
    await Promise.all([kill, ...Array.from({ length: 6 }, (_, index) => worker(index))]);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // On PostgreSQL the second instance starts at the same time (both migrate and seed at once).
    await Promise.all(kind === 'postgres' ? [start(BALANCED), start(BALANCED)] : [start(BALANCED)]);
    // Complete includes the enquiry's two mails in the outbox: queued in the order's transaction, so the kill
    // between a commit and its delivery loses none (mails claimed by the killed server wait for their lease).
    const report = await expectAllEnquiriesComplete();
    const mails = await db.selectFrom('mail_queue').select('sent_at').execute();
    console.log(
      `${kind}: ${flows.length} enquiry flows, ${acknowledged} orders acknowledged, ${inFlightAtKill} in flight ` +
        `at SIGKILL, ${report.orders} orders in the database after the restart, ${mails.length} enquiry mails ` +
        `(${mails.filter((mail) => mail.sent_at === null).length} not sent yet)`,
    );
    expect(report.orders).toBeGreaterThanOrEqual(acknowledged);
    expect(report.orders).toBeLessThanOrEqual(acknowledged + inFlightAtKill);
  });

  it('two instances on one database: cart, login and rate limits carry over, one order per cart', async () => {
    const a = servers[1]!;
    const b = servers[2] ?? (await start(BALANCED));
    const [p1, p2, p3] = [products[4]!, products[5]!, products[6]!];

    // A cart built through one continues through the other.
    const guest = await registerGuest(a.url, PUBLIC_URL, 'cart');
    ok(await addLineItem(a.url, guest.token, p1), 'add on A');
    ok(await addLineItem(b.url, guest.token, p2), 'add on B');
    const cart = await storeApi<{ lineItems: { referencedId: string }[] }>(
      a.url,
      'GET',
      '/checkout/cart',
      undefined,
      guest.token,
    );
    expect(cart.json.lineItems.map((item) => item.referencedId).sort()).toEqual([p1, p2].sort());

    // A login through one is valid on the other, and so is the logout.
    const login = ok(
      await storeApi(a.url, 'POST', '/account/login', {
        email: DEMO_CUSTOMER.email,
        password: DEMO_CUSTOMER.password,
      }),
      'login',
    );
    const customer = await storeApi<{ email: string }>(b.url, 'POST', '/account/customer', {}, login.token);
    expect(customer.json.email).toBe(DEMO_CUSTOMER.email);
    ok(await storeApi(b.url, 'POST', '/account/logout', {}, login.token), 'logout');
    expect((await storeApi(a.url, 'POST', '/account/customer', {}, login.token)).status).toBe(403);

    // Login attempts count on both: 10 free ones alternating, then both refuse.
    const wrong = { email: `nobody-${Date.now()}@example.com`, password: 'not-the-password' };
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await storeApi([a, b][attempt % 2]!.url, 'POST', '/account/login', wrong);
      expect(errorCode(answer)).toBe('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    }
    for (const server of [a, b]) {
      const answer = await storeApi(server.url, 'POST', '/account/login', wrong);
      expect([answer.status, errorCode(answer)]).toEqual([429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED']);
    }

    // The add-to-cart limit (per product and client, as the balancer names it) counts on both too.
    const adder = await registerGuest(b.url, PUBLIC_URL, 'adder');
    const [client, otherClient] = ['203.0.113.7', '203.0.113.8'];
    for (let attempt = 0; attempt < ADD_LIMIT; attempt++) {
      ok(await addLineItem([a, b][attempt % 2]!.url, adder.token, p3, client), `add ${attempt + 1}`);
    }
    for (const server of [a, b]) {
      const answer = await addLineItem(server.url, adder.token, p3, client);
      expect([answer.status, errorCode(answer)]).toEqual([429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED']);
    }
    ok(await addLineItem(a.url, adder.token, p3, otherClient), 'add of another client');

    // Parallel enquiries through both: exactly one order per cart.
    const ordered = products.slice(7, 10);
    await remember(ordered);
    const ready = await Promise.all(
      Array.from({ length: 6 }, (_, index) => readyToOrder(ordered[index % 3]!, index % 2 ? [a, b] : [b, a])),
    );
    const answers = await Promise.all(
      ready.map(async (flow) => {
        flow.orderSent = true;
        return Promise.all([a, b, a, b].map((server) => placeOrder(server.url, flow.token)));
      }),
    );
    for (const [index, perCart] of answers.entries()) {
      const placed = perCart.filter((answer) => answer.status === 200);
      expect(placed).toHaveLength(1);
      expect(perCart.filter((answer) => errorCode(answer) === 'CHECKOUT__CART_EMPTY')).toHaveLength(3);
      ready[index]!.acknowledgedId = placed[0]!.json.id;
    }
    await expectAllEnquiriesComplete();
  });

  it('SIGTERM: stops accepting, finishes the enquiry in flight, exits 0; the other instance goes on', async () => {
    const [a, b] = [servers[1]!, servers[2]!];
    const p4 = products[10]!;
    await remember([p4]);
    const flow = await readyToOrder(p4, [a, a]);

    // The enquiry's body arrives in two parts, with the SIGTERM in between.
    const request = halfSentOrder(a.url, flow.token);
    flow.orderSent = true;
    await delay(300);
    a.kill('SIGTERM');
    await refusesConnections(a.url);
    request.finish();
    const order = await request.answer;
    expect(order.status).toBe(200);
    flow.acknowledgedId = order.json.id;
    expect(await a.exited).toEqual({ code: 0, signal: null });
    expect(a.output()).toContain('SIGTERM received');
    expect((await storeApi(b.url, 'GET', '/context')).status).toBe(200);
    await expectAllEnquiriesComplete();
  });

  it('a second SIGTERM exits at once, without the request in flight', async () => {
    const b = servers[2]!;
    const flow = await readyToOrder(products[10]!, [b, b]);
    const request = halfSentOrder(b.url, flow.token);
    const broken = expect(request.answer).rejects.toThrow();
    flow.orderSent = true;
    await delay(300);
    b.kill('SIGTERM');
    await refusesConnections(b.url);
    b.kill('SIGTERM');
    expect(await b.exited).toEqual({ code: 1, signal: null });
    await broken;
    expect(b.output()).toContain('SIGTERM received again');
    await expectAllEnquiriesComplete();
  });
});

/** POST /checkout/order with only the first bytes of its body sent; `finish` sends the rest. */
function halfSentOrder(url: string, token: string) {
  const body = JSON.stringify({ customerComment: 'Sent while the server stops.' });
  const request = httpRequest(`${url}/store-api/checkout/order`, {
    method: 'POST',
    headers: {
      'sw-access-key': DEFAULT_ACCESS_KEY,
      'sw-context-token': token,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<{ status: number; json: { id: string } }>((done, fail) => {
    request.on('error', fail);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
    });
  });
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

/** Resolves once a new connection to the server is refused (it stopped listening); fails after 10 s. */
async function refusesConnections(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/store-api/context`, { headers: { 'sw-access-key': DEFAULT_ACCESS_KEY } });
    } catch {
      return;
    }
    await delay(50);
  }
  throw new Error(`${url} still accepts connections 10 s after SIGTERM`);
}
