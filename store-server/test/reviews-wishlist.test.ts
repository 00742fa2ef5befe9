import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setReviewStatus, updateRatingAverage } from '../src/db/repositories/review-repository.js';
import { bumpCatalogueRevision } from '../src/db/repositories/catalogue-revision-repository.js';
import { FAST_HASHING, registeredCustomer, withToken } from './support/account.js';
import { closeout, other, regular } from './support/cart.js';
import { newGuestBuyer } from './support/order.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Issue 18: product reviews (services/reviews.ts) and the wishlist (services/wishlist.ts).

type Errors = { errors: Array<{ code: string; source?: { pointer: string } }> };
const codes = (json: unknown) => (json as Errors).errors.map((e) => e.code);
type Reviews = {
  elements: Array<{ id: string; title: string; points: number; status: boolean; customerId: string }>;
  total: number;
};

const review = (extra: Record<string, unknown> = {}) => ({
  title: 'Clean cut',
  content: 'The sheet arrived cut to size, edges clean and protected by film.',
  points: 4,
  ...extra,
});

describe.each(databaseKinds)('product reviews (%s)', (kind) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    alice = (await registeredCustomer(server, 'alice-review@example.com')).token;
    bob = (await registeredCustomer(server, 'bob-review@example.com')).token;
  });
  afterAll(async () => server?.close());

  const reviews = (productId: string, token?: string, criteria: Record<string, unknown> = {}) =>
    server.api.post<Reviews>(`/product/${productId}/reviews`, criteria, token ? withToken(token) : {});

  it('saves a review unapproved: the author sees it, others do not; a second one updates the first', async () => {
    const saved = await server.api.post(`/product/${regular.id}/review`, review(), withToken(alice));
    expect(saved.status).toBe(204);
    expect((await reviews(regular.id, alice)).json.elements.map((r) => [r.title, r.status])).toEqual([
      ['Clean cut', false],
    ]);
    expect((await reviews(regular.id, bob)).json.total).toBe(0);
    expect((await reviews(regular.id)).json.total).toBe(0);
    const updated = await server.api.post(
      `/product/${regular.id}/review`,
      review({ title: 'Very clean cut', points: 5 }),
      withToken(alice),
    );
    expect(updated.status).toBe(204);
    const own = (await reviews(regular.id, alice, { 'total-count-mode': 'exact' })).json;
    expect(own.total).toBe(1);
    expect(own.elements[0]).toMatchObject({ title: 'Very clean cut', points: 5 });
  });

  it('shows approved reviews to everyone, also under the parent, and keeps the ratingAverage', async () => {
    await server.api.post(`/product/${other.id}/review`, review({ points: 2 }), withToken(alice));
    await server.api.post(`/product/${other.id}/review`, review({ points: 5 }), withToken(bob));
    const rows = await server.app.db
      .selectFrom('product_review')
      .select('id')
      .where('product_id', '=', other.id)
      .execute();
    for (const row of rows) await setReviewStatus(server.app.db, row.id, true);
    await updateRatingAverage(server.app.db, other.id);
    await bumpCatalogueRevision(server.app.db);
    const visible = await reviews(other.id, undefined, {
      'total-count-mode': 'exact',
      sort: [{ field: 'points', order: 'DESC' }],
    });
    expect(visible.json.elements.map((r) => r.points)).toEqual([5, 2]);
    expect((await reviews(other.parent.id)).json.total).toBe(2);
    const product = await server.api.post<{ product: { ratingAverage: number | null } }>(
      `/product/${other.id}`,
      {},
    );
    expect(product.json.product.ratingAverage).toBe(3.5);
    // An approved review edited by its author waits for approval again, and leaves the average.
    await server.api.post(`/product/${other.id}/review`, review({ points: 1 }), withToken(bob));
    const after = await server.api.post<{ product: { ratingAverage: number | null } }>(
      `/product/${other.id}`,
      {},
    );
    expect(after.json.product.ratingAverage).toBe(2);
  });

  it('validates like Shopware: title min 5, content min 40, points 1 to 5', async () => {
    const bad = await server.api.post(
      `/product/${regular.id}/review`,
      { title: 'Bad', content: 'Too short', points: 6 },
      withToken(bob),
    );
    expect(bad.status).toBe(400);
    expect(codes(bad.json)).toEqual([
      'VIOLATION::TOO_SHORT_ERROR',
      'VIOLATION::TOO_SHORT_ERROR',
      'VIOLATION::NOT_IN_RANGE_ERROR',
    ]);
    const control = await server.api.post(
      `/product/${regular.id}/review`,
      review({ title: 'Nice\u202Etitle' }),
      withToken(bob),
    );
    expect(codes(control.json)).toEqual(['VIOLATION::REGEX_FAILED_ERROR']);
    expect((await server.api.post(`/product/${regular.id}/review`, {}, withToken(bob))).status).toBe(400);
  });

  it('needs a logged-in customer (no guest) and an existing product', async () => {
    expect((await server.api.post(`/product/${regular.id}/review`, review())).status).toBe(403);
    const guest = await newGuestBuyer(server);
    expect(
      (await server.api.post(`/product/${regular.id}/review`, review(), withToken(guest.token))).status,
    ).toBe(403);
    const unknown = await server.api.post(`/product/${'a'.repeat(32)}/review`, review(), withToken(bob));
    expect(unknown.status).toBe(404);
    expect((await reviews('a'.repeat(32))).status).toBe(404);
    expect((await server.api.get(`/product/${regular.id}/reviews`)).status).toBe(200);
  });

  it('is off with REVIEWS_ENABLED=0', async () => {
    const off = await createTestServer(kind, { passwordHashing: FAST_HASHING, reviewsEnabled: false });
    try {
      const { token } = await registeredCustomer(off, 'off-review@example.com');
      const refused = await off.api.post(`/product/${regular.id}/review`, review(), withToken(token));
      expect(refused.status).toBe(403);
      expect(codes(refused.json)).toEqual(['PRODUCT__REVIEW_NOT_ACTIVE']);
    } finally {
      await off.close();
    }
  });
});

