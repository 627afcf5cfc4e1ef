/**
 * Strings of the capital-gains screen (the spec has no such screen: decision 0101). One place for
 * copy review.
 */
export const capitalGainsMessages = {
  title: 'Capital gains',
  loading: 'Loading your capital gains',
  backToPortfolio: 'Back to portfolio',
  yearLabel: 'Financial year',
  yearOption: (fy: string) => `FY ${fy}`,
  period: (from: string, to: string) => `Sales from ${from} to ${to}`,
  summary: 'Summary by tax rule',
  noSales: (fy: string) => `You sold no units in FY ${fy}.`,
  regimeColumns: {
    rule: 'Tax rule',
    saleValue: 'Sale value',
    costForTax: 'Cost for tax',
    gain: 'Gain',
    exemption: 'Exemption used',
    tax: 'Tax (estimate)',
  },
  total: 'Total',
  totals: {
    gain: 'Total gain',
    stt: 'STT paid',
    exitLoad: 'Exit load',
    exemption: (used: string, limit: string) =>
      `${used} of the ${limit} exemption on long-term equity gains used`,
  },
  downloads: 'Downloads',
  downloadCsv: 'Download CSV',
  downloadPdf: 'Download PDF',
  downloadSchedule: 'Schedule 112A (CSV)',
  lots: 'Sales, lot by lot (FIFO)',
  lotColumns: {
    scheme: 'Scheme',
    bought: 'Bought',
    sold: 'Sold',
    units: 'Units',
    costForTax: 'Cost for tax',
    saleValue: 'Sale value',
    exitLoad: 'Exit load',
    gain: 'Gain',
    rule: 'Tax rule',
  },
  folio: (folio: string) => `Folio ${folio}`,
  grandfathered: 'Cost grandfathered at the NAV of 31/01/2018',
  harvestTitle: 'Tax harvesting',
  harvestRemaining: (amount: string, fy: string) =>
    `${amount} of long-term equity gains can still be realised tax-free in FY ${fy}.`,
  harvestUsed: (fy: string) => `The exemption on long-term equity gains for FY ${fy} is used up.`,
  harvestNone: 'None of your equity units are long-term and free to redeem yet.',
  harvestIntro: 'Redeeming these units today (oldest first, at the latest NAV) would realise it:',
  harvestColumns: { scheme: 'Scheme', units: 'Units', amount: 'Amount', gain: 'Gain' },
  harvestNote:
    'You may buy back the same fund afterwards; exit loads and the NAV on the day of redemption apply.',
} as const;
