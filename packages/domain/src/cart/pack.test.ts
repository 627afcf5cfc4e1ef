import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import {
  packMinimum,
  packSipDates,
  packWeightsError,
  remainderFundIndex,
  splitPackAmount,
  validatePackItem,
  type PackFundTerms,
} from './pack';

const fund = (
  over: Partial<PackFundTerms> & Pick<PackFundTerms, 'amfiCode' | 'weight'>,
): PackFundTerms => ({
  schemeName: `Fund ${over.amfiCode}`,
  minLumpsumAmount: '5000',
  minSipAmount: '500',
  sipDates: [1, 5, 10, 15, 20, 25],
  ...over,
});

// "First-time Investor": three funds, the last weight the largest.
const thirds = [
  fund({ amfiCode: 1, weight: '33.33', minLumpsumAmount: '500' }),
  fund({ amfiCode: 2, weight: '33.33', sipDates: [1, 5, 10, 15, 20, 25, 28] }),
  fund({ amfiCode: 3, weight: '33.34', sipDates: [5, 10, 14, 20, 25] }),
];

describe('pack weights', () => {
  it('accepts percentages with two decimals that sum to 100', () => {
    expect(packWeightsError(['50', '50'])).toBeNull();
    expect(packWeightsError(['33.33', '33.33', '33.34'])).toBeNull();
    expect(packWeightsError(['100'])).toBeNull();
  });

  it('refuses sums other than 100, zero, three decimals and an empty pack', () => {
    expect(packWeightsError(['33.33', '33.33', '33.33'])).toBe('Weights sum to 99.99, not 100');
    expect(packWeightsError(['60', '50'])).toBe('Weights sum to 110.00, not 100');
    expect(packWeightsError(['0', '100'])).toMatch(/^Weight 0 /);
    expect(packWeightsError(['33.333', '66.667'])).toMatch(/^Weight 33.333 /);
    expect(packWeightsError(['-10', '110'])).toMatch(/^Weight -10 /);
    expect(packWeightsError([])).toBe('A pack needs at least one fund');
  });
});

describe('splitting a pack amount (exact to the paisa)', () => {
  it('splits ₹1,001 in thirds: the leftover paisa goes to the largest weight', () => {
    // 1001 × 33.33% = 333.6333 → 333.63 (twice); 1001 × 33.34% = 333.7334 → 333.73; 1 paisa left.
    expect(splitPackAmount('1001', ['33.33', '33.33', '33.34'])).toEqual([
      '333.63',
      '333.63',
      '333.74',
    ]);
  });

  it('splits ₹10,000 as 40/35/25 with no remainder', () => {
    expect(splitPackAmount('10000', ['40', '35', '25'])).toEqual(['4000.00', '3500.00', '2500.00']);
  });

  it('gives the remainder to the first of equal largest weights', () => {
    // 1 rupee in thirds of 33.33/33.34/33.33: 0.33, 0.33, 0.33 → 1 paisa to the middle fund.
    expect(remainderFundIndex(['33.33', '33.34', '33.33'])).toBe(1);
    expect(splitPackAmount('1', ['33.33', '33.34', '33.33'])).toEqual(['0.33', '0.34', '0.33']);
    expect(remainderFundIndex(['50', '50'])).toBe(0);
    expect(splitPackAmount('3', ['50', '50'])).toEqual(['1.50', '1.50']);
    expect(splitPackAmount('12345', ['12.5', '37.5', '50'])).toEqual([
      '1543.12',
      '4629.37',
      '6172.51',
    ]);
  });

  it('always sums to the amount, shares never negative (every whole amount up to ₹20,000)', () => {
    const weights = ['33.33', '12.01', '21.66', '33.00'];
    for (let a = 1; a <= 20_000; a += 7) {
      const shares = splitPackAmount(a, weights);
      const sum = shares.reduce((s, x) => s.plus(x), new Decimal(0));
      expect(sum.toFixed(2)).toBe(new Decimal(a).toFixed(2));
      expect(shares.every((x) => new Decimal(x).gte(0))).toBe(true);
    }
  });

  it('refuses weights that do not sum to 100', () => {
    expect(() => splitPackAmount('1000', ['50', '49'])).toThrow(RangeError);
  });
});

