import { describe, expect, it } from 'vitest';
import { cashRound, mathRound } from './rounding.js';

describe('mathRound (PHP round)', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect(mathRound(1.005)).toBe(1.01);
    expect(mathRound(2.675)).toBe(2.68);
    expect(mathRound(1.004999)).toBe(1);
    expect(mathRound(-1.005)).toBe(-1.01);
    expect(mathRound(0.125, 2)).toBe(0.13);
    expect(mathRound(10.235)).toBe(10.24);
  });

  it('removes binary noise of sums and products', () => {
    expect(mathRound(0.1 + 0.2)).toBe(0.3);
    expect(mathRound(12.34 * 3)).toBe(37.02);
    expect(mathRound(-0.001)).toBe(0);
  });
});

describe('cashRound', () => {
  it('is mathRound for an interval of 0.01', () => {
    expect(cashRound(19.995, { decimals: 2, interval: 0.01 })).toBe(20);
  });

  it('rounds to other intervals (e.g. 0.05)', () => {
    expect(cashRound(1.02, { decimals: 2, interval: 0.05 })).toBe(1);
    expect(cashRound(1.03, { decimals: 2, interval: 0.05 })).toBe(1.05);
    expect(cashRound(1.075, { decimals: 2, interval: 0.05 })).toBe(1.1);
    expect(cashRound(1.2, { decimals: 2, interval: 0.1 })).toBe(1.2);
  });
});
