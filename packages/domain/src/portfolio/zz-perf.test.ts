import { it } from 'vitest';
import { shiftIsoDate } from '../ist-date';
import { purchaseAllotment } from '../orders/purchase-allotment';
import type { LedgerEntry } from './ledger-entry';
import { groupByHolding } from './ledger-entry';
import { fifoLots } from './fifo-lots';
import { cashFlowsWithValue } from './portfolio-cash-flows';
import { xirr } from './xirr';
it('perf', () => {
  const entries: LedgerEntry[] = [];
  let n = 0;
  for (let s = 0; s < 20; s++)
    for (let m = 0; m < 50; m++) {
      const nav = (10 + s + m * 0.3).toFixed(4);
      const a = purchaseAllotment('5000', nav);
      entries.push({
        orderNo: String(++n),
        kind: 'purchase',
        schemeCode: `S${s}`,
        isin: null,
        folioNo: 'F',
        date: shiftIsoDate('2020-01-05', { months: m }),
        nav,
        units: a.units.toString(),
        amount: '5000.00',
        stampDuty: a.stampDuty.toFixed(2),
        stt: '0',
      });
    }
  const time = (label: string, f: () => unknown) => {
    for (let i = 0; i < 3; i++) f();
    const t = performance.now();
    for (let i = 0; i < 10; i++) f();
    console.log('PERF', label, ((performance.now() - t) / 10).toFixed(2));
  };
  time('group', () => groupByHolding(entries));
  const groups = [...groupByHolding(entries).values()];
  time('fifo', () => groups.map((g) => fifoLots(g)));
  const flows = cashFlowsWithValue(entries, '2024-06-28', '1000000');
  time('flows', () => cashFlowsWithValue(entries, '2024-06-28', '1000000'));
  time('xirr-portfolio', () => xirr(flows));
  time('xirr-holdings', () =>
    groups.map((g) => xirr(cashFlowsWithValue(g, '2024-06-28', '300000'))),
  );
});
