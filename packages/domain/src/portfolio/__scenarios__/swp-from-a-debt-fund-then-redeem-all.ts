import type { CashFlow } from '../xirr';
import { scenarioEntry, type PortfolioScenario } from './portfolio-scenario';

// ₹5,00,000 into a debt fund, six monthly SWP instalments of ₹10,000, then everything redeemed.
// NAVs are made up. No STT (not equity-oriented).
//
// Worked with Python's decimal module (40 digits), apart from the code: the lot is
// (5,00,000 − 25.00) / 25 = 19,999.000 units; each SWP takes 10,000 / NAV rounded UP to 3
// places (redemption-allotment.ts) and costs round½↑(5,00,000 × units taken so far / 19,999)
// less the previous figure: 9,951.40, 9,902.74, 9,854.60, 9,806.89, 9,759.63, 9,712.86; the
// remaining 17,639.593 units fetch 17,639.593 × 26.1357 = 4,61,023.11 (truncated to the paisa)
// and carry the rest of the cost, 4,41,011.88 (the seven costs sum to 5,00,000.00). Nothing is
// left: no holding to value, totals zero, no percentage; the portfolio's XIRR is the realised one.

const debt = { folioNo: '5550001/02', schemeCode: 'DEBT-SD' };

const SWP: [date: string, nav: string, units: string][] = [
  ['2023-05-05', '25.1234', '398.036'],
  ['2023-06-05', '25.2468', '396.090'],
  ['2023-07-05', '25.3702', '394.164'],
  ['2023-08-07', '25.4936', '392.256'],
  ['2023-09-05', '25.6170', '390.366'],
  ['2023-10-05', '25.7404', '388.495'],
];

const flows: CashFlow[] = [
  { date: '2023-04-03', amount: '-500000.00' },
  ...SWP.map(([date]) => ({ date, amount: '10000.00' })),
  { date: '2024-01-15', amount: '461023.11' },
];

export const swpFromADebtFundThenRedeemAll: PortfolioScenario = {
  name: 'swp-from-a-debt-fund-then-redeem-all',
  about: 'a debt lumpsum, six SWP instalments, the rest redeemed: sold out, realised XIRR',
  source: "Python's decimal module (see the file's comment); XIRR from LibreOffice Calc 7.4.7.2",
  entries: [
    scenarioEntry({
      ...debt,
      kind: 'purchase',
      date: '2023-04-03',
      nav: '25.0000',
      units: '19999.000',
      amount: '500000.00',
      stampDuty: '25.00',
    }),
    ...SWP.map(([date, nav, units]) =>
      scenarioEntry({ ...debt, kind: 'swp', date, nav, units, amount: '10000.00', stampDuty: '0' }),
    ),
    scenarioEntry({
      ...debt,
      kind: 'redemption',
      date: '2024-01-15',
      nav: '26.1357',
      units: '17639.593',
      amount: '461023.11',
      stampDuty: '0',
    }),
  ],
  navs: { 'DEBT-SD': { nav: '26.2000', date: '2024-03-28' } },
  asOf: '2024-03-28',
  expected: {
    holdings: [],
    soldOut: ['DEBT-SD'],
    disposals: [
      [['2023-04-03', '398.036', '9951.40', '10000.00', '0.00']],
      [['2023-04-03', '396.090', '9902.74', '10000.00', '0.00']],
      [['2023-04-03', '394.164', '9854.60', '10000.00', '0.00']],
      [['2023-04-03', '392.256', '9806.89', '10000.00', '0.00']],
      [['2023-04-03', '390.366', '9759.63', '10000.00', '0.00']],
      [['2023-04-03', '388.495', '9712.86', '10000.00', '0.00']],
      [['2023-04-03', '17639.593', '441011.88', '461023.11', '0.00']],
    ],
    totals: { invested: '0.00', value: '0.00', returnAmount: '0.00', returnPercentage: null },
    portfolioXirrFlows: flows,
    portfolioXirr: 0.0580919182997276,
  },
};
