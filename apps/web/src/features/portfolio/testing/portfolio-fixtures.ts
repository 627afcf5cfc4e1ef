import { portfolioDetails, portfolioScheme, type PortfolioDetails, type PortfolioScheme } from '@sanchay/contract';

// Portfolio answers for the web tests, parsed by the contract (so a fixture cannot drift from it).

export function holdingOf(overrides: Partial<PortfolioScheme> = {}, meta: Partial<PortfolioScheme['metaData']> = {}): PortfolioScheme {
  return portfolioScheme.parse({
    folioNo: '1234567/89',
    schemeCode: '120503-DP-GR',
    unitsAllocated: '99.9950',
    todaysNAV: '52.5000',
    latestNavDateByBatch: '2026-11-26',
    setupDate: '2026-11-25',
    navAvailable: true,
    currentValue: '5249.74',
    amountInvested: '5000.00',
    returnAmount: '249.74',
    returnPercentage: '4.99',
    todaysChange: '249.99',
    todaysChangePercentage: '5.00',
    tagToDisplay: 'none',
    inProgressAmount: '0.00',
    inProgressUnits: '0.0000',
    redemptionAllowed: true,
    stpFlag: 'Y',
    redemptionAmountMultiple: '1.00',
    redemptionUnitsMultiple: '0.0010',
    minimumRedemptionAmount: '1000.00',
    minimumRedemptionUnits: '0.0010',
    xirr: { status: 'ok', percentage: '1234.56' },
    elss: null,
    portfolioSchemeTransactions: [
      { orderNo: '101', transactionDate: '2026-11-25', transactionType: 'Purchase', type: 'P', amount: '5000.00', units: '99.9950', nav: '50.0000', folioNo: '1234567/89', stampDuty: '0.25' },
    ],
    metaData: {
      fundType: 'Open Ended Investment Company',
      schemeShortName: 'Axis Large Cap Fund',
      schemeName: 'Axis Large Cap Fund - Direct Plan - Growth',
      schemeId: 120503,
      isin: 'INF000120503',
      allowPur: true,
      minLumpsumAmount: '5000.00',
      minAdditionalAmount: '1000.00',
      minSipAmount: '500.00',
      sipData: 'MONTHLY,500,1,1:5:10:15:20:25',
      amcName: 'Axis Mutual Fund',
      category: 'Equity',
      subCategory: 'Large Cap',
      isElss: false,
      ...meta,
    },
    ...overrides,
  });
}

export function portfolioOf(holdings: PortfolioScheme[], overrides: Partial<PortfolioDetails> = {}): PortfolioDetails {
  return portfolioDetails.parse({
    portfolioSchemes: holdings,
    categoryDistribution: [
      { name: 'Equity', value: '7249.74', percentage: '72.41' },
      { name: 'Money Market', value: '2762.50', percentage: '27.59' },
    ],
    subCategoryDistribution: [
      { name: 'Large Cap', value: '5249.74', percentage: '52.43' },
      { name: 'ELSS (Tax Savings)', value: '2000.00', percentage: '19.98' },
      { name: 'Liquid', value: '2762.50', percentage: '27.59' },
    ],
    netAmountInvested: '9500.00',
    netCurrentValue: '10012.24',
    netReturnAmount: '512.24',
    netReturnPercentage: '5.39',
    asOfNavDate: '2026-11-26',
    xirr: { status: 'ok', percentage: '18.20' },
    majorStatus: null,
    ...overrides,
  });
}
