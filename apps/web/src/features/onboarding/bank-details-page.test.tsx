import {
  bankAccountRoutes,
  bankAccountsChanged,
  bankAccountView,
  bankVerificationResult,
  chequeUploadResult,
  ifscSearchResult,
  referenceDataRoutes,
  uploadRoutes,
  type BankAccountView,
  type BankVerificationResult,
} from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { chooseFile } from '../../testing/choose-file';
import { renderApp } from '../../testing/render-app';
import { bankTimings } from '../bank-accounts';
import { fakeOnboardingServer, profileOf, type FakeOnboardingServer } from './onboarding-test-kit';
import { ok } from '../session/testing/session-fixtures';

const bank = messages.onboarding.bank;
const R = bankAccountRoutes;
const ready = profileOf({ pan: 'BNZPK1234Q', ucc: 'SN00000001', panStatus: 'KYC_VALIDATED_STATUS', personalDetailsSaved: true, kycName: 'ASHA VERMA' });
const SBI = { ifsc: 'SBIN0000813', bankCode: 'SBIN', bank: 'State Bank of India', branch: null, nachDebit: true, upi: true };
// A PNG's first bytes: the browser checks the type by content before the upload.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

beforeAll(() => {
  // The spec's waits (1 s, 2 s, 2 s) are not what these tests are about.
  Object.assign(bankTimings, { chequeWaitMs: 0, preVerificationMs: 0, reloadMs: 0 });
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

const accountOf = (overrides: Partial<BankAccountView> = {}): BankAccountView =>
  bankAccountView.parse({
    bankName: 'State Bank of India', bankAccountNumber: '123456789012', ifscCode: 'SBIN0000813', bankAccountType: 'Savings',
    branchName: null, defaultBankFlag: 'Y', cancelledChequeURL: null, cancelledChequeId: 'c1', isVerified: true,
    accountHolderName: 'ASHA VERMA', accountSequence: 1, originalIndex: 0, ...overrides,
  });

const verification = (outcome: BankVerificationResult['outcome'], extra: Partial<BankVerificationResult> = {}): BankVerificationResult => ({
  verificationId: outcome === 'failed' || outcome === 'down' ? null : 'v-1',
  outcome,
  mayProceed: outcome === 'verified',
  message: outcome === 'verified' ? bank.verified : outcome === 'nameMismatch' ? bank.nameMismatchTitle : bank.verificationFailedBody,
  isVerified: outcome === 'verified' || outcome === 'nameMismatch',
  userNameFromSignzy: outcome === 'nameMismatch' ? 'RAVI KUMAR SHARMA' : 'ASHA VERMA',
  loggedInUserName: 'ASHA VERMA',
  ...extra,
});

/** The onboarding stand-in plus the bank routes; the save adds the account to the profile. */
function bankServer(outcome: BankVerificationResult['outcome'], profile = ready): FakeOnboardingServer {
  const server = fakeOnboardingServer({ profile });
  server.override = (path) => {
    switch (path) {
      case referenceDataRoutes.ifscSearch.path:
        return ok(ifscSearchResult, { content: [SBI] });
      case referenceDataRoutes.bankNameSuggestions.path:
        return ok(z.array(z.string()), ['State Bank of India', 'State Bank of Mauritius']);
      case uploadRoutes.uploadCancelledCheque.path:
        return ok(chequeUploadResult, {
          cancelledChequeId: 'cheque-1', cancelledChequeURL: '/api/v1/uploads/files/cheque-1', bankAccountNumber: '123456789012',
          ifscCode: 'SBIN0000813', bankName: 'State Bank of India', extraction: 'complete', message: messages.onboarding.files.extracted,
        });
      case R.verifyBankAccount.path:
        return ok(bankVerificationResult, verification(outcome));
      case R.saveBankAccount.path: {
        const list = [...server.profile.userBankDetailsList, accountOf({ cancelledChequeId: 'cheque-1' })];
        server.profile = { ...server.profile, userBankDetailsList: list };
        return ok(bankAccountsChanged, { message: bank.added, userBankDetailsList: list });
      }
      default:
        return undefined;
    }
  };
  return server;
}

async function uploadCheque(user: ReturnType<typeof userEvent.setup>) {
  const file = new File([PNG], 'cheque.png', { type: 'image/png' });
  await chooseFile(user, await screen.findByRole('button', { name: /Cancelled cheque/ }), file);
}

describe('/profile/bank-details (step 2)', () => {
  it('fills the form from the cheque, verifies, saves and shows the account card', async () => {
    const server = bankServer('verified');
    renderApp('/profile/bank-details?flowType=checkout');
    expect(await screen.findByText('Step 2/5')).toBeInTheDocument();
    const user = userEvent.setup();
    await uploadCheque(user);
    expect(await screen.findByText('File uploaded and details extracted successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveValue('123456789012');
    expect(screen.getByLabelText('IFSC')).toHaveValue('SBIN0000813');
    expect(screen.getByLabelText('Bank name')).toHaveValue('State Bank of India');
    await user.selectOptions(screen.getByLabelText('Account type'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Verify & Add Account' }));
    const card = await screen.findByRole('article', { name: 'State Bank of India XXXX9012' });
    expect(within(card).getByText('Primary')).toBeInTheDocument();
    expect(server.posts.find((p) => p.path === R.verifyBankAccount.path)?.body).toEqual({ bankAccountNumber: '123456789012', ifscCode: 'SBIN0000813', purpose: 'add' });
    expect(server.posts.find((p) => p.path === R.saveBankAccount.path)?.body).toMatchObject({
      bankName: 'State Bank of India',
      bankAccountNumber: '123456789012',
      ifscCode: 'SBIN0000813',
      bankAccountType: 'Savings',
      cancelledChequeId: 'cheque-1',
      verificationId: 'v-1',
      continueAnyway: false,
    });
  });

  it("shows the onboarding wording for empty fields and asks for the primary account's cheque", async () => {
    const server = bankServer('verified');
    renderApp('/profile/bank-details');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verify & Add Account' }));
    expect(await screen.findByText('Please enter your bank name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid bank account number')).toBeInTheDocument();
    expect(screen.getByText('IFSC code must be 11 characters long.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Bank name'), 'State Bank of India');
    await user.type(screen.getByLabelText('Account number'), '123456789012');
    await user.type(screen.getByLabelText('IFSC'), 'sbin0000813');
    await user.selectOptions(screen.getByLabelText('Account type'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Verify & Add Account' }));
    expect(await screen.findByText(bank.chequeRequiredForPrimary)).toBeInTheDocument();
    expect(server.posts.filter((p) => p.path === R.verifyBankAccount.path)).toEqual([]);
  });

  it('says what is wrong with a field when the investor leaves it: a malformed IFSC, a short account number', async () => {
    const server = bankServer('verified');
    renderApp('/profile/bank-details');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('IFSC'), 'SBIN1000813');
    expect(screen.queryByText(bank.ifscFormat)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(bank.ifscFormat)).toBeInTheDocument();
    expect(screen.getByLabelText('IFSC')).toHaveAccessibleDescription(bank.ifscFormat);
    await user.type(screen.getByLabelText('Account number'), '1234');
    await user.tab();
    expect(await screen.findByText(bank.accountNumberInvalidOnboarding)).toBeInTheDocument();
    // Corrected, the message goes as the investor types.
    await user.clear(screen.getByLabelText('IFSC'));
    await user.type(screen.getByLabelText('IFSC'), 'SBIN0000813');
    await waitFor(() => expect(screen.queryByText(bank.ifscFormat)).not.toBeInTheDocument());
    expect(server.posts).toEqual([]);
  });

  it('refuses a cheque that is not an image or PDF with the spec message, and uploads nothing', async () => {
    const server = bankServer('verified');
    renderApp('/profile/bank-details');
    const user = userEvent.setup({ applyAccept: false });
    const text = new File([new TextEncoder().encode('just some words')], 'cheque.png', { type: 'image/png' });
    await chooseFile(user, await screen.findByRole('button', { name: /Cancelled cheque/ }), text);
    expect(await screen.findByText(bank.chequeFormat)).toBeInTheDocument();
    expect(server.posts.filter((p) => p.path === uploadRoutes.uploadCancelledCheque.path)).toEqual([]);
  });

  it('suggests bank names after 2 characters', async () => {
    const server = bankServer('verified');
    renderApp('/profile/bank-details');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bank name'), 'S');
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('bank-name-suggestions'))).toBe(false);
    await user.type(screen.getByLabelText('Bank name'), 't');
    await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
    expect(server.posts).toEqual([]);
  });

  it('name mismatch asks Change Bank Details or Continue Anyway, which saves anyway', async () => {
    const server = bankServer('nameMismatch');
    renderApp('/profile/bank-details');
    const user = userEvent.setup();
    await uploadCheque(user);
    await screen.findByText('File uploaded and details extracted successfully');
    await user.selectOptions(screen.getByLabelText('Account type'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Verify & Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: "Bank Account Name Doesn't Match PAN" });
    expect(within(dialog).getByText(/RAVI KUMAR SHARMA/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.onboarding.bank.changeBankDetails }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.posts.filter((p) => p.path === R.saveBankAccount.path)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Verify & Add Account' }));
    await user.click(await screen.findByRole('button', { name: messages.onboarding.bank.continueAnyway }));
    await screen.findByRole('article', { name: 'State Bank of India XXXX9012' });
    expect(server.posts.find((p) => p.path === R.saveBankAccount.path)?.body).toMatchObject({ continueAnyway: true });
  });

  it('a failed verification opens the failed dialog with Re-Enter Account Details and saves nothing', async () => {
    const server = bankServer('failed');
    renderApp('/profile/bank-details');
    const user = userEvent.setup();
    await uploadCheque(user);
    await screen.findByText('File uploaded and details extracted successfully');
    await user.selectOptions(screen.getByLabelText('Account type'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Verify & Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: bank.verificationFailedTitle });
    expect(within(dialog).getByText(bank.verificationFailedBody)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.onboarding.bank.reEnter }));
    expect(server.posts.filter((p) => p.path === R.saveBankAccount.path)).toEqual([]);
  });

  it('serverDown on add saves the account unverified and says the service was unavailable', async () => {
    const server = bankServer('unavailable');
    server.override = ((base) => (path: string, method: string) =>
      path === R.verifyBankAccount.path
        ? ok(bankVerificationResult, verification('unavailable', { mayProceed: true, isVerified: false, userNameFromSignzy: null, message: bank.verificationUnavailableAdd }))
        : base(path, method))(server.override!);
    // Long enough to find the dialog before the reload.
    bankTimings.reloadMs = 1000;
    renderApp('/profile/bank-details');
    const user = userEvent.setup();
    await uploadCheque(user);
    await screen.findByText('File uploaded and details extracted successfully');
    await user.selectOptions(screen.getByLabelText('Account type'), 'Savings');
    await user.click(screen.getByRole('button', { name: 'Verify & Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: bank.added });
    expect(within(dialog).getByText('Verification service is unavailable. You can proceed for now.')).toBeInTheDocument();
    bankTimings.reloadMs = 0;
    expect(server.posts.filter((p) => p.path === R.saveBankAccount.path)).toHaveLength(1);
  });

  it('Add Another Bank Account waits for verified accounts; Continue With Profile goes to the risk profile', async () => {
    bankServer('verified', { ...ready, userBankDetailsList: [accountOf({ isVerified: false })] });
    const { router } = renderApp('/profile/bank-details?flowType=checkout');
    expect(await screen.findByRole('button', { name: 'Add Another Bank Account' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue With Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/risk-profile'));
    expect(router.state.location.search).toBe('?flowType=checkout');
  });

  it('registered (3): no form, Add Another disabled', async () => {
    bankServer('verified', { ...ready, registeredWithBse: 3, userBankDetailsList: [accountOf()] });
    renderApp('/profile/bank-details');
    expect(await screen.findByRole('button', { name: 'Add Another Bank Account' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Add bank account' })).not.toBeInTheDocument();
  });
});
