import { Decimal, formatDisplayDate, formatIndianNumber, formatPercent, formatRupees } from '@sanchay/domain';

/** Shown where a value is missing (a young fund has no 5-year return). */
export const MISSING = '—';

/** A NAV as given (4 decimals on the wire), with ₹ and Indian grouping: ₹1,234.5678. */
export function formatNav(nav: string | null | undefined): string {
  if (nav === null || nav === undefined || nav === '') return MISSING;
  const decimals = nav.includes('.') ? nav.split('.')[1]!.length : 0;
  return `₹${formatIndianNumber(nav, Math.max(decimals, 2))}`;
}

/** A rupee amount: whole rupees without decimals (minimums), otherwise 2 decimals. */
export function formatAmount(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return MISSING;
  return formatRupees(amount, { decimals: new Decimal(amount).isInteger() ? 0 : 2 });
}

export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return MISSING;
  return formatDisplayDate(isoDate);
}

/** A return with its sign (+12.34% / −3.10%), so the colour is never the only cue. */
export function formatReturn(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING;
  return formatPercent(value, { signed: true });
}

export function returnTone(value: string | null | undefined): 'positive' | 'negative' | 'neutral' {
  if (value === null || value === undefined || value === '') return 'neutral';
  const d = new Decimal(value);
  if (d.isZero()) return 'neutral';
  return d.isNegative() ? 'negative' : 'positive';
}

/** The first sentence or so of a long text, cut at a word boundary. */
export function excerpt(text: string | null | undefined, max = 160): string {
  if (!text) return '';
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > max * 0.6 ? lastSpace : max).replace(/[\s,.;:-]+$/, '')}…`;
}
