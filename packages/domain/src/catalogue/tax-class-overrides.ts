// The schemes whose tax class the default reading (tax-class.ts) gets wrong, from each one's
// scheme information document (SID): the product's own list, kept in the repository and reviewed
// like code (docs/decisions/0153). Keyed by every ISIN of the scheme's plans in the catalogue (the
// growth or payout ISIN and the reinvestment ISIN): a plan is the same portfolio, so the same class.
//
// To add one: the SID's asset-allocation table decides. Equity-oriented needs a floor of 65 % in
// domestic listed equity (gross, hedged positions included: s. 112A counts the equity shares held);
// debt-oriented more than 65 % in debt and money-market instruments. Say which table in the basis.
import type { SchemeTaxClass } from './tax-class-names';

/** The share of domestic equity the SID allows, as the rules need it (s. 112A's 65 %, s. 50AA's 35 %). */
export type DomesticEquityBand = 'at-least-65' | '35-to-65' | 'at-most-35';

export interface SchemeTaxClassOverride {
  /** Every ISIN the catalogue holds for the scheme's plans. */
  isins: readonly string[];
  /** The scheme, for a reader of this file. */
  scheme: string;
  taxClass: SchemeTaxClass;
  domesticEquity: DomesticEquityBand;
  /** The sentence the fund page and the statement show, citing the SID. */
  basis: string;
}

export const SCHEME_TAX_CLASS_OVERRIDES: readonly SchemeTaxClassOverride[] = [
  {
    isins: ['INF179K01WA6', 'INF179K01VY8', 'INF179K01VZ5'],
    scheme: 'HDFC Balanced Advantage Fund (Direct Growth, Direct IDCW)',
    taxClass: 'equity-oriented',
    domesticEquity: 'at-least-65',
    basis:
      'Balanced advantage fund whose scheme information document keeps 65–100 % in equity, hedged positions included, so at least 65 % in domestic listed equity (s. 112A)',
  },
  {
    isins: ['INF109K012B0'],
    scheme: 'ICICI Prudential Balanced Advantage Fund (Direct Growth)',
    taxClass: 'equity-oriented',
    domesticEquity: 'at-least-65',
    basis:
      'Balanced advantage fund whose scheme information document keeps gross equity, hedged positions included, at 65 % or more, so it is equity-oriented (s. 112A)',
  },
  {
    isins: ['INF109K015K4'],
    scheme: 'ICICI Prudential Multi-Asset Fund (Direct Growth)',
    taxClass: 'equity-oriented',
    domesticEquity: 'at-least-65',
    basis:
      'Multi asset fund whose scheme information document keeps 65–80 % in equity, hedged positions included, beside debt and commodities, so it is equity-oriented (s. 112A)',
  },
  {
    isins: ['INF277K019Y3'],
    scheme: 'Tata Multi Asset Allocation Fund (formerly Multi Asset Opportunities; Direct Growth)',
    taxClass: 'equity-oriented',
    domesticEquity: 'at-least-65',
    basis:
      'Multi asset fund whose scheme information document keeps 65–80 % in equity, arbitrage included, beside debt and commodities, so it is equity-oriented (s. 112A)',
  },
  {
    isins: ['INF277K01QW4'],
    scheme: 'Tata Children’s Fund (formerly Young Citizens’ Fund; Direct Growth)',
    taxClass: 'equity-oriented',
    domesticEquity: 'at-least-65',
    basis:
      'Children’s fund whose scheme information document keeps 65–100 % in equity, so at least 65 % in domestic listed equity (s. 112A)',
  },
];

const BY_ISIN: ReadonlyMap<string, SchemeTaxClassOverride> = new Map(
  SCHEME_TAX_CLASS_OVERRIDES.flatMap((o) => o.isins.map((isin) => [isin, o] as const)),
);

/** The override for a scheme's ISIN, if the list has one. */
export function taxClassOverrideFor(
  isin: string | null | undefined,
): SchemeTaxClassOverride | undefined {
  return isin ? BY_ISIN.get(isin.trim().toUpperCase()) : undefined;
}
