import { Decimal, roundAmount } from '../money';
import { daysBetween } from '../ist-date';
import { GRANDFATHERING_DATE, costInflationIndex } from './capital-gains-rules';
import type { SchemeTaxClassReading } from '../catalogue/tax-class';
import { taxRegimeOf, type SaleTaxRule } from './capital-gains-regime';

// One disposal part: the units of one purchase lot that one sale (redemption, switch-out, STP-out,
// SWP) took, FIFO. Its gain under the rule that taxes it (decision 0100).

export type GainsSaleKind = 'redemption' | 'switch-out' | 'stp-out' | 'swp';

/** A disposal part as the server builds it from the FIFO lots and the catalogue. */
export interface DisposalPartInput {
  folioNo: string;
  schemeCode: string;
  /** The AMFI code (the fund pages' schemeId), when the catalogue has the scheme. */
  schemeId?: number | null;
  isin: string | null;
  schemeName: string;
  /** The scheme's tax class and why (catalogue/tax-class.ts): decides the rule of the sale. */
  taxClass: SchemeTaxClassReading;
  /** The allotment day of the lot (YYYY-MM-DD). */
  acquiredOn: string;
  /** The day of the sale (its NAV day). */
  soldOn: string;
  saleKind: GainsSaleKind;
  units: Decimal;
  /** What the part's units cost: their share of the lot's amount paid, stamp duty included. */
  cost: Decimal;
  /** Full value of consideration: the part's share of the sale's gross value (before STT). */
  saleValue: Decimal;
  /** STT on the part (recorded, not deductible: section 48, second proviso's clause). */
  stt: Decimal;
  /**
   * Exit load on the part: expenditure wholly and exclusively in connection with the transfer
   * (section 48(i)), deducted from the sale value (decision 0124). Absent: none.
   */
  exitLoad?: Decimal;
  /** NAV of the scheme on 31 Jan 2018 (last on or before), for units acquired by then; else null. */
  fmvPerUnit2018: Decimal | null;
}

export interface GainsPart extends DisposalPartInput {
  exitLoad: Decimal;
  /** The net sale consideration: saleValue − exitLoad. */
  netSaleValue: Decimal;
  regime: SaleTaxRule;
  holdingDays: number;
  /** Equity units acquired on or before 31 Jan 2018 sold long-term: section 55(2)(ac) applies. */
  grandfathered: boolean;
  /** units × FMV per unit, when grandfathered. */
  fmvTotal: Decimal | null;
  /** Indexed cost (before 23 Jul 2024, older non-equity long-term units), else null. */
  indexedCost: Decimal | null;
  /** The cost the gain is computed on: grandfathered, indexed or actual. */
  costForTax: Decimal;
  /** netSaleValue − costForTax. */
  gain: Decimal;
}

/** The part's gain under its rule. */
export function computeGainsPart(input: DisposalPartInput): GainsPart {
  const regime = taxRegimeOf(input);
  const holdingDays = daysBetween(input.acquiredOn, input.soldOn);
  const grandfathered =
    regime.assetClass === 'equity' &&
    regime.term === 'long' &&
    input.acquiredOn <= GRANDFATHERING_DATE &&
    input.fmvPerUnit2018 !== null;
  let costForTax = input.cost;
  let fmvTotal: Decimal | null = null;
  let indexedCost: Decimal | null = null;
  if (grandfathered && input.fmvPerUnit2018) {
    fmvTotal = roundAmount(input.units.mul(input.fmvPerUnit2018));
    costForTax = Decimal.max(input.cost, Decimal.min(fmvTotal, input.saleValue));
  } else if (regime.indexed) {
    indexedCost = roundAmount(
      input.cost.mul(costInflationIndex(input.soldOn)).div(costInflationIndex(input.acquiredOn)),
    );
    costForTax = indexedCost;
  }
  const exitLoad = input.exitLoad ?? new Decimal(0);
  const netSaleValue = input.saleValue.minus(exitLoad);
  return {
    ...input,
    exitLoad,
    netSaleValue,
    regime,
    holdingDays,
    grandfathered,
    fmvTotal,
    indexedCost,
    costForTax,
    gain: netSaleValue.minus(costForTax),
  };
}
