import type { PortfolioScheme } from '@sanchay/contract';
import { messages, parseDecimal, productMessages } from '@sanchay/domain';

// Spec 3 §2 Portfolio screen and §4 "Action availability": which of Details, Invest More, Redeem
// and STP a holding's row menu offers, and which are disabled. Pure, so the rules are tested
// without rendering.

export type HoldingActionName = 'details' | 'investMore' | 'redeem' | 'stp';

export interface HoldingActionState {
  name: HoldingActionName;
  label: string;
  disabled: boolean;
  /** Why it is disabled, shown beside it (e.g. 'Full redemption in progress'); null otherwise. */
  reason: string | null;
}

export interface HoldingActions {
  /** The menu is shown at all: an open-ended scheme whose NAV is available. */
  menu: boolean;
  /** The items offered, in the spec's order (those whose requirement fails are left out). */
  items: HoldingActionState[];
}

const positive = (value: string | null | undefined) => {
  const d = parseDecimal(value);
  return d !== null && d.gt(0);
};

/** Spec 3 §3 sipData: some entry with a MONTHLY (or other) frequency and its dates. */
export const hasSipData = (sipData: string) => sipData.split('#').some((entry) => entry.trim() !== '');

/**
 * The row menu of one holding. `majorStatus` (a minor's session, spec 3 §4): every item is shown
 * disabled. Invest More needs allowPur and a positive minimum (lumpsum, or SIP with SIP data);
 * Redeem needs redemptionAllowed, and is disabled with 'Full redemption in progress' while an
 * all-units redemption is in progress (tag 'all'), and without an ISIN (the redeem request names
 * the holding by it, spec 3 §7; decision 0105); STP needs units and stpFlag Y.
 */
export function holdingActions(holding: PortfolioScheme, majorStatus: string | null): HoldingActions {
  const menu = holding.metaData.fundType === 'Open Ended Investment Company' && holding.navAvailable && holding.todaysNAV !== null;
  if (!menu) return { menu: false, items: [] };
  const minor = Boolean(majorStatus);
  const m = messages.portfolio;
  const items: HoldingActionState[] = [{ name: 'details', label: m.details, disabled: minor, reason: null }];
  const meta = holding.metaData;
  const canInvest = meta.allowPur && (positive(meta.minLumpsumAmount) || (positive(meta.minSipAmount) && hasSipData(meta.sipData)));
  if (canInvest) items.push({ name: 'investMore', label: m.investMore, disabled: minor, reason: null });
  if (holding.redemptionAllowed) {
    const full = holding.tagToDisplay === 'all';
    const noIsin = !meta.isin;
    items.push({
      name: 'redeem',
      label: m.redeem,
      disabled: minor || full || noIsin,
      reason: full ? messages.redeem.fullRedemptionInProgress : noIsin ? productMessages.redeem.noIsin : null,
    });
  }
  if (positive(holding.unitsAllocated) && holding.stpFlag === 'Y') items.push({ name: 'stp', label: m.stp, disabled: minor, reason: null });
  return { menu: true, items };
}
