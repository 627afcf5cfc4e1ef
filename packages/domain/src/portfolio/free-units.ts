import { formatDisplayDate } from '../ist-date';
import { productMessages } from '../messages';
import { Decimal, formatUnits, toDecimal } from '../money';
import { elssFreeOn } from './elss-lock';
import type { OpenLot } from './fifo-lots';

// The one rule for the units that may leave a folio in a scheme (issue 23 §4; docs/decisions/0161):
// held (the ledger's open lots), reserved (every outflow placed and not yet settled), locked (the
// ELSS lock per lot) and free = held − reserved − locked. Redeem, STP and SWP registration and the
// orders feature's own check all read it, under the investor's row lock, so two outflows placed at
// once never take the same units.

/** An outflow placed and not yet settled: by units, by amount (valued at the NAV), or all units. */
export interface Reservation {
  kind: 'redemption' | 'stp_out' | 'swp' | 'switch_out';
  units?: Decimal.Value;
  amount?: Decimal.Value;
  /** An all-units redemption in progress: it takes everything free. */
  allUnits?: boolean;
}

export interface FolioUnitsInput {
  /** The folio's open lots in the scheme, oldest first (fifoLots). */
  lots: readonly Pick<OpenLot, 'date' | 'units'>[];
  reservations: readonly Reservation[];
  /** Whether the scheme locks its units in (ELSS; the product's scheme facts' lock-in flag). */
  lockedIn: boolean;
  /** The latest NAV, to turn amounts into units; null when none is published. */
  nav: Decimal.Value | null;
  /** The day asked about (YYYY-MM-DD, IST). */
  asOf: string;
}

/** Units of ELSS lots that free up on one day. */
export interface LockStep {
  freeOn: string;
  units: Decimal;
}

export interface FolioUnits {
  held: Decimal;
  /** What the outflows in progress take, never more than held − locked (so the sum below holds). */
  reserved: Decimal;
  locked: Decimal;
  /** held − reserved − locked, never negative. */
  free: Decimal;
  /** Locked units by the day they free up, earliest first (empty when nothing is locked). */
  lockSchedule: LockStep[];
  /** An outflow takes all free units (an all-units redemption, or an amount with no NAV to value it). */
  allReserved: boolean;
  /** The reservations' parts as claimed: by units, and by amount (rupees), before any cap. */
  claimedUnits: Decimal;
  claimedAmount: Decimal;
}

const ZERO = new Decimal(0);
/** The ledger keeps units to 4 decimals (ledger_entry.units numeric(18,4)). */
const UNIT_DECIMALS = 4;

/** What outflows in progress claim, in units: units as given, amounts at the NAV (unvaluable without one). */
function claimed(reservations: readonly Reservation[], nav: Decimal | null): { units: Decimal; byUnits: Decimal; amount: Decimal; all: boolean } {
  let byUnits = ZERO;
  let amount = ZERO;
  let all = false;
  for (const r of reservations) {
    if (r.allUnits) all = true;
    if (r.units !== undefined) byUnits = byUnits.plus(r.units);
    if (r.amount !== undefined) amount = amount.plus(r.amount);
  }
  // An amount nothing can value (no NAV): no unit is safe to sell beside it.
  if (amount.gt(0) && !(nav && nav.gt(0))) all = true;
  // An amount's units rounded up to the ledger's 4 decimals: never reserve less than it may take,
  // and every figure stays exact to 4 decimals (free + reserved + locked = held to the last digit).
  const units = amount.gt(0) && nav && nav.gt(0) ? byUnits.plus(amount.div(nav).toDecimalPlaces(UNIT_DECIMALS, Decimal.ROUND_UP)) : byUnits;
  return { units, byUnits, amount, all };
}

/** The locked lots grouped by the day they free up, earliest first. */
function lockScheduleOf(lots: FolioUnitsInput['lots'], asOf: string): LockStep[] {
  const byDay = new Map<string, Decimal>();
  for (const lot of lots) {
    const freeOn = elssFreeOn(lot.date);
    if (asOf < freeOn) byDay.set(freeOn, (byDay.get(freeOn) ?? ZERO).plus(lot.units));
  }
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([freeOn, units]) => ({ freeOn, units }));
}

