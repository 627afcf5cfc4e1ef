import { Decimal } from '../money';
import { shiftIsoDate } from '../ist-date';
import type { SchemeTaxClassReading } from '../catalogue/tax-class';
import {
  BUDGET_2024_SPLIT,
  SECTION_50AA_FROM,
  financialYearOf,
  isSpecifiedMutualFund,
  longTermAfterMonths,
} from './capital-gains-rules';

// Which rule taxes one sale of units: the scheme's tax class × the day bought × the day sold
// (decisions 0100, 0156). The one function the statement, Schedule 112A and the harvesting hint
// share; ../shared/data/README.md "Tax classes" has the rules as publicly reported.

export type GainsAssetClass = 'equity' | 'other';
export type GainsTerm = 'short' | 'long';

export type TaxRegimeKey =
  | 'equity-short-15'
  | 'equity-short-20'
  | 'equity-long-10'
  | 'equity-long-12.5'
  | 'other-50aa-slab'
  | 'other-short-slab'
  | 'other-long-20-indexed'
  | 'other-long-12.5';

export interface TaxRegime {
  key: TaxRegimeKey;
  assetClass: GainsAssetClass;
  term: GainsTerm;
  /** The section of the Income-tax Act. */
  section: string;
  /** Flat rate in percent, or null for the investor's slab rate. */
  ratePercent: Decimal | null;
  /** Sales before 23 Jul 2024, from it, or either ('any'). */
  period: 'before-2024-07-23' | 'from-2024-07-23' | 'any';
  indexed: boolean;
  /** Long-term equity gains under s. 112A: the year's exemption applies to them (after set-off). */
  exempt112a: boolean;
  /** Short text for the statement ("LTCG 12.5% (s. 112A)"). */
  label: string;
}

/** The rule of one sale: its regime and the financial year whose limits and definitions apply. */
export interface SaleTaxRule extends TaxRegime {
  /**
   * Starting year of the financial year of the sale: the year whose s. 112A exemption the gain
   * counts against (112A regimes) and whose definition of a "specified mutual fund" applied.
   */
  financialYear: number;
}

/** What decides the rule of a sale of a scheme's units: its tax class and its equity band. */
export type GainsTaxClass = Pick<
  SchemeTaxClassReading,
  'taxClass' | 'domesticEquityAtMost35Percent'
>;

const r = (v: string | null) => (v === null ? null : new Decimal(v));

export const TAX_REGIMES: Readonly<Record<TaxRegimeKey, TaxRegime>> = {
  'equity-short-15': {
    key: 'equity-short-15',
    assetClass: 'equity',
    term: 'short',
    section: '111A',
    ratePercent: r('15'),
    period: 'before-2024-07-23',
    indexed: false,
    exempt112a: false,
    label: 'STCG 15% (s. 111A)',
  },
  'equity-short-20': {
    key: 'equity-short-20',
    assetClass: 'equity',
    term: 'short',
    section: '111A',
    ratePercent: r('20'),
    period: 'from-2024-07-23',
    indexed: false,
    exempt112a: false,
    label: 'STCG 20% (s. 111A)',
  },
  'equity-long-10': {
    key: 'equity-long-10',
    assetClass: 'equity',
    term: 'long',
    section: '112A',
    ratePercent: r('10'),
    period: 'before-2024-07-23',
    indexed: false,
    exempt112a: true,
    label: 'LTCG 10% (s. 112A)',
  },
  'equity-long-12.5': {
    key: 'equity-long-12.5',
    assetClass: 'equity',
    term: 'long',
    section: '112A',
    ratePercent: r('12.5'),
    period: 'from-2024-07-23',
    indexed: false,
    exempt112a: true,
    label: 'LTCG 12.5% (s. 112A)',
  },
  'other-50aa-slab': {
    key: 'other-50aa-slab',
    assetClass: 'other',
    term: 'short',
    section: '50AA',
    ratePercent: null,
    period: 'any',
    indexed: false,
    exempt112a: false,
    label: 'Short-term at slab (s. 50AA)',
  },
  'other-short-slab': {
    key: 'other-short-slab',
    assetClass: 'other',
    term: 'short',
    section: '48',
    ratePercent: null,
    period: 'any',
    indexed: false,
    exempt112a: false,
    label: 'STCG at slab',
  },
  'other-long-20-indexed': {
    key: 'other-long-20-indexed',
    assetClass: 'other',
    term: 'long',
    section: '112',
    ratePercent: r('20'),
    period: 'before-2024-07-23',
    indexed: true,
    exempt112a: false,
    label: 'LTCG 20% with indexation (s. 112)',
  },
  'other-long-12.5': {
    key: 'other-long-12.5',
    assetClass: 'other',
    term: 'long',
    section: '112',
    ratePercent: r('12.5'),
    period: 'from-2024-07-23',
    indexed: false,
    exempt112a: false,
    label: 'LTCG 12.5% (s. 112)',
  },
};

/** Display order of the regimes (equity first, short before long, older rates first). */
export const TAX_REGIME_ORDER: readonly TaxRegimeKey[] = [
  'equity-short-15',
  'equity-short-20',
  'equity-long-10',
  'equity-long-12.5',
  'other-50aa-slab',
  'other-short-slab',
  'other-long-20-indexed',
  'other-long-12.5',
];

/**
 * Long-term when held MORE than the period: sold after the day that many months after the
 * acquisition (bought 15 Jan 2024, sold 15 Jan 2025 = exactly 12 months → short-term; sold
 * 16 Jan 2025 → long-term). A month-end acquisition clamps (29 Feb 2024 + 12 months = 28 Feb 2025).
 */
export function isLongTerm(
  assetClass: GainsAssetClass,
  acquiredOn: string,
  soldOn: string,
): boolean {
  const months = longTermAfterMonths(assetClass, soldOn);
  return soldOn > shiftIsoDate(acquiredOn, { months });
}

function regimeOf(part: {
  taxClass: GainsTaxClass;
  acquiredOn: string;
  soldOn: string;
}): TaxRegime {
  const before = part.soldOn < BUDGET_2024_SPLIT;
  if (part.taxClass.taxClass === 'equity-oriented') {
    const long = isLongTerm('equity', part.acquiredOn, part.soldOn);
    if (long) return TAX_REGIMES[before ? 'equity-long-10' : 'equity-long-12.5'];
    return TAX_REGIMES[before ? 'equity-short-15' : 'equity-short-20'];
  }
  // s. 50AA reaches only units acquired from 1 Apr 2023, and only a "specified mutual fund" as
  // the Act defines it in the year of the sale; older units and the rest are "other".
  if (part.acquiredOn >= SECTION_50AA_FROM && isSpecifiedMutualFund(part.taxClass, part.soldOn))
    return TAX_REGIMES['other-50aa-slab'];
  if (!isLongTerm('other', part.acquiredOn, part.soldOn)) return TAX_REGIMES['other-short-slab'];
  return TAX_REGIMES[before ? 'other-long-20-indexed' : 'other-long-12.5'];
}

/**
 * The rule of one sale (a disposal part: the units of one lot that one sale took): equity-oriented
 * units long-term after 12 months at 15 %/10 % before 23 Jul 2024 and 20 %/12.5 % from it;
 * s. 50AA units always short-term at slab; other units long-term after 36 months at 20 % with
 * indexation before 23 Jul 2024, after 24 months at 12.5 % without from it.
 */
export function taxRegimeOf(part: {
  taxClass: GainsTaxClass;
  acquiredOn: string;
  soldOn: string;
}): SaleTaxRule {
  return { ...regimeOf(part), financialYear: financialYearOf(part.soldOn) };
}
