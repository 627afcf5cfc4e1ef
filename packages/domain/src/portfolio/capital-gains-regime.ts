import { Decimal } from '../money';
import { shiftIsoDate } from '../ist-date';
import { BUDGET_2024_SPLIT, SECTION_50AA_FROM, longTermAfterMonths } from './capital-gains-rules';

// Which rule taxes one disposal part: asset class × term × the day of sale (decision 0100).

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
  /** Short text for the statement ("LTCG 12.5% (s. 112A)"). */
  label: string;
}

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
export function isLongTerm(equityOriented: boolean, acquiredOn: string, soldOn: string): boolean {
  const months = longTermAfterMonths(equityOriented, soldOn);
  return soldOn > shiftIsoDate(acquiredOn, { months });
}

/** The regime of one disposal part. */
export function taxRegimeOf(part: {
  equityOriented: boolean;
  acquiredOn: string;
  soldOn: string;
}): TaxRegime {
  const before = part.soldOn < BUDGET_2024_SPLIT;
  if (part.equityOriented) {
    const long = isLongTerm(true, part.acquiredOn, part.soldOn);
    if (long) return TAX_REGIMES[before ? 'equity-long-10' : 'equity-long-12.5'];
    return TAX_REGIMES[before ? 'equity-short-15' : 'equity-short-20'];
  }
  if (part.acquiredOn >= SECTION_50AA_FROM) return TAX_REGIMES['other-50aa-slab'];
  if (!isLongTerm(false, part.acquiredOn, part.soldOn)) return TAX_REGIMES['other-short-slab'];
  return TAX_REGIMES[before ? 'other-long-20-indexed' : 'other-long-12.5'];
}
