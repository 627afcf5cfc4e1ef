import { accountOpened, occupationNomineeRoutes, profileView, stepUpOtpSent } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { chooseFile } from '../../testing/choose-file';
import { renderApp } from '../../testing/render-app';
import { bankAccountOf, fail, fakeOnboardingServer, profileOf } from './onboarding-test-kit';
import { ok } from '../session/testing/session-fixtures';

const R = occupationNomineeRoutes;
const own = productMessages.occupationNominee;
const nm = messages.onboarding.nominee;
const ready = profileOf({
  pan: 'BNZPK1234Q',
  ucc: 'SN00000001',
  panStatus: 'KYC_VALIDATED_STATUS',
  personalDetailsSaved: true,
  userBankDetailsList: [bankAccountOf()],
  signatureURL: '/api/v1/uploads/files/7c0e4d0a-0000-4000-8000-000000000001',
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

/** The fake server plus step 4's routes: save, send-otp and verify-otp (code 123456). */
function serverWithStep4(profile = ready) {
  const server = fakeOnboardingServer({ profile, riskProfiled: true });
  server.override = (path) => {
    const body = server.posts.at(-1)?.body ?? {};
    if (path === R.saveOccupationNominee.path) return ok(profileView, { ...server.profile, occupationType: 'S' });
    if (path === R.sendAccountOtp.path) return ok(stepUpOtpSent, { mobile: 'XXXXXX0001', expiresInSeconds: 300, resendAfterSeconds: 30, resendsLeft: 3 });
    if (path === R.verifyAccountOtp.path) {
      return body.otp === '123456'
        ? ok(accountOpened, { ucc: 'SN00000001', registeredWithBse: 3, next: '/profile/mandates/setup-mandate?flowType=checkout&ucc=SN00000001' })
        : fail(400, 'VALIDATION_FAILED', 'Invalid OTP.');
    }
    return undefined;
  };
  return server;
}

async function fillOccupation(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Occupation'), 'S');
  await user.selectOptions(screen.getByLabelText('Income range'), '5L_10L');
  await user.type(screen.getByLabelText('Aadhaar number'), '1234 5678 9012');
}

async function fillNominee(user: ReturnType<typeof userEvent.setup>, block: HTMLElement, name: string, share: string, pan: string) {
  const q = within(block);
  await user.type(q.getByLabelText('Nominee name'), name);
  await user.selectOptions(q.getByLabelText('Relationship'), '20');
  await user.type(q.getByLabelText('Share (%)'), share);
  await user.selectOptions(q.getByLabelText('Identity type'), '1');
  await user.type(q.getByLabelText('ID number'), pan);
  await user.type(q.getByLabelText('Nominee e-mail'), 'ravi@example.com');
  await user.type(q.getByLabelText('Nominee mobile number'), '9876543211');
  await user.type(q.getByLabelText('Nominee address'), '12 MG Road');
  await user.type(q.getByLabelText('Nominee pincode'), '560038');
}

const block = (n: number) => screen.getByRole('group', { name: `Nominee ${n}/3` });

describe('/profile/occupation-nominee-details (step 4)', () => {
  it('shows Step 4/5 and the nominee blocks only when opted in; minor fields only for a named minor; up to 3 blocks', async () => {
    serverWithStep4();
    renderApp('/profile/occupation-nominee-details?flowType=checkout');
    expect(await screen.findByText('Step 4/5')).toBeInTheDocument();
    const user = userEvent.setup();
    const optIn = await screen.findByRole('group', { name: messages.onboarding.nomineeTab.optInQuestion });
    expect(screen.queryByRole('group', { name: 'Nominee 1/3' })).not.toBeInTheDocument();
    await user.click(within(optIn).getByRole('radio', { name: 'Yes' }));
    const first = block(1);
    await user.click(within(first).getByRole('radio', { name: 'Yes' }));
    expect(within(first).queryByLabelText('Guardian name')).not.toBeInTheDocument();
    await user.type(within(first).getByLabelText('Nominee name'), 'Ravi Verma');
    expect(within(first).getByLabelText('Guardian name')).toBeInTheDocument();
    expect(within(first).getByLabelText('Nominee date of birth (DD/MM/YYYY)')).toBeInTheDocument();
    // One block has no remove button; three is the most.
    expect(within(first).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.onboarding.nomineeTab.addMore }));
    await user.click(screen.getByRole('button', { name: messages.onboarding.nomineeTab.addMore }));
    expect(block(3)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.onboarding.nomineeTab.addMore })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Nominee 3/3' }));
    expect(screen.queryByRole('group', { name: 'Nominee 3/3' })).not.toBeInTheDocument();
  });

  it('refuses the investor as nominee and shares not totalling 100%, and sends nothing', async () => {
    const server = serverWithStep4();
    renderApp('/profile/occupation-nominee-details?flowType=checkout');
    const user = userEvent.setup();
    await fillOccupation(user);
    await user.click(within(screen.getByRole('group', { name: messages.onboarding.nomineeTab.optInQuestion })).getByRole('radio', { name: 'Yes' }));
    await fillNominee(user, block(1), 'asha verma', '60', 'BCDPV2345L');
    await user.click(screen.getByRole('checkbox', { name: own.termsLabel }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(nm.notYourself)).toBeInTheDocument();
    expect(screen.getByText(nm.totalNot100)).toBeInTheDocument();
    expect(server.posts.some((p) => p.path === R.saveOccupationNominee.path)).toBe(false);
  });

  it('asks for FATCA when the terms are unticked; Not Compliant stops with the reason', async () => {
    const server = serverWithStep4();
    renderApp('/profile/occupation-nominee-details?flowType=checkout');
    const user = userEvent.setup();
    await fillOccupation(user);
    await user.click(within(screen.getByRole('group', { name: messages.onboarding.nomineeTab.optInQuestion })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const fatca = await screen.findByRole('dialog', { name: own.fatcaTitle });
    await user.click(within(fatca).getByRole('button', { name: 'Not Compliant' }));
    expect(await screen.findByText(own.fatcaRefused)).toBeInTheDocument();
    expect(server.posts.some((p) => p.path === R.saveOccupationNominee.path)).toBe(false);
  });

  it('I am Compliant saves, then the OTP dialog (which cannot be closed) opens the account and goes to the mandate step', async () => {
    const server = serverWithStep4();
    const { router } = renderApp('/profile/occupation-nominee-details?flowType=checkout');
    const user = userEvent.setup();
    await fillOccupation(user);
    await user.click(within(screen.getByRole('group', { name: messages.onboarding.nomineeTab.optInQuestion })).getByRole('radio', { name: 'Yes' }));
    await fillNominee(user, block(1), 'Ravi Verma', '100', 'bcdpv2345l');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog', { name: own.fatcaTitle })).getByRole('button', { name: 'I am Compliant' }));

    const otp = await screen.findByRole('dialog', { name: own.otpTitle });
    const saved = server.posts.find((p) => p.path === R.saveOccupationNominee.path)?.body;
    expect(saved).toMatchObject({
      occupationType: 'S',
      incomeSlab: '5L_10L',
      aadhar: '123456789012',
      signatureId: '7c0e4d0a-0000-4000-8000-000000000001',
      termsAccepted: true,
      fatcaCompliant: true,
      nomineeOptIn: true,
    });
    expect((saved?.nomineeList as Record<string, unknown>[])[0]).toMatchObject({ nomineeName: 'Ravi Verma', isNomineeMinor: false, nomineePercentage: '100' });
    expect(within(otp).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(otp).getByRole('button', { name: /Resend OTP in \d+ s/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: own.otpTitle })).toBeInTheDocument();

    await user.type(within(otp).getByLabelText('OTP'), '111111');
    await user.click(within(otp).getByRole('button', { name: own.verify }));
    expect(await within(otp).findByText('Invalid OTP.')).toBeInTheDocument();
    await user.clear(within(otp).getByLabelText('OTP'));
    await user.type(within(otp).getByLabelText('OTP'), '123456');
    await user.click(within(otp).getByRole('button', { name: own.verify }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mandates/setup-mandate'));
    expect(router.state.location.search).toBe('?flowType=checkout&ucc=SN00000001');
  });

  it('says what is wrong with a nominee field when it is left, while the occupation is still empty', async () => {
    const server = serverWithStep4();
    renderApp('/profile/occupation-nominee-details?flowType=checkout');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: messages.onboarding.nomineeTab.optInQuestion })).getByRole('radio', { name: 'Yes' }));
    const first = block(1);
    await user.click(within(first).getByLabelText('Nominee name'));
    await user.tab();
    expect(await within(first).findByText(nm.nameRequired)).toBeInTheDocument();
    await user.type(within(first).getByLabelText('Nominee mobile number'), '12345');
    await user.tab();
    expect(await within(first).findByText(nm.mobileInvalid)).toBeInTheDocument();
    expect(within(first).getByLabelText('Nominee mobile number')).toHaveAccessibleDescription(nm.mobileInvalid);
    // The occupation was never touched: it says nothing yet.
    expect(screen.queryByText(messages.onboarding.occupation.occupationRequired)).not.toBeInTheDocument();
    expect(server.posts).toEqual([]);
  });

  it('refuses a signature that is not an image with the spec message, and uploads nothing', async () => {
    const server = serverWithStep4();
    renderApp('/profile/occupation-nominee-details?flowType=checkout');
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n')], 'signature.pdf', { type: 'application/pdf' });
    await chooseFile(user, await screen.findByRole('button', { name: /Signature/ }), pdf);
    expect(await screen.findByText(messages.onboarding.occupation.signatureSize)).toBeInTheDocument();
    expect(server.posts).toEqual([]);
  });

  it.each([
    ['without a bank account', { ...ready, userBankDetailsList: [] }, true, '/profile/bank-details'],
    ['without a risk profile', ready, false, '/profile/risk-profile'],
    ['without personal details', { ...ready, personalDetailsSaved: false, userBankDetailsList: [] }, true, '/profile/personal-details'],
  ])('opened by its address %s, sends the investor to the first step not done', async (_, profile, riskProfiled, first) => {
    fakeOnboardingServer({ profile, riskProfiled });
    const { router } = renderApp('/profile/occupation-nominee-details?flowType=checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe(first));
    expect(router.state.location.search).toBe('?flowType=checkout');
  });

  it('once registered (3), the fields are read-only and Continue goes straight to the mandate step', async () => {
    const server = serverWithStep4({ ...ready, registeredWithBse: 3, occupationType: 'B', incomeSlab: '1L_5L', optIn: false });
    const { router } = renderApp('/profile/occupation-nominee-details?flowType=checkout');
    expect(await screen.findByLabelText('Occupation')).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?flowType=checkout&ucc=SN00000001'));
    expect(server.posts.some((p) => p.path === R.saveOccupationNominee.path)).toBe(false);
  });
});
