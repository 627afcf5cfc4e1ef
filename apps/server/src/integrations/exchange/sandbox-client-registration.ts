import { IFSC, PAN } from '@sanchay/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxExchangeClient } from '../../db/schema';
import { ExchangeUnavailableError } from './bank-modification';
import type { ClientRegistrationAnswer, ClientRegistrationPayload, ClientRegistrationPort } from './client-registration';

/** Documented test values (README.md beside this file): the primary bank account number chooses the answer. */
export const REGISTRATION_TEST_ACCOUNTS = {
  /** 101: the exchange refuses the client's details. */
  refused: '999920000101',
  /** The exchange does not answer (HTTP 500). */
  serverError: '999920000500',
} as const;

/**
 * The sandbox exchange's client master. It checks the payload as the exchange does (mandatory
 * fields, formats) and keeps the clients it registered in its table (sandbox_exchange_client, so a
 * restart forgets nothing): a repeat answers "ALREADY REGISTERED" with 100 (the exchange treats
 * the UCC as the key).
 */
export class SandboxClientRegistration implements ClientRegistrationPort {
  private readonly db: Db;

  constructor(options: { database: { db: Db } }) {
    this.db = options.database.db;
  }

  /** The payload the exchange accepted for a client code, or null (tests and the sandbox console read it). */
  async registered(clientCode: string): Promise<ClientRegistrationPayload | null> {
    const [row] = await this.db.select().from(sandboxExchangeClient).where(eq(sandboxExchangeClient.clientCode, clientCode));
    return (row?.registration as ClientRegistrationPayload | undefined) ?? null;
  }

  async registerClient(p: ClientRegistrationPayload): Promise<ClientRegistrationAnswer> {
    if (p.acc_no === REGISTRATION_TEST_ACCOUNTS.serverError) throw new ExchangeUnavailableError('The exchange did not answer the client registration');
    if (p.acc_no === REGISTRATION_TEST_ACCOUNTS.refused) {
      return { status_code: '101', status_description: 'FAILED: CLIENT DETAILS COULD NOT BE VALIDATED' };
    }
    const missing = (
      [
        ['CLIENT CODE', /^[A-Z0-9]{1,10}$/.test(p.client_code)],
        ['PAN', PAN.test(p.pan)],
        ['NAME', p.name.trim().length > 0],
        ['DATE OF BIRTH', /^\d{2}\/\d{2}\/\d{4}$/.test(p.dob)],
        ['MOBILE', /^[6-9]\d{9}$/.test(p.mobile)],
        ['EMAIL', p.email.includes('@')],
        ['ADDRESS', p.address.trim().length > 0 && p.address.length <= 40],
        ['PINCODE', /^[1-9]\d{5}$/.test(p.pincode)],
        ['BANK ACCOUNT', /^\d{9,18}$/.test(p.acc_no) && IFSC.test(p.ifsc)],
        ['FATCA DECLARATION', p.fatca === 'Y'],
        ['NOMINEE DETAILS', (p.nominee_opt === 'N') === (p.nominee_count === 0)],
      ] as const
    ).find(([, ok]) => !ok);
    if (missing) return { status_code: '101', status_description: `FAILED: ${missing[0]} IS INVALID OR MISSING` };
    // The UCC is the key: the first registration stays, a repeat is told so.
    const inserted = await this.db
      .insert(sandboxExchangeClient)
      .values({ clientCode: p.client_code, registration: p })
      .onConflictDoNothing({ target: sandboxExchangeClient.clientCode })
      .returning({ clientCode: sandboxExchangeClient.clientCode });
    if (inserted.length === 0) return { status_code: '100', status_description: 'CLIENT ALREADY REGISTERED' };
    return { status_code: '100', status_description: 'CLIENT REGISTERED SUCCESSFULLY' };
  }
}
