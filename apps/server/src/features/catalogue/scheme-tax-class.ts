import { schemeTaxClass, type SchemeTaxClassReading } from '@sanchay/domain';

// A catalogue scheme's tax class, read from the scheme's own row (docs/decisions/0153): computed
// on every read from the facts the catalogue holds (AMFI category, name, ISINs, browse class) and
// the repository's override list, never stored, so a change to either applies to every screen and
// statement at once. No exchange table is read: the product's scheme row is enough.

/** The scheme row's columns the reading needs (scheme: name, isin_growth, isin_reinvestment, amfi_category, category, sub_category). */
export interface SchemeTaxClassRow {
  name: string;
  isinGrowth: string | null;
  isinReinvestment: string | null;
  amfiCategory: string | null;
  category: string;
  subCategory: string;
}

export function taxClassOfScheme(row: SchemeTaxClassRow): SchemeTaxClassReading {
  return schemeTaxClass({
    schemeName: row.name,
    isin: row.isinGrowth,
    isinReinvestment: row.isinReinvestment,
    amfiCategory: row.amfiCategory,
    category: row.category,
    subCategory: row.subCategory,
  });
}
