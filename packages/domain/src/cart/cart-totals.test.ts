import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { cartEntryTotalText, cartTotalParts, cartTotalText } from './cart-totals';

const lumpsum = { investmentType: 'Lumpsum', amount: '5000', numOfInstallments: 1, totalAmount: '5000' };
// A ₹1,000 monthly SIP until cancelled: 360 instalments on the wire, ₹3,60,000 as the server totals it.
const openSip = { investmentType: 'SIP', amount: '1000', numOfInstallments: 360, totalAmount: '360000' };
// 24 × ₹2,000 = ₹48,000: a total someone chose.
const fixedSip = { investmentType: 'SIP', amount: '2000', numOfInstallments: 24, totalAmount: '48000' };

describe('cart totals (spec 1 §2 Cart summary; issue 23 §6)', () => {
  it('a SIP with no end date shows its monthly amount until you stop, never 360 × the amount', () => {
    expect(cartEntryTotalText(openSip)).toBe('₹1,000 a month, until you stop');
    expect(cartTotalText([openSip])).toBe('₹1,000 a month, until you stop');
  });

  it('a fixed SIP and a lumpsum keep their totals', () => {
    expect(cartEntryTotalText(fixedSip)).toBe('₹48,000');
    // 5,000 + 48,000 = 53,000
    expect(cartTotalText([lumpsum, fixedSip])).toBe('₹53,000');
  });

  it('both: the fixed total plus the monthly amounts', () => {
    // 5,000 + 48,000 fixed; 1,000 + 1,000 a month
    expect(cartTotalText([lumpsum, openSip, fixedSip, openSip])).toBe('₹53,000 + ₹2,000 a month, until you stop');
  });

  it('property: the parts add up to the server total less what it made up for the open SIPs', () => {
    const entry = fc.record({
      open: fc.boolean(),
      amount: fc.integer({ min: 100, max: 1_000_000 }),
      months: fc.integer({ min: 1, max: 359 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (xs) => {
        const entries = xs.map((x) => {
          const months = x.open ? 360 : x.months;
          return { investmentType: 'SIP', amount: String(x.amount), numOfInstallments: months, totalAmount: String(x.amount * months) };
        });
        const { fixed, monthlyUntilStopped } = cartTotalParts(entries);
        const serverTotal = entries.reduce((s, e) => s.plus(e.totalAmount), new Decimal(0));
        expect(fixed.plus(monthlyUntilStopped.mul(360)).eq(serverTotal)).toBe(true);
      }),
    );
  });
});
