import { businessDayOnOrAfter, type BusinessCalendar } from '../business-calendar';
import { exchangeCalendar } from '../market-holidays';
import { shiftIsoDate } from '../ist-date';

/** One instalment of a monthly SIP: the date the schedule names and the day the mandate is debited. */
export interface SipInstalmentDates {
  /** 1-based position in the schedule. */
  installmentNo: number;
  /** The start date's day in the instalment's month (the month's last day when it has fewer days). */
  scheduledDate: string;
  /** The scheduled date, or the next business day when it falls on a weekend or a market holiday. */
  debitDate: string;
}

/**
 * The dates of a monthly SIP's `installmentNo`-th instalment (1 is the start date). Each month is
 * counted from the start date, never from the previous instalment, so a move past a holiday does
 * not drift the schedule; a day the month lacks (31 in February) is the month's last day. A
 * weekend or a holiday moves the debit to the next business day on the exchange's calendar (spec 3
 * §3; BSE StAR MF processes no order on those days).
 */
export function sipInstalmentDates(
  startDate: string,
  installmentNo: number,
  calendar: BusinessCalendar = exchangeCalendar,
): SipInstalmentDates {
  if (!Number.isInteger(installmentNo) || installmentNo < 1) {
    throw new RangeError(`An instalment number is a whole number from 1: ${installmentNo}`);
  }
  const scheduledDate = shiftIsoDate(startDate, { months: installmentNo - 1 });
  return { installmentNo, scheduledDate, debitDate: businessDayOnOrAfter(scheduledDate, calendar) };
}

/** The day of the month a SIP's start date names (the scheme master's SIP dates list these). */
export function sipDayOfMonth(startDate: string): number {
  return Number(startDate.slice(8, 10));
}
