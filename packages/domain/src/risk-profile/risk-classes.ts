import type { BrowseCategory, BrowseSubCategory } from '../catalogue/taxonomy';

// Spec 2 §3 "Risk classes": 1 Conservative … 6 Very High, each with suggested fund categories
// (the spec does not list them; ours are the catalogue's browse classes, so each links to its list).

/** A browse class of the catalogue (taxonomy.ts), checked at compile time. */
export type SuggestedCategory = {
  [C in BrowseCategory]: { category: C; subCategory: BrowseSubCategory<C> };
}[BrowseCategory];

export interface RiskClass {
  riskProfileClassId: 1 | 2 | 3 | 4 | 5 | 6;
  riskProfileName: string;
  /** What the class means for the investor, shown on the result page. */
  description: string;
  suggestedCategories: readonly SuggestedCategory[];
}

export const RISK_CLASSES: readonly RiskClass[] = [
  {
    riskProfileClassId: 1,
    riskProfileName: 'Conservative',
    description:
      'Keeping your money safe matters more to you than growing it. Funds that lend for days or months suit you: their value moves very little, and you can withdraw quickly.',
    suggestedCategories: [
      { category: 'Money Market', subCategory: 'Liquid' },
      { category: 'Money Market', subCategory: 'Overnight' },
      { category: 'Money Market', subCategory: 'Money Market' },
      { category: 'Fixed Income', subCategory: 'Ultra Short Duration' },
    ],
  },
  {
    riskProfileClassId: 2,
    riskProfileName: 'Moderately Conservative',
    description:
      'You want steady returns above a fixed deposit and accept small ups and downs. Short-term debt funds and conservative hybrid funds suit you, with little or no equity.',
    suggestedCategories: [
      { category: 'Fixed Income', subCategory: 'Low Duration' },
      { category: 'Fixed Income', subCategory: 'Short Duration' },
      { category: 'Fixed Income', subCategory: 'Banking and PSU' },
      { category: 'Fixed Income', subCategory: 'Corporate Bond' },
      { category: 'Allocation', subCategory: 'Less than 1 Year' },
    ],
  },
  {
    riskProfileClassId: 3,
    riskProfileName: 'Moderate',
    description:
      'You want growth and safety in balance. A mix of debt and equity suits you: hybrid funds, and large, established companies for the equity part.',
    suggestedCategories: [
      { category: 'Allocation', subCategory: '1 to 3 Years' },
      { category: 'Allocation', subCategory: '3 Years and above' },
      { category: 'Fixed Income', subCategory: 'Dynamic Bond' },
      { category: 'Equity', subCategory: 'Large Cap' },
      { category: 'Equity', subCategory: 'Index Funds' },
    ],
  },
  {
    riskProfileClassId: 4,
    riskProfileName: 'Moderately High',
    description:
      'You invest for the long term and can sit through a fall of a year or two. Mostly equity suits you, spread over large and mid-sized companies.',
    suggestedCategories: [
      { category: 'Equity', subCategory: 'Large Cap' },
      { category: 'Equity', subCategory: 'Large & Mid Cap' },
      { category: 'Equity', subCategory: 'Flexi Cap' },
      { category: 'Equity', subCategory: 'ELSS (Tax Savings)' },
      { category: 'Allocation', subCategory: '3 Years and above' },
    ],
  },
  {
    riskProfileClassId: 5,
    riskProfileName: 'High',
    description:
      'You aim for high long-term growth and accept sharp falls on the way. Diversified equity funds suit you, including mid-sized companies and concentrated portfolios.',
    suggestedCategories: [
      { category: 'Equity', subCategory: 'Flexi Cap' },
      { category: 'Equity', subCategory: 'Multi Cap' },
      { category: 'Equity', subCategory: 'Mid Cap' },
      { category: 'Equity', subCategory: 'Focused' },
      { category: 'Equity', subCategory: 'Value' },
    ],
  },
  {
    riskProfileClassId: 6,
    riskProfileName: 'Very High',
    description:
      'You seek the highest growth, invest for many years and can watch your investment fall by half without selling. Small companies, sectors, themes and overseas funds suit part of your money.',
    suggestedCategories: [
      { category: 'Equity', subCategory: 'Small Cap' },
      { category: 'Equity', subCategory: 'Mid Cap' },
      { category: 'Equity', subCategory: 'Sectoral & Thematic' },
      { category: 'Equity', subCategory: 'Contra' },
      { category: 'Others', subCategory: 'Fund of Funds (Overseas)' },
    ],
  },
];

export function riskClassOf(riskProfileClassId: number): RiskClass | undefined {
  return RISK_CLASSES.find((c) => c.riskProfileClassId === riskProfileClassId);
}
