import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, roundAmount } from '../money';
import { TAX_REGIMES } from './capital-gains-regime';
import { computeGainsStatement } from './capital-gains-statement';
import { financialYear } from './capital-gains-year';
import { part } from './__scenarios__/gains-part';
import {
  DEBT_ORIENTED,
  EQUITY_ORIENTED,
  GOLD_FOF,
  HYBRID_40_EQUITY,
} from './__scenarios__/tax-class-readings';

// Invariants of the set-off (s. 70), the exemption after it (s. 112A) and the cess (decision
// 0156), over random years of sales of every class.

const ZERO = new Decimal(0);
const day = fc
  .integer({ min: 0, max: 365 * 9 })
  .map((n) => new Date(Date.UTC(2017, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const money = fc.integer({ min: 1, max: 50_000_000 }).map((n) => new Decimal(n).div(100));
const taxClass = fc.constantFrom(EQUITY_ORIENTED, DEBT_ORIENTED, HYBRID_40_EQUITY, GOLD_FOF);
const anyPart = fc
  .tuple(taxClass, day, fc.integer({ min: 0, max: 1200 }), money, money)
  .map(([taxClass, a, held, cost, sale]) => {
    const sold = new Date(Date.parse(a) + held * 86_400_000).toISOString().slice(0, 10);
    return part({ taxClass, acquiredOn: a, soldOn: sold, cost, saleValue: sale });
  });
const sum = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), ZERO);

describe('set-off, exemption and cess', () => {
  it('hold for any year of sales', () => {
    fc.assert(
      fc.property(
        fc.array(anyPart, { maxLength: 25 }),
        fc.integer({ min: 2018, max: 2026 }),
        (parts, y) => {
          const s = computeGainsStatement(financialYear(y), parts);
          const cf = s.carriedForward.shortTerm.plus(s.carriedForward.longTerm);
          const gainsAfter = sum(s.regimes.map((r) => Decimal.max(r.afterSetOff, ZERO)));
          // What is left after set-off, less what is carried forward, is the year's gains less its losses.
          expect(gainsAfter.minus(cf).eq(s.totals.gain)).toBe(true);
          expect(s.carriedForward.shortTerm.gte(0) && s.carriedForward.longTerm.gte(0)).toBe(true);
          // A short-term loss left means no gain is left; a long-term loss left, no long-term gain.
          if (s.carriedForward.shortTerm.gt(0)) expect(gainsAfter.isZero()).toBe(true);
          if (s.carriedForward.longTerm.gt(0))
            for (const r of s.regimes)
              if (TAX_REGIMES[r.regime].term === 'long') expect(r.afterSetOff.lte(0)).toBe(true);
          // A long-term loss never reduces a short-term gain (s. 70(3)).
          const shortNets = s.regimes.filter((r) => TAX_REGIMES[r.regime].term === 'short');
          if (shortNets.every((r) => r.gain.gte(0)))
            for (const r of shortNets) expect(r.afterSetOff.eq(r.gain)).toBe(true);
          // Set-off only ever brings a rule's net towards zero.
          for (const r of s.regimes) {
            if (r.gain.gte(0)) expect(r.afterSetOff.gte(0) && r.afterSetOff.lte(r.gain)).toBe(true);
            else expect(r.afterSetOff.lte(0) && r.afterSetOff.gte(r.gain)).toBe(true);
          }
          expect(s.exemption.used.lte(s.exemption.limit)).toBe(true);
          expect(s.exemption.used.lte(s.equityLongTermGainAfterSetOff)).toBe(true);
          expect(s.estimatedTax.gte(0)).toBe(true);
          for (const r of s.regimes) expect(r.taxable.gte(0)).toBe(true);
          expect(s.cess.eq(roundAmount(s.estimatedTax.mul(4).div(100)))).toBe(true);
          expect(s.estimatedTaxWithCess.eq(s.estimatedTax.plus(s.cess))).toBe(true);
          expect(s.slabRateGain.gte(0)).toBe(true);
        },
      ),
    );
  });
});
