// Interface fixed for the other workspaces; the domain helper fills in the bodies.
/** A source of the current instant, injected everywhere (never `new Date()` in a service). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
/** The calendar date in Asia/Kolkata of an instant, as YYYY-MM-DD. */
export function istDate(_instant: Date): string {
  throw new Error('pending');
}
/** YYYY-MM-DD → DD/MM/YYYY. */
export function formatDisplayDate(_isoDate: string): string {
  throw new Error('pending');
}
/** Adds (or subtracts) whole years / months / days to a YYYY-MM-DD date. */
export function shiftIsoDate(_isoDate: string, _by: { years?: number; months?: number; days?: number }): string {
  throw new Error('pending');
}
