import type { CashFlow } from '../xirr';
import { scenarioEntry, type PortfolioScenario } from './portfolio-scenario';

// Twelve monthly ₹5,000 instalments into an equity fund, 200 units redeemed two months later,
// valued at the end of March 2024. NAVs are made up.
//
// Worked with Python's decimal module (40 digits) by the rules of docs/decisions/0099, apart from
// the code: stamp duty = round½↑(5000 × 0.005 / 100.005) = ₹0.25; units = (5000 − 0.25) / NAV
// truncated to 3 places; the redemption takes 99.748 + 98.030 + 2.222 units FIFO; the third lot's
// cost share is round½↑(5000 × 2.222 / 100.242) = ₹110.83; the sale's ₹12,690.00 (200 × 63.45)
// splits 6,329.01 / 6,220.00 / 140.99 and its ₹0.13 STT 0.06 / 0.07 / 0.00. Left: 898.285 units
// costing 49,889.17, worth round½↑(898.285 × 65.1234) = ₹58,499.37: a return of ₹8,610.20, 17.26%.

const SIP: [date: string, nav: string, units: string][] = [
  ['2023-01-10', '50.1234', '99.748'],
  ['2023-02-10', '51.0021', '98.030'],
  ['2023-03-10', '49.8765', '100.242'],
  ['2023-04-10', '52.3456', '95.514'],
  ['2023-05-10', '53.9012', '92.757'],
  ['2023-06-12', '55.1100', '90.723'],
  ['2023-07-10', '56.7890', '88.040'],
  ['2023-08-10', '55.4321', '90.195'],
  ['2023-09-11', '57.0000', '87.714'],
  ['2023-10-10', '58.2468', '85.837'],
  ['2023-11-10', '57.1357', '87.506'],
  ['2023-12-11', '60.9876', '81.979'],
];

const holding = { folioNo: '1234567/89', schemeCode: 'EQ-GROWTH' };

const flows: CashFlow[] = [
  ...SIP.map(([date]) => ({ date, amount: '-5000.00' })),
  { date: '2024-02-15', amount: '12689.87' },
  { date: '2024-03-28', amount: '58499.37' },
];

export const sip12MonthsThenPartialRedeem: PortfolioScenario = {
  name: 'sip-12-months-then-partial-redeem',
  about: '12 monthly SIP instalments, 200 units redeemed FIFO, valued on 28/03/2024',
  source: "Python's decimal module (see the file's comment); XIRR from LibreOffice Calc 7.4.7.2",
  entries: [
    ...SIP.map(([date, nav, units]) =>
      scenarioEntry({
        ...holding,
        kind: 'purchase',
        date,
        nav,
        units,
        amount: '5000.00',
        stampDuty: '0.25',
      }),
    ),
    scenarioEntry({
      ...holding,
      kind: 'redemption',
      date: '2024-02-15',
      nav: '63.4500',
      units: '200.000',
      amount: '12690.00',
      stampDuty: '0',
      stt: '0.13',
    }),
  ],
  navs: { 'EQ-GROWTH': { nav: '65.1234', date: '2024-03-28' } },
  asOf: '2024-03-28',
  expected: {
    holdings: [
      {
        ...holding,
        units: '898.285',
        amountInvested: '49889.17',
        currentValue: '58499.37',
        returnAmount: '8610.20',
        returnPercentage: '17.26',
        xirrFlows: flows,
        xirr: 0.257847225790885,
      },
    ],
    disposals: [
      [
        ['2023-01-10', '99.748', '5000.00', '6329.01', '0.06'],
        ['2023-02-10', '98.030', '5000.00', '6220.00', '0.07'],
        ['2023-03-10', '2.222', '110.83', '140.99', '0.00'],
      ],
    ],
    totals: {
      invested: '49889.17',
      value: '58499.37',
      returnAmount: '8610.20',
      returnPercentage: '17.26',
    },
    portfolioXirrFlows: flows,
    portfolioXirr: 0.257847225790885,
  },
};
