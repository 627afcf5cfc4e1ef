// The demo catalogue's NAV model (docs/decisions/0002-data-layer.md "Demo NAV model").
//
// Geometric Brownian motion on business days (Monday to Friday; exchange holidays are not
// modelled): each day the log NAV moves by (μ − σ²/2)·Δt + σ·√Δt·Z with Δt = 1/252 and μ, σ the
// annual drift and volatility of the scheme's category. Z is a standard normal drawn from a
// counter-based generator seeded by the AMFI code and the date (a 32-bit integer hash → two
// uniforms → Box–Muller), so the NAV of a scheme on a date never depends on when the demo was
// loaded: the series is anchored on the scheme's real latest NAV on its real date and walked
// backwards and forwards from there. Restarting tomorrow appends tomorrow's NAV to the same path.

export interface NavModel {
  /** Annual drift μ (0.12 = 12 % a year). */
  drift: number;
  /** Annual volatility σ. */
  volatility: number;
}

export interface NavAnchor {
  amfiCode: number;
  /** YYYY-MM-DD */
  date: string;
  /** Decimal string. */
  nav: string;
}

const DAY_MS = 86_400_000;
const DT = 1 / 252;

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 1970-01-01 was a Thursday: day 0 → 4. */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;
const isBusinessDay = (day: number) => weekday(day) !== 0 && weekday(day) !== 6;

/** A 32-bit integer hash (lowbias32 by Chris Wellons): well-mixed, fast, deterministic. */
function hash32(x: number): number {
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x = (x ^ (x >>> 15)) >>> 0;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  return x;
}

/** The standard normal draw of a scheme on a day. */
export function normalDraw(amfiCode: number, day: number): number {
  const seed = hash32((Math.imul(amfiCode, 0x9e3779b1) ^ day) >>> 0);
  const u1 = (hash32(seed ^ 0x68e31da4) + 1) / 4_294_967_297; // (0, 1)
  const u2 = hash32(seed ^ 0x1b56c4e9) / 4_294_967_296; // [0, 1)
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

function logReturn(model: NavModel, amfiCode: number, day: number): number {
  const { drift: mu, volatility: sigma } = model;
  return (mu - (sigma * sigma) / 2) * DT + sigma * Math.sqrt(DT) * normalDraw(amfiCode, day);
}

/** Business days from `from` to `to` inclusive, as YYYY-MM-DD. */
export function businessDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = dayNumber(from), end = dayNumber(to); d <= end; d++) if (isBusinessDay(d)) out.push(isoOfDay(d));
  return out;
}

/** The last business day on or before `date`. */
export function businessDayOnOrBefore(date: string): string {
  let d = dayNumber(date);
  while (!isBusinessDay(d)) d--;
  return isoOfDay(d);
}

/**
 * The model's NAV of a scheme on each business day from `from` to `to` (inclusive), 4 decimals.
 * The anchor's NAV holds on the last business day on or before the anchor date.
 */
export function demoNavSeries(
  anchor: NavAnchor,
  model: NavModel,
  from: string,
  to: string,
): { date: string; nav: string }[] {
  if (from > to) return [];
  const anchorDay = dayNumber(businessDayOnOrBefore(anchor.date));
  const start = dayNumber(from);
  const end = dayNumber(to);
  const logAnchor = Math.log(Number(anchor.nav));
  // Log NAV on `start`: walk from the anchor to it.
  let logNav = logAnchor;
  if (start <= anchorDay) {
    for (let d = anchorDay; d > start; d--) if (isBusinessDay(d)) logNav -= logReturn(model, anchor.amfiCode, d);
  } else {
    for (let d = anchorDay + 1; d <= start; d++) if (isBusinessDay(d)) logNav += logReturn(model, anchor.amfiCode, d);
  }
  const out: { date: string; nav: string }[] = [];
  for (let d = start; d <= end; d++) {
    if (d > start && isBusinessDay(d)) logNav += logReturn(model, anchor.amfiCode, d);
    if (isBusinessDay(d)) out.push({ date: isoOfDay(d), nav: Math.exp(logNav).toFixed(4) });
  }
  return out;
}
