import { isIsoDate } from '@sanchay/domain';

/**
 * A party's timestamp: ISO 8601 with an offset as given; a date and time without one
 * ('2026-08-21 14:30:00', '2026-08-21T14:30:00') read as IST, as Indian parties write them.
 * Null when it is neither, or names no real day.
 */
export function parsePartyTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?)(Z|[+-]\d{2}:\d{2})?$/.exec(text.trim());
  if (!match || !isIsoDate(match[1]!)) return null;
  const at = new Date(`${match[1]}T${match[2]}${match[3] ?? '+05:30'}`);
  return Number.isNaN(at.getTime()) ? null : at;
}
