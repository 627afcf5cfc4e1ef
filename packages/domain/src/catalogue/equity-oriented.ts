// Which schemes are equity-oriented (capital-gains tax, STT on redemptions) and which are ELSS,
// from the catalogue's categories: one reading for every rule that depends on it.

/** What the catalogue knows of a scheme's category (scheme.amfi_category, category, sub_category). */
export interface SchemeCategoryFacts {
  amfiCategory?: string | null;
  category: string;
  subCategory: string;
}

const EQUITY_ORIENTED_HYBRIDS = /aggressive hybrid|arbitrage|equity savings/i;

/**
 * Equity-oriented fund (section 112A Explanation (a)): at least 65% of the proceeds invested in
 * equity shares of listed domestic companies. SEBI's categorisation circular
 * (SEBI/HO/IMD/DF3/CIR/P/2017/114) fixes each category's minimum equity, so the category decides:
 * every "Equity Scheme - *" (ELSS and equity index funds included: ≥ 65%, ELSS ≥ 80%), Aggressive
 * Hybrid (65–80%), Arbitrage (≥ 65% in equity and equity-related) and Equity Savings (≥ 65% with
 * arbitrage) are equity-oriented. Balanced Advantage / Dynamic Asset Allocation and Multi Asset
 * Allocation have no fixed minimum, so they are "other" here (the catalogue cannot tell a fund
 * that keeps 65%); debt, money market, conservative hybrid, solution-oriented funds, fund of
 * funds, gold and other ETFs are "other". Without an AMFI category the browse category decides
 * (Equity, and Allocation "Less than 1 Year", which holds only arbitrage funds).
 */
export function isEquityOriented(facts: SchemeCategoryFacts): boolean {
  const amfi = facts.amfiCategory?.trim();
  if (amfi) {
    if (/^equity scheme/i.test(amfi)) return true;
    if (/^hybrid scheme/i.test(amfi)) return EQUITY_ORIENTED_HYBRIDS.test(amfi);
    // NAVAll headers: "Open Ended Schemes(Equity Scheme - ELSS)"
    const inner = /\(([^)]*)\)/.exec(amfi)?.[1];
    if (inner) return isEquityOriented({ ...facts, amfiCategory: inner });
    return false;
  }
  if (facts.category === 'Equity') return true;
  return facts.category === 'Allocation' && facts.subCategory === 'Less than 1 Year';
}

/** ELSS units are locked for 3 years from each allotment (section 80C, ELSS Scheme 2005). */
export function isElss(facts: SchemeCategoryFacts): boolean {
  return /elss/i.test(facts.amfiCategory ?? '') || /ELSS/.test(facts.subCategory);
}
