import { ErrorEnum, REGISTERED_WITH_BSE_ONBOARDED, type AccountOpened, type StepUpOtpSent } from '@sanchay/contract';
import { messages, productMessages, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { AppError, ValidationError } from '../../http/app-errors';
import { ExchangeUnavailableError, type ClientRegistrationPort } from '../../integrations/exchange';
import { requireStepUpGrant, sessionMessages, type SignInContext, type StepUpOtpService } from '../session';
import { clientRegistrationPayload } from './account-opening-payload';
import { markRegisteredWithExchange } from './account-opening.queries';
import { onboardingErrors } from './onboarding-errors';
import { findAccount, findProfile, listAccounts, listNominees, lockAccount, type DbOrTx } from '../../investor-profile';

const own = productMessages.occupationNominee;

export interface AccountOpeningServiceDeps {
  database: Database;
  clock: Clock;
  /** The step-up OTP of the session feature (hashing, 5 minutes, 5 tries, resend after 30 s, outbox). */
  stepUpOtp: StepUpOtpService;
  exchange: ClientRegistrationPort;
}

/** Spec 2 §4: after the account opens, the mandate step of checkout for this client code. */
export const mandateStepPath = (ucc: string) => `/profile/mandates/setup-mandate?flowType=checkout&ucc=${encodeURIComponent(ucc)}`;

const opened = (ucc: string): AccountOpened => ({ ucc, registeredWithBse: REGISTERED_WITH_BSE_ONBOARDED, next: mandateStepPath(ucc) });

/**
 * The account-opening OTP (spec 2 §4 "Occupation submit", §7 send-otp / verify-otp): an OTP to
 * the investor's own mobile once steps 1, 2 and 4 are saved; the right code registers the client
 * with the exchange and sets registeredWithBse to 3, once. No Fastify.
 */
export class AccountOpeningService {
  constructor(private readonly deps: AccountOpeningServiceDeps) {}

  async sendOtp(ctx: SignInContext, userId: string): Promise<StepUpOtpSent> {
    const account = await findAccount(this.deps.database.db, userId);
    if (account?.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) throw onboardingErrors.alreadyRegistered();
    await this.readyPayload(this.deps.database.db, userId);
    return this.deps.stepUpOtp.send(ctx, 'account_opening');
  }

  async verifyOtp(ctx: SignInContext, userId: string, code: string): Promise<AccountOpened> {
    const { database, clock } = this.deps;
    const before = await this.openedAlready(database.db, userId);
    // A repeat after the account opened (a double click, a retried request) answers the same.
    if (before) return opened(before);
    const check = await this.deps.stepUpOtp.verify(ctx, 'account_opening', code);
    if (check.expired) throw new ValidationError(sessionMessages.otpExpired, { otp: sessionMessages.otpExpired });
    if (!check.otpMatched) throw new ValidationError(messages.onboarding.otp.invalid, { otp: messages.onboarding.otp.invalid });

    const payload = await this.readyPayload(database.db, userId);
    let answer;
    try {
      answer = await this.deps.exchange.registerClient(payload);
    } catch (err) {
      if (err instanceof ExchangeUnavailableError) throw new AppError(ErrorEnum.INTERNAL, 502, own.exchangeFailed).causedBy(err);
      throw err;
    }
    if (answer.status_code !== '100') throw new ValidationError(own.exchangeFailed);

    return database.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (!account) throw onboardingErrors.accountMissing();
      if (account.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) {
        // The verified code left a grant for this session: checked in the same transaction as the write.
        await requireStepUpGrant(tx, { sessionId: ctx.session.id, userId }, 'account_opening', clock.now());
        await markRegisteredWithExchange(tx, userId);
      }
      return opened(payload.client_code);
    });
  }

  private async openedAlready(db: DbOrTx, userId: string): Promise<string | null> {
    const account = await findAccount(db, userId);
    if (account?.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED) return null;
    return (await findProfile(db, userId))?.ucc ?? null;
  }

  /** The exchange's payload; 400 while a step is missing or the FATCA declaration is not given. */
  private async readyPayload(db: DbOrTx, userId: string) {
    const account = await findAccount(db, userId);
    const profile = await findProfile(db, userId);
    if (!account || !profile) throw onboardingErrors.accountMissing();
    const [banks, nominees] = await Promise.all([listAccounts(db, userId), listNominees(db, userId)]);
    const payload = clientRegistrationPayload(account, profile, banks, nominees.length);
    if (!payload) throw new ValidationError(own.stepsIncomplete);
    if (payload.fatca !== 'Y') throw new ValidationError(own.fatcaRefused);
    return payload;
  }
}
