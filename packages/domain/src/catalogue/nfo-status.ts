import { daysBetween } from '../ist-date';

// New fund offers (spec 3 §2, §4 "NFO"): the filter group of an NFO on a day, and the four sorts.

export type NfoCategory = 'upcoming' | 'open' | 'recentlyClosed' | 'closedListed';
export type NfoFilter = 'all' | NfoCategory;
export type NfoSort = 'launchEF' | 'launchFF' | 'closeEF' | 'closeFF';

/** The filter groups in the order of spec 3 §4: All, Open, Upcoming, Recently Closed, Closed & Listed. */
export const NFO_FILTERS: readonly NfoFilter[] = [
  'all',
  'open',
  'upcoming',
  'recentlyClosed',
  'closedListed',
];
export const NFO_SORTS: readonly NfoSort[] = ['launchEF', 'launchFF', 'closeEF', 'closeFF'];

/**
 * An NFO counts as recently closed for 30 days after its closing date: a month covers allotment and
 * the scheme's reopening for continuous sale (or its listing, for an ETF or a close-ended scheme) and
 * keeps the offer in view while investors look for their allotment. The spec does not say.
 */
export const NFO_RECENTLY_CLOSED_DAYS = 30;

/**
 * The filter group of an NFO on `today` (all YYYY-MM-DD, IST): before the open date 'upcoming';
 * from open to close date inclusive 'open'; up to {@link NFO_RECENTLY_CLOSED_DAYS} days after the
 * close 'recentlyClosed'; later 'closedListed'.
 */
export function nfoCategoryOn(today: string, openDate: string, closeDate: string): NfoCategory {
  if (today < openDate) return 'upcoming';
  if (today <= closeDate) return 'open';
  return daysBetween(closeDate, today) <= NFO_RECENTLY_CLOSED_DAYS
    ? 'recentlyClosed'
    : 'closedListed';
}

/** The NFO fields the sorts read (names as the spec's NFO item spells them). */
export interface NfoDates {
  nfoOpenDate: string;
  /** Spelled as in spec 3 §3. */
  nfoClousureDate: string;
  schemeName?: string;
}

/**
 * A sorted copy: launchEF / launchFF by open date earliest / farthest first, closeEF / closeFF by
 * close date. Ties fall back to the other date in the same direction, then the scheme name.
 */
export function sortNfos<T extends NfoDates>(items: readonly T[], sort: NfoSort): T[] {
  const byLaunch = sort === 'launchEF' || sort === 'launchFF';
  const direction = sort === 'launchEF' || sort === 'closeEF' ? 1 : -1;
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...items].sort((a, b) => {
    const [first, second] = byLaunch
      ? [compare(a.nfoOpenDate, b.nfoOpenDate), compare(a.nfoClousureDate, b.nfoClousureDate)]
      : [compare(a.nfoClousureDate, b.nfoClousureDate), compare(a.nfoOpenDate, b.nfoOpenDate)];
    return direction * (first || second) || compare(a.schemeName ?? '', b.schemeName ?? '');
  });
}

/** The NFOs of a filter group on `today`; 'all' keeps every item. */
export function filterNfos<T extends NfoDates>(
  items: readonly T[],
  filter: NfoFilter,
  today: string,
): T[] {
  if (filter === 'all') return [...items];
  return items.filter(
    (item) => nfoCategoryOn(today, item.nfoOpenDate, item.nfoClousureDate) === filter,
  );
}
