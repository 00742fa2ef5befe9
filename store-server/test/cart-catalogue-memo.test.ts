import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EURO_CURRENCY_ID } from '../src/constants.js';
import { FAST_HASHING, registration, withToken } from './support/account.js';
import { CartClient, closeout, other, randomToken, regular, type ErrorBody } from './support/cart.js';
import { catalogue } from './support/catalogue.js';
import { adminRequest, createDeskUser, deskTokens } from './support/desk.js';
import { newGuestBuyer } from './support/order.js';
import { countStatements, secondInstance, type StatementCounter } from './support/statement-counter.js';
import type { StoreApiTestClient } from './support/store-api-client.js';
import { createTestServer, type TestServer } from './support/test-server.js';
import { databaseKinds } from './support/test-database.js';

// A cart calculation keeps the catalogue data it used (services/catalogue-memo.ts): the products but their stock,
// shipping, country and payment method per reference revision (what no stock change raises), the products' stock
// per catalogue revision. An add does not reload the products already in the cart, an enquiry elsewhere costs the
// next calculation one read of the stock, and every change of catalogue data, which raises the revision in its
// transaction, shows in the next calculation on every instance. On SQLite the cart transactions that queue up
// share one commit, each in a savepoint of its own.

describe.each(databaseKinds)('cart calculations with the catalogue memo (%s)', (kind) => {
  let server: TestServer;
  let other2: StoreApiTestClient;
  let closeOther: (() => Promise<void>) | undefined;
  let statements: StatementCounter;

  beforeAll(async () => {
    server = await createTestServer(kind, { cartLineItemAddLimit: 10, passwordHashing: FAST_HASHING });
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

  it('keeps the shipping data and the product but its stock across an enquiry (stock alone), and drops them with any other raise of the revision', async () => {
    const cart = new CartClient(server.api, randomToken());
    await cart.addProduct(regular.id, 1);
    const shippingStatements = async () => {
      statements.reset();
      expect((await cart.get()).status).toBe(200);
      return statements.count;
    };
    const kept = await shippingStatements();
    // An enquiry takes stock: the catalogue revision rises (the products' stock is read again), the reference
    // revision does not (the products but their stock, shipping methods, prices, country and payment method stay
    // kept).
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
    // After the enquiry: the product's stock alone (one statement). After any other write: the sales channel,
    // the product (its row and JSON: 17 statements, its stock with it) and the six statements of shipping,
    // country and payment method.
    expect(afterEnquiry - kept).toBe(1);
    expect(afterAnyWrite - afterEnquiry).toBe(1 + 17 + 6 - 1);
  });

  it('refuses an order for a closeout another instance sold out, though the rest of the product was kept', async () => {
    const here = await newGuestBuyer(server);
    const added = await here.cart.addProduct(closeout.id, 1);
    expect(added.status).toBe(200);
    const stock = stockOf(added.json, closeout.id)!;
    expect(stock).toBeGreaterThan(0);
    // Another buyer takes all of it through the second instance (its own memos; the stock revision rises).
    const there = await newGuestBuyer(server);
    const thereCart = new CartClient(other2, there.token);
    expect((await thereCart.addProduct(closeout.id, stock)).status).toBe(200);
    expect((await other2.post('/checkout/order', {}, withToken(there.token))).status).toBe(200);
    // Here the product's rest is still kept (the reference revision did not rise): the order reads the stock
    // alone, in its transaction, and refuses.
    statements.reset();
    const refused = await here.order();
    expect(refused.status).toBe(400);
    expect((refused.json as unknown as ErrorBody).errors[0]?.code).toBe('CHECKOUT__CART_INVALID');
    expect(statements.count).toBeLessThan(12);
    const row = await server.app.db
      .selectFrom('product')
      .select(['stock', 'available_stock'])
      .where('id', '=', closeout.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stock: 0, available_stock: 0 });
    // The cart shows what changed: the closeout no longer buyable.
    const corrected = await here.cart.get();
    expect(corrected.json.lineItems.find((line) => line.id === closeout.id)).toBeUndefined();
  });

  it('shows stock changed on another connection (stock revision raised) with the rest of the product kept', async () => {
    const cart = new CartClient(server.api, randomToken());
    const before = await cart.addProduct(regular.id, 1);
    const stock = stockOf(before.json, regular.id)!;
    const payload = () => before.json.lineItems.find((line) => line.id === regular.id)?.payload.stock;
    expect(payload()).toBe(stock);
    const db = server.app.db;
    // As an order on another instance writes: stock and the stock revision, in one transaction.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('product')
        .set({ stock: sql`stock - 2`, available_stock: sql`available_stock - 2` })
        .where('id', '=', regular.id)
        .execute();
      await trx
        .updateTable('catalogue_revision')
        .set({ revision: sql`revision + 1`, stock_revision: sql`stock_revision + 1` })
        .where('id', '=', 1)
        .execute();
    });
    statements.reset();
    const after = await cart.get();
    const line = after.json.lineItems.find((item) => item.id === regular.id)!;
    expect(line.deliveryInformation.stock).toBe(stock - 2);
    expect(line.payload.stock).toBe(stock - 2);
    // The stock alone was read (the revisions and the stock), not the product's rest.
    expect(statements.count).toBeLessThan(5);
  });

  it('shows a price the desk changed (the revision raised without stock) in the next calculation, on every instance', async () => {
    await createDeskUser(server.app, `memo-${kind}@example.com`, 'staff');
    const token = (await deskTokens(server.app, `memo-${kind}@example.com`)).access_token;
    const cart = new CartClient(server.api, randomToken());
    const before = await cart.addProduct(other.id, 1);
    const elsewhere = new CartClient(other2, cart.token);
    expect((await elsewhere.get()).json.price.totalPrice).toBe(before.json.price.totalPrice);
    const unit = before.json.lineItems.find((line) => line.id === other.id)!.price.unitPrice;
    const patched = await adminRequest(server.app, 'PATCH', `/api/product/${other.id}`, {
      token,
      body: { price: [{ currencyId: EURO_CURRENCY_ID, gross: unit + 10, linked: true }] },
    });
    expect(patched.status).toBe(204);
    for (const client of [cart, elsewhere]) {
      const line = (await client.get()).json.lineItems.find((item) => item.id === other.id)!;
      expect(line.price.unitPrice).toBeCloseTo(unit + 10, 2);
    }
  });

  it('validates a registration with the reference data of the current revision: a country the seed deactivated is refused', async () => {
    const guest = (email: string) => {
      const body = registration(email, { guest: true }) as Record<string, unknown> & {
        billingAddress: { countryId: string };
      };
      delete body.password;
      return body;
    };
    const first = guest(`memo-country-${kind}-1@example.com`);
    expect((await server.api.post('/account/register', first)).status).toBe(200);
    const countryId = first.billingAddress.countryId;
    const db = server.app.db;
    const raise = () =>
      db
        .updateTable('catalogue_revision')
        .set({ revision: sql`revision + 1` })
        .where('id', '=', 1)
        .execute();
    try {
      // As the seed writes: the country, then the revision (its own counted change), in one transaction.
      await db.updateTable('country').set({ active: 0 }).where('id', '=', countryId).execute();
      await raise();
      expect(
        (await server.api.post('/account/register', guest(`memo-country-${kind}-2@example.com`))).status,
      ).toBe(400);
    } finally {
      await db.updateTable('country').set({ active: 1 }).where('id', '=', countryId).execute();
      await raise();
    }
    expect(
      (await server.api.post('/account/register', guest(`memo-country-${kind}-3@example.com`))).status,
    ).toBe(200);
  });
});
