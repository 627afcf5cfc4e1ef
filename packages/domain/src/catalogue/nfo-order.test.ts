import { describe, expect, it } from 'vitest';
import { weekdaysOnly } from '../business-calendar';
import { istDate } from '../ist-date';
import { isNfoOfferOrder, nfoAllotmentDate, nfoOrderRefusalOn } from './nfo-order';

// An offer open Monday 10 Aug to Monday 24 Aug 2026 (IST).
const nfo = { nfoOpenDate: '2026-08-10', nfoCloseDate: '2026-08-24', hasNav: false };

describe('nfoOrderRefusalOn (decision 0148)', () => {
  it('takes a lumpsum from the open date to the close date inclusive', () => {
    expect(nfoOrderRefusalOn('2026-08-10', nfo, 'LUMPSUM')).toBeNull();
    expect(nfoOrderRefusalOn('2026-08-24', nfo, 'LUMPSUM')).toBeNull();
  });

  it('refuses before the open date and after the close, naming the day', () => {
    expect(nfoOrderRefusalOn('2026-08-09', nfo, 'LUMPSUM')).toBe('This NFO opens for investment on 10/08/2026.');
    expect(nfoOrderRefusalOn('2026-08-25', nfo, 'LUMPSUM')).toBe(
      'This NFO closed on 24/08/2026. You can invest once its units are allotted and the fund reopens for sale.',
    );
  });

  it('reads the day in IST: 18:29 UTC on the close date is still open, 18:30 UTC is the next IST day', () => {
    expect(nfoOrderRefusalOn(istDate(new Date('2026-08-24T18:29:59Z')), nfo, 'LUMPSUM')).toBeNull();
    expect(nfoOrderRefusalOn(istDate(new Date('2026-08-24T18:30:00Z')), nfo, 'LUMPSUM')).not.toBeNull();
    expect(nfoOrderRefusalOn(istDate(new Date('2026-08-09T18:29:59Z')), nfo, 'LUMPSUM')).not.toBeNull();
    expect(nfoOrderRefusalOn(istDate(new Date('2026-08-09T18:30:00Z')), nfo, 'LUMPSUM')).toBeNull();
  });

  it('takes lumpsums only during the offer', () => {
    expect(nfoOrderRefusalOn('2026-08-12', nfo, 'SIP')).toBe('During the offer period this NFO takes lumpsum investments only.');
  });

  it('leaves a scheme with no window, or an allotted NFO with a NAV, to its own flags', () => {
    expect(nfoOrderRefusalOn('2026-08-12', { nfoOpenDate: null, nfoCloseDate: null, hasNav: true }, 'SIP')).toBeNull();
    expect(nfoOrderRefusalOn('2026-09-30', { ...nfo, hasNav: true }, 'SIP')).toBeNull();
  });
});

describe('nfoAllotmentDate', () => {
  it('is five exchange business days after the close, skipping weekends and holidays', () => {
    // Mon 24 Aug 2026 → Mon 31 Aug (Tue–Fri, then Mon).
    expect(nfoAllotmentDate('2026-08-24', weekdaysOnly)).toBe('2026-08-31');
    // A Friday close counts from the Monday: Fri 21 Aug → Fri 28 Aug.
    expect(nfoAllotmentDate('2026-08-21', weekdaysOnly)).toBe('2026-08-28');
  });

  it('says whether an order day buys into the offer', () => {
    expect(isNfoOfferOrder('2026-08-24', nfo)).toBe(true);
    expect(isNfoOfferOrder('2026-08-25', nfo)).toBe(false);
    expect(isNfoOfferOrder('2026-08-24', { nfoOpenDate: null, nfoCloseDate: null })).toBe(false);
  });
});