describe("a pack's minimum, derived from its funds", () => {
  it('is the largest minimum × 100 / weight, rounded up to the rupee', () => {
    // Lumpsum: 500×100/33.33 = 1500.15 → 1501; 5000×100/33.33 = 15001.5 → 15002; 5000×100/33.34 = 14997.0… → 14998.
    expect(packMinimum('LUMPSUM', thirds).toFixed(0)).toBe('15002');
    // SIP: 500×100/33.33 = 1500.15 → 1501.
    expect(packMinimum('SIP', thirds).toFixed(0)).toBe('1501');
    // Tax Saver: two ELSS funds at 50% with ₹500 each → ₹1,000.
    const taxSaver = [
      fund({ amfiCode: 1, weight: '50', minLumpsumAmount: '500' }),
      fund({ amfiCode: 2, weight: '50', minLumpsumAmount: '500' }),
    ];
    expect(packMinimum('LUMPSUM', taxSaver).toFixed(0)).toBe('1000');
    // No minimums at all: ₹1.
    expect(
      packMinimum('SIP', [fund({ amfiCode: 1, weight: '100', minSipAmount: null })]).toFixed(0),
    ).toBe('1');
  });

  it('lets every share meet its fund minimum at and above it, and not one rupee below', () => {
    for (const type of ['LUMPSUM', 'SIP'] as const) {
      const min = packMinimum(type, thirds).toNumber();
      for (const a of [min, min + 1, min + 2, min + 99]) {
        const result = validatePackItem(
          { investmentType: type, amount: a, sipDate: 10, numOfInstallments: 12 },
          thirds,
        );
        expect(result.ok, `${type} ${a}`).toBe(true);
      }
      const below = validatePackItem(
        { investmentType: type, amount: min - 1, sipDate: 10, numOfInstallments: 12 },
        thirds,
      );
      expect(below.ok).toBe(false);
    }
  });
});

describe('a pack item', () => {
  it('runs a SIP only on dates every fund allows', () => {
    expect(packSipDates(thirds)).toEqual([5, 10, 20, 25]);
    expect(packSipDates([])).toEqual([]);
  });

  it('checks the fields with the spec messages and the pack minimum with ours', () => {
    const check = (input: Parameters<typeof validatePackItem>[0]) => {
      const r = validatePackItem(input, thirds);
      return r.ok ? 'ok' : r.fieldErrors;
    };
    expect(check({ investmentType: 'LUMPSUM', amount: '' })).toEqual({
      amount: 'Please enter amount',
    });
    expect(check({ investmentType: 'LUMPSUM', amount: '15001.50' })).toEqual({
      amount: 'Enter only integers',
    });
    expect(check({ investmentType: 'LUMPSUM', amount: '10000001' })).toEqual({
      amount: 'Maximum amount is 10000000',
    });
    expect(check({ investmentType: 'LUMPSUM', amount: '15001' })).toEqual({
      amount: 'Minimum investment in this pack is ₹15,002',
    });
    expect(
      check({ investmentType: 'SIP', amount: '1500', sipDate: 10, numOfInstallments: 12 }),
    ).toEqual({
      amount: 'Minimum investment in this pack is ₹1,501',
    });
    expect(
      check({ investmentType: 'SIP', amount: '2000', sipDate: 1, numOfInstallments: 12 }),
    ).toEqual({
      sipDate: 'Please select one of the pack’s SIP dates',
    });
    expect(
      check({ investmentType: 'SIP', amount: '2000', sipDate: '', numOfInstallments: 361 }),
    ).toEqual({
      sipDate: 'Please select your monthly date of investment',
      numOfInstallments: 'Enter at most 360 months',
    });
  });

  it('returns the item and its split', () => {
    const r = validatePackItem(
      { investmentType: 'SIP', amount: '1,501', sipDate: '20', numOfInstallments: '360' },
      thirds,
    );
    expect(r).toEqual({
      ok: true,
      item: {
        investmentType: 'SIP',
        amount: '1501',
        frequency: 1,
        sipDate: 20,
        numOfInstallments: 360,
      },
      shares: [
        { amfiCode: 1, weight: '33.33', amount: '500.28' },
        { amfiCode: 2, weight: '33.33', amount: '500.28' },
        { amfiCode: 3, weight: '33.34', amount: '500.44' },
      ],
    });
  });
});
