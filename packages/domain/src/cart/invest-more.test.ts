import { describe, expect, it } from 'vitest';
import { investMoreOptions } from './invest-more';

// Spec 3 §4 Invest More: SIP only with minSipAmount above 0 and sipData; Lumpsum only with
// minLumpsumAmount above 0; the action needs allowPur and a positive minimum. Spec 3 §3: the
// MONTHLY entry's fourth part holds the dates.
const sipData = 'MONTHLY,500,1,1:5:10:15#QUARTERLY,1500,1,1:15';

describe('investMoreOptions', () => {
  it('offers both with both minimums and the MONTHLY entry’s dates', () => {
    expect(investMoreOptions({ allowPur: 'Y', minLumpsumAmount: '1000', minSipAmount: '500', sipData })).toEqual({
      available: true, lumpsum: true, sip: true, sipDates: [1, 5, 10, 15],
    });
  });
  it('offers no SIP without sipData or with a zero SIP minimum; dates default to 1–28', () => {
    expect(investMoreOptions({ allowPur: true, minLumpsumAmount: '1000', minSipAmount: '500', sipData: '' })).toMatchObject({ sip: false, lumpsum: true });
    expect(investMoreOptions({ allowPur: true, minLumpsumAmount: '1000', minSipAmount: '0', sipData })).toMatchObject({ sip: false });
    expect(investMoreOptions({ allowPur: true, minLumpsumAmount: 1000, minSipAmount: null, sipData: null }).sipDates).toHaveLength(28);
  });
  it('offers no Lumpsum with a zero lumpsum minimum; nothing without allowPur or any minimum', () => {
    expect(investMoreOptions({ allowPur: 'Y', minLumpsumAmount: '0', minSipAmount: '500', sipData })).toMatchObject({ available: true, lumpsum: false, sip: true });
    expect(investMoreOptions({ allowPur: 'N', minLumpsumAmount: '1000', minSipAmount: '500', sipData }).available).toBe(false);
    expect(investMoreOptions({ allowPur: 'Y', minLumpsumAmount: '0', minSipAmount: '0', sipData }).available).toBe(false);
  });
});
