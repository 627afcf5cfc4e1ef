import type { LedgerEntry, LedgerEntryKind } from '../ledger-entry';

// For tests only (never exported from the package): ledger entries of one holding with the
// fields a test does not care about filled in.

let nextOrderNo = 1_000;

/** An entry of folio 'F1', scheme 'S1' unless the test says otherwise. */
export function entry(
  kind: LedgerEntryKind,
  date: string,
  fields: Partial<Omit<LedgerEntry, 'kind' | 'date'>> & Pick<LedgerEntry, 'units' | 'amount'>,
): LedgerEntry {
  nextOrderNo += 1;
  return {
    orderNo: String(nextOrderNo),
    kind,
    schemeCode: 'S1',
    isin: 'INF000000001',
    folioNo: 'F1',
    date,
    nav: '10',
    stampDuty: '0',
    stt: '0',
    ...fields,
  };
}
