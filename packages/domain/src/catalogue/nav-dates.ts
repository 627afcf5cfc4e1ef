// Which NAV dates an AMFI file may carry. A NAVAll file is the NAVs of one day (its "file date",
// the date most of its rows carry); some rows carry an older date (a scheme that stopped
// declaring NAVs keeps its last one, back to 2008 in the August 2026 files) and a few the next
// days' (see NAVALL_DAYS_AHEAD). A row dated well after the file's date cannot be a NAV the file
// reports (a typo such as 2099 would become the scheme's latest NAV), and one dated decades
// before it (1900) is no mutual-fund NAV at all.

/**
 * How far back a NAV may be dated, counted from the file's date. AMFI was founded in 1995 and its
 * NAV history starts in 2006; the oldest row of the real files is 18 years old.
 */
export const OLDEST_NAV_YEARS = 30;

/** `iso` (YYYY-MM-DD) minus whole years (29 Feb → 28 Feb). */
export function yearsBefore(iso: string, years: number): string {
  const y = Number(iso.slice(0, 4)) - years;
  const md = iso.slice(5) === '02-29' ? '02-28' : iso.slice(5);
  return `${String(y).padStart(4, '0')}-${md}`;
}

/** `iso` plus whole days, YYYY-MM-DD. */
export function daysAfter(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date most rows carry (the earliest of equals); null when no row has a date. */
export function navFileDate(dates: Iterable<string | null>): string | null {
  const counts = new Map<string, number>();
  for (const d of dates) if (d) counts.set(d, (counts.get(d) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [d, n] of counts) {
    if (n > bestCount || (n === bestCount && best !== null && d < best)) [best, bestCount] = [d, n];
  }
  return best;
}

export interface NavDateWindow {
  /** The latest date a row may carry (the file's date). */
  latest: string;
  /** The earliest date a row may carry. */
  earliest: string;
}

/**
 * How far past its own date a NAVAll file may carry NAVs: funds that declare a NAV for every
 * calendar day (liquid, overnight) list the weekend's ahead. The file of Friday 21 Aug 2026 has 91
 * rows dated Sunday 23 Aug; a week covers a long weekend with holidays.
 */
export const NAVALL_DAYS_AHEAD = 7;

/**
 * Rows may be dated from {@link OLDEST_NAV_YEARS} years before `fileDate` up to `daysAhead` days
 * after it.
 */
export function navDateWindow(fileDate: string, daysAhead = 0): NavDateWindow {
  return { latest: daysAfter(fileDate, daysAhead), earliest: yearsBefore(fileDate, OLDEST_NAV_YEARS) };
}

export type NavDateRefusal = 'future' | 'too-old';

/** Why a row's date is refused in that window, or null when it is inside. */
export function navDateRefusal(date: string, window: NavDateWindow): NavDateRefusal | null {
  if (date > window.latest) return 'future';
  if (date < window.earliest) return 'too-old';
  return null;
}

/** The reason a refused row is reported with. */
export function navDateRefusalText(refusal: NavDateRefusal, window: NavDateWindow): string {
  return refusal === 'future'
    ? `dated after ${window.latest}, beyond the file's date`
    : `dated before ${window.earliest}, more than ${OLDEST_NAV_YEARS} years before the file's date`;
}
