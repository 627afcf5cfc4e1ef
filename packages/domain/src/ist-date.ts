import { TZDate } from '@date-fns/tz';
// The function's own module: the package's index would load all of date-fns (~250 modules).
import { format } from 'date-fns/format';

// Business rules run in Asia/Kolkata (DESIGN.md "Time"). Calendar dates travel as YYYY-MM-DD
// strings (compare them as strings); instants are Dates from an injected Clock.

/** A source of the current instant, injected everywhere (never `new Date()` in a service). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export const IST_ZONE = 'Asia/Kolkata';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Year, month (1–12) and day of a YYYY-MM-DD that names a real calendar day, else null. */
function partsOf(isoDate: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireParts(isoDate: string): { year: number; month: number; day: number } {
  const parts = partsOf(isoDate);
  if (!parts) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(isoDate)}`);
  return parts;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True when the text is YYYY-MM-DD and names a real day (2026-02-29 is false). */
export function isIsoDate(text: string): boolean {
  return partsOf(text) !== null;
}

/** India has kept UTC+05:30 without daylight saving since 15 Oct 1945 (tz database). */
const IST_FIXED_SINCE = Date.UTC(1946, 0, 1);
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The IST wall clock of an instant as a Date read with its UTC getters, by the fixed offset; null
 * before 1946 (war-time offsets: the zone database decides). A hundred times cheaper than a
 * zoned format: bulk jobs (a day's SIP instalments) call these per row.
 */
function istWallClock(instant: Date): Date | null {
  const at = instant.getTime();
  return at >= IST_FIXED_SINCE ? new Date(at + IST_OFFSET_MS) : null;
}

/** The calendar date in Asia/Kolkata of an instant, as YYYY-MM-DD. */
export function istDate(instant: Date): string {
  const wall = istWallClock(instant);
  if (!wall) return format(new TZDate(instant, IST_ZONE), 'yyyy-MM-dd');
  return isoOf(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
}

/** The wall-clock time in Asia/Kolkata of an instant, as HH:mm:ss (24 h; compare as strings). */
export function istTimeOfDay(instant: Date): string {
  const wall = istWallClock(instant);
  if (!wall) return format(new TZDate(instant, IST_ZONE), 'HH:mm:ss');
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** Today's date in Asia/Kolkata by the given clock. */
export function istToday(clock: Clock): string {
  return istDate(clock.now());
}

/** The instant at which the Asia/Kolkata wall clock shows `time` (HH:mm or HH:mm:ss) on `isoDate`. */
export function istInstant(isoDate: string, time = '00:00:00'): Date {
  const { year, month, day } = requireParts(isoDate);
  const match = TIME.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? 0);
  if (!match || hours > 23 || minutes > 59 || seconds > 59) {
    throw new RangeError(`Not a time of day (HH:mm[:ss]): ${JSON.stringify(time)}`);
  }
  const wall = new TZDate(year, month - 1, day, hours, minutes, seconds, IST_ZONE);
  return new Date(wall.getTime());
}

/** YYYY-MM-DD → DD/MM/YYYY (spec 1 §9, spec 3 §9). */
export function formatDisplayDate(isoDate: string): string {
  const { year, month, day } = requireParts(isoDate);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** DD/MM/YYYY (as typed or sent, e.g. a cheque date) → YYYY-MM-DD, or null when not a real day. */
export function parseDisplayDate(displayDate: string): string | null {
  const match = DISPLAY_DATE.exec(displayDate.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Adds (or subtracts) whole years / months / days to a YYYY-MM-DD date. Years and months move
 * first, then days (as date-fns `add` does). When the target month is shorter, the day is clamped to
 * its last day: 29 Feb 2024 + 1 year → 28 Feb 2025; 31 Jan + 1 month → 28 (or 29) Feb;
 * 31 Mar − 1 month → 28/29 Feb. So "one year before 29 Feb 2024" is 28 Feb 2023.
 */
export function shiftIsoDate(
  isoDate: string,
  by: { years?: number; months?: number; days?: number },
): string {
  const { year, month, day } = requireParts(isoDate);
  const years = by.years ?? 0;
  const months = by.months ?? 0;
  const days = by.days ?? 0;
  if (![years, months, days].every(Number.isInteger)) {
    throw new RangeError('shiftIsoDate takes whole years, months and days');
  }
  const monthIndex = year * 12 + (month - 1) + years * 12 + months;
  const newYear = Math.floor(monthIndex / 12);
  const newMonth = monthIndex - newYear * 12 + 1;
  const newDay = Math.min(day, daysInMonth(newYear, newMonth));
  const shifted = new Date(Date.UTC(newYear, newMonth - 1, newDay) + days * 86_400_000);
  // Date.UTC maps years 0–99 to 1900–1999; fine for the years this product handles (≥ 1900).
  return isoOf(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = requireParts(from);
  const b = requireParts(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** Day of the week of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. */
export function isoDayOfWeek(isoDate: string): number {
  const { year, month, day } = requireParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
