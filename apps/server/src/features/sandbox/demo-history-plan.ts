// The demo investors' past (issue 12 §5, docs/decisions/0115): what each did at the exchange and
// when, replayed through the sandbox exchange by demo-history.ts. Dates are days of the past (IST);
// the runner does each on its day: mandates and SIP registrations, lumpsums (paid by net banking
// at the sandbox bank) and redemptions at 11:00 IST, SIP instalments at the exchange's 10:00 IST
// debit, settlement after the day's NAV. Every scheme here either has the demo catalogue's long
// NAV history (DEMO_LONG_HISTORY_SCHEMES, from 01/12/2015) or starts within its 5 years.
//
// Change a plan only with a new version: a database that replayed the old one keeps it (its
// exchange keys are the events' ids, so a re-run of the same plan adds nothing).

export type DemoHistoryEvent =
  | { id: string; on: string; kind: 'mandate'; amount: string }
  | { id: string; on: string; kind: 'sip'; amfiCode: number; firstDate: string; amount: string; instalments: number }
  | { id: string; on: string; kind: 'lumpsum'; amfiCode: number; amount: string }
  | { id: string; on: string; kind: 'redeem'; amfiCode: number; amount: string }
  | { id: string; on: string; kind: 'stp'; amfiCode: number; toAmfiCode: number; firstDate: string; amount: string; transfers: number };

export interface DemoHistoryPlan {
  /** The demo account whose past this is (session feature's DEMO_ACCOUNTS). */
  mobile: string;
  name: string;
  /** Plan id and version, kept on the exchange's history row. */
  plan: string;
  events: readonly DemoHistoryEvent[];
}

/** Up to 30 years of monthly instalments (the scheme master's maximum, 360): the SIPs run on past today. */
const RUNNING = 360;

export const DEMO_HISTORY_PLANS: readonly DemoHistoryPlan[] = [
  {
    // The direct investor, salaried, investing since 2016: equity and ELSS SIPs, a lumpsum before
    // the 2018 grandfathering date, debt on both sides of 1 Apr 2023 (section 50AA), a liquid fund
    // parked for an STP, and one partial redemption after 23 Jul 2024.
    mobile: '9000000001',
    name: 'Asha Verma',
    plan: 'asha-v1',
    events: [
      { id: 'M1', on: '2016-02-22', kind: 'mandate', amount: '100000' },
      { id: 'S1', on: '2016-02-22', kind: 'sip', amfiCode: 119018, firstDate: '2016-03-05', amount: '5000', instalments: RUNNING },
      // ELSS: each instalment locked for 3 years from its allotment.
      { id: 'S2', on: '2016-02-22', kind: 'sip', amfiCode: 119723, firstDate: '2016-03-05', amount: '2000', instalments: RUNNING },
      // Units bought before 31 Jan 2018: their cost is grandfathered.
      { id: 'L1', on: '2017-06-12', kind: 'lumpsum', amfiCode: 119018, amount: '50000' },
      { id: 'S3', on: '2019-03-20', kind: 'sip', amfiCode: 122639, firstDate: '2019-04-05', amount: '3000', instalments: RUNNING },
      // Debt bought before 1 Apr 2023 (long-term after 24 months) and after it (slab rate, 50AA).
      { id: 'L2', on: '2020-07-15', kind: 'lumpsum', amfiCode: 119016, amount: '75000' },
      { id: 'L3', on: '2023-08-14', kind: 'lumpsum', amfiCode: 119016, amount: '40000' },
      // FIFO takes the oldest units first: the 2016–17 ones, grandfathered.
      { id: 'R1', on: '2024-09-16', kind: 'redeem', amfiCode: 119018, amount: '60000' },
      // The liquid fund parked for a monthly STP into the flexi cap fund of the same AMC, running
      // until 2028 (₹2,500 × 36 stays within the ₹1,00,000 and its growth).
      { id: 'L4', on: '2025-05-19', kind: 'lumpsum', amfiCode: 143269, amount: '100000' },
      { id: 'T1', on: '2025-06-02', kind: 'stp', amfiCode: 143269, toAmfiCode: 122639, firstDate: '2025-06-10', amount: '2500', transfers: 36 },
    ],
  },
  {
    // The advisor's customer, near retirement: an equity lumpsum before 2018, a debt SIP since
    // 2021, a liquid fund for emergencies.
    mobile: '9000000005',
    name: 'Meera Iyer',
    plan: 'meera-v1',
    events: [
      { id: 'L1', on: '2017-11-20', kind: 'lumpsum', amfiCode: 120586, amount: '100000' },
      { id: 'M1', on: '2020-12-21', kind: 'mandate', amount: '50000' },
      { id: 'S1', on: '2020-12-21', kind: 'sip', amfiCode: 120398, firstDate: '2021-01-10', amount: '5000', instalments: RUNNING },
      { id: 'L2', on: '2023-06-12', kind: 'lumpsum', amfiCode: 119568, amount: '50000' },
    ],
  },
];
