// Interface fixed for the other workspaces; the domain helper fills in the bodies.
export interface NavOn {
  date: string; // YYYY-MM-DD
  nav: string; // decimal string
}
/**
 * Trailing return in percent, 2 decimals, as a decimal string: absolute for periods up to one
 * year, compound annual (CAGR) beyond. null when `start` is missing.
 */
export function trailingReturnPercent(_start: NavOn | null, _end: NavOn, _years: number): string | null {
  throw new Error('pending');
}
