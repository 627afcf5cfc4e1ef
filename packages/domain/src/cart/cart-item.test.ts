import { describe, expect, it } from 'vitest';
import {
  cartItemTotal,
  cartTotal,
  investAmountSchema,
  schemeMinimumError,
  sipDateSchema,
  sipMonthsSchema,
  validateCartItem,
} from './cart-item';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('cart item rules (spec 3 §5 Invest More)', () => {
  it('checks the amount with the spec messages', () => {
    expect(msg(investAmountSchema.safeParse(''))).toBe('Please enter amount');
    expect(msg(investAmountSchema.safeParse(undefined))).toBe('Please enter amount');
    expect(msg(investAmountSchema.safeParse('0'))).toBe('Minimum amount is 1');
    expect(msg(investAmountSchema.safeParse('10000001'))).toBe('Maximum amount is 10000000');
    expect(msg(investAmountSchema.safeParse('100.5'))).toBe('Enter only integers');
    expect(msg(investAmountSchema.safeParse('abc'))).toBe('Enter only integers');
    expect(investAmountSchema.parse('1,00,000')).toBe('100000');
    expect(investAmountSchema.parse(10000000)).toBe('10000000');
  });

  it('checks the SIP duration and date', () => {
    expect(msg(sipMonthsSchema.safeParse(''))).toBe('Please enter duration');
    expect(msg(sipMonthsSchema.safeParse('0'))).toBe('Enter at least 1 month');
    expect(msg(sipMonthsSchema.safeParse('361'))).toBe('Enter at most 360 months');
    expect(sipMonthsSchema.parse('120')).toBe(120);
    expect(msg(sipDateSchema().safeParse(''))).toBe(
      'Please select your monthly date of investment',
    );
    expect(sipDateSchema().parse(28)).toBe(28);
    expect(sipDateSchema([1, 15]).safeParse(5).success).toBe(false);
    expect(sipDateSchema().safeParse(29).success).toBe(false);
  });

  it('validates a whole item, giving every field its message', () => {
    expect(validateCartItem({ investmentType: 'LUMPSUM', amount: '5000' })).toEqual({
      ok: true,
      item: {
        investmentType: 'LUMPSUM',
        amount: '5000',
        frequency: 0,
        sipDate: 1,
        numOfInstallments: 1,
      },
    });
    expect(
      validateCartItem({
        investmentType: 'SIP',
        amount: '',
        sipDate: '',
        numOfInstallments: '400',
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        amount: 'Please enter amount',
        sipDate: 'Please select your monthly date of investment',
        numOfInstallments: 'Enter at most 360 months',
      },
    });
    const sip = validateCartItem(
      { investmentType: 'SIP', amount: 500, sipDate: 5, numOfInstallments: 360 },
      [5, 10],
    );
    expect(sip.ok && sip.item).toMatchObject({ frequency: 1, sipDate: 5, numOfInstallments: 360 });
  });

  it('applies the scheme minimums and totals SIPs as amount × instalments', () => {
    const scheme = { minLumpsumAmount: '5000.00', minSipAmount: '500.00' };
    expect(schemeMinimumError('LUMPSUM', '4999', scheme)).toBe(
      'Minimum investment in this fund is ₹5,000',
    );
    expect(schemeMinimumError('LUMPSUM', '5000', scheme)).toBeNull();
    expect(schemeMinimumError('SIP', '499', scheme)).toBe(
      'Minimum investment in this fund is ₹500',
    );
    expect(
      schemeMinimumError('SIP', '100', { minLumpsumAmount: null, minSipAmount: null }),
    ).toBeNull();
    expect(
      cartItemTotal({ investmentType: 'SIP', amount: '500', numOfInstallments: 120 }).toFixed(),
    ).toBe('60000');
    expect(
      cartTotal([
        { investmentType: 'SIP', amount: '500', numOfInstallments: 12 },
        { investmentType: 'LUMPSUM', amount: '5000', numOfInstallments: 1 },
      ]).toFixed(2),
    ).toBe('11000.00');
  });
});
