import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMANY_ID } from '../src/seed/reference-data.js';
import { FAST_HASHING, registeredCustomer, registration, withToken } from './support/account.js';
import { regular } from './support/cart.js';
import { newBuyer, type Buyer, type OrderJson } from './support/order.js';
import type { StoreApiResponse } from './support/store-api-client.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Input hygiene (issue 15): control characters (C0 with TAB, CR and LF; DEL; C1 with NEL), the line and paragraph
// separators and the bidirectional embeddings, overrides and isolates are refused in every name, company,
// department, title, address, VAT id, code and comment field of every route that writes one, each with
// VIOLATION::REGEX_FAILED_ERROR at its field's pointer, and nothing is written. The order's comment may span
// lines (TAB, CR, LF). Every writer gets, per character, one request with that character in all its fields, and
// the answer must name exactly all those fields.

const CHARACTERS: Record<string, string> = {
  TAB: '\t',
  LF: '\n',
  CR: '\r',
  BEL: '\u0007',
  ESC: '\u001b',
  US: '\u001f',
  DEL: '\u007f',
  NEL: '\u0085',
  CSI: '\u009b',
  'LINE SEPARATOR': '\u2028',
  'PARAGRAPH SEPARATOR': '\u2029',
  'LEFT-TO-RIGHT EMBEDDING': '\u202A',
  'RIGHT-TO-LEFT OVERRIDE': '\u202E',
  'LEFT-TO-RIGHT ISOLATE': '\u2066',
  'POP DIRECTIONAL ISOLATE': '\u2069',
};
const LINE_BREAKS = new Set(['\t', '\n', '\r']);
const CODE = 'VIOLATION::REGEX_FAILED_ERROR';

/** Where the character sits: inside, at the end (trimming would hide it) and at the start, by turns. */
let turn = 0;
const bad = (character: string) =>
  [`Bad${character}Value`, `Value${character}`, `${character}Value`][turn++ % 3]!;

const ADDRESS_TEXT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'company',
  'department',
  'street',
  'zipcode',
  'city',
  'phoneNumber',
] as const;
const PROFILE_TEXT_FIELDS = ['title', 'firstName', 'lastName', 'company'] as const;

const badAddress = (character: string) => ({
  countryId: GERMANY_ID,
  ...Object.fromEntries(ADDRESS_TEXT_FIELDS.map((key) => [key, bad(character)])),
});
const badProfile = (character: string) => ({
  accountType: 'business',
  ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((key) => [key, bad(character)])),
  vatIds: ['DE123456789', bad(character)],
});
const profilePointers = [...PROFILE_TEXT_FIELDS.map((key) => `/${key}`), '/vatIds/1'];
const addressPointers = (prefix: string) => ADDRESS_TEXT_FIELDS.map((key) => `${prefix}/${key}`);

interface ErrorsJson {
  errors: Array<{ status: string; code: string; title: string; source?: { pointer: string } }>;
}

interface Writer {
  name: string;
  /** Sends one request with `character` in every text field the route writes. */
  send: (t: TestServer, character: string) => Promise<StoreApiResponse<unknown>>;
  /** The pointers that must be refused for `character`. */
  pointers: (character: string) => string[];
}

let emails = 0;
const email = (prefix: string) => `${prefix}-${Date.now()}-${++emails}@example.com`;

