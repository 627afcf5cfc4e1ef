import { scenarioEntry, type PortfolioScenario } from './portfolio-scenario';

// Two lumpsums into an equity fund, then 3,000 units switched into another equity fund of the same
// AMC, valued at the end of May 2024. NAVs are made up. The switch-out pays STT of 0.001% and the
// switch-in is the money that moved, with its stamp duty.
//
// Worked with Python's decimal module (40 digits), apart from the code: lots of 2,499.875 units
// (₹1,00,000, stamp duty 5.00) and 1,124.944 units (₹50,000 at 44.4444, stamp duty 2.50). The
// switch-out: 3,000 × 48.7654 = ₹1,46,296.20 (truncated to the paisa), STT
// round½↑(1,46,296.20 × 0.00001) = ₹1.46. FIFO: all of the first lot (cost 1,00,000.00, sale value
// round½↑(1,46,296.20 × 2,499.875 / 3,000) = 1,21,907.40, STT 1.22) and 500.125 units of the second
// (cost round½↑(50,000 × 500.125 / 1,124.944) = 22,228.88, sale 24,388.80, STT 0.24). The
// switch-in: ₹1,46,294.74, stamp duty 7.31, (1,46,294.74 − 7.31) / 15.25 → 9,592.618 units.
// For the portfolio's XIRR the legs (+1,46,294.74 after STT, −1,46,294.74) cancel on 01/02/2024.

const fundA = { folioNo: '7700001/55', schemeCode: 'EQ-A' };
const fundB = { folioNo: '7700001/55', schemeCode: 'EQ-B' };

export const switchBetweenEquityFundsWithStt: PortfolioScenario = {
  name: 'switch-between-equity-funds-with-stt',
  about: 'two lumpsums, 3,000 units switched FIFO to another fund with STT, valued on 31/05/2024',
  source: "Python's decimal module (see the file's comment); XIRR from LibreOffice Calc 7.4.7.2",
  entries: [
    scenarioEntry({
      ...fundA,
      kind: 'purchase',
      date: '2023-06-01',
      nav: '40.0000',
      units: '2499.875',
      amount: '100000.00',
      stampDuty: '5.00',
    }),
    scenarioEntry({
      ...fundA,
      kind: 'purchase',
      date: '2023-09-01',
      nav: '44.4444',
      units: '1124.944',
      amount: '50000.00',
      stampDuty: '2.50',
    }),
    scenarioEntry({
      ...fundA,
      kind: 'switch_out',
      date: '2024-02-01',
      nav: '48.7654',
      units: '3000.000',
      amount: '146296.20',
      stampDuty: '0',
      stt: '1.46',
    }),
    scenarioEntry({
      ...fundB,
      kind: 'switch_in',
      date: '2024-02-01',
      nav: '15.2500',
      units: '9592.618',
      amount: '146294.74',
      stampDuty: '7.31',
    }),
  ],
  navs: {
    'EQ-A': { nav: '49.1000', date: '2024-05-31' },
    'EQ-B': { nav: '15.6000', date: '2024-05-31' },
  },
  asOf: '2024-05-31',
  expected: {
    holdings: [
      {
        ...fundA,
        units: '624.819',
        amountInvested: '27771.12',
        currentValue: '30678.61',
        returnAmount: '2907.49',
        returnPercentage: '10.47',
        xirrFlows: [
          { date: '2023-06-01', amount: '-100000.00' },
          { date: '2023-09-01', amount: '-50000.00' },
          { date: '2024-02-01', amount: '146294.74' },
          { date: '2024-05-31', amount: '30678.61' },
        ],
        xirr: 0.292727895046553,
      },
      {
        ...fundB,
        units: '9592.618',
        amountInvested: '146294.74',
        currentValue: '149644.84',
        returnAmount: '3350.10',
        returnPercentage: '2.29',
        xirrFlows: [
          { date: '2024-02-01', amount: '-146294.74' },
          { date: '2024-05-31', amount: '149644.84' },
        ],
        xirr: 0.071294349470608,
      },
    ],
    disposals: [
      [
        ['2023-06-01', '2499.875', '100000.00', '121907.40', '1.22'],
        ['2023-09-01', '500.125', '22228.88', '24388.80', '0.24'],
      ],
    ],
    totals: {
      invested: '174065.86',
      value: '180323.45',
      returnAmount: '6257.59',
      returnPercentage: '3.59',
    },
    portfolioXirrFlows: [
      { date: '2023-06-01', amount: '-100000.00' },
      { date: '2023-09-01', amount: '-50000.00' },
      { date: '2024-05-31', amount: '180323.45' },
    ],
    portfolioXirr: 0.222253556041217,
  },
};
