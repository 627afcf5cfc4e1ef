import { kycPanelWording, messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { fail, fakeOnboardingServer, kycOf, profileOf } from './onboarding-test-kit';

const text = productMessages.kyc;
const investorWording = kycPanelWording('investor');
const advisorWording = kycPanelWording('advisor');
const controls = messages.onboarding.kyc;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

async function checkPan(pan: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('PAN');
  await user.type(input, pan);
  await user.click(screen.getByRole('button', { name: controls.checkButton }));
  return user;
}
const panel = () => screen.findByRole('region', { name: 'KYC status' });

describe('/profile/kyc-details', () => {
  it("checks the PAN with the spec's messages first: required, then the format", async () => {
    const server = fakeOnboardingServer();
    renderApp('/profile/kyc-details');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: controls.checkButton }));
    expect(await screen.findByText(messages.onboarding.pan.required)).toBeInTheDocument();
    expect(screen.getByLabelText('PAN')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('PAN'), 'abcde12345');
    await user.click(screen.getByRole('button', { name: controls.checkButton }));
    expect(await screen.findByText(messages.onboarding.pan.invalid)).toBeInTheDocument();
    expect(server.posts).toEqual([]);
  });

  it('validated without a PAN on the profile: the registered name and Create My Account, which opens the account and goes to step 1 keeping flowType', async () => {
    const server = fakeOnboardingServer();
    const { router } = renderApp('/profile/kyc-details?flowType=checkout');
    const user = await checkPan('bnzpk1234q');
    const found = await panel();
    expect(within(found).getByText(investorWording.registeredName('ASHA VERMA'))).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: controls.createAccount }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/personal-details'));
    expect(router.state.location.search).toBe('?flowType=checkout');
    expect(server.posts.map((p) => [p.path, p.body])).toEqual([
      ['/api/v1/onboarding/check-kyc-status', { pan: 'BNZPK1234Q' }],
      ['/api/v1/onboarding/create-account', { pan: 'BNZPK1234Q' }],
    ]);
  });

  it('says Continue when the profile already has a PAN; registered (3) goes on without saving', async () => {
    const server = fakeOnboardingServer({ profile: profileOf({ pan: 'BNZPK1234Q', ucc: 'SN00000001', registeredWithBse: 3 }) });
    const { router } = renderApp('/profile/kyc-details');
    const user = await checkPan('BNZPK1234Q');
    await user.click(within(await panel()).getByRole('button', { name: controls.continue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/personal-details'));
    expect(server.posts.map((p) => p.path)).toEqual(['/api/v1/onboarding/check-kyc-status']);
  });

  it('not compliant: the documents, the video-KYC note, and Do KYC Process opens the provider in a new tab', async () => {
    fakeOnboardingServer({ kyc: kycOf('KYC_NON_COMPLIANT_STATUS', { kycName: null }) });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/profile/kyc-details');
    const user = await checkPan('ABCPN5555N');
    const found = await panel();
    expect(within(found).getByText(investorWording.videoKycNote)).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: controls.doKyc }));
    await waitFor(() => expect(tab.location.href).toBe('/sandbox/e-kyc/sbx_1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it("a failed redirect closes the tab and says 'Unable to redirect. Please try again later.'", async () => {
    const server = fakeOnboardingServer({ kyc: kycOf('KYC_NOT_AVAILABLE', { kycName: null }) });
    server.override = (path) => (path === '/api/v1/onboarding/request-kyc' ? fail(502, 'INTERNAL', 'down') : undefined);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/profile/kyc-details');
    const user = await checkPan('ABCPA6666A');
    await user.click(within(await panel()).getByRole('button', { name: controls.doKyc }));
    expect(await screen.findByText(messages.onboarding.profile.kycRedirectFailed)).toHaveAttribute('role', 'alert');
    expect(tab.close).toHaveBeenCalled();
  });

  it('non-compliant with an error: the error, Clear (empties the PAN) and Login with another number', async () => {
    fakeOnboardingServer({ kyc: kycOf('KYC_NON_COMPLIANT_STATUS', { kycName: null, error: 'KRA could not fetch the PAN.' }) });
    renderApp('/profile/kyc-details');
    const user = await checkPan('ABCPE5556E');
    const found = await panel();
    expect(within(found).getByText('KRA could not fetch the PAN.')).toBeInTheDocument();
    expect(within(found).getByRole('button', { name: controls.loginWithAnotherNumber })).toBeInTheDocument();
    await user.click(within(found).getByRole('button', { name: controls.clear }));
    expect(screen.queryByRole('region', { name: 'KYC status' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('PAN')).toHaveValue('');
    expect(screen.getByLabelText('PAN')).toHaveFocus();
  });

  it('the registered panel speaks to the investor about themselves, and to an advisor about the customer', async () => {
    const { advisorSession } = await import('../session/testing/session-fixtures');
    fakeOnboardingServer();
    const investor = renderApp('/profile/kyc-details');
    await checkPan('BNZPK1234Q');
    let found = await panel();
    expect(within(found).getByText('Your KYC is registered in the name of ASHA VERMA.')).toBeInTheDocument();
    expect(within(found).getByText(investorWording.registeredChecklist[0]!)).toBeInTheDocument();
    expect(within(found).queryByText(/your customer/i)).not.toBeInTheDocument();
    investor.unmount();

    fakeOnboardingServer({ session: advisorSession() });
    renderApp('/profile/kyc-details');
    expect(await screen.findByText(advisorWording.greeting(''))).toBeInTheDocument();
    await checkPan('BNZPK1234Q');
    found = await panel();
    expect(within(found).getByText("Your customer's KYC is registered in the name of ASHA VERMA.")).toBeInTheDocument();
    expect(within(found).getByText("Your customer's bank account number and IFSC")).toBeInTheDocument();
    expect(within(found).queryByText(investorWording.registeredName('ASHA VERMA'))).not.toBeInTheDocument();
  });

  it('in agent mode the error panel has no Login with another number', async () => {
    fakeOnboardingServer({
      kyc: kycOf('KYC_NON_COMPLIANT_STATUS', { kycName: null, error: 'KRA could not fetch the PAN.' }),
      session: (await import('../session/testing/session-fixtures')).advisorSession(),
    });
    renderApp('/profile/kyc-details');
    await checkPan('ABCPE5556E');
    const found = await panel();
    expect(within(found).getByRole('button', { name: controls.clear })).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: controls.loginWithAnotherNumber })).not.toBeInTheDocument();
  });

  it('duplicate PAN: the masked PAN and mobile; hold/rejected: call customer care; mismatch: the raw status', async () => {
    const server = fakeOnboardingServer({ kyc: kycOf('KYC_DUPLICATE_PAN_STATUS', { pan: 'XXXXX8888X', duplicateMobNo: '98XXXXXX10', kycName: null }) });
    renderApp('/profile/kyc-details');
    const user = await checkPan('ABCPD8888D');
    expect(within(await panel()).getByText(text.duplicatePan('XXXXX8888X'))).toBeInTheDocument();
    expect(screen.getByText(text.duplicatePanMobile('98XXXXXX10'))).toBeInTheDocument();
    expect(screen.queryByText(/ABCPD8888D/)).not.toBeInTheDocument();
    // The way on: customer care, the contact page, and logging in with the number the PAN is on.
    const duplicate = await panel();
    expect(within(duplicate).getByText(/log in with the mobile number it is registered with/)).toBeInTheDocument();
    expect(within(duplicate).getByRole('link', { name: /Call/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(duplicate).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', expect.stringMatching(/\/contact-us$/));
    expect(within(duplicate).getByRole('button', { name: controls.loginWithAnotherNumber })).toBeInTheDocument();

    server.kyc = kycOf('KYC_HOLD_REJECTED_STATUS');
    await user.click(screen.getByRole('button', { name: controls.checkButton }));
    expect(await screen.findByText(/a physical KYC is needed/)).toBeInTheDocument();
    expect(within(await panel()).getByRole('link', { name: /Call/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));

    server.kyc = kycOf('KYC_PAN_DOES_NOT_MATCH_STATUS', { rawStatus: 'PAN AND NAME DO NOT MATCH' });
    await user.click(screen.getByRole('button', { name: controls.checkButton }));
    expect(await screen.findByText(text.panMismatch('PAN AND NAME DO NOT MATCH'))).toBeInTheDocument();
  });

  it("shows the server's refusal (too many checks)", async () => {
    const server = fakeOnboardingServer();
    server.override = (path) => (path === '/api/v1/onboarding/check-kyc-status' ? fail(429, 'RATE_LIMITED', text.tooManyChecks) : undefined);
    renderApp('/profile/kyc-details');
    await checkPan('BNZPK1234Q');
    expect(await screen.findByText(text.tooManyChecks)).toHaveAttribute('role', 'alert');
  });
});
