import { roundAmount, type Decimal } from '../money';
import { formatDisplayDate } from '../ist-date';
import type { GainsStatement } from './capital-gains-statement';
import type { GainsSaleKind } from './capital-gains-part';
import { csvText } from './capital-gains-csv';
import { capitalGainsOwnMessages } from './capital-gains-messages';

// The statement's CSV: one row per disposal part (the units of one lot that one sale took), in
// the order of the screen's lot table (decision 0101). Dates DD/MM/YYYY; amounts plain decimals
// with 2 places, units 4, NAVs 4, so a spreadsheet reads them as numbers.

export const GAINS_CSV_HEADER = [
  'Folio',
  'Scheme',
  'ISIN',
  'Tax class',
  'Tax class basis',
  'Sale type',
  'Purchase date',
  'Sale date',
  'Days held',
  'Units',
  'Purchase cost',
  'NAV on 31/01/2018',
  'FMV on 31/01/2018',
  'Indexed cost',
  'Cost for tax',
  'Sale value',
  'Exit load',
  'Net sale value',
  'STT',
  'Term',
  'Tax rule',
  'Gain',
] as const;

export const SALE_KIND_LABEL: Readonly<Record<GainsSaleKind, string>> = {
  redemption: 'Redemption',
  'switch-out': 'Switch out',
  'stp-out': 'STP out',
  swp: 'SWP',
};

const money = (d: Decimal | null) => (d === null ? '' : roundAmount(d).toFixed(2));

export function gainsStatementCsv(statement: GainsStatement): string {
  return csvText(
    GAINS_CSV_HEADER,
    statement.parts.map((p) => [
      p.folioNo,
      p.schemeName,
      p.isin ?? '',
      capitalGainsOwnMessages.taxClass[p.taxClass.taxClass],
      p.taxClass.basis,
      SALE_KIND_LABEL[p.saleKind],
      formatDisplayDate(p.acquiredOn),
      formatDisplayDate(p.soldOn),
      p.holdingDays,
      p.units.toFixed(4),
      money(p.cost),
      p.grandfathered && p.fmvPerUnit2018 ? p.fmvPerUnit2018.toFixed(4) : '',
      p.grandfathered ? money(p.fmvTotal) : '',
      money(p.indexedCost),
      money(p.costForTax),
      money(p.saleValue),
      money(p.exitLoad),
      money(p.netSaleValue),
      money(p.stt),
      p.regime.term === 'long' ? 'Long-term' : 'Short-term',
      p.regime.label,
      money(p.gain),
    ]),
  );
}
