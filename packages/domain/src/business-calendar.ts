import { istDate, istTimeOfDay, isoDayOfWeek, shiftIsoDate } from './ist-date';

/**
 * The business calendar: Monday to Friday, less the market holidays given (YYYY-MM-DD). The
 * holiday table is data passed in, so the rules stay pure and testable.
 */
export interface BusinessCalendar {
  holidays: ReadonlySet<string>;
}

export const weekdaysOnly: BusinessCalendar = { holidays: new Set() };

export function businessCalendar(holidays: Iterable<string>): BusinessCalendar {
  return { holidays: new Set(holidays) };
}

export function isBusinessDay(isoDate: string, calendar: BusinessCalendar = weekdaysOnly): boolean {
  const day = isoDayOfWeek(isoDate); // 0 = Sunday … 6 = Saturday
  return day !== 0 && day !== 6 && !calendar.holidays.has(isoDate);
}

/** The business day on or before a date. */
export function businessDayOnOrBefore(isoDate: string, calendar: BusinessCalendar = weekdaysOnly): string {
  let day = isoDate;
  while (!isBusinessDay(day, calendar)) day = shiftIsoDate(day, { days: -1 });
  return day;
}

/** The business day on or after a date. */
export function businessDayOnOrAfter(isoDate: string, calendar: BusinessCalendar = weekdaysOnly): string {
  let day = isoDate;
  while (!isBusinessDay(day, calendar)) day = shiftIsoDate(day, { days: 1 });
  return day;
}

/** The business day strictly after a date. */
export function nextBusinessDay(isoDate: string, calendar: BusinessCalendar = weekdaysOnly): string {
  return businessDayOnOrAfter(shiftIsoDate(isoDate, { days: 1 }), calendar);
}

/** The business day `count` business days after a date (0: the date itself if a business day, else the next). */
export function addBusinessDays(isoDate: string, count: number, calendar: BusinessCalendar = weekdaysOnly): string {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('addBusinessDays takes a whole number ≥ 0');
  let day = businessDayOnOrAfter(isoDate, calendar);
  for (let i = 0; i < count; i += 1) day = nextBusinessDay(day, calendar);
  return day;
}

/** The business day strictly before a date. */
export function previousBusinessDay(isoDate: string, calendar: BusinessCalendar = weekdaysOnly): string {
  return businessDayOnOrBefore(shiftIsoDate(isoDate, { days: -1 }), calendar);
}

/** Fund houses declare a day's NAV after 10 PM IST (spec 3 §4). */
export const NAV_DECLARED_AFTER_IST = '22:00:00';

/**
 * The latest business day whose NAV has been declared at an instant: today's after 10 PM IST on a
 * business day, otherwise the previous business day's.
 */
export function latestDeclaredNavDate(instant: Date, calendar: BusinessCalendar = weekdaysOnly): string {
  const today = istDate(instant);
  if (isBusinessDay(today, calendar) && istTimeOfDay(instant) >= NAV_DECLARED_AFTER_IST) return today;
  return previousBusinessDay(today, calendar);
}
