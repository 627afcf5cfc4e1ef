// Realistic API data for the catalogue's component tests, built to the contract's shapes and
// parsed with its zod schemas, so a change in the contract breaks the fixtures, not production.
import {
  catalogueRoutes,
  failureEnvelope,
  nfoShareRoutes,
  successEnvelope,
  type FundDetail,
  type FundSummary,
  type NfoItem,
  type RouteResponse,
  type Suggestion,
} from '@sanchay/contract';

/** The catalogue's routes, and the advisor's NFO share beside them. */
const routes = { ...catalogueRoutes, ...nfoShareRoutes };
type Routes = typeof routes;
export type RouteName = keyof Routes;

/** A success envelope for one route, validated against the route's response schema. */
export function okEnvelope<N extends RouteName>(route: N, data: RouteResponse<Routes[N]>) {
  return successEnvelope(routes[route].response as Routes[N]['response']).parse({
    operationMessage: 'success',
    responseData: data,
  });
}

export function failure(errorEnum: string, message: string) {
  return failureEnvelope.parse({ operationMessage: 'failure', responseData: null, errorEnum, message });
}

export function fundSummary(overrides: Partial<FundSummary> = {}): FundSummary {
  return {
    schemeId: 118955,
    schemeName: 'HDFC Flexi Cap Fund - Direct Plan - Growth Option',
    amcName: 'HDFC Mutual Fund',
    category: 'Equity',
    subCategory: 'Flexi Cap',
    plan: 'Direct',
    option: 'Growth',
    riskometer: 'Very High',
    fundType: 'open',
    nav: '1987.4310',
    navDate: '2026-08-20',
    returns: { oneYear: '14.82', threeYear: '21.37', fiveYear: '24.05' },
    minLumpsumAmount: '100.00',
    minSipAmount: '100.00',
    ...overrides,
  };
}

export function fundDetail(overrides: Partial<FundDetail> = {}): FundDetail {
  const detail: FundDetail = {
    ...fundSummary({
      schemeId: 120503,
      schemeName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth',
      amcName: 'Axis Mutual Fund',
      category: 'Equity',
      subCategory: 'ELSS (Tax Savings)',
      nav: '12345.6789',
      navDate: '2026-08-20',
      returns: { oneYear: '12.40', threeYear: '-3.15', fiveYear: null },
      minLumpsumAmount: '500.00',
      minSipAmount: '500.00',
    }),
    objective:
      'To generate income and long-term capital appreciation from a diversified portfolio of predominantly equity and equity-related securities.',
    isinGrowth: 'INF846K01EW2',
    isinReinvestment: 'INF846K01EU6',
    amfiCategory: 'Equity Scheme - ELSS',
    launchDate: '2013-01-01',
    lumpsumMultiple: '500.00',
    sipMultiple: '500.00',
    minRedemptionAmount: '500.00',
    purchaseAllowed: true,
    redeemAllowed: true,
    sipAllowed: true,
    stpAllowed: true,
    swpAllowed: true,
    switchAllowed: true,
    sipData: 'MONTHLY,500,500,1:5:10:15:20:25',
    sipDates: [1, 5, 10, 15, 20, 25],
    nfoOpenDate: null,
    nfoCategory: null,
    nfoCloseDate: null,
    navRanges: ['1M', '6M', '1Y'],
    isDemoData: true,
    taxClass: {
      taxClass: 'equity-oriented',
      domesticEquityAtMost35Percent: false,
      source: 'amfi-category',
      basis: 'ELSS: at least 80 % in equity under SEBI’s rules, so at least 65 % in domestic listed equity (s. 112A)',
    },
    ...overrides,
  };
  return catalogueRoutes.getMutualFundDetail.response.parse(detail);
}

/** Daily NAVs (weekdays) ending on `end`, rising steadily from `startNav`. */
export function navPoints(count: number, startNav = 100, end = '2026-08-20') {
  const points: { date: string; nav: string }[] = [];
  const day = new Date(`${end}T00:00:00Z`);
  while (points.length < count) {
    const dow = day.getUTCDay();
    if (dow !== 0 && dow !== 6) points.push({ date: day.toISOString().slice(0, 10), nav: '' });
    day.setUTCDate(day.getUTCDate() - 1);
  }
  points.reverse();
  return points.map((p, i) => ({ ...p, nav: (startNav + i * 0.05).toFixed(4) }));
}

