import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { computeGainsStatement } from './capital-gains-statement';
import { financialYear, parseFinancialYear, statementYears } from './capital-gains-year';
import { part } from './__scenarios__/gains-part';
import { DEBT_ORIENTED, EQUITY_ORIENTED } from './__scenarios__/tax-class-readings';

const d = (v: string) => new Decimal(v);
const fy2024 = financialYear(2024);

// Golden numbers worked by hand from the rates of decision 0100.
describe('the FY 2024-25 exemption spans the 23 Jul 2024 split', () => {
  // ₹80,000 LTCG sold 10 Jun 2024 (10%) and ₹90,000 sold 10 Sep 2024 (12.5%): ₹1,70,000 in all.
  // The ₹1,25,000 applies once to the aggregate (proviso to s. 112A(2)(i), Finance (No. 2) Act
  // 2024 s. 31); used first against the 12.5% gains: ₹90,000 there, ₹35,000 against the 10% ones,
  // leaving ₹45,000 at 10% = ₹4,500 (against the 10% gains first it would be ₹45,000 × 12.5% = ₹5,625).
  const statement = computeGainsStatement(fy2024, [
    part({
      acquiredOn: '2020-01-10',
      soldOn: '2024-06-10',
      cost: d('20000'),
      saleValue: d('100000'),
    }),
    part({
      acquiredOn: '2020-01-10',
      soldOn: '2024-09-10',
      cost: d('10000'),
      saleValue: d('100000'),
    }),
  ]);

  it('uses ₹1,25,000 once: ₹90,000 against the 12.5% gains, ₹35,000 against the 10% ones', () => {
    const byKey = Object.fromEntries(statement.regimes.map((r) => [r.regime, r]));
    expect(byKey['equity-long-12.5']?.exemptionUsed.toFixed(2)).toBe('90000.00');
    expect(byKey['equity-long-10']?.exemptionUsed.toFixed(2)).toBe('35000.00');
    expect(statement.exemption.used.toFixed(2)).toBe('125000.00');
  });

  it('estimates ₹4,500 of tax (₹45,000 at 10%)', () => {
    expect(statement.estimatedTax.toFixed(2)).toBe('4500.00');
    expect(statement.equityLongTermGain.toFixed(2)).toBe('170000.00');
  });
});

