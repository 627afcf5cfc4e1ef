import { Decimal } from '../money';
import type { SchemeTaxClassReading } from '../catalogue/tax-class';

// The income-tax rules on mutual-fund units that the capital-gains statement applies, each with
// its source (docs/decisions/0100-capital-gains-tax-rules.md). Dates are IST calendar days
// (YYYY-MM-DD); a rule "from" a date includes that day.

/** Finance (No. 2) Act 2024: new rates and holding periods for transfers on or after this day. */
export const BUDGET_2024_SPLIT = '2024-07-23';

/**
 * Section 50AA (Finance Act 2023): units of a specified mutual fund acquired on or after this day
 * are short-term whatever the holding, taxed at the slab rate.
 */
export const SECTION_50AA_FROM = '2023-04-01';

/**
 * Section 55(2)(ac): the cost of equity-oriented units acquired on or before this day is
 * max(cost, min(fair market value on this day, full value of consideration)).
 */
export const GRANDFATHERING_DATE = '2018-01-31';

/** The first financial year with section 112A (LTCG on equity units taxed from 1 Apr 2018). */
export const FIRST_STATEMENT_YEAR = 2018;

/**
 * Months an asset must be held MORE than to be long-term (section 2(42A)):
 * equity-oriented units 12; other units 36 for transfers before 23 Jul 2024, 24 from then.
 */
export function longTermAfterMonths(assetClass: 'equity' | 'other', soldOn: string): number {
  if (assetClass === 'equity') return 12;
  return soldOn < BUDGET_2024_SPLIT ? 36 : 24;
}

/**
 * The first financial year (its starting year) of the Finance Act 2025 definition of a
 * "specified mutual fund" in s. 50AA: more than 65 % in debt and money-market instruments.
 */
export const SECTION_50AA_DEBT_DEFINITION_FROM_FY = 2025;

/**
 * Whether a scheme is a "specified mutual fund" (s. 50AA) for a sale on `soldOn`, by the
 * definition in force in the financial year of the sale: FY 2023-24 and 2024-25 (Finance Act
 * 2023): not more than 35 % in equity shares of domestic companies; from FY 2025-26 (Finance Act
 * 2025): more than 65 % in debt and money-market instruments (../shared/data/README.md "Tax
 * classes"). A hybrid with 40 % equity was never one; a gold fund or FoF was one until FY 2024-25.
 */
export function isSpecifiedMutualFund(
  reading: Pick<SchemeTaxClassReading, 'taxClass' | 'domesticEquityAtMost35Percent'>,
  soldOn: string,
): boolean {
  if (reading.taxClass === 'equity-oriented') return false;
  return financialYearOf(soldOn) >= SECTION_50AA_DEBT_DEFINITION_FROM_FY
    ? reading.taxClass === 'debt-oriented'
    : reading.domesticEquityAtMost35Percent;
}

/** Health and education cess: 4 % of the income tax (Finance Act, s. 2 of each year since 2018). */
export const HEALTH_AND_EDUCATION_CESS_PERCENT = new Decimal('4');

/**
 * The section 112A exemption for a financial year (the year starting 1 Apr of `fyStartYear`):
 * ₹1,00,000 up to FY 2023-24; ₹1,25,000 from FY 2024-25. For FY 2024-25 the ₹1.25 lakh applies
 * once, on the aggregate of gains before and from 23 Jul 2024 (Finance (No. 2) Act 2024, s. 31,
 * proviso to s. 112A(2)(i)).
 */
export function section112aExemption(fyStartYear: number): Decimal {
  return new Decimal(fyStartYear >= 2024 ? '125000' : '100000');
}

/**
 * Cost Inflation Index by financial year (keyed by its starting year), CBDT notification
 * 44/2017 (base 2001-02 = 100) and its yearly additions up to notification 44/2024 (2024-25 = 363).
 * Only sales before 23 Jul 2024 are indexed, so the table needs nothing after 2024-25.
 */
export const COST_INFLATION_INDEX: Readonly<Record<number, number>> = {
  2001: 100,
  2002: 105,
  2003: 109,
  2004: 113,
  2005: 117,
  2006: 122,
  2007: 129,
  2008: 137,
  2009: 148,
  2010: 167,
  2011: 184,
  2012: 200,
  2013: 220,
  2014: 240,
  2015: 254,
  2016: 264,
  2017: 272,
  2018: 280,
  2019: 289,
  2020: 301,
  2021: 317,
  2022: 331,
  2023: 348,
  2024: 363,
};

/** The starting year of the financial year (1 Apr – 31 Mar) a YYYY-MM-DD day falls in. */
export function financialYearOf(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  return isoDate.slice(5) >= '04-01' ? year : year - 1;
}

/**
 * The cost inflation index of the financial year of a day. Days before FY 2001-02 take the base
 * year's 100 (the Act substitutes the value on 1 Apr 2001, which mutual-fund units' cost
 * approximates); a year past the table throws, as no sale after it is indexed.
 */
export function costInflationIndex(isoDate: string): number {
  const fy = Math.max(financialYearOf(isoDate), 2001);
  const cii = COST_INFLATION_INDEX[fy];
  if (cii === undefined) throw new RangeError(`No cost inflation index for FY starting ${fy}`);
  return cii;
}

// Equity-oriented or not, and ELSS: one reading for tax, STT and lock-ins (catalogue/equity-oriented.ts).
export { isEquityOriented, isElss, type SchemeCategoryFacts } from '../catalogue/equity-oriented';
