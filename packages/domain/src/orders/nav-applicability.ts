import {
  addBusinessDays,
  businessDayOnOrAfter,
  isBusinessDay,
  nextBusinessDay,
  type BusinessCalendar,
} from '../business-calendar';
import { istDate, istInstant, istTimeOfDay, shiftIsoDate } from '../ist-date';
import { exchangeCalendar } from '../market-holidays';

// Which day's NAV a purchase gets (SEBI, since 1 Feb 2021; ../shared/data/README.md "Market
// facts"): the NAV of the day the money reaches the fund, by the cut-off. This one function is
// used by the sandbox exchange to allot and by the texts an investor reads, so the two never
// disagree.

/** Liquid and overnight funds have their own cut-off and take the previous day's NAV. */
export type NavCutOffClass = 'liquid' | 'standard';

/** Cut-off times, IST, inclusive (money realised at 15:00:00 still counts for the day). */
export const PURCHASE_CUT_OFF_IST: Readonly<Record<NavCutOffClass, string>> = {
  standard: '15:00:00',
  liquid: '13:30:00',
};

/** The browse sub-categories (catalogue/taxonomy.ts) that follow the liquid-fund rule. */
export const LIQUID_RULE_SUB_CATEGORIES: readonly string[] = ['Liquid', 'Overnight'];

/** The cut-off class of a scheme by its browse sub-category (catalogue/taxonomy.ts). */
export function navCutOffClassOf(subCategory: string): NavCutOffClass {
  return LIQUID_RULE_SUB_CATEGORIES.includes(subCategory) ? 'liquid' : 'standard';
}

export interface NavApplicability {
  /** The date whose NAV prices the units (YYYY-MM-DD). */
  navDate: string;
  /** The business day the money counts for: the day of realisation, or the next business day. */
  processingDate: string;
  /** The cut-off applied (HH:mm:ss IST). */
  cutOff: string;
  /** True when the money was realised on a business day by its cut-off. */
  beforeCutOff: boolean;
}

/**
 * The NAV applicable to a purchase whose money was realised (reached the fund's account) at
 * `fundsRealisedAt`:
 * - by the cut-off (3 PM; 1:30 PM for liquid and overnight funds) on a business day, that day
 *   counts; after it, or on a weekend or holiday, the next business day;
 * - standard funds take that day's NAV; liquid and overnight funds the NAV of the calendar day
 *   before it (they declare a NAV for every calendar day; where a history holds business days
 *   only, the NAV on or before that date is meant).
 */
export function purchaseNavApplicability(
  fundsRealisedAt: Date,
  cutOffClass: NavCutOffClass,
  calendar: BusinessCalendar = exchangeCalendar,
): NavApplicability {
  const cutOff = PURCHASE_CUT_OFF_IST[cutOffClass];
  const day = istDate(fundsRealisedAt);
  const beforeCutOff = isBusinessDay(day, calendar) && istTimeOfDay(fundsRealisedAt) <= cutOff;
  const processingDate = beforeCutOff
    ? day
    : isBusinessDay(day, calendar)
      ? nextBusinessDay(day, calendar)
      : businessDayOnOrAfter(day, calendar);
  const navDate =
    cutOffClass === 'liquid' ? shiftIsoDate(processingDate, { days: -1 }) : processingDate;
  return { navDate, processingDate, cutOff, beforeCutOff };
}

/**
 * When a cheque's money is credited in the sandbox: 10:00 IST on the day it clears, so a cleared
 * cheque meets that day's cut-off (our choice; a clearing bank credits in the morning batch).
 */
export const CHEQUE_FUNDS_CREDITED_AT_IST = '10:00:00';

/**
 * The instant a cheque's money is realised: `clearingBusinessDays` business days after its deposit
 * date (a deposit on a holiday counts from the next business day). Spec 3 §9: a cheque "gets the
 * NAV of the day the cheque clears".
 */
export function chequeFundsRealisedAt(
  depositDate: string,
  clearingBusinessDays: number,
  calendar: BusinessCalendar = exchangeCalendar,
): Date {
  return istInstant(
    addBusinessDays(depositDate, clearingBusinessDays, calendar),
    CHEQUE_FUNDS_CREDITED_AT_IST,
  );
}

/**
 * The NAV a redemption placed at `placedAt` gets (spec 3 §4 Redeem dialog): 3 PM on a working day
 * (Monday to Friday, exchange holidays excepted) gets that day's NAV; later, or on a weekend or
 * holiday, the next working day's. Every scheme, liquid ones included (the exchange's redemption
 * cut-off is 3 PM). The sandbox exchange prices redemptions with this same function.
 */
export function redemptionNavApplicability(placedAt: Date, calendar: BusinessCalendar = exchangeCalendar): NavApplicability {
  return purchaseNavApplicability(placedAt, 'standard', calendar);
}
