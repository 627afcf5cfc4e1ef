import { describe, expect, it } from 'vitest';
import { NAVALL_DAYS_AHEAD, navDateRefusal, navDateRefusalText, navDateWindow, navFileDate, yearsBefore } from './nav-dates';

describe('NAV dates a file may carry', () => {
  it("takes the file's date from most of its rows, not from the latest one", () => {
    expect(navFileDate(['2026-08-21', '2099-01-01', '2026-08-21', '2017-06-14', null])).toBe('2026-08-21');
    expect(navFileDate([null])).toBeNull();
  });

  it("refuses rows after the file's date and more than 30 years before it", () => {
    const w = navDateWindow('2026-08-21');
    expect(w).toEqual({ latest: '2026-08-21', earliest: '1996-08-21' });
    expect(navDateRefusal('2099-01-01', w)).toBe('future');
    expect(navDateRefusal('2026-08-22', w)).toBe('future');
    // A NAVAll file carries the weekend's NAVs of daily-NAV funds: a week ahead is allowed.
    const navAll = navDateWindow('2026-08-21', NAVALL_DAYS_AHEAD);
    expect(navDateRefusal('2026-08-23', navAll)).toBeNull();
    expect(navDateRefusal('2026-08-29', navAll)).toBe('future');
    expect(navDateRefusal('2026-08-21', w)).toBeNull();
    expect(navDateRefusal('2008-03-31', w)).toBeNull(); // the oldest row of the real files
    expect(navDateRefusal('1900-01-01', w)).toBe('too-old');
    expect(navDateRefusalText('future', w)).toBe("dated after 2026-08-21, beyond the file's date");
  });

  it('counts years back from 29 February to 28 February', () => {
    expect(yearsBefore('2024-02-29', 30)).toBe('1994-02-28');
  });
});
