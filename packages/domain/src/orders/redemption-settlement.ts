import { addBusinessDays, type BusinessCalendar } from '../business-calendar';
import { exchangeCalendar } from '../market-holidays';
import type { SchemeTaxClass } from '../catalogue/tax-class';
import { Decimal, toDecimal } from '../money';
import { estimateExitLoad, type ExitLoadRule, type HeldLot } from '../portfolio/exit-load';

// When a redemption's money reaches the investor and the STT taken from it (docs/decisions/0107;
// ../shared/data/README.md "Market facts"): liquid and overnight funds pay out T+1, equity funds
// T+2, others within 3 working days (we take T+3, the latest the rule allows), T being the NAV
// date and the days business days of the exchange calendar. STT of 0.001% applies to
// redemptions of equity-oriented units only (the scheme's tax class, catalogue/tax-class.ts,
// docs/decisions/0153), on the redemption value net of exit load: the price the fund repurchases at.

/** The browse class of a scheme (catalogue/taxonomy.ts). */
export interface SchemeClass {
  category: string;
  subCategory: string;
}

/** STT on a redemption of equity-oriented units: 0.001% of its value net of exit load. */
export const REDEMPTION_STT_PERCENT = '0.001';

/** Business days from the NAV date to the payout: 1 liquid and overnight, 2 equity, 3 others. */
export function redemptionPayoutBusinessDays(scheme: SchemeClass): 1 | 2 | 3 {
  if (scheme.subCategory === 'Liquid' || scheme.subCategory === 'Overnight') return 1;
  if (scheme.category === 'Equity') return 2;
  return 3;
}

/** The payout date of a redemption priced at `navDate` (YYYY-MM-DD). */
export function redemptionPayoutDate(navDate: string, scheme: SchemeClass, calendar: BusinessCalendar = exchangeCalendar): string {
  return addBusinessDays(navDate, redemptionPayoutBusinessDays(scheme), calendar);
}

/**
 * STT on a redemption that fetches `netOfExitLoad` rupees (its value less the exit load): 0.001%
 * for equity-oriented units, to the paisa (half-up); nothing for any other class.
 */
export function redemptionStt(netOfExitLoad: Decimal.Value, taxClass: SchemeTaxClass): Decimal {
  if (taxClass !== 'equity-oriented') return new Decimal(0);
  return toDecimal(netOfExitLoad).mul(REDEMPTION_STT_PERCENT).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** What a settled redemption (or STP-out, SWP, switch-out) takes and pays, to the paisa. */
export interface RedemptionCharges {
  /** The redemption's value: the statement's AllottedAmt (the amount asked, or units × NAV truncated). */
  value: Decimal;
  /** Exit load taken FIFO by lot age at the NAV date (the domain's estimateExitLoad), half-up to the paisa. */
  exitLoad: Decimal;
  /** STT on the value net of exit load (equity-oriented schemes only). */
  stt: Decimal;
  /** What the investor receives: value − exit load − STT. */
  net: Decimal;
}

/**
 * The charges of a redemption worth `value` of `units` at `nav` on `navDate` (docs/decisions/0124):
 * the scheme's exit load on the oldest lots first, each by its own age (estimateExitLoad, the one
 * exit-load computation of the product; a rule the product cannot read is taken as no load, as
 * the registrar's own figure would then be unknown to us), STT on the value net of that load where
 * the scheme's tax class is equity-oriented, and the net payout. net + exitLoad + stt = value exactly.
 */
export function redemptionCharges(redemption: {
  value: Decimal.Value;
  units: Decimal.Value;
  nav: Decimal.Value;
  navDate: string;
  /** The scheme's tax class (schemeTaxClass): STT is taken from equity-oriented units only. */
  taxClass: SchemeTaxClass;
  exitLoadRule: ExitLoadRule;
  /** The lots held before this redemption, FIFO (any order: sorted by date). */
  lots: readonly HeldLot[];
}): RedemptionCharges {
  const value = toDecimal(redemption.value);
  const estimate = estimateExitLoad(redemption.exitLoadRule, redemption.lots, redemption);
  // A load never exceeds what the units fetched (a rate is far below 100%; this guards a bad rule).
  const exitLoad = Decimal.min(estimate?.load ?? new Decimal(0), value);
  const stt = redemptionStt(value.minus(exitLoad), redemption.taxClass);
  return { value, exitLoad, stt, net: value.minus(exitLoad).minus(stt) };
}
