import type { CashFlow } from '../xirr';
import { scenarioEntry, type PortfolioScenario } from './portfolio-scenario';

// ₹3,00,000 into a liquid fund, then an STP of ₹50,000 a month into an equity fund of the same
// AMC, three instalments, valued at the end of April 2024. NAVs are made up. Each instalment is an
// STP-out of the liquid fund by amount (units = 50000 / NAV rounded UP to 3 places, as
// redemption-allotment.ts) and an STP-in of the same ₹50,000 on the same day (no STT: not
// equity-oriented; stamp duty ₹2.50; units = 49,997.50 / NAV truncated).
//
// Worked with Python's decimal module (40 digits), apart from the code: the liquid lot is 99.995
// units (₹15.00 stamp duty); the STP-outs take 16.584, 16.499 and 16.415 units costing
// round½↑(300000 × units consumed so far / 99.995) less the previous figure: 49,754.49,
// 49,499.47, 49,247.47. The liquid holding keeps 50.497 units costing ₹1,51,498.57; the equity
// holding has 499.975 + 523.534 + 479.592 = 1,503.101 units costing ₹1,50,000.00. The portfolio's
// invested sum (₹3,01,498.57) is the cost of what it holds: the liquid fund's gain moved into the
// equity fund's cost. For the portfolio's XIRR the STP legs cancel day by day: only the
// ₹3,00,000 and the value remain.

const liquid = { folioNo: '9100001/11', schemeCode: 'LIQ-GROWTH' };
const equity = { folioNo: '9100001/11', schemeCode: 'EQ-FLEXI' };

const INSTALMENTS: [
  date: string,
  liquidNav: string,
  outUnits: string,
  equityNav: string,
  inUnits: string,
][] = [
  ['2024-02-05', '3015.1234', '16.584', '100.0000', '499.975'],
  ['2024-03-05', '3030.5678', '16.499', '95.5000', '523.534'],
  ['2024-04-05', '3046.0000', '16.415', '104.2500', '479.592'],
];

const liquidFlows: CashFlow[] = [
  { date: '2024-01-02', amount: '-300000.00' },
  ...INSTALMENTS.map(([date]) => ({ date, amount: '50000.00' })),
  { date: '2024-04-30', amount: '154458.48' },
];
const equityFlows: CashFlow[] = [
  ...INSTALMENTS.map(([date]) => ({ date, amount: '-50000.00' })),
  { date: '2024-04-30', amount: '162830.93' },
];

export const stpLiquidToEquity3Instalments: PortfolioScenario = {
  name: 'stp-liquid-to-equity-3-instalments',
  about: 'a liquid lumpsum, three STP instalments into an equity fund, valued on 30/04/2024',
  source: "Python's decimal module (see the file's comment); XIRR from LibreOffice Calc 7.4.7.2",
  entries: [
    scenarioEntry({
      ...liquid,
      kind: 'purchase',
      date: '2024-01-02',
      nav: '3000.0000',
      units: '99.995',
      amount: '300000.00',
      stampDuty: '15.00',
    }),
    ...INSTALMENTS.flatMap(([date, liquidNav, outUnits, equityNav, inUnits]) => [
      scenarioEntry({
        ...liquid,
        kind: 'stp_out',
        date,
        nav: liquidNav,
        units: outUnits,
        amount: '50000.00',
        stampDuty: '0',
      }),
      scenarioEntry({
        ...equity,
        kind: 'stp_in',
        date,
        nav: equityNav,
        units: inUnits,
        amount: '50000.00',
        stampDuty: '2.50',
      }),
    ]),
  ],
  navs: {
    'LIQ-GROWTH': { nav: '3058.7654', date: '2024-04-30' },
    'EQ-FLEXI': { nav: '108.3300', date: '2024-04-30' },
  },
  asOf: '2024-04-30',
  expected: {
    holdings: [
      {
        ...liquid,
        units: '50.497',
        amountInvested: '151498.57',
        currentValue: '154458.48',
        returnAmount: '2959.91',
        returnPercentage: '1.95',
        xirrFlows: liquidFlows,
        xirr: 0.0605095911521033,
      },
      {
        ...equity,
        units: '1503.101',
        amountInvested: '150000.00',
        currentValue: '162830.93',
        returnAmount: '12830.93',
        returnPercentage: '8.55',
        xirrFlows: equityFlows,
        xirr: 0.711085798343832,
      },
    ],
    disposals: [
      [['2024-01-02', '16.584', '49754.49', '50000.00', '0.00']],
      [['2024-01-02', '16.499', '49499.47', '50000.00', '0.00']],
      [['2024-01-02', '16.415', '49247.47', '50000.00', '0.00']],
    ],
    totals: {
      invested: '301498.57',
      value: '317289.41',
      returnAmount: '15790.84',
      returnPercentage: '5.24',
    },
    portfolioXirrFlows: [
      { date: '2024-01-02', amount: '-300000.00' },
      { date: '2024-04-30', amount: '317289.41' },
    ],
    portfolioXirr: 0.18751440928774,
  },
};
