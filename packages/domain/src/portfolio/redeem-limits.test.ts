import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import {
  availableRedeemAmount,
  availableRedeemUnits,
  normaliseRedeemInput,
  redeemEntryError,
  redeemEntrySchema,
  redeemAvailableText,
  redeemMaximumText,
  redeemRequestValues,
  type RedeemHolding,
} from './redeem-limits';

// Golden numbers worked by hand (spec 3 §5's two formulas): NAV 40.4980, 100 units held, a
// redemption of 10 units and one of ₹500 in progress.
//   amount = 40.498 × (100 − 10) − 500 = 3644.82 − 500 = 3144.82
//   units  = (4049.80 − 500) / 40.498 − 10 = 87.653711… − 10 = 77.653 (3 decimals, truncated)
const holding: RedeemHolding = {
  nav: '40.4980',
  units: '100.000',
  inProgressAmount: '500',
  inProgressUnits: '10',
  minimumRedemptionAmount: '1000',
  minimumRedemptionUnits: '0.001',
  redemptionAmountMultiple: '1',
  redemptionUnitsMultiple: '0.001',
};
const byAmount = (value: string) => redeemEntryError(holding, { redeemType: 'amount', value, allRedeem: false });
const byUnits = (value: string) => redeemEntryError(holding, { redeemType: 'units', value, allRedeem: false });

describe('available amount and units (spec 3 §5)', () => {
  it('available amount = NAV × (units − in progress units) − in progress amount: ₹3,144.82', () => {
    expect(availableRedeemAmount(holding).toFixed(2)).toBe('3144.82');
  });

  it('available units = (current value − in progress amount) / NAV − in progress units: 77.653', () => {
    expect(availableRedeemUnits(holding).toFixed(3)).toBe('77.653');
    expect(redeemMaximumText(holding, 'units')).toBe('77.653');
  });

  it('nothing in progress: the whole holding (100 units, ₹4,049.80)', () => {
    const free = { ...holding, inProgressAmount: '0', inProgressUnits: '0' };
    expect(availableRedeemAmount(free).toFixed(2)).toBe('4049.80');
    expect(availableRedeemUnits(free).toFixed(3)).toBe('100.000');
  });

  it('locked ELSS units are not available: 30 locked leave 47.653 units', () => {
    expect(availableRedeemUnits({ ...holding, lockedUnits: '30' }).toFixed(3)).toBe('47.653');
    // 40.498 × (100 − 10 − 30) − 500 = 2429.88 − 500
    expect(availableRedeemAmount({ ...holding, lockedUnits: '30' }).toFixed(2)).toBe('1929.88');
  });

  it('more in progress than held: zero, never negative', () => {
    const over = { ...holding, inProgressUnits: '99', inProgressAmount: '1000' };
    expect(availableRedeemAmount(over).toFixed(2)).toBe('0.00');
    expect(availableRedeemUnits(over).toFixed(3)).toBe('0.000');
  });
});

