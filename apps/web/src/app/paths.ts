import { fundListPath } from '@sanchay/domain';

/**
 * Route paths that more than one feature links to, relative to the /v1 basename of the router:
 * the catalogue's (spec 1 §2, spec 3 §2; the cart links to fund pages too) and the account
 * area's. They sit in app/, below the features, so linking to a page never imports its feature.
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

/**
 * Where each entry of the account area leads, in the spec's order: the header's account menu
 * (messages.navigation.accountMenu) and the sidebar (messages.navigation.sidebar) list the same
 * places with slightly different labels ('Mandate' / 'Mandates').
 */
export const ACCOUNT_AREA_PATHS = [
  '/profile',
  // Opens the result page when a risk profile result exists (identity issue), else the questionnaire.
  '/profile/risk-profile?flowType=profile',
  '/profile/portfolio',
  '/running-sips',
  '/transaction',
  '/profile/mandates',
  '/profile/stps',
] as const;

/**
 * The payment popup's page (spec 1 §2 /payment-mode, spec 3 §4 "Payment popup"), for an order set
 * already placed: the order summary's Proceed to Payment opens it with the set's loopBackUrl and
 * its payment link (to come back to). The checkout feature's payment pages read both.
 */
export const PAYMENT_MODE_PATH = '/payment-mode';
export function paymentModePath(set: { loopBackUrl: string; paymentUrl: string }): string {
  return `${PAYMENT_MODE_PATH}?${new URLSearchParams({ loopBackUrl: set.loopBackUrl, paymentUrl: set.paymentUrl }).toString()}`;
}

/**
 * The advisor's customer list (spec 1 §2 /my-customers) and the page where an advisor asks a
 * customer's consent (an OTP sent to the customer) to open that customer's account. The id is the
 * customer's account id as the customer list gives it.
 */
export const MY_CUSTOMERS_PATH = '/my-customers';
export function openCustomerPath(customerId: string): string {
  return `/my-customers/open?customerId=${encodeURIComponent(customerId)}`;
}
