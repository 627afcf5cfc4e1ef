import { Decimal, roundAmount, roundUnits } from '../money';
import type { SchemeTaxClassReading } from '../catalogue/tax-class';
import { GRANDFATHERING_DATE, section112aExemption } from './capital-gains-rules';
import { isLongTerm } from './capital-gains-regime';
import type { FinancialYear } from './capital-gains-year';
import type { GainsStatement } from './capital-gains-statement';
import { elssFreeOn } from './elss-lock';

// Tax harvesting (decision 0100): how much long-term equity gain is still free of tax this
// financial year (the 112A exemption minus the net long-term equity gain already realised), and
// which units would realise it if redeemed today at the latest NAV, FIFO per holding (a
// redemption takes the oldest units first, so only a holding's oldest long-term, unlocked lots
// count, up to the first lot that is not).

export interface HarvestLot {
  acquiredOn: string;
  units: Decimal;
  /** Cost of the lot's remaining units (stamp duty included). */
  cost: Decimal;
}

export interface HarvestHolding {
  folioNo: string;
  schemeCode: string;
  schemeName: string;
  /** Only equity-oriented units have the s. 112A exemption to harvest. */
  taxClass: Pick<SchemeTaxClassReading, 'taxClass'>;
  /** ELSS: each allotment locked until elssFreeOn (elss-lock.ts, the lock's one end date). */
  elss: boolean;
  latestNav: Decimal;
  fmvPerUnit2018: Decimal | null;
  /** Open lots, oldest first. */
  lots: readonly HarvestLot[];
}

export interface HarvestSuggestion {
  folioNo: string;
  schemeCode: string;
  schemeName: string;
  /** Units to redeem (truncated to 3 decimals so the gain stays within the room). */
  units: Decimal;
  /** units × latest NAV. */
  amount: Decimal;
  /** Long-term gain the redemption would realise. */
  gain: Decimal;
}

export interface HarvestHint {
  year: FinancialYear;
  limit: Decimal;
  /**
   * Net long-term equity gain realised in the year so far, after set-off, less the year's losses
   * left over (negative when losses are left: a further gain is first absorbed by them).
   */
  realised: Decimal;
  /** limit − realised, never below 0. */
  remaining: Decimal;
  /** Long-term gain all unlocked long-term units would realise today (0 when none). */
  available: Decimal;
  suggestions: HarvestSuggestion[];
  /** Sum of the suggestions' gains (≤ remaining). */
  harvested: Decimal;
}

const ZERO = new Decimal(0);
const HARVEST_UNIT_DECIMALS = 3;

function costPerUnitForTax(h: HarvestHolding, lot: HarvestLot): Decimal {
  const actual = lot.cost.div(lot.units);
  if (lot.acquiredOn > GRANDFATHERING_DATE || !h.fmvPerUnit2018) return actual;
  // s. 55(2)(ac) per unit: max(cost, min(FMV, sale price)).
  return Decimal.max(actual, Decimal.min(h.fmvPerUnit2018, h.latestNav));
}

/**
 * What the year's sales so far leave of the exemption to harvest: the long-term equity gain after
 * set-off (the exemption applies to it, s. 112A after s. 70), less the losses left to carry
 * forward, which a further long-term gain would absorb before it reaches the exemption.
 */
export function harvestRealised(statement: GainsStatement): Decimal {
  const { shortTerm, longTerm } = statement.carriedForward;
  return statement.equityLongTermGainAfterSetOff.minus(shortTerm).minus(longTerm);
}

/**
 * The hint for `today` (the year it falls in), given what the year's sales realised so far
 * (harvestRealised).
 */
export function harvestHint(
  year: FinancialYear,
  today: string,
  realised: Decimal,
  holdings: readonly HarvestHolding[],
): HarvestHint {
  const limit = section112aExemption(year.startYear);
  const remaining = Decimal.max(limit.minus(realised), ZERO);
  let room = remaining;
  let available = ZERO;
  const suggestions: HarvestSuggestion[] = [];
  const ordered = [...holdings]
    .filter((h) => h.taxClass.taxClass === 'equity-oriented' && h.latestNav.gt(0))
    .sort((a, b) => a.schemeName.localeCompare(b.schemeName) || a.folioNo.localeCompare(b.folioNo));
  for (const h of ordered) {
    const eligible: { lot: HarvestLot; perUnit: Decimal }[] = [];
    for (const lot of h.lots) {
      if (!lot.units.gt(0)) continue;
      const free = !h.elss || elssFreeOn(lot.acquiredOn) <= today;
      if (!free || !isLongTerm('equity', lot.acquiredOn, today)) break;
      const perUnit = h.latestNav.minus(costPerUnitForTax(h, lot));
      eligible.push({ lot, perUnit });
      available = available.plus(perUnit.mul(lot.units));
    }
    let units = ZERO;
    let gain = ZERO;
    for (const { lot, perUnit } of eligible) {
      if (perUnit.gt(0) && !room.gt(0)) break;
      // A lot at a loss realises a loss, which widens the room; a gaining lot fills it.
      const lotGain = perUnit.mul(lot.units);
      const take =
        perUnit.gt(0) && lotGain.gt(room)
          ? roundUnits(room.div(perUnit), HARVEST_UNIT_DECIMALS)
          : lot.units;
      if (!take.gt(0)) break;
      const takenGain = perUnit.mul(take);
      units = units.plus(take);
      gain = gain.plus(takenGain);
      room = room.minus(takenGain);
      if (take.lt(lot.units)) break; // FIFO: a later lot is reachable only once this one is gone
    }
    if (units.gt(0) && gain.gt(0)) {
      suggestions.push({
        folioNo: h.folioNo,
        schemeCode: h.schemeCode,
        schemeName: h.schemeName,
        units,
        amount: roundAmount(units.mul(h.latestNav)),
        gain: roundAmount(gain),
      });
    } else {
      // A holding whose oldest lots are only losses is not suggested; its loss did not count.
      room = room.plus(gain);
    }
  }
  const harvested = suggestions.reduce((a, s) => a.plus(s.gain), ZERO);
  return {
    year,
    limit,
    realised,
    remaining,
    available: roundAmount(Decimal.max(available, ZERO)),
    suggestions,
    harvested,
  };
}
