import {
  BankErrorEnum,
  bankAccountRoutes,
  bankAccountsChanged,
  bankAccountView,
  bankVerificationResult,
  ifscSearchResult,
  referenceDataRoutes,
  stepUpOtpSent,
  stepUpOtpVerified,
  type BankAccountView,
  type ProfileView,
} from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { bankTimings } from '../bank-accounts';
import { fail, fakeOnboardingServer, profileOf } from '../onboarding/onboarding-test-kit';
import { ok } from '../session/testing/session-fixtures';

const R = bankAccountRoutes;
const own = productMessages.bankAccounts;
const verifyLabel = messages.profileArea.personal.verifyAndProceed;

const accountOf = (overrides: Partial<BankAccountView>): BankAccountView =>
  bankAccountView.parse({
    bankName: 'State Bank of India', bankAccountNumber: '123456789012', ifscCode: 'SBIN0000813', bankAccountType: 'Savings',
    branchName: null, defaultBankFlag: 'Y', cancelledChequeURL: null, cancelledChequeId: 'c1', isVerified: true,
    accountHolderName: 'ASHA VERMA', accountSequence: 1, originalIndex: 0, ...overrides,
  });
const primary = accountOf({});
const second = accountOf({ bankName: 'HDFC Bank', bankAccountNumber: '222222225678', ifscCode: 'HDFC0000123', defaultBankFlag: 'N', accountSequence: 2, originalIndex: 1 });
const onboarded = profileOf({
  ucc: 'SN00000001', pan: 'ABCPV1111V', panStatus: 'KYC_VALIDATED_STATUS', registeredWithBse: 3, personalDetailsSaved: true,
  userBankDetailsList: [primary, second],
});

