import { describe, expect, it } from 'vitest';
import { isLongTerm, taxRegimeOf } from './capital-gains-regime';

// Boundaries of decision 0100, one case per test. Sources: Income-tax Act s. 2(42A) ("held for
// not more than" 12 / 24 / 36 months = short-term), s. 50AA (Finance Act 2023, units acquired on
// or after 1 Apr 2023), s. 111A / 112A / 112 as amended by the Finance (No. 2) Act 2024 for
// transfers on or after 23 Jul 2024.
const equity = (acquiredOn: string, soldOn: string) =>
  taxRegimeOf({ equityOriented: true, acquiredOn, soldOn }).key;
const other = (acquiredOn: string, soldOn: string) =>
  taxRegimeOf({ equityOriented: false, acquiredOn, soldOn }).key;

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
    expect(isLongTerm(true, '2023-03-01', '2024-03-01')).toBe(false);
    expect(isLongTerm(true, '2023-03-01', '2024-03-02')).toBe(true);
  });
});