describe('statement', () => {
  it('FY 2023-24 exempts ₹1,00,000: LTCG ₹1,50,000 → ₹50,000 at 10% = ₹5,000', () => {
    const s = computeGainsStatement(financialYear(2023), [
      part({
        acquiredOn: '2019-01-10',
        soldOn: '2023-12-01',
        cost: d('50000'),
        saleValue: d('200000'),
      }),
    ]);
    expect(s.exemption.used.toFixed(2)).toBe('100000.00');
    expect(s.estimatedTax.toFixed(2)).toBe('5000.00');
  });

  it('a long-term loss before the split is set off against the gain after it', () => {
    // −₹30,000 (10 Jun 2024) and +₹2,00,000 (10 Sep 2024): net ₹1,70,000; ₹45,000 taxable at 12.5% = ₹5,625.
    const s = computeGainsStatement(fy2024, [
      part({
        acquiredOn: '2020-01-10',
        soldOn: '2024-06-10',
        cost: d('80000'),
        saleValue: d('50000'),
      }),
      part({
        acquiredOn: '2020-01-10',
        soldOn: '2024-09-10',
        cost: d('100000'),
        saleValue: d('300000'),
      }),
    ]);
    expect(s.equityLongTermGain.toFixed(2)).toBe('170000.00');
    expect(s.estimatedTax.toFixed(2)).toBe('5625.00');
  });

  it('short-term equity at 15% and 20%, debt at slab (no estimate), STT summed', () => {
    const s = computeGainsStatement(fy2024, [
      part({
        acquiredOn: '2024-02-01',
        soldOn: '2024-07-22',
        cost: d('10000'),
        saleValue: d('11000'),
        stt: d('0.11'),
      }),
      part({
        acquiredOn: '2024-02-01',
        soldOn: '2024-07-23',
        cost: d('10000'),
        saleValue: d('12000'),
        stt: d('0.12'),
      }),
      part({
        taxClass: DEBT_ORIENTED,
        acquiredOn: '2023-06-01',
        soldOn: '2024-08-01',
        cost: d('10000'),
        saleValue: d('10700'),
        stt: d('0'),
      }),
    ]);
    // 1,000 × 15% + 2,000 × 20% = 150 + 400
    expect(s.estimatedTax.toFixed(2)).toBe('550.00');
    expect(s.slabRateGain.toFixed(2)).toBe('700.00');
    expect(s.totals.stt.toFixed(2)).toBe('0.23');
    expect(s.regimes.map((r) => r.regime)).toEqual([
      'equity-short-15',
      'equity-short-20',
      'other-50aa-slab',
    ]);
  });

  it('leaves out sales outside the year (31 Mar 2024 is FY 2023-24, 1 Apr 2025 is FY 2025-26)', () => {
    const s = computeGainsStatement(fy2024, [
      part({ acquiredOn: '2020-01-10', soldOn: '2024-03-31' }),
      part({ acquiredOn: '2020-01-10', soldOn: '2024-04-01' }),
      part({ acquiredOn: '2020-01-10', soldOn: '2025-03-31' }),
      part({ acquiredOn: '2020-01-10', soldOn: '2025-04-01' }),
    ]);
    expect(s.parts.map((p) => p.soldOn)).toEqual(['2024-04-01', '2025-03-31']);
  });

  it('totals equal the sum of the parts and the exemption never exceeds the limit or the gain', () => {
    const day = fc
      .integer({ min: 0, max: 365 * 8 })
      .map((n) => new Date(Date.UTC(2017, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const money = fc.integer({ min: 1, max: 50_000_000 }).map((n) => new Decimal(n).div(100));
    const anyPart = fc
      .tuple(fc.boolean(), day, fc.integer({ min: 0, max: 900 }), money, money)
      .map(([eq, a, held, cost, sale]) => {
        const sold = new Date(Date.parse(a) + held * 86_400_000).toISOString().slice(0, 10);
        return part({
          taxClass: eq ? EQUITY_ORIENTED : DEBT_ORIENTED,
          acquiredOn: a,
          soldOn: sold,
          cost,
          saleValue: sale,
        });
      });
    fc.assert(
      fc.property(
        fc.array(anyPart, { maxLength: 25 }),
        fc.integer({ min: 2018, max: 2025 }),
        (parts, y) => {
          const s = computeGainsStatement(financialYear(y), parts);
          const gain = s.parts.reduce((a, p) => a.plus(p.gain), new Decimal(0));
          expect(s.totals.gain.eq(gain)).toBe(true);
          expect(s.totals.gain.eq(s.totals.saleValue.minus(s.totals.costForTax))).toBe(true);
          expect(s.exemption.used.lte(s.exemption.limit)).toBe(true);
          expect(s.exemption.used.lte(Decimal.max(s.equityLongTermGain, 0))).toBe(true);
          for (const r of s.regimes) expect(r.taxable.gte(0)).toBe(true);
        },
      ),
    );
  });
});

describe('financial years', () => {
  it("parses '2025-26' and rejects '2025-27'", () => {
    expect(parseFinancialYear('2025-26')).toEqual({
      label: '2025-26',
      startYear: 2025,
      from: '2025-04-01',
      to: '2026-03-31',
    });
    expect(parseFinancialYear('2025-27')).toBeNull();
    expect(parseFinancialYear('1999-00')?.to).toBe('2000-03-31');
  });
  it('offers FY 2018-19 up to the year of today, newest first', () => {
    const years = statementYears('2026-04-01').map((y) => y.label);
    expect(years[0]).toBe('2026-27');
    expect(years.at(-1)).toBe('2018-19');
    expect(years).toHaveLength(9);
  });
});
