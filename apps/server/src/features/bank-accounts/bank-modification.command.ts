import { modificationOutcome, type BankModificationPayload, type Clock } from '@sanchay/domain';
import type { BankModificationPort, ClientModificationAnswer } from '../../integrations/exchange';
import type { OutsideCallHandler } from '../../outside-calls';
import { lockOwner } from '../../investor-profile';
import { writeBankAccountChange, type BankAccountChange } from './bank-account-changes';

/** The exchange's client modification for bank details, as a durable command (outside-calls/). */
export const BANK_MODIFICATION = { party: 'exchange', operation: 'bank-modification' } as const;

/**
 * Its handler. The call: the payload to the exchange. No retry of the call: the investor is told
 * "A server error occurred. Please try again." and may then ask for another change; a late retry
 * would apply one they gave up on. The apply: when the exchange answered 100, the change the
 * command carries is written (the investor's row locked), once; a refusal writes nothing.
 */
export function bankModificationHandler(
  port: BankModificationPort,
  clock: Clock,
): OutsideCallHandler<BankModificationPayload, ClientModificationAnswer, BankAccountChange> {
  return {
    ...BANK_MODIFICATION,
    call: (payload) => port.modifyBankDetails(payload),
    async apply(tx, { response, context }) {
      const first = response?.ucc_resp?.[0];
      if (!first || modificationOutcome(first).kind !== 'modified') return;
      await lockOwner(tx, context.userId);
      await writeBankAccountChange(tx, context, clock.now());
    },
  };
}
