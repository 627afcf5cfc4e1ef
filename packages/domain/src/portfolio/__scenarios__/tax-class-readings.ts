import type { SchemeTaxClassReading } from '../../catalogue/tax-class';

// Tax-class readings built directly (catalogue/tax-class.ts's shape), one per class and equity
// band that the gains rules tell apart (../shared/data/README.md "Tax classes").

/** An equity fund or equity index fund: ≥ 65 % in domestic listed equity. */
export const EQUITY_ORIENTED: SchemeTaxClassReading = {
  taxClass: 'equity-oriented',
  domesticEquityAtMost35Percent: false,
  source: 'override',
  basis: 'At least 65 % in listed domestic equity',
};

/** A debt or money-market fund: > 65 % in debt (and so ≤ 35 % domestic equity). */
export const DEBT_ORIENTED: SchemeTaxClassReading = {
  taxClass: 'debt-oriented',
  domesticEquityAtMost35Percent: true,
  source: 'amfi-category',
  basis: 'Debt fund: more than 65 % in debt and money-market instruments',
};

/** A hybrid with about 40 % domestic equity: neither class, and more than 35 % equity. */
export const HYBRID_40_EQUITY: SchemeTaxClassReading = {
  taxClass: 'other',
  domesticEquityAtMost35Percent: false,
  source: 'override',
  basis: 'Hybrid with 35–65 % in domestic equity',
};

/** A gold fund of funds: no domestic equity, no debt. */
export const GOLD_FOF: SchemeTaxClassReading = {
  taxClass: 'other',
  domesticEquityAtMost35Percent: true,
  source: 'scheme-name',
  basis: 'Gold fund of funds: neither equity nor debt',
};
