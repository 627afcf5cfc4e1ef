import { z } from 'zod';

// Money, units, NAV and percentages travel as decimal strings, never as binary floats.
export const decimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal string')
  .meta({ description: 'An exact decimal as a string', example: '1234.56' });

/** A calendar date in IST as YYYY-MM-DD; screens show it as DD/MM/YYYY. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .meta({ example: '2026-08-21' });
