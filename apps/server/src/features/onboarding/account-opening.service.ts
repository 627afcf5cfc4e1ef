import { randomUUID } from 'node:crypto';
import { ErrorEnum, REGISTERED_WITH_BSE_ONBOARDED, type AccountOpened, type StepUpOtpSent } from '@sanchay/contract';
import { messages, productMessages, type Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { AppError, ValidationError } from '../../http/app-errors';
import type { ClientRegistrationAnswer } from '../../integrations/exchange';
import type { OutsideCalls } from '../../outside-calls';
import { requireStepUpGrant, sessionMessages, type SignInContext, type StepUpOtpService } from '../session';
import { clientRegistrationPayload } from './account-opening-payload';
import { CLIENT_REGISTRATION, type ClientRegistrationContext } from './client-registration.command';
import { onboardingErrors } from './onboarding-errors';
import { findAccount, findProfile, listAccounts, listNominees, lockAccount, type DbOrTx } from '../../investor-profile';

const own = productMessages.occupationNominee;

export interface AccountOpeningServiceDeps {
  database: Database;
  clock: Clock;
  /** The step-up OTP of the session feature (hashing, 5 minutes, 5 tries, resend after 30 s, outbox). */
  stepUpOtp: StepUpOtpService;
  /** The exchange's client registration runs as a durable command (client-registration.command.ts). */
  outsideCalls: OutsideCalls;
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
    // The verified code left a grant for this session: checked in the transaction that writes the
    // exchange's registration command; the command's apply opens the account (registeredWithBse 3).
    const commandId = await database.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      if (!account) throw onboardingErrors.accountMissing();
      if (account.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) return null;
      await requireStepUpGrant(tx, { sessionId: ctx.session.id, userId }, 'account_opening', clock.now());
      const context: ClientRegistrationContext = { userId };
      const { id } = await this.deps.outsideCalls.enqueue(
        tx,
        { ...CLIENT_REGISTRATION, idempotencyKey: `exchange/client-registration/${payload.client_code}/${randomUUID()}`, subject: userId, request: payload, context },
        { runNow: true },
      );
      return id;
    });
    if (commandId === null) return opened(payload.client_code);

    const command = await this.deps.outsideCalls.run(commandId);
    // No answer (the exchange is retried in the background): the investor may try again.
    if (command.status !== 'done' && command.status !== 'answered') throw new AppError(ErrorEnum.INTERNAL, 502, own.exchangeFailed);
    if ((command.response as ClientRegistrationAnswer | null)?.status_code !== '100') throw new ValidationError(own.exchangeFailed);
    // Registered at the exchange but not yet here: the command applies it later (reported, retried).
    if (command.status !== 'done') throw new AppError(ErrorEnum.INTERNAL, 500, own.exchangeFailed);
    return opened(payload.client_code);
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
