import { messages } from '@sanchay/domain';
import { describe, expect, it } from 'vitest';
import { holdingActions } from './holding-actions';
import { holdingOf } from './testing/portfolio-fixtures';

// Spec 3 §2 (the menu only for open-ended schemes with a NAV) and §4 "Action availability".

const names = (h = holdingOf(), major: string | null = null) => holdingActions(h, major).items.map((i) => i.name);

describe('holding actions (spec 3 §4)', () => {
  it('offers Details, Invest More, Redeem and STP on an open-ended holding with a NAV', () => {
    expect(holdingActions(holdingOf(), null)).toEqual({
      menu: true,
      items: [
        { name: 'details', label: 'Details', disabled: false, reason: null },
        { name: 'investMore', label: 'Invest More', disabled: false, reason: null },
        { name: 'redeem', label: 'Redeem', disabled: false, reason: null },
        { name: 'stp', label: 'STP', disabled: false, reason: null },
      ],
    });
  });

  it('has no menu for a closed-ended scheme, before the NAV is available, or without a NAV', () => {
    expect(holdingActions(holdingOf({}, { fundType: 'Unlisted Closed End Investment Company' }), null).menu).toBe(false);
    expect(holdingActions(holdingOf({ navAvailable: false }), null).menu).toBe(false);
    expect(holdingActions(holdingOf({ todaysNAV: null }), null).menu).toBe(false);
  });

  it('Invest More needs allowPur and a positive minimum (lumpsum, or SIP with SIP data)', () => {
    expect(names(holdingOf({}, { allowPur: false }))).not.toContain('investMore');
    expect(names(holdingOf({}, { minLumpsumAmount: '0', minSipAmount: '0' }))).not.toContain('investMore');
    expect(names(holdingOf({}, { minLumpsumAmount: '0', sipData: '' }))).not.toContain('investMore');
    expect(names(holdingOf({}, { minLumpsumAmount: '0' }))).toContain('investMore');
    expect(names(holdingOf({}, { minSipAmount: '0' }))).toContain('investMore');
  });

  it('Redeem needs redemptionAllowed and is disabled while a full redemption is in progress', () => {
    expect(names(holdingOf({ redemptionAllowed: false }))).not.toContain('redeem');
    const redeem = holdingActions(holdingOf({ tagToDisplay: 'all' }), null).items.find((i) => i.name === 'redeem');
    expect(redeem).toEqual({ name: 'redeem', label: 'Redeem', disabled: true, reason: messages.redeem.fullRedemptionInProgress });
    // A partial redemption in progress leaves Redeem open.
    expect(holdingActions(holdingOf({ tagToDisplay: 'units' }), null).items.find((i) => i.name === 'redeem')!.disabled).toBe(false);
  });

  it('Redeem is disabled, with its reason, for a holding without an ISIN (the redeem request needs one)', () => {
    const redeem = holdingActions(holdingOf({}, { isin: null }), null).items.find((i) => i.name === 'redeem');
    expect(redeem).toEqual({ name: 'redeem', label: 'Redeem', disabled: true, reason: 'Redemption is not available online for this scheme' });
  });

  it('STP needs units and stpFlag Y', () => {
    expect(names(holdingOf({ stpFlag: 'N' }))).not.toContain('stp');
    expect(names(holdingOf({ unitsAllocated: '0.0000' }))).not.toContain('stp');
  });

  it('disables every item in a minor’s session (majorStatus)', () => {
    const actions = holdingActions(holdingOf(), 'MINOR');
    expect(actions.menu).toBe(true);
    expect(actions.items.map((i) => [i.name, i.disabled])).toEqual([
      ['details', true],
      ['investMore', true],
      ['redeem', true],
      ['stp', true],
    ]);
  });
});