describe('redeem entry errors, spec 3 §5 verbatim', () => {
  it('an empty entry', () => expect(byAmount('')).toBe('Please enter amount(s)/unit(s) to be redeemed.'));
  it('zero is no entry', () => expect(byUnits('0')).toBe('Please enter amount(s)/unit(s) to be redeemed.'));
  it('below the minimum amount', () => expect(byAmount('999')).toBe('The minimum redemption amount is ₹1,000.00'));
  it('below the minimum units', () => expect(byUnits('0.0005')).toBe('The minimum redemption unit is 0.001'));
  // ₹3,144.82 is available, but entries go in whole rupees (multiple 1): ₹3,144 is the most
  // that can be typed, and the message names that, not a figure it would refuse.
  it('above the available amount: the maximum is the available amount rounded down to the multiple', () => {
    expect(byAmount('3144.83')).toBe('The maximum redemption amount is ₹3,144.00');
    expect(byAmount('3144.5')).toBe('The maximum redemption amount is ₹3,144.00');
    expect(redeemMaximumText(holding, 'amount')).toBe('3144.00');
    expect(redeemAvailableText(holding, 'amount')).toBe('3144.82');
  });
  it('a units multiple of 0.5 rounds the 77.653 units available down to 77.5', () => {
    expect(redeemMaximumText({ ...holding, redemptionUnitsMultiple: '0.5' }, 'units')).toBe('77.500');
  });
  it('above the available units', () => expect(byUnits('77.654')).toBe('The maximum redemption unit is 77.653'));
  it('not a multiple of the amount multiple', () => expect(byAmount('1500.5')).toBe('Please enter multiple of 1'));
  it('not a multiple of the units multiple', () => expect(byUnits('10.0015')).toBe('Please enter multiple of 0.001'));
  it('within every rule', () => {
    expect(byAmount('3144')).toBeNull();
    expect(byUnits('77.653')).toBeNull();
  });
  it('redeeming all needs no entry', () => {
    expect(redeemEntryError(holding, { redeemType: 'units', value: '', allRedeem: true })).toBeNull();
  });
  it('redeeming all of nothing is refused with the maximum', () => {
    const none = { ...holding, units: '10', inProgressAmount: '0' };
    expect(redeemEntryError(none, { redeemType: 'units', value: '', allRedeem: true })).toBe('The maximum redemption unit is 0.000');
  });
  it('the schema gives the same message on the value field', () => {
    const result = redeemEntrySchema(holding).safeParse({ redeemType: 'amount', value: '999', allRedeem: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['value']);
    expect(result.error?.issues[0]?.message).toBe('The minimum redemption amount is ₹1,000.00');
  });
});

describe('the input (spec 3 §5: 4 decimals, clamped)', () => {
  it('truncates a fifth decimal', () => expect(normaliseRedeemInput('1234.56789', '3144.82')).toBe('1234.5678'));
  it('clamps above the maximum to the maximum', () => expect(normaliseRedeemInput('5000', '3144.82')).toBe('3144.82'));
  it('keeps digits and one point', () => expect(normaliseRedeemInput('12a.3.4', '100')).toBe('12.34'));
  it('keeps a trailing point while typing', () => expect(normaliseRedeemInput('12.', '100')).toBe('12.'));
  it('sends 0 for what does not apply, and 0 for both when redeeming all', () => {
    expect(redeemRequestValues({ redeemType: 'units', value: '12.34567', allRedeem: false })).toEqual({ amount: '0', units: '12.3456' });
    expect(redeemRequestValues({ redeemType: 'amount', value: '1500', allRedeem: true })).toEqual({ amount: '0', units: '0' });
  });
});

describe('properties', () => {
  const arbitraryHolding = fc.record({
    nav: fc.integer({ min: 10_000, max: 50_000_000 }).map((n) => new Decimal(n).div(10_000)),
    units: fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Decimal(n).div(1000)),
    inProgressUnits: fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Decimal(n).div(1000)),
    inProgressAmount: fc.integer({ min: 0, max: 100_000_000 }).map((n) => new Decimal(n).div(100)),
  });

  it('the available units are never negative and never worth more than the holding less what is in progress', () => {
    fc.assert(
      fc.property(arbitraryHolding, (h) => {
        const full = { ...holding, ...h };
        const units = availableRedeemUnits(full);
        expect(units.gte(0)).toBe(true);
        // Worth at most what is held less what is in progress (units truncated: never more).
        const free = h.units.minus(h.inProgressUnits).mul(h.nav).minus(h.inProgressAmount);
        expect(units.mul(h.nav).lte(Decimal.max(free, 0))).toBe(true);
        // The two maxima agree to within the truncations (a thousandth of a unit, a paisa).
        expect(units.mul(h.nav).minus(availableRedeemAmount(full)).abs().lte(h.nav.div(1000).plus('0.01'))).toBe(true);
      }),
    );
  });

  it('the maximum itself passes, and a paisa or a thousandth of a unit more does not', () => {
    fc.assert(
      fc.property(arbitraryHolding, (h) => {
        const full = { ...holding, ...h, minimumRedemptionAmount: '0.01', redemptionAmountMultiple: '0.01' };
        const maxAmount = availableRedeemAmount(full);
        if (maxAmount.gte('0.01')) expect(redeemEntryError(full, { redeemType: 'amount', value: maxAmount.toFixed(2), allRedeem: false })).toBeNull();
        expect(redeemEntryError(full, { redeemType: 'amount', value: maxAmount.plus('0.01').toFixed(2), allRedeem: false })).toMatch(/maximum/);
        const maxUnits = availableRedeemUnits(full);
        expect(redeemEntryError(full, { redeemType: 'units', value: maxUnits.plus('0.001').toFixed(3), allRedeem: false })).toMatch(/maximum/);
      }),
    );
  });

  it('whatever the multiple, the maximum the input clamps to is an entry the rules accept (issue 23: ₹1,80,257.65 refused)', () => {
    const multiples = fc.constantFrom('0.01', '0.1', '1', '10', '100', '500');
    fc.assert(
      fc.property(arbitraryHolding, multiples, multiples.map((m) => (m === '0.01' ? '0.001' : m === '0.1' ? '0.01' : '0.001')), (h, amountMultiple, unitsMultiple) => {
        const full = { ...holding, ...h, minimumRedemptionAmount: '0.01', minimumRedemptionUnits: '0.001', redemptionAmountMultiple: amountMultiple, redemptionUnitsMultiple: unitsMultiple };
        for (const type of ['amount', 'units'] as const) {
          const max = redeemMaximumText(full, type);
          const clamped = normaliseRedeemInput('99999999999', max);
          if (new Decimal(max).gt(0)) expect(redeemEntryError(full, { redeemType: type, value: clamped, allRedeem: false })).toBeNull();
          // Never more than is available.
          expect(new Decimal(max).lte(redeemAvailableText(full, type))).toBe(true);
        }
      }),
    );
  });
});
