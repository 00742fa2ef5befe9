import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect.js';
import type { Database } from '../src/db/schema.js';
import { pickupShipping } from '../src/seed/methods.js';
import { GERMANY_ID } from '../src/seed/reference-data.js';
import { errorCode, storeApi, type HttpAnswer } from './support/http-store-api.js';
import { checkEnquiries, stockLevels, type Flow, type StockLevels } from './support/order-integrity.js';
import { killIfRunning, startServerProcess, type ServerProcess } from './support/server-process.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { writeFakeShopBuild } from './support/test-server.js';

// Two real server processes on one PostgreSQL under a bounded load of shoppers behind a simple balancer:
// one instance's database connections are cut (pg_terminate_backend, again and again for 3 s), the other is
// restarted beside the traffic (SIGTERM, start). No process dies, no answer is a 500, the restart starts at
// the first try and finds the seed applied, and every enquiry is complete, once, with its stock taken.

const PUBLIC_URL = 'http://localhost:8080';
const SHOPPERS = 6;
const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Instance {
  name: string;
  process: ServerProcess;
  /** In the balancer: takes requests. */
  up: boolean;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL under faults',
  { timeout: 120_000 },
  () => {
    let database: TestDatabase;
    let db: Kysely<Database>;
    let admin: pg.Client;
    let shopDistDir: string;
    const started: ServerProcess[] = [];
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      shopDistDir = join(database.dataDir, 'shop-dist');
      writeFakeShopBuild(shopDistDir);
      if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
      admin = new pg.Client({ connectionString: database.config.url });
      await admin.connect();
    });
    afterAll(async () => {
      for (const server of started) await killIfRunning(server);
      await admin?.end();
      await db?.destroy();
      await database?.cleanup();
    });

    /** An instance whose connections are named `name` in pg_stat_activity. */
    const start = async (name: string): Promise<ServerProcess> => {
      if (database.config.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const url = new URL(database.config.url);
      url.searchParams.set('application_name', name);
      const server = await startServerProcess({
        database: { ...database.config, url: url.toString() },
        dataDir: join(database.dataDir, name),
        shopDistDir,
        publicUrl: PUBLIC_URL,
        env: { CART_LINE_ITEM_ADD_LIMIT: '100000', HOUSEKEEPING_INTERVAL_MINUTES: '0' },
      });
      started.push(server);
      return server;
    };

    it('a connection cut and a restart beside traffic: no process dies, no 500, nothing lost or doubled', async () => {
      const t0 = Date.now();
      const [a, b] = await Promise.all([start('shop_a'), start('shop_b')]);
      console.log(`two instances running after ${Date.now() - t0} ms`);
      const instances: Instance[] = [
        { name: 'shop_a', process: a, up: true },
        { name: 'shop_b', process: b, up: true },
      ];
      db = connectDatabase(database.config);
      const products = (
        await db
          .selectFrom('product')
          .select('id')
          .where('parent_id', 'is not', null)
          .where('is_closeout', '=', 0)
          .where('available_stock', '>=', 60)
          .orderBy('id')
          .limit(8)
          .execute()
      ).map((row) => row.id);
      expect(products).toHaveLength(8);
      const stockBefore: StockLevels = await stockLevels(db, products);

      // The balancer: round robin over the instances that are up; a refused connection or a 503 goes to the next
      // try after a short pause (a real client waits Retry-After; the test keeps it short).
      let turn = 0;
      const call = async <T>(
        what: string,
        send: (url: string) => Promise<HttpAnswer<T>>,
      ): Promise<HttpAnswer<T>> => {
        for (let attempt = 1; attempt <= 60; attempt++) {
          const live = instances.filter((instance) => instance.up);
          const instance = live[turn++ % live.length]!;
          try {
            const answer = await send(instance.process.url);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status >= 500 && answer.status !== 503) {
              serverErrors.push(
                `${what} on ${instance.name}: ${answer.status} ${JSON.stringify(answer.json)}`,
              );
            }
            if (answer.status !== 503) return answer;
          } catch {
            // Refused: the instance is stopping or not yet listening.
          }
          await delay(100);
        }
        throw new Error(`${what}: no answer after 60 tries`);
      };

      const flows: Flow[] = [];
      let stop = false;
      let acknowledged = 0;
      const shopper = async (index: number) => {
        for (let round = 0; !stop; round++) {
          const email = `faults-${index}-${round}-${Date.now()}@example.com`;
          const registered = await call('register', (url) =>
            storeApi<{ id: string }>(url, 'POST', '/account/register', {
              guest: true,
              email,
              firstName: 'Erika',
              lastName: 'Muster',
              storefrontUrl: `${PUBLIC_URL}/shop`,
              acceptedDataProtection: true,
              billingAddress: {
                street: 'Hauptstraße 5',
                zipcode: '80331',
                city: 'München',
                countryId: GERMANY_ID,
              },
            }),
          );
          expect(registered.status).toBe(200);
          const token = registered.token!;
          const productId = products[(index + round) % products.length]!;
          const flow: Flow = { email, token, productId, quantity: 1, added: false, orderSent: false };
          flows.push(flow);
          // An add whose answer was a 503 may have been committed: look before adding again.
          for (;;) {
            const cart = await call('cart', (url) =>
              storeApi<{ lineItems: { referencedId: string }[] }>(
                url,
                'GET',
                '/checkout/cart',
                undefined,
                token,
              ),
            );
            if (cart.json.lineItems.some((item) => item.referencedId === productId)) break;
            const added = await call('add', (url) =>
              storeApi(
                url,
                'POST',
                '/checkout/cart/line-item',
                { items: [{ id: productId, referencedId: productId, type: 'product', quantity: 1 }] },
                token,
              ),
            );
            expect(added.status).toBe(200);
          }
          flow.added = true;
          const shipping = await call('shipping', (url) =>
            storeApi(url, 'PATCH', '/context', { shippingMethodId: pickupShipping.id }, token),
          );
          expect(shipping.status).toBe(200);
          flow.orderSent = true;
          const order = await call('order', (url) =>
            storeApi<{ id: string }>(url, 'POST', '/checkout/order', {}, token),
          );
          // After a 503 the order may have been committed: the next try finds the cart gone.
          if (order.status === 200) {
            flow.acknowledgedId = order.json.id;
            acknowledged++;
          } else {
            expect(errorCode(order)).toBe('CHECKOUT__CART_EMPTY');
          }
        }
      };
      const untilAcknowledged = async (count: number) => {
        const deadline = Date.now() + 30_000;
        while (acknowledged < count) {
          if (Date.now() > deadline) throw new Error(`only ${acknowledged} orders acknowledged`);
          await delay(50);
        }
      };

      const shoppers = Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index)));
      const scenario = (async () => {
        try {
          await untilAcknowledged(4);
          console.log(`phase: cut at ${Date.now() - t0} ms`);
          // A's database connections are cut for 3 s: every connection it opens is terminated again.
          let terminated = 0;
          for (const cutEnds = Date.now() + 3000; Date.now() < cutEnds;) {
            const { rowCount } = await admin.query(
              'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
              ['shop_a'],
            );
            terminated += rowCount ?? 0;
            await delay(100);
          }
          console.log(`terminated ${terminated} connections of shop_a`);
          expect(terminated).toBeGreaterThan(0);
          await untilAcknowledged(acknowledged + 4);

          // B restarts beside the traffic: out of the balancer, SIGTERM, start again, back in.
          console.log(`phase: restart at ${Date.now() - t0} ms`);
          instances[1]!.up = false;
          b.kill('SIGTERM');
          expect(await b.exited).toEqual({ code: 0, signal: null });
          console.log(`phase: b exited at ${Date.now() - t0} ms`);
          const restartedAt = Date.now();
          const b2 = await start('shop_b');
          console.log(`shop_b restarted after ${Date.now() - restartedAt} ms`);
          expect(b2.output()).toContain('demo data as seeded, nothing written');
          instances[1] = { name: 'shop_b', process: b2, up: true };
          await untilAcknowledged(acknowledged + 4);
        } finally {
          stop = true;
        }
      })();
      await Promise.all([scenario, shoppers]);
      console.log(`phase: stopped at ${Date.now() - t0} ms`);

      console.log(
        `${flows.length} flows, ${acknowledged} orders acknowledged; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(serverErrors).toEqual([]);
      expect(a.hasExited()).toBe(false);
      expect(started.at(-1)!.hasExited()).toBe(false);
      for (const server of [a, started.at(-1)!]) {
        expect(server.output()).not.toMatch(/Unhandled|deadlock detected/);
      }
      const report = await checkEnquiries(db, flows, stockBefore);
      expect(report.problems).toEqual([]);
      expect(report.orders).toBeGreaterThanOrEqual(acknowledged);
    });
  },
);
