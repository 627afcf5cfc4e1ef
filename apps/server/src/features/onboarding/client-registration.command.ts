import { REGISTERED_WITH_BSE_ONBOARDED } from '@sanchay/contract';
import type { ClientRegistrationAnswer, ClientRegistrationPayload, ClientRegistrationPort } from '../../integrations/exchange';
import type { OutsideCallHandler } from '../../outside-calls';
import { lockAccount } from '../../investor-profile';
import { markRegisteredWithExchange } from './account-opening.queries';

/** The exchange's client registration (UCC), as a durable command (outside-calls/). */
export const CLIENT_REGISTRATION = { party: 'exchange', operation: 'client-registration' } as const;

/** What the apply needs: whose account opens. */
export interface ClientRegistrationContext {
  userId: string;
}

/**
 * Its handler. The exchange treats the client code as the key (a repeat answers 100 "CLIENT
 * ALREADY REGISTERED"), so a call with no answer is retried with backoff: 5 attempts, 30 s
 * doubling. The investor who verified the OTP is answered at once (a 502 when the first attempt
 * got no answer); a later success still opens the account they asked for. The apply: on 100,
 * registeredWithBse becomes 3, once; a refusal changes nothing.
 */
export function clientRegistrationHandler(
  port: ClientRegistrationPort,
): OutsideCallHandler<ClientRegistrationPayload, ClientRegistrationAnswer, ClientRegistrationContext> {
  return {
    ...CLIENT_REGISTRATION,
    call: (payload) => port.registerClient(payload),
    retry: { maxAttempts: 5, baseDelayMs: 30_000, maxDelayMs: 10 * 60_000 },
    async apply(tx, { response, context }) {
      if (response?.status_code !== '100') return;
      const account = await lockAccount(tx, context.userId);
      if (account && account.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) await markRegisteredWithExchange(tx, context.userId);
    },
  };
}
