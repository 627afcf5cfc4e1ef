import { calendarDate } from '@sanchay/domain';
import { z } from 'zod';

// Money, units, NAV and percentages travel as decimal strings, never as binary floats.
export const decimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal string')
  .meta({ description: 'An exact decimal as a string', example: '1234.56' });

/**
 * A calendar date in IST as YYYY-MM-DD; screens show it as DD/MM/YYYY. A real day between
 * 1900-01-01 and 2099-12-31 (the domain's one date schema); a field with tighter bounds (a date
 * of birth) uses the domain's calendarDate / birthDate with its own.
 */
export const isoDate = calendarDate().meta({
  description: 'A calendar date, YYYY-MM-DD, 1900-01-01 to 2099-12-31',
  example: '2026-08-21',
});
