import type { PortfolioScheme, XirrFigure } from '@sanchay/contract';
import { formatDisplayDate, formatIndianNumber, formatPercent, formatRupees, formatUnits, returnsFigureText } from '@sanchay/domain';
import { portfolioMessages as t } from './portfolio-messages';

// How the portfolio screens write their figures (spec 3 §9): units to 3 decimals, NAV and amounts
// to 2 with Indian grouping and ₹, dates DD/MM/YYYY.

export const units = (value: string) => formatUnits(value);
export const rupees = (value: string) => formatRupees(value);
/** A NAV as the catalogue shows it: ₹ and 4 decimals. */
export const nav = (value: string | null) => (value === null ? '—' : `₹${formatIndianNumber(value, 4)}`);
export const date = (iso: string | null) => (iso === null ? '—' : formatDisplayDate(iso));
export const percent = (value: string) => formatPercent(value, { signed: true });
export const signedRupees = (value: string) => (value.startsWith('-') ? formatRupees(value) : `+${formatRupees(value)}`);

/** The return as shown (decision 0159): its label (XIRR or Absolute return), '+12.34%' or '—', and why it is not an XIRR. */
export const returnsText = (x: XirrFigure) => returnsFigureText(x);

/** Short name first (spec 3 §2 sorts by it), the full name when there is none. */
export const schemeTitle = (h: PortfolioScheme) => h.metaData.schemeShortName || h.metaData.schemeName;

/** The in-progress tag's text (spec 3 §3 tagToDisplay), null for none. 'all' has the spec's own words. */
export function inProgressText(h: PortfolioScheme, fullRedemption: string): string | null {
  switch (h.tagToDisplay) {
    case 'none':
      return null;
    case 'all':
      return fullRedemption;
    case 'amount':
      return t.inProgress.amount(formatRupees(h.inProgressAmount));
    case 'units':
      return t.inProgress.units(formatUnits(h.inProgressUnits));
    case 'both':
      return t.inProgress.both(formatRupees(h.inProgressAmount), formatUnits(h.inProgressUnits));
  }
}
