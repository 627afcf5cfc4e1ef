import type { PennyDropResult } from '@sanchay/domain';

export interface PennyDropRequest {
  accountNumber: string;
  ifsc: string;
  /**
   * The investor's name on record. A real party ignores it (it answers with the bank's name);
   * the sandbox's bank pretends ordinary accounts belong to this person.
   */
  nameOnRecord: string;
}

/**
 * The bank-verification port (penny drop, DESIGN.md "Outside parties"): credits ₹1 to the
 * account and reports the holder's name as the bank knows it. Never throws for an answer of the
 * party; `error` stands for an HTTP 500 or no answer at all.
 */
export interface BankVerifier {
  verify(request: PennyDropRequest): Promise<PennyDropResult>;
}
