/**
 * The time window of a party's timestamp: a signed event whose own time is too old (a captured
 * delivery replayed later) or too far ahead (a wrong clock, a forged time) is refused. Within
 * the window a replay is harmless: the inbox keeps one row per event id.
 */
export interface TimeWindow {
  /** How old the party's timestamp may be. */
  maxAgeMs: number;
  /** How far ahead of our clock it may be (clock skew). */
  maxAheadMs: number;
}

export type WindowCheck = { inside: true } | { inside: false; reason: string };

export function checkTimeWindow(at: Date, now: Date, window: TimeWindow): WindowCheck {
  const age = now.getTime() - at.getTime();
  if (age > window.maxAgeMs) return { inside: false, reason: `the event's time ${at.toISOString()} is older than the window` };
  if (-age > window.maxAheadMs) return { inside: false, reason: `the event's time ${at.toISOString()} is ahead of our clock` };
  return { inside: true };
}
