import { describe, expect, it } from 'vitest';
import { isEquityOriented } from '../catalogue/equity-oriented';
import { redemptionPayoutDate, redemptionStt } from './redemption-settlement';

const EQUITY = { category: 'Equity', subCategory: 'Flexi Cap' };
const ELSS = { category: 'Equity', subCategory: 'ELSS (Tax Savings)' };
const LIQUID = { category: 'Money Market', subCategory: 'Liquid' };
const OVERNIGHT = { category: 'Money Market', subCategory: 'Overnight' };
const DEBT = { category: 'Fixed Income', subCategory: 'Corporate Bond' };
const ARBITRAGE = { category: 'Allocation', subCategory: 'Less than 1 Year' };

// The exchange calendar of 2026 (market-holidays.ts): Monday 14/09/2026 is Ganesh Chaturthi.
describe('redemptionPayoutDate (T+1 liquid and overnight, T+2 equity, T+3 others; business days)', () => {
  it('NAV of Friday 21/08/2026: liquid Mon 24, equity Tue 25, debt Wed 26', () => {
    expect(redemptionPayoutDate('2026-08-21', LIQUID)).toBe('2026-08-24');
    expect(redemptionPayoutDate('2026-08-21', OVERNIGHT)).toBe('2026-08-24');
    expect(redemptionPayoutDate('2026-08-21', EQUITY)).toBe('2026-08-25');
    expect(redemptionPayoutDate('2026-08-21', DEBT)).toBe('2026-08-26');
  });
  it('over the holiday of Monday 14/09/2026: NAV of Thursday 10/09 pays equity on Tue 15, debt on Wed 16', () => {
    expect(redemptionPayoutDate('2026-09-10', LIQUID)).toBe('2026-09-11');
    expect(redemptionPayoutDate('2026-09-10', EQUITY)).toBe('2026-09-15');
    expect(redemptionPayoutDate('2026-09-10', DEBT)).toBe('2026-09-16');
  });
});

describe('redemptionStt (0.001% of equity-oriented redemptions)', () => {
  it('₹1,00,000 of an equity fund: ₹1.00', () => expect(redemptionStt('100000', EQUITY).toFixed(2)).toBe('1.00'));
  it('₹4,04,980.00 of ELSS: ₹4.05 (4.0498, half-up)', () => expect(redemptionStt('404980', ELSS).toFixed(2)).toBe('4.05'));
  it('₹425.22: ₹0.00 (0.0042522)', () => expect(redemptionStt('425.22', EQUITY).toFixed(2)).toBe('0.00'));
  it('debt and liquid funds: none', () => {
    expect(redemptionStt('100000', DEBT).toFixed(2)).toBe('0.00');
    expect(redemptionStt('100000', LIQUID).toFixed(2)).toBe('0.00');
  });
  it('arbitrage funds are equity-oriented', () => expect(isEquityOriented(ARBITRAGE)).toBe(true));
});
