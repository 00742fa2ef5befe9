import { describe, expect, it } from 'vitest';
import { StoreApiError } from '../errors.js';
import { parseOrderRequest } from './order-errors.js';

function refusal(body: unknown) {
  try {
    parseOrderRequest(body);
  } catch (error) {
    if (error instanceof StoreApiError) return error.errors.map((e) => `${e.status} ${e.pointer} ${e.code}`);
    throw error;
  }
  return [];
}

describe('parseOrderRequest', () => {
  it('takes a multi-line comment as it is (trimmed) and the codes', () => {
    expect(
      parseOrderRequest({
        customerComment: '  Please cut to 1 m.\r\n\r\n\tThanks! 👍 ',
        affiliateCode: 'partner-1',
        campaignCode: 'spring',
        paymentHandlerField: '\u0000ignored',
      }),
    ).toEqual({
      customerComment: 'Please cut to 1 m.\r\n\r\n\tThanks! 👍',
      affiliateCode: 'partner-1',
      campaignCode: 'spring',
    });
    expect(parseOrderRequest(undefined)).toEqual({
      customerComment: null,
      affiliateCode: null,
      campaignCode: null,
    });
  });

  it('refuses control characters other than line breaks and tabs in the comment, and any in the codes', () => {
    expect(
      refusal({ customerComment: 'a\u001b[2Jb', affiliateCode: 'x\ny', campaignCode: 'z\u202Ew' }),
    ).toEqual([
      '400 /customerComment VIOLATION::REGEX_FAILED_ERROR',
      '400 /affiliateCode VIOLATION::REGEX_FAILED_ERROR',
      '400 /campaignCode VIOLATION::REGEX_FAILED_ERROR',
    ]);
    expect(refusal({ customerComment: 'line\u2028break' })).toEqual([
      '400 /customerComment VIOLATION::REGEX_FAILED_ERROR',
    ]);
  });
});
