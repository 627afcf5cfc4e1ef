import { isEquityOriented } from './equity-oriented';

// The tax class of a scheme: a fact of what the fund holds (its scheme information document),
// not of AMFI's category label (issue 23 §1; ../shared/data/README.md "Tax classes"). One reading
// for every rule that depends on it: the gains statement, Schedule 112A, the harvesting hint,
// STT at settlement and exit-load estimates.
//
// STUB (lead, issue 23 start): the shape the features build on. The derivation below is still
// the old category reading; the scheme-tax-class work replaces it (AMFI category, scheme name,
// the exchange's scheme type, and an override list kept in the repository).

/**
 * equity-oriented: ≥ 65 % in domestic listed equity (s. 112A); debt-oriented: > 65 % in debt and
 * money-market instruments (s. 50AA as from FY 2025-26); other: gold, international, hybrids between.
 */
export type SchemeTaxClass = 'equity-oriented' | 'debt-oriented' | 'other';

/** What the product knows of a scheme that decides its class. */
export interface SchemeTaxClassFacts {
  isin?: string | null;
  schemeName: string;
  /** AMFI's category as the catalogue holds it (scheme.amfi_category), e.g. "Other Scheme - Index Funds". */
  amfiCategory?: string | null;
  /** The browse category and sub-category (catalogue/taxonomy.ts). */
  category: string;
  subCategory: string;
  /** The exchange scheme master's scheme type, where the product has it. */
  exchangeSchemeType?: string | null;
}

/** Where a reading came from: the repository's override list, or a default from one of the facts. */
export type SchemeTaxClassSource = 'override' | 'amfi-category' | 'scheme-name' | 'scheme-type' | 'browse-category' | 'unknown';

export interface SchemeTaxClassReading {
  taxClass: SchemeTaxClass;
  /**
   * At most 35 % in equity shares of domestic companies: s. 50AA's "specified mutual fund" as
   * defined for FY 2023-24 and 2024-25 (debt funds, gold, international funds and their FoFs; not
   * a hybrid with 40 % equity). Always false for equity-oriented, always true for debt-oriented.
   */
  domesticEquityAtMost35Percent: boolean;
  source: SchemeTaxClassSource;
  /** One sentence a person can read on the fund page and in the statement: why this class. */
  basis: string;
}

/** The tax class of a scheme and why. */
export function schemeTaxClass(facts: SchemeTaxClassFacts): SchemeTaxClassReading {
  if (isEquityOriented(facts)) {
    return { taxClass: 'equity-oriented', domesticEquityAtMost35Percent: false, source: 'amfi-category', basis: 'Equity-oriented by its category' };
  }
  if (/^debt scheme/i.test(facts.amfiCategory?.trim() ?? '') || facts.category === 'Debt') {
    return { taxClass: 'debt-oriented', domesticEquityAtMost35Percent: true, source: 'amfi-category', basis: 'Debt-oriented by its category' };
  }
  return { taxClass: 'other', domesticEquityAtMost35Percent: true, source: 'unknown', basis: 'Neither equity- nor debt-oriented by its category' };
}
