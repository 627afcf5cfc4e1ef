import { describe, it, expect } from 'vitest';
import { DEFAULT_SIP_DATES, buildSipData, parseSipData, parseSipDates } from './sip-data';

const ONE_TO_28 = Array.from({ length: 28 }, (_, i) => i + 1);

describe('parseSipDates (spec 3 §3, §5)', () => {
  it('reads the MONTHLY entry’s 4th part', () => {
    expect(parseSipDates('MONTHLY,500,1,1:5:10:15:20:25')).toEqual([1, 5, 10, 15, 20, 25]);
    expect(parseSipDates('QUARTERLY,1500,1,1:15#MONTHLY,500,1,7:14:21:28')).toEqual([
      7, 14, 21, 28,
    ]);
  });
  it('sorts, de-duplicates and drops what is not a day', () => {
    expect(parseSipDates('MONTHLY,500,1, 20 :5:5:0:32:x:10')).toEqual([5, 10, 20]);
    expect(parseSipDates('monthly,500,1,3')).toEqual([3]);
  });
  it('falls back to days 1 to 28', () => {
    expect(DEFAULT_SIP_DATES).toEqual(ONE_TO_28);
    expect(parseSipDates(null)).toEqual(ONE_TO_28);
    expect(parseSipDates('')).toEqual(ONE_TO_28);
    expect(parseSipDates('QUARTERLY,1500,1,1:15')).toEqual(ONE_TO_28);
    expect(parseSipDates('MONTHLY,500,1')).toEqual(ONE_TO_28);
    expect(parseSipDates('MONTHLY,500,1,')).toEqual(ONE_TO_28);
  });
});

describe('parseSipData', () => {
  it('reads every known entry', () => {
    expect(parseSipData('MONTHLY,500,1,1:15#QUARTERLY,1500.00,100,5#WEEKLY,100,1,1')).toEqual({
      monthly: { minAmount: '500', multiple: '1', dates: [1, 15] },
      quarterly: { minAmount: '1500', multiple: '100', dates: [5] },
    });
  });
  it('keeps the first entry of a frequency and leaves unreadable amounts empty', () => {
    expect(parseSipData('MONTHLY,abc,,1#MONTHLY,100,1,2')).toEqual({
      monthly: { minAmount: '', multiple: '', dates: [1] },
    });
  });
});

describe('buildSipData', () => {
  it('writes FREQUENCY,min,multiple,dates entries in a fixed order', () => {
    expect(
      buildSipData({
        quarterly: { minAmount: '1500', multiple: '1', dates: [15, 1] },
        monthly: { minAmount: '500.00', multiple: '1', dates: [25, 1, 5, 10, 15, 20, 5] },
      }),
    ).toBe('MONTHLY,500,1,1:5:10:15:20:25#QUARTERLY,1500,1,1:15');
    expect(buildSipData({ annually: { minAmount: '6000', multiple: '500', dates: [] } })).toBe(
      'ANNUALLY,6000,500,',
    );
    expect(buildSipData({})).toBe('');
  });
  it('round-trips through parseSipData', () => {
    const terms = {
      monthly: { minAmount: '100', multiple: '1', dates: [1, 10, 28] },
      semiAnnually: { minAmount: '3000', multiple: '1', dates: [1] },
    };
    expect(parseSipData(buildSipData(terms))).toEqual(terms);
  });
  it('rejects bad terms', () => {
    expect(() => buildSipData({ monthly: { minAmount: '0', multiple: '1', dates: [1] } })).toThrow(
      RangeError,
    );
    expect(() =>
      buildSipData({ monthly: { minAmount: '100', multiple: 'x', dates: [1] } }),
    ).toThrow(RangeError);
    expect(() =>
      buildSipData({ monthly: { minAmount: '100', multiple: '1', dates: [32] } }),
    ).toThrow(RangeError);
    expect(() =>
      buildSipData({ monthly: { minAmount: '100', multiple: '1', dates: [1.5] } }),
    ).toThrow(RangeError);
  });
});
