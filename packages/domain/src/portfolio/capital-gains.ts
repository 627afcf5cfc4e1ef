// The capital-gains statement (issue 12 §1; decisions 0100, 0101): rules, regimes, parts, the
// year's statement, its CSV, Schedule 112A and the tax-harvesting hint.
export * from './capital-gains-rules';
export * from './capital-gains-regime';
export * from './capital-gains-year';
export * from './capital-gains-part';
export * from './capital-gains-statement';
export * from './capital-gains-csv';
export * from './capital-gains-statement-csv';
export * from './capital-gains-schedule-112a';
export * from './capital-gains-harvest';
export * from './capital-gains-ledger';
