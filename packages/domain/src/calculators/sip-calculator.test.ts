import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { CALCULATOR_GOLDENS } from './__golden__/calculator-goldens';
import { CALCULATOR_LIMITS, goalCalculator, sipCalculator, sipForGoal, sipFutureValue } from './sip-calculator';

describe('the formulas against LibreOffice Calc (FV and PMT, type 1; decision 0132)', () => {
  it.each(CALCULATOR_GOLDENS.map((g) => [g.name, g] as const))('%s', (_name, g) => {
    const value = g.formula === 'FV' ? sipFutureValue(g.amount, g.rate, g.months) : sipForGoal(g.amount, g.rate, g.months);
    expect(value.toFixed(2)).toBe(g.exactPaisa ?? g.paisa);
    // The spreadsheet's unrounded double is within half a paisa (a paisa where its doubles run out).
    expect(value.minus(g.calc).abs().lte(g.exactPaisa ? '0.01' : '0.005')).toBe(true);
  });
});

describe('the SIP calculator', () => {
  it('shows the defaults as a spreadsheet does: ₹5,000 a month at 8% for 10 years', () => {
    const result = sipCalculator({ investmentAmt: 5000, rateOfReturn: 8, timePeriod: 10 });
    expect(result.invested.toFixed(2)).toBe('600000.00');
    expect(result.futureValue.toFixed(2)).toBe('920828.38');
    expect(result.gains.toFixed(2)).toBe('320828.38');
    expect(result.years).toHaveLength(10);
    expect(result.years[0]).toMatchObject({ year: 1 });
    expect(result.years[0]!.invested.toFixed(2)).toBe('60000.00');
    // Year 1 is FV(8%/12; 12; -5000; 0; 1) − 60,000 (62,664.63 in Calc: the goldens).
    expect(result.years[0]!.gains.toFixed(2)).toBe('2664.63');
    expect(result.years[9]!.gains.equals(result.gains)).toBe(true);
  });
});

describe('the goal calculator', () => {
  it('asks ₹2,714.95 a month for ₹5,00,000 in 10 years at 8%', () => {
    const result = goalCalculator({ investmentAmt: 500000, rateOfReturn: 8, timePeriod: 10 });
    expect(result.monthlySip.toFixed(2)).toBe('2714.95');
    expect(result.invested.toFixed(2)).toBe('325794.00');
    expect(result.gains.toFixed(2)).toBe('174206.00');
    // The last bar is the goal itself, as the headline figures are.
    expect(result.years.at(-1)!.invested.plus(result.years.at(-1)!.gains).toFixed(2)).toBe('500000.00');
  });
});

const amount = fc.integer({ min: CALCULATOR_LIMITS.sipAmount.min, max: CALCULATOR_LIMITS.sipAmount.max });
const goal = fc.integer({ min: CALCULATOR_LIMITS.goalAmount.min, max: CALCULATOR_LIMITS.goalAmount.max });
const rate = fc.integer({ min: CALCULATOR_LIMITS.rate.min, max: CALCULATOR_LIMITS.rate.max });
const years = fc.integer({ min: CALCULATOR_LIMITS.years.min, max: CALCULATOR_LIMITS.years.max });

describe('properties inside the bounds', () => {
  it('the future value grows with the amount, the rate and the years, and is more than what was paid in', () => {
    fc.assert(
      fc.property(amount, rate, years, (a, r, y) => {
        const fv = sipFutureValue(a, r, y * 12);
        expect(fv.gt(new Decimal(a).times(y * 12))).toBe(true);
        if (a < CALCULATOR_LIMITS.sipAmount.max) expect(sipFutureValue(a + 1, r, y * 12).gt(fv)).toBe(true);
        if (r < CALCULATOR_LIMITS.rate.max) expect(sipFutureValue(a, r + 1, y * 12).gt(fv)).toBe(true);
        if (y < CALCULATOR_LIMITS.years.max) expect(sipFutureValue(a, r, (y + 1) * 12).gt(fv)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('the SIP for a goal grows with the goal and falls with the rate and the years', () => {
    fc.assert(
      fc.property(goal, rate, years, (g, r, y) => {
        const sip = sipForGoal(g, r, y * 12);
        if (g < CALCULATOR_LIMITS.goalAmount.max) expect(sipForGoal(g + 1000, r, y * 12).gte(sip)).toBe(true);
        if (r < CALCULATOR_LIMITS.rate.max) expect(sipForGoal(g, r + 1, y * 12).lte(sip)).toBe(true);
        if (y < CALCULATOR_LIMITS.years.max) expect(sipForGoal(g, r, (y + 1) * 12).lt(sip)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('PMT then FV comes back to the goal within what half a paisa a month grows to', () => {
    fc.assert(
      fc.property(goal, rate, years, (g, r, y) => {
        const months = y * 12;
        const sip = sipForGoal(g, r, months);
        const back = sipFutureValue(sip, r, months);
        // The SIP is rounded to the paisa: the error is at most 0.005 × FV of ₹1 a month (+ a paisa of FV's own rounding).
        const allowed = sipFutureValue(1, r, months).times('0.005').plus('0.01');
        expect(back.minus(g).abs().lte(allowed)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('FV then PMT comes back to the SIP within a paisa', () => {
    fc.assert(
      fc.property(amount, rate, years, (a, r, y) => {
        const months = y * 12;
        expect(sipForGoal(sipFutureValue(a, r, months), r, months).minus(a).abs().lte('0.01')).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('You Invest plus You Gain is the total, and the bars end on it', () => {
    fc.assert(
      fc.property(amount, rate, years, (a, r, y) => {
        const result = sipCalculator({ investmentAmt: a, rateOfReturn: r, timePeriod: y });
        expect(result.invested.plus(result.gains).equals(result.futureValue)).toBe(true);
        const last = result.years.at(-1)!;
        expect(last.invested.equals(result.invested) && last.gains.equals(result.gains)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