describe.each(databaseKinds)('wishlist (%s)', (kind) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING, wishlistEnabled: true });
    alice = (await registeredCustomer(server, 'alice-wish@example.com')).token;
    bob = (await registeredCustomer(server, 'bob-wish@example.com')).token;
  });
  afterAll(async () => server?.close());

  type Wishlist = {
    products: { elements: Array<{ id: string }>; total: number };
    wishlist: { customerId: string };
  };
  const load = (token: string, criteria: Record<string, unknown> = {}) =>
    server.api.post<Wishlist>('/customer/wishlist', criteria, withToken(token));

  it('adds, lists newest first, merges, removes; per customer', async () => {
    const none = await load(alice);
    expect(none.status).toBe(404);
    expect(codes(none.json)).toEqual(['CHECKOUT__WISHLIST_NOT_FOUND']);
    expect(
      (await server.api.post(`/customer/wishlist/add/${regular.id}`, {}, withToken(alice))).json,
    ).toMatchObject({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await server.api.post(`/customer/wishlist/add/${other.id}`, {}, withToken(alice))).status).toBe(
      200,
    );
    const duplicate = await server.api.post(`/customer/wishlist/add/${other.id}`, {}, withToken(alice));
    expect(duplicate.status).toBe(400);
    expect(codes(duplicate.json)).toEqual(['CHECKOUT__DUPLICATE_WISHLIST_PRODUCT']);
    const list = await load(alice, { 'total-count-mode': 'exact' });
    expect(list.status).toBe(200);
    expect(list.json.products.elements.map((p) => p.id)).toEqual([other.id, regular.id]);
    expect(list.json.products.total).toBe(2);

    const merged = await server.api.post(
      '/customer/wishlist/merge',
      { productIds: [closeout.id, regular.id, 'b'.repeat(32)] },
      withToken(alice),
    );
    expect(merged.status).toBe(200);
    expect((await load(alice)).json.products.elements.map((p) => p.id).sort()).toEqual(
      [closeout.id, other.id, regular.id].sort(),
    );
    const noIds = await server.api.post('/customer/wishlist/merge', {}, withToken(alice));
    expect(codes(noIds.json)).toEqual(['CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING']);

    expect((await load(bob)).status).toBe(404);
    const foreign = await server.api.call({
      method: 'DELETE',
      path: `/customer/wishlist/delete/${regular.id}`,
      ...withToken(bob),
    });
    expect(foreign.status).toBe(404);
    const removed = await server.api.call({
      method: 'DELETE',
      path: `/customer/wishlist/delete/${regular.id}`,
      ...withToken(alice),
    });
    expect(removed.status).toBe(200);
    const gone = await server.api.call({
      method: 'DELETE',
      path: `/customer/wishlist/delete/${regular.id}`,
      ...withToken(alice),
    });
    expect(codes(gone.json)).toEqual(['CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND']);
    expect(
      (await load(alice, { limit: 1, page: 2, 'total-count-mode': 'exact' })).json.products.elements,
    ).toHaveLength(1);
  });

  it('refuses unknown products, guests and anonymous visitors', async () => {
    const unknown = await server.api.post(`/customer/wishlist/add/${'c'.repeat(32)}`, {}, withToken(bob));
    expect(unknown.status).toBe(404);
    expect((await server.api.post(`/customer/wishlist/add/${regular.id}`, {})).status).toBe(403);
    const guest = await newGuestBuyer(server);
    expect(
      (await server.api.post(`/customer/wishlist/add/${regular.id}`, {}, withToken(guest.token))).status,
    ).toBe(403);
  });

  it('answers CHECKOUT__WISHLIST_IS_NOT_ACTIVATED while off (the default)', async () => {
    const off = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    try {
      const { token } = await registeredCustomer(off, 'off-wish@example.com');
      for (const response of [
        await off.api.post('/customer/wishlist', {}, withToken(token)),
        await off.api.post(`/customer/wishlist/add/${regular.id}`, {}, withToken(token)),
        await off.api.post('/customer/wishlist/merge', { productIds: [regular.id] }, withToken(token)),
        await off.api.call({
          method: 'DELETE',
          path: `/customer/wishlist/delete/${regular.id}`,
          ...withToken(token),
        }),
        await off.api.post('/customer/wishlist', {}),
      ]) {
        expect(response.status).toBe(403);
        expect(codes(response.json)).toEqual(['CHECKOUT__WISHLIST_IS_NOT_ACTIVATED']);
      }
    } finally {
      await off.close();
    }
  });
});