describe.each(databaseKinds)('input hygiene: control characters in written text (%s)', (kind) => {
  let server: TestServer;
  let customer: { token: string; customer: { id: string; defaultBillingAddressId: string } };
  let buyer: Buyer;

  beforeAll(async () => {
    server = await createTestServer(kind, { passwordHashing: FAST_HASHING });
    customer = await registeredCustomer(server, email('hygiene'));
    buyer = await newBuyer(server, 'hygiene-buyer');
    // A cart that would become an order if the comment were taken.
    expect((await buyer.cart.addProduct(regular.id, 1)).status).toBe(200);
  });
  afterAll(async () => server?.close());

  const writers: Writer[] = [
    ...[false, true].map((guest): Writer => ({
      name: `POST /account/register (${guest ? 'guest' : 'customer'}, billing and shipping address)`,
      send: (t, character) => {
        const body: Record<string, unknown> = {
          ...registration(email(guest ? 'guest' : 'customer'), { guest }),
          ...badProfile(character),
          billingAddress: badAddress(character),
          shippingAddress: badAddress(character),
        };
        if (guest) delete body.password;
        return t.api.post('/account/register', body);
      },
      pointers: () => [
        ...profilePointers,
        ...addressPointers('/billingAddress'),
        ...addressPointers('/shippingAddress'),
      ],
    })),
    {
      name: 'POST /account/address',
      send: (t, character) =>
        t.api.post('/account/address', badAddress(character), withToken(customer.token)),
      pointers: () => addressPointers(''),
    },
    {
      name: 'PATCH /account/address/{id}',
      send: (t, character) =>
        t.api.patch(
          `/account/address/${customer.customer.defaultBillingAddressId}`,
          badAddress(character),
          withToken(customer.token),
        ),
      pointers: () => addressPointers(''),
    },
    {
      name: 'POST /account/change-profile',
      send: (t, character) =>
        t.api.post('/account/change-profile', badProfile(character), withToken(customer.token)),
      pointers: () => profilePointers,
    },
    {
      name: 'POST /checkout/order (customerComment may hold TAB, CR and LF)',
      send: (_, character) =>
        buyer.order({
          customerComment: `Please cut${character}to 1 m`,
          affiliateCode: bad(character),
          campaignCode: bad(character),
        }),
      pointers: (character) => [
        ...(LINE_BREAKS.has(character) ? [] : ['/customerComment']),
        '/affiliateCode',
        '/campaignCode',
      ],
    },
  ];

  /** Everything the writers could write: customers, addresses, orders, queued mails. */
  const stored = async () => {
    const db = server.app.db;
    const [customers, addresses, orders, orderAddresses, mails] = await Promise.all([
      db.selectFrom('customer').selectAll().orderBy('id').execute(),
      db.selectFrom('customer_address').selectAll().orderBy('id').execute(),
      db.selectFrom('shop_order').select('id').execute(),
      db.selectFrom('order_address').select('id').execute(),
      db.selectFrom('mail_queue').select('id').execute(),
    ]);
    return JSON.stringify({ customers, addresses, orders, orderAddresses, mails });
  };

  it.each(writers.map((writer) => [writer.name, writer]))(
    '%s: every character in every field is refused at its pointer, and nothing is stored',
    async (_, writer) => {
      const before = await stored();
      for (const [name, character] of Object.entries(CHARACTERS)) {
        const answer = await writer.send(server, character);
        const label = `${writer.name} with ${name}`;
        expect(answer.status, label).toBe(400);
        const errors = (answer.json as ErrorsJson).errors;
        for (const error of errors) {
          expect(error, label).toMatchObject({
            status: '400',
            code: CODE,
            title: 'Constraint violation error',
          });
        }
        expect(errors.map((error) => error.source?.pointer).sort(), label).toEqual(
          writer.pointers(character).sort(),
        );
        expect(await stored(), `${label}: nothing may be stored`).toBe(before);
      }
    },
  );

  it('still takes names in every script with joiners and direction marks, and a comment with line breaks', async () => {
    const names = { firstName: 'Rene\u0301 👩\u200D🔬', lastName: 'محمد\u200F Müller' };
    const registered = await server.api.post<{ firstName: string; lastName: string }>(
      '/account/register',
      registration(email('unicode'), names),
    );
    expect(registered.status).toBe(200);
    expect(registered.json).toMatchObject(names);

    const comment = 'Please cut to 1 m.\r\n\r\n\tThanks';
    const order = await buyer.order({ customerComment: comment });
    expect(order.status).toBe(200);
    expect((order.json as OrderJson).customerComment).toBe(comment);
  });
});