/** Held, reserved, locked and free units of one folio in one scheme on `asOf`. */
export function folioUnits(input: FolioUnitsInput): FolioUnits {
  const held = input.lots.reduce((sum, l) => sum.plus(l.units), ZERO);
  const lockSchedule = input.lockedIn ? lockScheduleOf(input.lots, input.asOf) : [];
  const locked = lockSchedule.reduce((sum, s) => sum.plus(s.units), ZERO);
  const unlocked = Decimal.max(held.minus(locked), ZERO);
  const c = claimed(input.reservations, input.nav === null ? null : toDecimal(input.nav));
  const reserved = c.all ? unlocked : Decimal.min(c.units, unlocked);
  return {
    held,
    reserved,
    locked,
    free: unlocked.minus(reserved),
    lockSchedule,
    allReserved: c.all,
    claimedUnits: c.byUnits,
    claimedAmount: c.amount,
  };
}

/** Free units as the exchange takes them: 3 decimals, truncated (never more than free). */
export function freeUnitsShown(units: FolioUnits): Decimal {
  return units.free.toDecimalPlaces(3, Decimal.ROUND_DOWN);
}

/**
 * The free units' worth at `nav`, to the paisa, truncated: NAV × (held − locked − reserved by
 * units) − reserved amounts (spec 3 §5's available amount; an amount is not turned into units and
 * back, which could lose a paisa), never more than the free units fetch, never negative.
 */
export function freeAmount(units: FolioUnits, nav: Decimal.Value | null): Decimal {
  if (nav === null || !toDecimal(nav).gt(0) || units.allReserved) return ZERO;
  const byParts = toDecimal(nav).mul(units.held.minus(units.locked).minus(units.claimedUnits)).minus(units.claimedAmount);
  const cap = units.free.mul(nav);
  return Decimal.max(Decimal.min(byParts, cap), ZERO).toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

/**
 * Whether the whole folio may leave as the exchange's "all units": something is free and nothing
 * is reserved or locked (otherwise "all" is the free units, by units; decision 0106).
 */
export function wholeFolioFree(units: FolioUnits): boolean {
  return units.free.gt(0) && units.reserved.isZero() && !units.allReserved && units.locked.isZero();
}

/**
 * Whether an outflow of `units` or `amount` (at `nav`) fits in the free units. An amount fits
 * when it is at most `freeAmount`; all units fit when anything is free.
 */
export function outflowFits(units: FolioUnits, outflow: Reservation, nav: Decimal.Value | null): boolean {
  if (outflow.allUnits) return units.free.gt(0);
  if (outflow.units !== undefined && toDecimal(outflow.units).gt(units.free)) return false;
  if (outflow.amount !== undefined && toDecimal(outflow.amount).gt(freeAmount(units, nav))) return false;
  return true;
}

/**
 * The ELSS note of a holding (issue 23 §6): what frees when, e.g. '246.084 ELSS units are locked
 * in …: 8.571 units free up on 05/12/2026 and 237.513 units on 12/03/2029'. Null when nothing is
 * locked. Takes the schedule as the contract carries it (ISO dates, unit strings).
 */
export function lockScheduleMessage(schedule: readonly { freeOn: string; units: Decimal.Value }[]): string | null {
  // Lots that free on one day are one step, earliest first (an investor's ELSS lots, as they come).
  const byDay = new Map<string, Decimal>();
  for (const s of schedule) byDay.set(s.freeOn, (byDay.get(s.freeOn) ?? ZERO).plus(s.units));
  const steps = [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([freeOn, units]) => ({ freeOn, units }));
  const [first, second, ...rest] = steps;
  if (!first) return null;
  const step = (s: { freeOn: string; units: Decimal }) => ({ units: formatUnits(s.units), date: formatDisplayDate(s.freeOn) });
  const total = steps.reduce((sum, s) => sum.plus(s.units), ZERO);
  const later = rest.length
    ? { units: formatUnits(rest.reduce((sum, s) => sum.plus(s.units), ZERO)), date: formatDisplayDate(rest[rest.length - 1]!.freeOn) }
    : undefined;
  return productMessages.redeem.lockSchedule(formatUnits(total), step(first), second ? step(second) : undefined, later);
}
