// The ledger, below the features (DESIGN.md "Shape"): allotments recorded once each.
export { applyAllotmentStatement, type ApplyStatementResult } from './ledger';
