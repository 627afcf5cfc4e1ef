import { fundListPath } from '@sanchay/domain';

/**
 * The catalogue's routes (spec 1 §2, spec 3 §2), relative to the /v1 basename of the router.
 */

export interface FundLinkFields {
  schemeId: number;
  schemeName: string;
  category: string;
  subCategory: string;
}

/** Spec 1 §2: spaces and slashes in names become hyphens. */
function slugPart(text: string): string {
  return text.trim().replace(/[\s/]/g, '-');
}

/**
 * /mutual-fund-detail/{schemeName}-{category}-{subCategory}?schemeId={id}. The slug is for people
 * and search engines; the page reads only `schemeId`. Extra query: `from=search` (the server counts
 * a search) and `nfoType` (spec 3 §2, from the NFO list).
 */
export function fundDetailPath(
  fund: FundLinkFields,
  extra: { from?: 'search'; nfoType?: string } = {},
): string {
  const slug = [fund.schemeName, fund.category, fund.subCategory].map(slugPart).join('-');
  const query = new URLSearchParams({ schemeId: String(fund.schemeId) });
  if (extra.from) query.set('from', extra.from);
  if (extra.nfoType) query.set('nfoType', extra.nfoType);
  return `/mutual-fund-detail/${encodeURIComponent(slug)}?${query.toString()}`;
}

/** /mutual-fund-results/{category}/{subCategory?} (spec 1 §2 "Fund-list routes seen"). */
export function fundResultsPath(category: string, subCategory?: string | null): string {
  return fundListPath(category, subCategory ?? undefined);
}

/** /search?keywords={text} (spec 1 §2, desktop search). */
export function searchResultsPath(keywords: string, page?: number): string {
  const query = new URLSearchParams({ keywords: keywords.trim() });
  if (page && page > 1) query.set('page', String(page));
  return `/search?${query.toString()}`;
}

export const SEARCH_PANEL_PATH = '/search-panel';
export const BEST_PERFORMING_PATH = '/best-performing-funds';
export const NFO_LIST_PATH = '/nfos';
export const HOME_PATH = '/home';
