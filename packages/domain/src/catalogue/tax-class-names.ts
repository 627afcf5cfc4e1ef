// The tax classes (catalogue/tax-class.ts re-exports them): a module of their own so that the
// override list can name them without importing the reading that consults it.

/**
 * equity-oriented: ≥ 65 % in domestic listed equity (s. 112A); debt-oriented: > 65 % in debt and
 * money-market instruments (s. 50AA as from FY 2025-26); other: gold, international, hybrids between.
 */
export type SchemeTaxClass = (typeof SCHEME_TAX_CLASSES)[number];
export const SCHEME_TAX_CLASSES = ['equity-oriented', 'debt-oriented', 'other'] as const;