beforeAll(() => {
  Object.assign(bankTimings, { chequeWaitMs: 0, preVerificationMs: 0, reloadMs: 0 });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

/** The right code is 123456; a delete removes the account, or answers `deleteAnswer`. */
function bankServer(profile: ProfileView = onboarded, deleteAnswer?: () => Response) {
  const server = fakeOnboardingServer({ profile });
  server.override = (path, method) => {
    if (path === referenceDataRoutes.ifscSearch.path) {
      return ok(ifscSearchResult, { content: [{ ifsc: 'SBIN0000813', bankCode: 'SBIN', bank: 'State Bank of India', branch: null, nachDebit: true, upi: true }] });
    }
    if (method !== 'POST') return undefined;
    const body = server.posts.at(-1)?.body ?? {};
    if (path === R.sendBankUpdateOtp.path) return ok(stepUpOtpSent, { mobile: 'XXXXXX0001', expiresInSeconds: 300, resendAfterSeconds: 30, resendsLeft: 3 });
    if (path === R.verifyBankUpdateOtp.path) {
      const matched = body.otp === '123456';
      return ok(stepUpOtpVerified, { otpMatched: matched, expired: false, attemptsLeft: 4, authorisedUntil: matched ? '2026-08-21T09:10:00.000Z' : null });
    }
    if (path === R.verifyBankAccount.path) {
      return ok(bankVerificationResult, {
        verificationId: 'v-edit', outcome: 'verified', mayProceed: true, message: messages.onboarding.bank.verified,
        isVerified: true, userNameFromSignzy: 'ASHA VERMA', loggedInUserName: 'ASHA VERMA',
      });
    }
    if (path === R.editBankAccount.path) {
      const list = server.profile.userBankDetailsList.map((a) =>
        a.accountSequence === body.accountSequence ? { ...a, bankAccountType: body.bankAccountType as BankAccountView['bankAccountType'] } : a,
      );
      server.profile = { ...server.profile, userBankDetailsList: list };
      return ok(bankAccountsChanged, { message: messages.onboarding.bank.edited, userBankDetailsList: list });
    }
    if (path === R.deleteBankAccount.path) {
      if (deleteAnswer) return deleteAnswer();
      const list = server.profile.userBankDetailsList.filter((a) => a.accountSequence !== body.accountSequence);
      server.profile = { ...server.profile, userBankDetailsList: list };
      return ok(bankAccountsChanged, { message: messages.onboarding.bank.deleted, userBankDetailsList: list });
    }
    return undefined;
  };
  return server;
}

const postsTo = (server: ReturnType<typeof bankServer>, path: string) => server.posts.filter((p) => p.path === path);

async function passOtp(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('OTP'), '123456');
  await user.click(within(dialog).getByRole('button', { name: verifyLabel }));
}

describe('My Profile: the Bank Details tab (spec 2 §2, §4)', () => {
  it('lists the accounts as an accordion with the last 4 digits and the Primary tag', async () => {
    bankServer();
    renderApp('/profile/bank-info');
    const first = await screen.findByRole('button', { name: /State Bank of India XXXX9012 Primary/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const other = screen.getByRole('button', { name: /HDFC Bank XXXX5678/ });
    expect(other).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Edit HDFC Bank XXXX5678' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(other);
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Edit HDFC Bank XXXX5678' })).toBeVisible();
  });

  it('the primary cannot be deleted: a dialog says so, and no OTP is sent', async () => {
    const server = bankServer();
    renderApp('/profile/bank-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete State Bank of India XXXX9012' }));
    const dialog = await screen.findByRole('dialog', { name: own.primaryNotDeletableTitle });
    expect(within(dialog).getByText(own.primaryNotDeletable)).toBeInTheDocument();
    expect(postsTo(server, R.sendBankUpdateOtp.path)).toEqual([]);
  });

  it('deletes another account after the bank-update OTP and says so', async () => {
    const server = bankServer();
    renderApp('/profile/bank-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /HDFC Bank XXXX5678/ }));
    await user.click(screen.getByRole('button', { name: 'Delete HDFC Bank XXXX5678' }));
    await passOtp(user);
    expect(await screen.findByText('Bank Account Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /HDFC Bank XXXX5678/ })).not.toBeInTheDocument());
    expect(postsTo(server, R.deleteBankAccount.path).map((p) => p.body)).toEqual([{ accountSequence: 2 }]);
  });

  it('shows the mandate-conflict dialog when the exchange refuses the delete', async () => {
    bankServer(onboarded, () => fail(409, BankErrorEnum.BANK_MANDATE_CONFLICT, own.mandateConflict('5678')));
    renderApp('/profile/bank-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /HDFC Bank XXXX5678/ }));
    await user.click(screen.getByRole('button', { name: 'Delete HDFC Bank XXXX5678' }));
    await passOtp(user);
    const dialog = await screen.findByRole('dialog', { name: own.mandateConflictTitle });
    expect(within(dialog).getByText(own.mandateConflict('5678'))).toBeInTheDocument();
  });

  it('Edit opens the form with the account only after the OTP', async () => {
    const server = bankServer();
    renderApp('/profile/bank-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit State Bank of India XXXX9012' }));
    expect(screen.queryByRole('form', { name: 'Edit bank account' })).not.toBeInTheDocument();
    await passOtp(user);
    const form = await screen.findByRole('form', { name: 'Edit bank account' });
    expect(within(form).getByLabelText('Account number')).toHaveValue('123456789012');
    expect(within(form).getByLabelText('Set as primary account')).toBeDisabled();
    expect(postsTo(server, R.sendBankUpdateOtp.path)).toHaveLength(1);
    // Only one account at a time.
    expect(screen.queryByRole('button', { name: 'Add Another Account' })).toBeDisabled();
  });

  it('an edit re-verifies the account (purpose edit) and saves it by its sequence', async () => {
    const server = bankServer();
    renderApp('/profile/bank-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit State Bank of India XXXX9012' }));
    await passOtp(user);
    const form = await screen.findByRole('form', { name: 'Edit bank account' });
    await user.selectOptions(within(form).getByLabelText('Account type'), 'Current');
    await user.click(within(form).getByRole('button', { name: 'Verify & Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit bank account' })).not.toBeInTheDocument());
    expect(postsTo(server, R.verifyBankAccount.path).map((p) => p.body)).toEqual([{ bankAccountNumber: '123456789012', ifscCode: 'SBIN0000813', purpose: 'edit' }]);
    expect(postsTo(server, R.editBankAccount.path).map((p) => p.body)).toEqual([
      expect.objectContaining({ accountSequence: 1, bankAccountType: 'Current', cancelledChequeId: 'c1', verificationId: 'v-edit', continueAnyway: false }),
    ]);
  });

  it('before registration: the onboarding alert, and Edit goes to KYC', async () => {
    const server = bankServer({ ...onboarded, registeredWithBse: 0 });
    const { router } = renderApp('/profile/bank-info');
    expect(await screen.findByText('Complete Your Profile Onboarding')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit State Bank of India XXXX9012' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/kyc-details'));
    expect(postsTo(server, R.sendBankUpdateOtp.path)).toEqual([]);
  });
});
