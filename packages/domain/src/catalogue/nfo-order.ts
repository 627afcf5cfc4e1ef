import { addBusinessDays, type BusinessCalendar } from '../business-calendar';
import type { InvestmentType } from '../cart/cart-item';
import { formatDisplayDate } from '../ist-date';
import { exchangeCalendar } from '../market-holidays';
import { productMessages } from '../messages';
import { nfoCategoryOn, type NfoCategory } from './nfo-status';

// Buying a new fund offer (issue 13 §5, decision 0148): who may order it when, and how it is
// allotted. One rule for the cart, the checkout and the fund page.

/** The offer price of an NFO's units: the face value every Indian NFO is sold at. */
export const NFO_OFFER_PRICE = '10';

/**
 * Units are allotted this many business days (the exchange's calendar) after the offer closes:
 * SEBI gives the AMC five business days to allot, and the sandbox takes all of them.
 */
export const NFO_ALLOTMENT_BUSINESS_DAYS = 5;

/** The day an NFO that closes on `closeDate` allots its units (YYYY-MM-DD, IST). */
export function nfoAllotmentDate(closeDate: string, calendar: BusinessCalendar = exchangeCalendar): string {
  return addBusinessDays(closeDate, NFO_ALLOTMENT_BUSINESS_DAYS, calendar);
}

/** A scheme's offer window as the catalogue holds it (null when the scheme never had one). */
export interface NfoWindow {
  nfoOpenDate: string | null;
  nfoCloseDate: string | null;
  /** Whether the scheme has a NAV yet: after allotment it is an ordinary fund. */
  hasNav: boolean;
}

/**
 * Why an order of `type` for a scheme cannot be taken on `category`'s day, or null when it can.
 * Not an NFO, or an NFO with a NAV (allotted, on continuous sale): null, the scheme's own flags
 * decide. Upcoming: refused until the open date. Open: lumpsum only (a SIP's first instalment
 * would have no NAV to buy at until allotment). Closed with no NAV yet: refused.
 */
export function nfoOrderRefusal(
  nfo: { category: NfoCategory; nfoOpenDate: string; nfoCloseDate: string; hasNav: boolean },
  type: InvestmentType,
): string | null {
  const m = productMessages.nfo;
  if (nfo.category === 'upcoming') return m.notYetOpen(formatDisplayDate(nfo.nfoOpenDate));
  if (nfo.category === 'open') return type === 'SIP' ? m.lumpsumOnly : null;
  return nfo.hasNav ? null : m.offerClosed(formatDisplayDate(nfo.nfoCloseDate));
}

/** {@link nfoOrderRefusal} for a scheme on `today` (IST), as the server checks it; null for a scheme with no offer window. */
export function nfoOrderRefusalOn(today: string, scheme: NfoWindow, type: InvestmentType): string | null {
  if (!scheme.nfoOpenDate || !scheme.nfoCloseDate) return null;
  const category = nfoCategoryOn(today, scheme.nfoOpenDate, scheme.nfoCloseDate);
  return nfoOrderRefusal({ category, nfoOpenDate: scheme.nfoOpenDate, nfoCloseDate: scheme.nfoCloseDate, hasNav: scheme.hasNav }, type);
}

/** Whether an order placed on `today` buys into the offer (allotted at the offer price), not at a NAV. */
export function isNfoOfferOrder(today: string, scheme: Pick<NfoWindow, 'nfoOpenDate' | 'nfoCloseDate'>): boolean {
  return !!scheme.nfoOpenDate && !!scheme.nfoCloseDate && today >= scheme.nfoOpenDate && today <= scheme.nfoCloseDate;
}
