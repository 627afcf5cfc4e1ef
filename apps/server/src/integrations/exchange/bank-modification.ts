import type { BankModificationPayload, ModificationResponse } from '@sanchay/domain';

/** The exchange's answer to a client modification (spec 2 §7: response.data.ucc_resp[0]). */
export interface ClientModificationAnswer {
  ucc_resp: ModificationResponse[];
}

/** The exchange did not answer properly (HTTP 5xx, timeout): "A server error occurred." */
export class ExchangeUnavailableError extends Error {
  constructor(message = 'The exchange did not answer the modification call') {
    super(message);
    this.name = 'ExchangeUnavailableError';
  }
}

/**
 * The exchange's client-modification call for bank details (DESIGN.md "Outside parties",
 * exchange: "bank-detail modification codes 100/101/102/103/105"). The payload is built by the
 * domain's bankModificationPayload and read back with modificationOutcome.
 */
export interface BankModificationPort {
  modifyBankDetails(payload: BankModificationPayload): Promise<ClientModificationAnswer>;
}
