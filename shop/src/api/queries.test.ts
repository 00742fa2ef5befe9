import { describe, expect, it } from 'vitest';
import type { Customer } from './types';
import { checkoutStep, isLoggedIn } from './queries';

const customer = (guest: boolean) => ({ id: 'c1', guest }) as unknown as Customer;

describe('derived login state', () => {
  it('logged in means a customer that is not a guest', () => {
    expect([null, undefined, customer(true), customer(false)].map(isLoggedIn)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('the checkout step is 0 without a customer and 1 with one (guests too)', () => {
    expect([null, customer(true), customer(false)].map(checkoutStep)).toEqual([0, 1, 1]);
  });
});
