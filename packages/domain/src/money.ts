import Decimal from 'decimal.js';

// Interface fixed for the other workspaces; the domain helper fills in the bodies.
export { Decimal };
/** ₹ with Indian digit grouping and 2 decimals: formatRupees('1234567.5') → '₹12,34,567.50'. */
export function formatRupees(_amount: Decimal.Value, _opts?: { decimals?: 0 | 2 }): string {
  throw new Error('pending');
}
/** Indian grouping without the symbol: '12,34,567.50'. */
export function formatIndianNumber(_value: Decimal.Value, _decimals?: number): string {
  throw new Error('pending');
}
/** Short forms of spec 1 §9: under 1 lakh K, under 1 crore L (or Lakh), else Crs. */
export function formatShortAmount(_amount: Decimal.Value, _style?: 'L' | 'Lakh'): string {
  throw new Error('pending');
}
/** Units are shown to 3 decimals (spec 3 §9). */
export function formatUnits(_units: Decimal.Value): string {
  throw new Error('pending');
}
/** A percentage to 2 decimals with a sign when asked: '12.34%'. */
export function formatPercent(_value: Decimal.Value, _opts?: { signed?: boolean }): string {
  throw new Error('pending');
}
