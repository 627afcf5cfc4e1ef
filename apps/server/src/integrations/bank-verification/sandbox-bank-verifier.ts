import type { PennyDropResult } from '@sanchay/domain';
import type { IfscDirectory } from '../ifsc';
import type { BankVerifier, PennyDropRequest } from './bank-verifier';

/**
 * Documented test account numbers (README.md beside this file), like a payment gateway's test
 * cards. Any other account at an IFSC that exists is verified with the investor's own name.
 */
export const PENNY_DROP_TEST_ACCOUNTS = {
  /** The bank has no such account. */
  invalidAccount: '999900000001',
  /** The account is closed or dormant: the credit bounces. */
  inactiveAccount: '999900000002',
  /** Verified, but held by someone else: "RAVI KUMAR SHARMA". */
  nameMismatch: '999900000003',
  /** The party answers `serverDown`. */
  serverDown: '999900000004',
  /** The party answers HTTP 500. */
  httpError: '999900000005',
} as const;

export const SANDBOX_OTHER_HOLDER = 'RAVI KUMAR SHARMA';

/** The sandbox penny drop: deterministic, instant, and it refuses an IFSC that does not exist. */
export class SandboxBankVerifier implements BankVerifier {
  private sequence = 0;

  constructor(private readonly ifscDirectory: IfscDirectory) {}

  async verify({ accountNumber, ifsc, nameOnRecord }: PennyDropRequest): Promise<PennyDropResult> {
    const t = PENNY_DROP_TEST_ACCOUNTS;
    const number = accountNumber.trim();
    const reference = `SBXPD${String(++this.sequence).padStart(8, '0')}`;
    switch (number) {
      case t.serverDown:
        return { status: 'serverDown' };
      case t.httpError:
        return { status: 'error' };
      case t.invalidAccount:
        return { status: 'failed', reason: 'INVALID ACCOUNT NUMBER', reference };
      case t.inactiveAccount:
        return { status: 'failed', reason: 'ACCOUNT CLOSED OR DORMANT', reference };
    }
    if (!this.ifscDirectory.lookup(ifsc)) return { status: 'failed', reason: 'INVALID IFSC', reference };
    // Banks answer in capitals, as their core systems hold the name.
    const holderName = number === t.nameMismatch ? SANDBOX_OTHER_HOLDER : nameOnRecord.trim().toUpperCase();
    return { status: 'verified', holderName, reference };
  }
}
