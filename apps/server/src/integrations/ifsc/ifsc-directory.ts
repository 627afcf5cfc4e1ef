/** One branch of a bank, as the IFSC directory knows it (spec 2 §3 "IFSC lookup result"). */
export interface IfscBranch {
  ifsc: string;
  /** The bank's four-letter code (for a sub-member bank, its own code, not the sponsor's). */
  bankCode: string;
  bank: string;
  /** The branch's name; null when the directory holds codes and banks but not branches. */
  branch: string | null;
  /** The bank takes NACH debits, so an e-mandate or physical mandate can be set up on it. */
  nachDebit: boolean;
  upi: boolean;
}

/**
 * The IFSC directory port (DESIGN.md "Reference data"): does a code exist, whose is it, and
 * which bank names there are. Synchronous because the shipped adapter answers from memory; a
 * networked adapter would make these async and the reference-data service awaits them anyway.
 */
export interface IfscDirectory {
  lookup(ifsc: string): IfscBranch | null;
  /** Every bank's display name, sorted, once each. */
  bankNames(): readonly string[];
}
