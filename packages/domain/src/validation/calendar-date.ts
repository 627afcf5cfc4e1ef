import { z } from 'zod';
import { isIsoDate } from '../ist-date';
import { productMessages } from '../messages';

// One date schema for every date a person or a program sends (docs/decisions/0021-input-rules.md).
// The wire form is YYYY-MM-DD (DESIGN.md "Time"; spec 2 §3 sends the nominee's DOB so). A date
// is a real calendar day (no 2024-02-30, no 0000-00-00, no expanded years such as +275760-09-13,
// no 01/01/1990: screens parse DD/MM/YYYY into this form before sending) within its field's bounds.

/**
 * The earliest date of birth taken: nobody alive was born before 1900 (the oldest living people
 * were born in 1908 or later), and KRA and exchange records start well after it.
 */
export const EARLIEST_BIRTH_DATE = '1900-01-01';
/** The widest bounds of any date on the wire: from the earliest birth date to the end of 2099. */
export const LATEST_WIRE_DATE = '2099-12-31';

export interface CalendarDateBounds {
  /** Earliest allowed, YYYY-MM-DD, inclusive (default {@link EARLIEST_BIRTH_DATE}). */
  min?: string;
  /** Latest allowed, YYYY-MM-DD, inclusive (default {@link LATEST_WIRE_DATE}). */
  max?: string;
  /** The one message for a date that is missing, not a date, or out of bounds. */
  message?: string;
}

/** True when `date` is a real calendar date (YYYY-MM-DD) within the bounds. */
export function isCalendarDate(date: string, bounds: Omit<CalendarDateBounds, 'message'> = {}): boolean {
  return isIsoDate(date) && date >= (bounds.min ?? EARLIEST_BIRTH_DATE) && date <= (bounds.max ?? LATEST_WIRE_DATE);
}

/** A real calendar date as YYYY-MM-DD within bounds (compared as strings: they sort as dates). */
export function calendarDate(bounds: CalendarDateBounds = {}) {
  const message = bounds.message ?? productMessages.validation.dateInvalid;
  return z
    .string({ error: message })
    .trim()
    .refine((date) => isCalendarDate(date, bounds), { error: message });
}

/**
 * A date of birth: a real date, not before {@link EARLIEST_BIRTH_DATE} and not after `today`
 * (the IST date of the request, from the injected clock). Age rules (18+, a minor) go on top.
 */
export function birthDate(today: string, message: string = productMessages.validation.birthDateInvalid) {
  return calendarDate({ min: EARLIEST_BIRTH_DATE, max: today, message });
}

/** True when `date` is a real date of birth on `today` (for rules written as refinements). */
export function isBirthDate(date: string, today: string): boolean {
  return isCalendarDate(date, { min: EARLIEST_BIRTH_DATE, max: today });
}
