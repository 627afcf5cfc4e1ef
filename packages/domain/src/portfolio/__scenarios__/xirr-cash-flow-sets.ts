import { shiftIsoDate } from '../../ist-date';
import type { CashFlow, XirrNoAnswerReason } from '../xirr';

// Cash-flow sets whose XIRR a spreadsheet computed (docs/decisions/0098). `libreOffice` is what
// LibreOffice Calc 7.4.7.2 (Debian 12's libreoffice-calc) shows for =XIRR(amounts; dates) over
// the flows exactly as listed here, printed with TEXT(…; "0.0000000000000000E+00"), or its error
// text when it has no answer. Reproduce with:
//
//   npx tsx packages/domain/scripts/xirr-golden-values.ts
//
// which writes these flows to a flat ODF spreadsheet, converts it headless with
// `soffice --headless --convert-to csv` and prints each set's value beside the one stored here.

export interface XirrCashFlowSet {
  name: string;
  /** What the shape tests. */
  about: string;
  flows: CashFlow[];
  /** The guess passed to both (XIRR's third argument); 10% when absent. */
  guess?: number;
  /** LibreOffice Calc's XIRR, or its error text ('Err:502') when it gives none. */
  libreOffice: number | string;
  /** Where the spreadsheet gives none: our answer and why it is right. */
  instead?: { rate: number; source: string } | { reason: XirrNoAnswerReason };
}

/** `count` monthly instalments of `amount` from `first` (day clamped at month ends). */
function monthly(first: string, count: number, amount: string): CashFlow[] {
  return Array.from({ length: count }, (_, i) => ({
    date: shiftIsoDate(first, { months: i }),
    amount: `-${amount}`,
  }));
}

