import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GERMAN_LANGUAGE_ID } from '../src/constants.js';
import { FAST_HASHING, outbox, withToken } from './support/account.js';
import { other, regular } from './support/cart.js';
import { adminRequest, createDeskUser, deskTokens } from './support/desk.js';
import { newBuyer, newGuestBuyer, orderStateOf, type Buyer, type OrderJson } from './support/order.js';
import { pdfText } from './support/pdf-text.js';
import { databaseKinds } from './support/test-database.js';
import { createTestServer, type TestServer } from './support/test-server.js';

// Issue 20's offers from outside: the desk sends an offer for an enquiry (validation, totals, the PDF, the mail
// with the PDF attached in the enquiry's language, the document download), the customer sees it on the order
// (`extensions.offer`) and accepts or declines it (owner, guest, foreign customer, expired, twice, superseded),
// and every step is in the audit log.

type Errors = { errors: Array<{ code: string; status: string; source?: { pointer: string } }> };
const codes = (json: unknown) => (json as Errors).errors.map((e) => e.code);
const OWNER = 'owner-offers@example.com';

interface OfferJson {
  id: string;
  orderId: string;
  state: string;
  lines: {
    lineItemId: string;
    label: string;
    quantity: number;
    listUnitPrice: number;
    unitPrice: number;
    totalPrice: number;
  }[];
  subtotal: number;
  discount: { type: string; value: number; amount: number } | null;
  shippingTotal: number;
  total: number;
  taxes: { taxRate: number; tax: number }[];
  currencyIsoCode: string;
  deliveryDate: string;
  validUntil: string;
  message: string;
  documentId: string;
  deepLinkCode: string;
}
type OrderWithOffer = OrderJson & { id: string; extensions: { offer: OfferJson | null } };

