import { istDate, istInstant, isBusinessDay, shiftIsoDate, type BusinessCalendar } from '@sanchay/domain';

/** When the sandbox bank answers on a business day (IST): its morning batch. */
export const BANK_ANSWER_TIME_IST = '10:00';

/**
 * When the sandbox bank answers a mandate that went to it at `from`: at once for 0 days, else at
 * {@link BANK_ANSWER_TIME_IST} on the `businessDays`-th business day after `from`'s IST date
 * (weekends and the calendar's holidays are not counted). The one place the sandbox's mandates
 * read the business calendar.
 */
export function bankAnswerDue(from: Date, businessDays: number, calendar: BusinessCalendar): Date {
  if (!Number.isInteger(businessDays) || businessDays < 0) throw new RangeError('businessDays must be a whole number, 0 or more');
  if (businessDays === 0) return from;
  let day = istDate(from);
  for (let counted = 0; counted < businessDays; ) {
    day = shiftIsoDate(day, { days: 1 });
    if (isBusinessDay(day, calendar)) counted += 1;
  }
  return istInstant(day, BANK_ANSWER_TIME_IST);
}
