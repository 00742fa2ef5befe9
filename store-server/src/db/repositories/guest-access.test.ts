import { describe, expect, it } from 'vitest';
import { parseCriteria } from '../../domain/criteria/parse-criteria.js';
import { orderDefinition } from './order-repository.js';
import { guestCredentials, guestDeepLinkCode, guestMayRead } from '../../domain/order/guest-access.js';

const criteria = (body: Record<string, unknown>) => parseCriteria(body, orderDefinition);
const code = 'a'.repeat(32);

describe('guest access by deep-link code', () => {
  it('accepts exactly one equals deepLinkCode filter', () => {
    expect(
      guestDeepLinkCode(criteria({ filter: [{ type: 'equals', field: 'deepLinkCode', value: code }] })),
    ).toBe(code);
    expect(guestDeepLinkCode(criteria({}))).toBeNull();
    expect(
      guestDeepLinkCode(
        criteria({
          filter: [
            { type: 'equals', field: 'deepLinkCode', value: code },
            { type: 'equals', field: 'orderNumber', value: '10000' },
          ],
        }),
      ),
    ).toBeNull();
    expect(
      guestDeepLinkCode(criteria({ filter: [{ type: 'prefix', field: 'deepLinkCode', value: 'a' }] })),
    ).toBeNull();
    expect(
      guestDeepLinkCode(
        criteria({
          filter: [
            {
              type: 'multi',
              operator: 'or',
              queries: [{ type: 'equals', field: 'deepLinkCode', value: code }],
            },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('needs the email and the billing zipcode of a recent order', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const order = { email: 'Erika@Example.com', zipcode: '80331', orderedAt: '2026-11-20T12:00:00Z' };
    expect(guestCredentials({ email: 'x@example.com' })).toBeNull();
    expect(guestMayRead(order, { email: 'erika@example.com', zipcode: ' 80331' }, now)).toBe(true);
    expect(guestMayRead(order, { email: 'erika@example.com', zipcode: '80332' }, now)).toBe(false);
    expect(guestMayRead(order, { email: 'other@example.com', zipcode: '80331' }, now)).toBe(false);
    expect(
      guestMayRead(
        { ...order, orderedAt: '2026-10-01T12:00:00Z' },
        { email: 'erika@example.com', zipcode: '80331' },
        now,
      ),
    ).toBe(false);
  });
});
