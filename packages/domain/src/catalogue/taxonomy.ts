// Interface fixed for the other workspaces; the domain helper fills in the bodies.
export interface BrowseClass {
  category: string;
  subCategory: string;
}
/**
 * AMFI's scheme category (as in NAVAll headers "Open Ended Schemes(Equity Scheme - ELSS)" or the
 * scheme-data CSV "Equity Scheme - ELSS") and the scheme name → the spec's browse taxonomy.
 */
export function classifyScheme(_amfiCategory: string, _schemeName: string): BrowseClass {
  throw new Error('pending');
}