// Each test places enquiries and renders PDFs: on a loaded machine that can take longer than the default.
describe.each(databaseKinds)('offers (%s)', { timeout: 60_000 }, (kind) => {
  let server: TestServer;
  let clock = new Date('2026-11-02T09:00:00Z');
  let token: string;

  beforeAll(async () => {
    server = await createTestServer(kind, {
      passwordHashing: FAST_HASHING,
      shopOwnerEmail: OWNER,
      now: () => clock,
    });
    await createDeskUser(server.app, 'staff-offers@example.com', 'staff');
    token = (await deskTokens(server.app, 'staff-offers@example.com')).access_token;
  });
  afterAll(async () => server?.close());

  const enquiry = async (buyer: Buyer, german = false): Promise<OrderWithOffer> => {
    if (german) expect((await buyer.patchContext({ languageId: GERMAN_LANGUAGE_ID })).status).toBe(200);
    expect((await buyer.cart.addProduct(regular.id, 3)).status).toBe(200);
    expect((await buyer.cart.addProduct(other.id, 1)).status).toBe(200);
    const response = await buyer.order({ customerComment: 'Bitte schnell' });
    expect(response.status).toBe(200);
    return response.json as OrderWithOffer;
  };
  const orderOf = async (buyer: Buyer, orderId: string): Promise<OrderWithOffer> => {
    const list = await buyer.orders({ associations: { lineItems: {} } });
    const order = list.json.orders.elements.find((o) => (o as OrderWithOffer).id === orderId);
    if (!order) throw new Error('order not listed');
    return order as OrderWithOffer;
  };
  const offerBody = (order: OrderWithOffer, overrides: Record<string, unknown> = {}) => ({
    lines: (order.lineItems ?? []).map((line, index) => ({
      lineItemId: (line as unknown as { id: string }).id,
      unitPrice: index === 0 ? Math.round(line.unitPrice * 90) / 100 : line.unitPrice,
    })),
    discount: { type: 'percentage', value: 5 },
    deliveryDate: '2026-11-20',
    validUntil: '2026-11-09',
    message: 'Thank you for your enquiry.\nDelivery from our stock.',
    ...overrides,
  });
  const send = (orderId: string, body: unknown, bearer: string | null = token) =>
    adminRequest<{ data: OfferJson } & Errors>(server.app, 'POST', `/api/_action/order/${orderId}/offer`, {
      token: bearer ?? undefined,
      body,
    });
  const decide = (buyer: Buyer, decision: 'accept' | 'decline', orderId: string) =>
    server.api.post<
      { orderId: string; offer: OfferJson; stateMachineState: { technicalName: string } } & Errors
    >(`/order/offer/${decision}`, { orderId }, withToken(buyer.token));
  const stateOf = (orderId: string) => orderStateOf(server, orderId);
  const audit = (entityId: string) =>
    server.app.db
      .selectFrom('desk_audit_log')
      .selectAll()
      .where('entity_id', '=', entityId)
      .orderBy('created_at')
      .execute();
  const emlOf = async (to: string, subjectPart: string) => {
    const mail = (await outbox(server)).find(
      (entry) => entry.to === to && entry.subject.includes(subjectPart),
    );
    if (!mail) throw new Error(`no mail to ${to} with ${subjectPart}`);
    return { mail, eml: readFileSync(join(server.options.dataDir, 'outbox', mail.file), 'utf8') };
  };
  const attachedPdf = (eml: string): Buffer => {
    const part = /Content-Type: application\/pdf[^\n]*\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/.exec(eml);
    if (!part) throw new Error('no PDF part');
    return Buffer.from(part[1]!.replace(/\n/g, ''), 'base64');
  };

  it('refuses without a token, for unknown orders, and bad input with every violation', async () => {
    const buyer = await newBuyer(server, 'offer-validation');
    const order = await enquiry(buyer);
    expect((await send(order.id, offerBody(order), null)).status).toBe(401);
    const unknown = await send('f'.repeat(32), offerBody(order));
    expect(unknown.status).toBe(404);
    expect(codes(unknown.json)).toEqual(['FRAMEWORK__ENTITY_NOT_FOUND']);
    expect((await send('not-an-id', offerBody(order))).status).toBe(404);
    const bad = await send(order.id, {
      lines: [{ lineItemId: 'x', unitPrice: 1 }],
      discount: { type: 'percentage', value: 120 },
      deliveryDate: '2026-10-01',
      validUntil: 'tomorrow',
      message: 7,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e) => [e.code, e.source?.pointer])).toEqual([
      ['VIOLATION::ENTITY_DOES_NOT_EXISTS', '/lines/0/lineItemId'],
      ['VIOLATION::COUNT_ERROR', '/lines'],
      ['VIOLATION::NOT_IN_RANGE_ERROR', '/discount/value'],
      ['VIOLATION::NOT_IN_RANGE_ERROR', '/deliveryDate'],
      ['VIOLATION::INVALID_DATE_ERROR', '/validUntil'],
      ['VIOLATION::INVALID_TYPE_ERROR', '/message'],
    ]);
    const tooMuch = await send(order.id, offerBody(order, { discount: { type: 'absolute', value: 999999 } }));
    expect(codes(tooMuch.json)).toEqual(['VIOLATION::NOT_IN_RANGE_ERROR']);
    expect(
      await server.app.db.selectFrom('order_offer').select('id').where('order_id', '=', order.id).execute(),
    ).toEqual([]);

    expect(
      (await server.api.post('/order/state/cancel', { orderId: order.id }, withToken(buyer.token))).status,
    ).toBe(200);
    const closed = await send(order.id, offerBody(order));
    expect(closed.status).toBe(400);
    expect(codes(closed.json)).toEqual(['PLASTICS__OFFER_ORDER_CLOSED']);
  });

  it('sends an offer: totals, the PDF, the mail with the PDF attached, the order shows it, the buyer downloads it', async () => {
    const buyer = await newBuyer(server, 'offer-send');
    const order = await enquiry(buyer);
    expect(order.extensions.offer).toBeNull();
    const sent = await send(order.id, offerBody(order));
    expect(sent.status).toBe(200);
    const offer = sent.json.data;
    const [first, second] = order.lineItems!;
    const firstPrice = Math.round(first!.unitPrice * 90) / 100;
    const subtotal = Math.round((firstPrice * 3 + second!.unitPrice) * 100) / 100;
    const discount = Math.round(subtotal * 5) / 100;
    expect(offer).toMatchObject({
      orderId: order.id,
      state: 'pending',
      subtotal,
      discount: { type: 'percentage', value: 5, amount: discount },
      shippingTotal: order.shippingTotal,
      total: Math.round((subtotal - discount + order.shippingTotal) * 100) / 100,
      currencyIsoCode: 'EUR',
      deliveryDate: '2026-11-20',
      validUntil: '2026-11-09',
      message: 'Thank you for your enquiry.\nDelivery from our stock.',
    });
    expect(offer.lines[0]).toMatchObject({
      label: first!.label,
      quantity: 3,
      listUnitPrice: first!.unitPrice,
      unitPrice: firstPrice,
      totalPrice: Math.round(firstPrice * 300) / 100,
    });
    expect(offer.taxes[0]?.taxRate).toBe(19);

    const pdf = await adminRequest(
      server.app,
      'GET',
      `/api/_action/order/${order.id}/offer/${offer.id}/pdf`,
      { token },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      (await adminRequest(server.app, 'GET', `/api/_action/order/${order.id}/offer/${offer.id}/pdf`)).status,
    ).toBe(401);
    const pdfBytes = Buffer.from(pdf.body, 'binary');
    const stored = await server.app.db
      .selectFrom('order_document')
      .select('content')
      .where('id', '=', offer.documentId)
      .executeTakeFirstOrThrow();
    const { text } = await pdfText(Buffer.from(stored.content));
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Plastics shop',
      `Offer for your enquiry ${order.orderNumber}`,
      'Erika Muster',
      'Hauptstraße 5',
      'Billing address',
      first!.label,
      `Art. no. ${first!.payload.productNumber}`,
      'List price',
      'Offer price',
      'Discount (5 %)',
      'incl. 19 % VAT',
      'Delivery date: 20 November 2026',
      'This offer is valid until 9 November 2026.',
      'Delivery from our stock.',
    ])
      expect(text).toContain(expected);

    const { mail, eml } = await emlOf(buyer.email, order.orderNumber);
    expect(mail.subject).toBe(`Our offer for your enquiry ${order.orderNumber}`);
    expect(mail.attachments).toEqual([
      {
        filename: `Offer-${order.orderNumber}.pdf`,
        contentType: 'application/pdf',
        size: stored.content.length,
      },
    ]);
    expect(mail.text).toContain('Valid until: 9 November 2026');
    expect(eml).toContain('Content-Type: text/html');
    expect(attachedPdf(eml).equals(Buffer.from(stored.content))).toBe(true);

    const seen = await orderOf(buyer, order.id);
    expect(seen.extensions.offer).toMatchObject({ id: offer.id, state: 'pending', total: offer.total });
    const download = await server.api.get(
      `/document/download/${offer.documentId}/${offer.deepLinkCode}`,
      withToken(buyer.token),
    );
    expect(download.status).toBe(200);
    const stranger = await newBuyer(server, 'offer-stranger');
    const foreign = await server.api.get(
      `/document/download/${offer.documentId}/${offer.deepLinkCode}`,
      withToken(stranger.token),
    );
    expect(foreign.status).toBe(404);
    expect(codes(foreign.json)).toEqual(['DOCUMENT__DOCUMENT_NOT_FOUND']);
    const wrongCode = await server.api.get(
      `/document/download/${offer.documentId}/${'x'.repeat(32)}`,
      withToken(buyer.token),
    );
    expect(wrongCode.status).toBe(404);

    const entries = await audit(offer.id);
    expect(entries.map((e) => [e.action, e.actor_email, e.entity])).toEqual([
      ['offer.send', 'staff-offers@example.com', 'offer'],
    ]);
    expect(JSON.parse(entries[0]!.details)).toMatchObject({ orderId: order.id });
  });

  it('writes the mail and the PDF in German for a German enquiry', async () => {
    const buyer = await newBuyer(server, 'offer-german');
    const order = await enquiry(buyer, true);
    const sent = await send(order.id, offerBody(order, { discount: { type: 'absolute', value: 10 } }));
    expect(sent.status).toBe(200);
    const { mail, eml } = await emlOf(buyer.email, order.orderNumber);
    expect(mail.subject).toBe(`Unser Angebot zu Ihrer Anfrage ${order.orderNumber}`);
    expect(mail.text).toContain('Gültig bis: 9. November 2026');
    expect(mail.attachments?.[0]?.filename).toBe(`Angebot-${order.orderNumber}.pdf`);
    const { text } = await pdfText(attachedPdf(eml));
    for (const expected of [
      `Angebot zu Ihrer Anfrage ${order.orderNumber}`,
      'Rechnungsadresse',
      'Angebotspreis',
      'Rabatt',
      'inkl. 19 % MwSt.',
      'Liefertermin: 20. November 2026',
    ])
      expect(text).toContain(expected);
  });

  it('the customer accepts: a binding order in progress, confirmations to both sides, audited; not twice', async () => {
    const buyer = await newBuyer(server, 'offer-accept');
    const order = await enquiry(buyer);
    const offer = (await send(order.id, offerBody(order))).json.data;
    const stranger = await newBuyer(server, 'offer-foreign');
    const foreign = await decide(stranger, 'accept', order.id);
    const unknown = await decide(stranger, 'accept', 'e'.repeat(32));
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    const shape = (json: Errors) => json.errors.map((e) => ({ ...e, detail: undefined, meta: undefined }));
    expect(shape(foreign.json)).toEqual(shape(unknown.json));
    expect(codes(foreign.json)).toEqual(['CHECKOUT__ORDER_ORDER_NOT_FOUND']);
    expect(await stateOf(order.id)).toBe('open');

    const accepted = await decide(buyer, 'accept', order.id);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      orderId: order.id,
      offer: { id: offer.id, state: 'accepted' },
      stateMachineState: { technicalName: 'in_progress' },
    });
    expect(await stateOf(order.id)).toBe('in_progress');
    expect((await orderOf(buyer, order.id)).stateMachineState.technicalName).toBe('in_progress');
    const confirmation = (await emlOf(buyer.email, `Order confirmation ${order.orderNumber}`)).mail;
    expect(confirmation.text).toContain('binding order');
    const toOwner = (await emlOf(OWNER, `Offer accepted: order ${order.orderNumber}`)).mail;
    expect(toOwner.text).toContain(buyer.email);

    const twice = await decide(buyer, 'accept', order.id);
    expect(twice.status).toBe(400);
    expect(codes(twice.json)).toEqual(['PLASTICS__OFFER_NOT_PENDING']);
    expect(codes((await decide(buyer, 'decline', order.id)).json)).toEqual(['PLASTICS__OFFER_NOT_PENDING']);
    expect(codes((await send(order.id, offerBody(order))).json)).toEqual(['PLASTICS__OFFER_NOT_PENDING']);
    const detail = await adminRequest<{
      data: { extensions: { offer: OfferJson | null; desk: { history: { action: string }[] } } };
    }>(server.app, 'GET', `/api/order/${order.id}`, { token });
    expect(detail.json.data.extensions.offer).toMatchObject({ id: offer.id, state: 'accepted' });
    expect(detail.json.data.extensions.desk.history.map((entry) => entry.action).sort()).toEqual([
      'offer.accept',
      'offer.send',
    ]);
    const search = await adminRequest<{ data: { id: string; extensions: { offer: OfferJson | null } }[] }>(
      server.app,
      'POST',
      '/api/search/order',
      { token, body: { term: order.orderNumber } },
    );
    expect(search.json.data.find((o) => o.id === order.id)?.extensions.offer?.state).toBe('accepted');
    expect((await audit(offer.id)).map((e) => [e.action, e.actor_type, e.actor_email])).toEqual([
      ['offer.send', 'desk', 'staff-offers@example.com'],
      ['offer.accept', 'customer', buyer.email],
    ]);
  });

  it('a guest accepts with their session, as /order/state/cancel', async () => {
    const guest = await newGuestBuyer(server);
    const order = await enquiry(guest);
    expect((await send(order.id, offerBody(order))).status).toBe(200);
    const accepted = await decide(guest, 'accept', order.id);
    expect(accepted.status).toBe(200);
    expect(accepted.json.stateMachineState.technicalName).toBe('in_progress');
    const noSession = await server.api.post('/order/offer/accept', { orderId: order.id });
    expect(noSession.status).toBe(403);
  });

  it('a newer offer supersedes the pending one; a decline tells the owner; an expired offer cannot be accepted', async () => {
    const buyer = await newBuyer(server, 'offer-expire');
    const order = await enquiry(buyer);
    const first = (await send(order.id, offerBody(order))).json.data;
    const second = (await send(order.id, offerBody(order, { validUntil: '2026-11-02', discount: null }))).json
      .data;
    expect(second.discount).toBeNull();
    const offers = await server.app.db
      .selectFrom('order_offer')
      .select(['id', 'state'])
      .where('order_id', '=', order.id)
      .execute();
    expect(new Map(offers.map((o) => [o.id, o.state]))).toEqual(
      new Map([
        [first.id, 'superseded'],
        [second.id, 'pending'],
      ]),
    );
    expect((await orderOf(buyer, order.id)).extensions.offer?.id).toBe(second.id);

    clock = new Date('2026-11-03T00:00:01Z');
    token = (await deskTokens(server.app, 'staff-offers@example.com')).access_token;
    try {
      expect((await orderOf(buyer, order.id)).extensions.offer?.state).toBe('expired');
      const expired = await decide(buyer, 'accept', order.id);
      expect(expired.status).toBe(400);
      expect(codes(expired.json)).toEqual(['PLASTICS__OFFER_EXPIRED']);
      expect(await stateOf(order.id)).toBe('open');

      const thirdSent = await send(order.id, offerBody(order, { validUntil: '2026-11-10' }));
      expect(thirdSent.body).toContain('"pending"');
      const third = thirdSent.json.data;
      const declined = await decide(buyer, 'decline', order.id);
      expect(declined.status).toBe(200);
      expect(declined.json).toMatchObject({
        offer: { id: third.id, state: 'declined' },
        stateMachineState: { technicalName: 'open' },
      });
      expect((await emlOf(OWNER, `Offer declined: enquiry ${order.orderNumber}`)).mail.to).toBe(OWNER);
      expect((await audit(third.id)).map((e) => e.action)).toEqual(['offer.send', 'offer.decline']);
    } finally {
      clock = new Date('2026-11-02T09:00:00Z');
    }
  });
});
