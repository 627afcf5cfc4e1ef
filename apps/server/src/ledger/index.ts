// The ledger, below the features (DESIGN.md "Shape"): allotments recorded once each, and their
// reconciliation with the exchange's allotment statement.
export { applyAllotmentStatement, ledgerKindOf, ledgerOrderTypeOf, type ApplyStatementResult, type LedgerKind, type LedgerOrderType } from './ledger';
export {
  reconcileLedger,
  RECONCILIATION_KINDS,
  type ReconciliationDifference,
  type ReconciliationKind,
} from './reconciliation';
export {
  recordReconciliationBreaks,
  reconciliationBreaks,
  type BreakAlertLog,
  type BreakState,
  type ReconciliationBreak,
  type RecordBreaksOptions,
} from './reconciliation-breaks';
export {
  amfiCodeOfSchemeCode,
  heldSchemes,
  investorLedger,
  ledgerEntriesOf,
  type HeldScheme,
  type InvestorLedger,
  type InvestorLedgerEntry,
  type LedgerDb,
  type LedgerFilter,
} from './investor-ledger';
// The units that may leave a folio (decision 0161): held, reserved, locked, free.
export { folioOutflowsInProgress, folioUnitsOf, REDEMPTION_IN_PROGRESS, type FolioOutflowsOptions } from './folio-units';
