// The exchange's scheme master as the product asks for it (docs/decisions/0162): one row per
// scheme in the exchange's own fields (BSE StAR MF's scheme-master columns), flags 'Y'/'N',
// amounts and quantities as decimal strings. The product copies what it needs into its own
// scheme_facts table (apps/server/src/scheme-facts); it never reads the exchange's tables.

export interface ExchangeSchemeMasterRow {
  SchemeCode: string;
  UniqueNo: number;
  ISIN: string | null;
  PurchaseAllowed: 'Y' | 'N';
  RedemptionAllowed: 'Y' | 'N';
  MinimumRedemptionQty: string;
  RedemptionQtyMultiplier: string;
  RedemptionAmountMinimum: string;
  RedemptionAmountMultiple: string;
  SIPFLAG: 'Y' | 'N';
  STPFLAG: 'Y' | 'N';
  SWPFLAG: 'Y' | 'N';
  SwitchFLAG: 'Y' | 'N';
  ExitLoadFlag: 'Y' | 'N';
  ExitLoad: string | null;
  LockInPeriodFlag: 'Y' | 'N';
  /** e.g. '3 Years'. */
  LockInPeriod: string | null;
}

export interface SchemeMasterPort {
  /** Every scheme the exchange lists, in its fields. */
  schemeMaster(): Promise<ExchangeSchemeMasterRow[]>;
}