export const suggestions: Suggestion[] = catalogueRoutes.suggestMutualFund.response.parse([
  { schemeId: 118955, schemeName: 'HDFC Flexi Cap Fund - Direct Plan - Growth Option', category: 'Equity', subCategory: 'Flexi Cap' },
  { schemeId: 118989, schemeName: 'HDFC Mid-Cap Opportunities Fund - Direct Plan - Growth', category: 'Equity', subCategory: 'Mid Cap' },
  { schemeId: 119062, schemeName: 'HDFC Hybrid Equity Fund - Direct Plan - Growth', category: 'Allocation', subCategory: '3 Years and above' },
  { schemeId: 119060, schemeName: 'HDFC ELSS Tax Saver - Direct Plan - Growth', category: 'Equity', subCategory: 'ELSS (Tax Savings)' },
  { schemeId: 119091, schemeName: 'HDFC Liquid Fund - Direct Plan - Growth', category: 'Money Market', subCategory: 'Liquid' },
]);

export const categories = catalogueRoutes.getCategories.response.parse([
  {
    category: 'Equity',
    count: 412,
    subCategories: [
      { name: 'Large Cap', count: 62 },
      { name: 'Flexi Cap', count: 78 },
      { name: 'ELSS (Tax Savings)', count: 84 },
    ],
  },
  { category: 'Money Market', count: 120, subCategories: [{ name: 'Liquid', count: 80 }, { name: 'Overnight', count: 40 }] },
]);

export function fundsPage(content: FundSummary[], pageNumber = 0, totalPages = 3) {
  return catalogueRoutes.getMutualFundsByCategory.response.parse({
    content,
    totalElements: totalPages * 20,
    totalPages,
    pageNumber,
    pageSize: 20,
  });
}

export function nfoItems(): NfoItem[] {
  return catalogueRoutes.getNfoFunds.response.parse([
    {
      schemeId: 152101,
      encryptedSchemeId: 152101,
      schemeName: 'Kotak Energy Opportunities Fund - Direct Plan - Growth',
      amcName: 'Kotak Mahindra Mutual Fund',
      category: 'Equity',
      subCategory: 'Sectoral & Thematic',
      nfoCategory: 'open',
      nfoOpenDate: '2026-08-12',
      nfoClousureDate: '2026-08-26',
      minimumLumpsumAmount: '5000.00',
      minimumSipAmount: '500.00',
    },
    {
      schemeId: 152144,
      encryptedSchemeId: 152144,
      schemeName: 'SBI Nifty 500 Index Fund - Direct Plan - Growth',
      amcName: 'SBI Mutual Fund',
      category: 'Equity',
      subCategory: 'Index Funds',
      nfoCategory: 'upcoming',
      nfoOpenDate: '2026-09-01',
      nfoClousureDate: '2026-09-15',
      minimumLumpsumAmount: '1000.00',
      minimumSipAmount: null,
    },
  ]);
}

export function searchPage(content: RouteResponse<Routes['searchMutualFundsByText']>['content'], pageNumber = 0, totalPages = 1) {
  return catalogueRoutes.searchMutualFundsByText.response.parse({
    content,
    totalElements: totalPages === 1 ? content.length : totalPages * 10,
    totalPages,
    pageNumber,
    pageSize: 10,
  });
}

export const searchResults = catalogueRoutes.searchMutualFundsByText.response.shape.content.parse([
  {
    schemeId: 122639,
    schemeName: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
    fundInvestmentObjective:
      'To seek to generate long-term capital growth from an actively managed portfolio primarily of equity and equity-related securities. The scheme shall invest in Indian equities, foreign equities and related instruments and debt securities.',
    category: 'Equity',
    subCategory: 'Flexi Cap',
    riskometer: 'Very High',
    nav: '92.4518',
    returns: { oneYear: '18.20', threeYear: '22.64', fiveYear: '26.10' },
  },
  {
    schemeId: 122640,
    schemeName: 'Parag Parikh Flexi Cap Fund - Regular Plan - Growth',
    fundInvestmentObjective: null,
    category: 'Equity',
    subCategory: 'Flexi Cap',
    riskometer: null,
    nav: '85.1200',
    returns: { oneYear: '17.10', threeYear: null, fiveYear: null },
  },
]);

export const topFunds = catalogueRoutes.getTopMutualFunds.response.parse([
  { schemeId: 135781, schemeName: 'Mirae Asset ELSS Tax Saver Fund - Direct Plan - Growth', category: 'Equity', subCategory: 'ELSS (Tax Savings)', tags: ['ELSS'], threeYearReturn: '19.84', lastUpdatedNavDate: '2026-08-20' },
  { schemeId: 120503, schemeName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth', category: 'Equity', subCategory: 'ELSS (Tax Savings)', tags: ['ELSS'], threeYearReturn: '14.02', lastUpdatedNavDate: '2026-08-20' },
  { schemeId: 119060, schemeName: 'HDFC ELSS Tax Saver - Direct Plan - Growth', category: 'Equity', subCategory: 'ELSS (Tax Savings)', tags: ['ELSS'], threeYearReturn: '21.55', lastUpdatedNavDate: '2026-08-20' },
]);