export const XIRR_CASH_FLOW_SETS: XirrCashFlowSet[] = [
  {
    name: 'sip-10-years-monthly-valued-today',
    about: '120 monthly instalments of ₹5,000 and the value on the as-of date',
    flows: [...monthly('2015-01-05', 120, '5000'), { date: '2025-01-20', amount: '1152345.67' }],
    libreOffice: 0.124252507942952,
  },
  {
    name: 'loss-within-a-year',
    about: '₹1,00,000 worth ₹92,000 eight and a half months later',
    flows: [
      { date: '2024-01-15', amount: '-100000' },
      { date: '2024-09-30', amount: '92000' },
    ],
    libreOffice: -0.110865623860642,
  },
  {
    name: 'single-day',
    about: 'bought one day, worth 0.05% more the next',
    flows: [
      { date: '2024-06-03', amount: '-100000' },
      { date: '2024-06-04', amount: '100050' },
    ],
    libreOffice: 0.200159410677644,
  },
  {
    name: 'one-sign',
    about: 'two instalments and nothing back: no rate balances them',
    flows: [
      { date: '2024-01-05', amount: '-5000' },
      { date: '2024-02-05', amount: '-5000' },
    ],
    libreOffice: 'Err:502',
    instead: { reason: 'one-sign' },
  },
  {
    name: 'short-loss-of-4-days',
    about: 'a 2% loss in four days (Newton from 10% steps below −100%)',
    flows: [
      { date: '2024-03-01', amount: '-50000' },
      { date: '2024-03-05', amount: '49000' },
    ],
    libreOffice: -0.841736995234861,
  },
  {
    name: 'short-loss-several-flows',
    about: 'two purchases three days apart and a loss four days later',
    flows: [
      { date: '2024-03-01', amount: '-20000' },
      { date: '2024-03-04', amount: '-20000' },
      { date: '2024-03-08', amount: '39000' },
    ],
    libreOffice: -0.813955016404112,
  },
  {
    name: 'very-high-return',
    about: 'money tripled in 60 days',
    flows: [
      { date: '2024-01-01', amount: '-10000' },
      { date: '2024-03-01', amount: '30000' },
    ],
    libreOffice: 797.891191837593,
  },
  {
    name: 'near-total-loss',
    about: '₹1,00,000 worth ₹100 a year later (−99.9%)',
    flows: [
      { date: '2023-01-02', amount: '-100000' },
      { date: '2024-01-02', amount: '100' },
    ],
    libreOffice: 'Err:502',
    // Calc's Newton from 10% fails and its fallback scans only −99% to +99%.
    instead: { rate: -0.999, source: '(100 / 100000)^(365 / 365) − 1, exactly 365 days' },
  },
  {
    name: 'near-total-loss-in-days',
    about: '₹1,00,000 worth ₹10 ten days later: 1 + r = 10^−146, beyond a double near −1',
    flows: [
      { date: '2024-03-01', amount: '-100000' },
      { date: '2024-03-11', amount: '10' },
    ],
    libreOffice: 'Err:502',
    instead: { reason: 'no-root-in-range' },
  },
  {
    name: 'same-day-netting',
    about: 'an STP out and in on one day nets to zero, on the first day and in the middle',
    flows: [
      { date: '2024-01-01', amount: '-10000' },
      { date: '2024-01-01', amount: '10000' },
      { date: '2024-02-01', amount: '-5000' },
      { date: '2024-06-03', amount: '-20000' },
      { date: '2024-06-03', amount: '20000' },
      { date: '2024-12-31', amount: '5600' },
    ],
    libreOffice: 0.131842930274432,
  },
  {
    name: 'sip-with-partial-redemption',
    about: '24 monthly instalments, a redemption after the twelfth, the value at the end',
    flows: [
      ...monthly('2022-01-10', 24, '10000'),
      { date: '2023-01-20', amount: '60000' },
      { date: '2024-01-15', amount: '195000' },
    ],
    libreOffice: 0.0756682941602336,
  },
  {
    name: 'long-sip-loss',
    about: '36 monthly instalments of ₹10,000 worth ₹3,00,000',
    flows: [...monthly('2021-04-07', 36, '10000'), { date: '2024-04-15', amount: '300000' }],
    libreOffice: -0.113030240251962,
  },
  {
    name: 'sip-deep-loss-newton-runs-off',
    about: '15 instalments of ₹50,000 every four weeks worth ₹2,00,000: from 10% Newton runs to +∞',
    flows: [
      ...Array.from({ length: 15 }, (_, i) => ({
        date: shiftIsoDate('2010-11-13', { days: 28 * i }),
        amount: '-50000',
      })),
      { date: '2012-01-26', amount: '200000' },
    ],
    libreOffice: -0.913872859485137,
  },
  {
    name: 'zero-return',
    about: 'the same amount back a year later',
    flows: [
      { date: '2024-01-01', amount: '-1000' },
      { date: '2025-01-01', amount: '1000' },
    ],
    libreOffice: 2.1696731743263e-17,
  },
  {
    name: 'unsorted-input',
    about:
      'the value listed before the purchase (the spreadsheet counts days from the first listed)',
    flows: [
      { date: '2025-01-01', amount: '11000' },
      { date: '2024-01-01', amount: '-10000' },
    ],
    libreOffice: 0.0997135859341414,
  },
  {
    name: 'crores-over-20-years',
    about: '₹5 crore and top-ups over 20 years, a withdrawal, the value in crores',
    flows: [
      { date: '2005-04-01', amount: '-50000000' },
      { date: '2010-09-15', amount: '-12500000.50' },
      { date: '2016-03-31', amount: '20000000' },
      { date: '2020-03-24', amount: '-7500000' },
      { date: '2025-04-01', amount: '423781234.56' },
    ],
    libreOffice: 0.110200345328545,
  },
  {
    name: 'two-roots',
    about:
      'out, in, out: NPV has two roots (near 10% and 20%); a spreadsheet from 10% shows the lower',
    flows: [
      { date: '2020-01-01', amount: '-1000' },
      { date: '2021-01-01', amount: '2300' },
      { date: '2022-01-01', amount: '-1320' },
    ],
    libreOffice: 0.10339792770066,
  },
  {
    name: 'two-roots-guess-30%',
    about: 'the same flows from a guess of 30%: the higher root, near 20%',
    flows: [
      { date: '2020-01-01', amount: '-1000' },
      { date: '2021-01-01', amount: '2300' },
      { date: '2022-01-01', amount: '-1320' },
    ],
    guess: 0.3,
    libreOffice: 0.192585786263724,
  },
];
