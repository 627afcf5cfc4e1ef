import { describe, expect, it } from 'vitest';
import { isLongTerm, taxRegimeOf } from './capital-gains-regime';
import {
  DEBT_ORIENTED,
  EQUITY_ORIENTED,
  GOLD_FOF,
  HYBRID_40_EQUITY,
} from './__scenarios__/tax-class-readings';

// Boundaries of decision 0100, one case per test. Sources: Income-tax Act s. 2(42A) ("held for
// not more than" 12 / 24 / 36 months = short-term), s. 50AA (Finance Act 2023, units acquired on
// or after 1 Apr 2023), s. 111A / 112A / 112 as amended by the Finance (No. 2) Act 2024 for
// transfers on or after 23 Jul 2024.
const equity = (acquiredOn: string, soldOn: string) =>
  taxRegimeOf({ taxClass: EQUITY_ORIENTED, acquiredOn, soldOn }).key;
const other = (acquiredOn: string, soldOn: string) =>
  taxRegimeOf({ taxClass: DEBT_ORIENTED, acquiredOn, soldOn }).key;

describe('equity-oriented units', () => {
  it('sold 22 Jul 2024 short-term: STCG 15%', () => {
    expect(equity('2024-01-10', '2024-07-22')).toBe('equity-short-15');
  });
  it('sold 23 Jul 2024 short-term: STCG 20%', () => {
    expect(equity('2024-01-10', '2024-07-23')).toBe('equity-short-20');
  });
  it('sold 22 Jul 2024 long-term: LTCG 10%', () => {
    expect(equity('2020-01-10', '2024-07-22')).toBe('equity-long-10');
  });
  it('sold 23 Jul 2024 long-term: LTCG 12.5%', () => {
    expect(equity('2020-01-10', '2024-07-23')).toBe('equity-long-12.5');
  });
  it('held exactly 12 months (sold on the anniversary) is short-term', () => {
    expect(equity('2024-01-15', '2025-01-15')).toBe('equity-short-20');
  });
  it('held 12 months and a day is long-term', () => {
    expect(equity('2024-01-15', '2025-01-16')).toBe('equity-long-12.5');
  });
  it('bought 29 Feb 2024: 12 months end on 28 Feb 2025, so 1 Mar 2025 is long-term', () => {
    expect(equity('2024-02-29', '2025-02-28')).toBe('equity-short-20');
    expect(equity('2024-02-29', '2025-03-01')).toBe('equity-long-12.5');
  });
  it('equity units bought from 1 Apr 2023 are not under s. 50AA', () => {
    expect(equity('2023-04-01', '2024-08-01')).toBe('equity-long-12.5');
  });
});

describe('other (debt) units', () => {
  it('bought 31 Mar 2023 and held 24 months and a day, sold from 23 Jul 2024: LTCG 12.5%', () => {
    expect(other('2023-03-31', '2025-04-01')).toBe('other-long-12.5');
  });
  it('bought 1 Apr 2023: s. 50AA, at slab, even after 24 months', () => {
    expect(other('2023-04-01', '2025-04-02')).toBe('other-50aa-slab');
  });
  it('held exactly 24 months, sold from 23 Jul 2024: short-term', () => {
    expect(other('2022-08-01', '2024-08-01')).toBe('other-short-slab');
  });
  it('held 24 months and a day, sold from 23 Jul 2024: long-term 12.5% without indexation', () => {
    expect(other('2022-08-01', '2024-08-02')).toBe('other-long-12.5');
  });
  it('sold 22 Jul 2024 after 30 months: short-term (36 months before the split)', () => {
    expect(other('2022-01-10', '2024-07-22')).toBe('other-short-slab');
  });
  it('sold 23 Jul 2024 after the same 30 months: long-term 12.5%', () => {
    expect(other('2022-01-10', '2024-07-23')).toBe('other-long-12.5');
  });
  it('held exactly 36 months, sold before 23 Jul 2024: short-term', () => {
    expect(other('2021-03-15', '2024-03-15')).toBe('other-short-slab');
  });
  it('held 36 months and a day, sold before 23 Jul 2024: LTCG 20% with indexation', () => {
    expect(other('2021-03-15', '2024-03-16')).toBe('other-long-20-indexed');
  });
});

describe('isLongTerm', () => {
  it('counts months from the allotment day, not 365-day years (2024 is a leap year)', () => {
    // 366 days from 1 Mar 2023 to 1 Mar 2024 is exactly 12 months: not more.
    expect(isLongTerm('equity', '2023-03-01', '2024-03-01')).toBe(false);
    expect(isLongTerm('equity', '2023-03-01', '2024-03-02')).toBe(true);
  });
});

// s. 50AA by the definition in force in the financial year of the sale (../shared/data/README.md
// "Tax classes"): FY 2023-24 and 2024-25 ≤ 35 % domestic equity; from FY 2025-26 > 65 % debt.
describe('s. 50AA: the specified mutual fund of the year of sale', () => {
  const of = (taxClass: typeof DEBT_ORIENTED, acquiredOn: string, soldOn: string) =>
    taxRegimeOf({ taxClass, acquiredOn, soldOn });
  it('a gold FoF bought 10 May 2023 is s. 50AA when sold on 31 Mar 2025 (FY 2024-25), not on 1 Apr 2025', () => {
    expect(of(GOLD_FOF, '2023-05-10', '2025-03-31').key).toBe('other-50aa-slab');
    expect(of(GOLD_FOF, '2023-05-10', '2025-04-01').key).toBe('other-short-slab');
    expect(of(GOLD_FOF, '2023-05-10', '2025-06-11').key).toBe('other-long-12.5');
  });
  it('a hybrid with 40 % equity bought from 1 Apr 2023 is never s. 50AA', () => {
    expect(of(HYBRID_40_EQUITY, '2023-04-01', '2024-03-31').key).toBe('other-short-slab');
    expect(of(HYBRID_40_EQUITY, '2023-04-01', '2025-04-02').key).toBe('other-long-12.5');
  });
  it('a debt fund is s. 50AA under both definitions; bought 31 Mar 2023 it is "other"', () => {
    expect(of(DEBT_ORIENTED, '2023-04-01', '2024-06-01').key).toBe('other-50aa-slab');
    expect(of(DEBT_ORIENTED, '2023-04-01', '2026-06-01').key).toBe('other-50aa-slab');
    expect(of(DEBT_ORIENTED, '2023-03-31', '2026-06-01').key).toBe('other-long-12.5');
  });
  it('says the year of sale whose exemption applies and whether s. 112A does', () => {
    const rule = taxRegimeOf({
      taxClass: EQUITY_ORIENTED,
      acquiredOn: '2024-01-10',
      soldOn: '2025-03-31',
    });
    expect(rule).toMatchObject({
      term: 'long',
      section: '112A',
      exempt112a: true,
      financialYear: 2024,
    });
    expect(of(DEBT_ORIENTED, '2023-04-01', '2025-04-01')).toMatchObject({
      exempt112a: false,
      ratePercent: null,
      financialYear: 2025,
    });
  });
});
