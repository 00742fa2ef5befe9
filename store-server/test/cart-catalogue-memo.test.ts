import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartClient, other, randomToken, regular } from './support/cart.js';
import { catalogue } from './support/catalogue.js';
import { newGuestBuyer } from './support/order.js';
import { countStatements, secondInstance, type StatementCounter } from './support/statement-counter.js';
import type { StoreApiTestClient } from './support/store-api-client.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// A cart calculation keeps the catalogue data it used (products, shipping, country, payment method) per catalogue
// revision (services/catalogue-memo.ts): an add does not reload the products already in the cart, and every
// change of catalogue data, which raises the revision in its transaction, shows in the next calculation on every
// instance. On SQLite the cart transactions that queue up share one commit, each in a savepoint of its own.

describe.each(databaseKinds)('cart calculations with the catalogue memo (%s)', (kind) => {
  let server: TestServer;
  let other2: StoreApiTestClient;
  let closeOther: (() => Promise<void>) | undefined;
  let statements: StatementCounter;

  beforeAll(async () => {
    server = await createTestServer(kind, { cartLineItemAddLimit: 10 });
    statements = countStatements(server);
    const second = await secondInstance(server);
    other2 = second.api;
    closeOther = second.close;
  });
  afterAll(async () => {
    await closeOther?.();
    await server?.close();
  });

  const stockOf = (
    cart: { lineItems: { id: string; deliveryInformation: { stock: number } }[] },
    id: string,
  ) => cart.lineItems.find((line) => line.id === id)?.deliveryInformation.stock;

  it('reloads no product already in the cart when nothing changed', async () => {
    const cart = new CartClient(server.api, randomToken());
    await cart.addProduct(regular.id, 1);
    statements.reset();
    const first = await cart.addProduct(other.id, 1);
    const firstStatements = statements.count;
    statements.reset();
    const again = await cart.addProduct(other.id, 1);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    // The second add of a product already kept loads no product data at all.
    expect(statements.count).toBeLessThan(firstStatements - 5);
    expect(again.json.lineItems.find((line) => line.id === other.id)?.quantity).toBe(2);
  });

  it('shows the stock an enquiry took in the next add, on this and on another instance', async () => {
    const token = randomToken();
    const here = new CartClient(server.api, token);
    const there = new CartClient(other2, token);
    const before = await here.addProduct(regular.id, 1);
    const stock = stockOf(before.json, regular.id)!;
    const buyer = await newGuestBuyer(server);
    await buyer.cart.addProduct(regular.id, 3);
    expect((await buyer.order()).status).toBe(200);
    const after = await there.addProduct(other.id, 1);
    expect(stockOf(after.json, regular.id)).toBe(stock - 3);
    expect(stockOf((await here.get()).json, regular.id)).toBe(stock - 3);
  });

  it('prices with the data of the current revision: a change shows once the revision is raised', async () => {
    const cart = new CartClient(server.api, randomToken());
    const before = await cart.addProduct(regular.id, 1);
    const price = before.json.price.totalPrice;
    const db = server.app.db;
    try {
      await db
        .updateTable('product')
        .set({ price_gross: sql`price_gross + 10` })
        .where('id', '=', regular.id)
        .execute();
      // Without the revision the kept data still answers: every catalogue write must raise it (they all do).
      expect((await cart.get()).json.price.totalPrice).toBe(price);
      await db
        .updateTable('catalogue_revision')
        .set({ revision: sql`revision + 1` })
        .where('id', '=', 1)
        .execute();
      expect((await cart.get()).json.price.totalPrice).toBeCloseTo(price + 10, 2);
    } finally {
      await db
        .updateTable('product')
        .set({ price_gross: sql`price_gross - 10` })
        .where('id', '=', regular.id)
        .execute();
      await db
        .updateTable('catalogue_revision')
        .set({ revision: sql`revision + 1` })
        .where('id', '=', 1)
        .execute();
    }
  });

  it('answers parallel adds each on its own: a refused one leaves nothing, the others are all kept', async () => {
    // The add limit is 10 per product and client address: of twelve carts adding a product at once, two are
    // refused (their transactions roll back, on SQLite to their savepoint within the shared commit).
    const product = catalogue
      .flatMap((parent) => parent.variants)
      .find((v) => !v.isCloseout && v.stock > 20 && v.id !== regular.id && v.id !== other.id)!;
    const carts = Array.from({ length: 12 }, () => new CartClient(server.api, randomToken()));
    const answers = await Promise.all(carts.map((cart) => cart.addProduct(product.id, 1)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    for (const [index, cart] of carts.entries()) {
      const stored = await cart.get();
      expect(stored.json.lineItems.map((line) => [line.id, line.quantity])).toEqual(
        answers[index]!.status === 200 ? [[product.id, 1]] : [],
      );
    }
  });

  it('keeps the shipping data across an enquiry (stock alone), and drops it with any other raise of the revision', async () => {
    const cart = new CartClient(server.api, randomToken());
    await cart.addProduct(regular.id, 1);
    const shippingStatements = async () => {
      statements.reset();
      expect((await cart.get()).status).toBe(200);
      return statements.count;
    };
    const kept = await shippingStatements();
    // An enquiry takes stock: the catalogue revision rises (the products are loaded again), the reference
    // revision does not (shipping methods, prices, country and payment method stay kept).
    const buyer = await newGuestBuyer(server);
    await buyer.cart.addProduct(other.id, 1);
    expect((await buyer.order()).status).toBe(200);
    const { revision, stock_revision: stockRevision } = await server.app.db
      .selectFrom('catalogue_revision')
      .select(['revision', 'stock_revision'])
      .executeTakeFirstOrThrow();
    expect(BigInt(stockRevision)).toBeGreaterThan(0n);
    expect(BigInt(revision)).toBeGreaterThan(BigInt(stockRevision));
    const afterEnquiry = await shippingStatements();
    const afterAnyWrite = await (async () => {
      // Any other raise of the revision (here as an owner's SQL console would) drops the kept shipping data.
      await server.app.db
        .updateTable('catalogue_revision')
        .set({ revision: sql`revision + 1` })
        .where('id', '=', 1)
        .execute();
      return shippingStatements();
    })();
    // After the enquiry: the products again, not the six statements of shipping, country and payment method.
    expect(afterAnyWrite - afterEnquiry).toBe(6);
    expect(afterEnquiry).toBeGreaterThan(kept);
  });
});
