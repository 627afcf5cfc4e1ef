import { daysBetween } from '../ist-date';
import { Decimal, toDecimal } from '../money';

// An estimate of a redemption's exit load (spec 3 §4 Redeem dialog; docs/decisions/0108), from
// the scheme master's Exit Load Flag and Exit Load columns, applied FIFO by lot age (exit loads
// are taken on the oldest units first: ../shared/data/README.md "Market facts"). An estimate: the
// registrar computes the real load on the NAV of the redemption's day.

/** One step of a load schedule: units held at most `uptoDays` days pay `percent` of their value. */
export interface ExitLoadStep {
  uptoDays: number;
  percent: Decimal;
}

/** A scheme's exit load: no load, a schedule of steps (ascending days), or text we cannot read. */
export type ExitLoadRule = { kind: 'nil' } | { kind: 'schedule'; steps: ExitLoadStep[] } | { kind: 'unknown'; text: string };

const FLAT = /^(\d+(?:\.\d+)?)% if redeemed within (\d+) days$/i;
const GRADED = /^graded, day 1 (\d+(?:\.\d+)?)% to day (\d+) (\d+(?:\.\d+)?)%, nil from day (\d+)$/i;

/**
 * Reads the scheme master's columns (sandbox-scheme-master.ts writes them):
 * - flag N or no text: no load;
 * - '1% if redeemed within 365 days': 1% on units held up to 365 days (the 365th day included);
 * - 'Graded, day 1 0.0070% to day 6 0.0045%, nil from day 7' (SEBI's liquid-fund schedule): the
 *   rate falls in equal steps from day 1 to day 6 (0.0070, 0.0065, 0.0060, 0.0055, 0.0050,
 *   0.0045%), nil from day 7; day n is a redemption n days after the allotment (the next day is
 *   day 1; the allotment day itself counts as day 1 too).
 * Any other text: unknown (the dialog says no estimate is available rather than guess).
 */
export function parseExitLoad(flag: string | null | undefined, text: string | null | undefined): ExitLoadRule {
  const words = (text ?? '').trim().replace(/\s+/g, ' ');
  if (flag?.trim().toUpperCase() === 'N' || !words) return { kind: 'nil' };
  const flat = FLAT.exec(words);
  if (flat) return { kind: 'schedule', steps: [{ uptoDays: Number(flat[2]), percent: toDecimal(flat[1]!) }] };
  const graded = GRADED.exec(words);
  if (graded) {
    const first = toDecimal(graded[1]!);
    const lastDay = Number(graded[2]);
    const last = toDecimal(graded[3]!);
    const nilFrom = Number(graded[4]);
    if (lastDay >= 1 && nilFrom === lastDay + 1) {
      const step = lastDay === 1 ? new Decimal(0) : first.minus(last).div(lastDay - 1);
      const steps = Array.from({ length: lastDay }, (_, i) => ({ uptoDays: i + 1, percent: first.minus(step.mul(i)) }));
      return { kind: 'schedule', steps };
    }
  }
  return { kind: 'unknown', text: words };
}

/** A lot still held: its allotment date and the units left of it after earlier redemptions (FIFO). */
export interface HeldLot {
  allottedOn: string;
  units: Decimal.Value;
}

export interface ExitLoadPart {
  allottedOn: string;
  units: Decimal;
  /** Days from allotment to the redemption's NAV date. */
  daysHeld: number;
  percent: Decimal;
  load: Decimal;
}

export interface ExitLoadEstimate {
  /** Rupees, to the paisa (half-up). */
  load: Decimal;
  /** Units redeemed that bear a load. */
  loadedUnits: Decimal;
  parts: ExitLoadPart[];
}

/** The rate for units held `daysHeld` days (the allotment day counts as day 1). */
export function exitLoadPercent(rule: ExitLoadRule, daysHeld: number): Decimal | null {
  if (rule.kind === 'nil') return new Decimal(0);
  if (rule.kind === 'unknown') return null;
  const day = Math.max(1, daysHeld);
  return rule.steps.find((s) => day <= s.uptoDays)?.percent ?? new Decimal(0);
}

/**
 * The load on redeeming `units` at `nav` on `navDate`, taken from the oldest lots first. Lots are
 * sorted by date here; units beyond the lots given bear no load (they cannot exist). Null when
 * the rule is unknown.
 */
export function estimateExitLoad(rule: ExitLoadRule, lots: readonly HeldLot[], redemption: { units: Decimal.Value; nav: Decimal.Value; navDate: string }): ExitLoadEstimate | null {
  if (rule.kind === 'unknown') return null;
  const nav = toDecimal(redemption.nav);
  let left = toDecimal(redemption.units);
  const parts: ExitLoadPart[] = [];
  const ordered = [...lots].sort((a, b) => (a.allottedOn < b.allottedOn ? -1 : a.allottedOn > b.allottedOn ? 1 : 0));
  for (const lot of ordered) {
    if (!left.gt(0)) break;
    const lotUnits = toDecimal(lot.units);
    if (!lotUnits.gt(0)) continue;
    const taken = Decimal.min(left, lotUnits);
    left = left.minus(taken);
    const daysHeld = daysBetween(lot.allottedOn, redemption.navDate);
    const percent = exitLoadPercent(rule, daysHeld)!;
    parts.push({ allottedOn: lot.allottedOn, units: taken, daysHeld, percent, load: taken.mul(nav).mul(percent).div(100) });
  }
  const loaded = parts.filter((p) => p.percent.gt(0));
  return {
    load: loaded.reduce((sum, p) => sum.plus(p.load), new Decimal(0)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    loadedUnits: loaded.reduce((sum, p) => sum.plus(p.units), new Decimal(0)),
    parts,
  };
}
