import { addBusinessDays, type BusinessCalendar } from '../business-calendar';
import { exchangeCalendar } from '../market-holidays';
import { isEquityOriented } from '../catalogue/equity-oriented';
import { Decimal, toDecimal } from '../money';

// When a redemption's money reaches the investor and the STT taken from it (docs/decisions/0107;
// ../shared/data/README.md "Market facts"): liquid and overnight funds pay out T+1, equity funds
// T+2, others within 3 working days (we take T+3, the latest the rule allows), T being the NAV
// date and the days business days of the exchange calendar. STT of 0.001% applies to
// redemptions of equity-oriented units only.

/** The browse class of a scheme (catalogue/taxonomy.ts). */
export interface SchemeClass {
  category: string;
  subCategory: string;
}

/** STT on a redemption of equity-oriented units: 0.001% of its value. */
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

/** STT on a redemption worth `value` rupees: 0.001% for equity-oriented units, to the paisa (half-up); else 0. */
export function redemptionStt(value: Decimal.Value, scheme: SchemeClass): Decimal {
  if (!isEquityOriented(scheme)) return new Decimal(0);
  return toDecimal(value).mul(REDEMPTION_STT_PERCENT).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
