import { profileRoutes, profileView, stepUpOtpSent, stepUpOtpVerified, type ProfileView } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { fakeOnboardingServer, fail, profileOf } from '../onboarding/onboarding-test-kit';
import { ok } from '../session/testing/session-fixtures';

const t = messages.profileArea;
const R = profileRoutes;

const onboarded = profileOf({
  ucc: 'SN00000001',
  pan: 'ABCPV1111V',
  panStatus: 'KYC_VALIDATED_STATUS',
  gender: 'F',
  dob: '1990-04-15',
  aadhar: 'XXXX XXXX 1234',
  primaryEmail: 'asha@example.com',
  address: '12 MG Road, Indiranagar',
  pincode: '560038',
  city: 'Bangalore',
  state: 'Karnataka',
  registeredWithBse: 3,
  personalDetailsSaved: true,
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

/** The onboarding stand-in plus the profile routes: the right code is 123456. */
function profileServer(profile: ProfileView = onboarded) {
  const server = fakeOnboardingServer({ profile });
  server.override = (path, method) => {
    if (method !== 'POST') return undefined;
    const body = server.posts.at(-1)?.body ?? {};
    if (path === R.sendProfileOtp.path) return ok(stepUpOtpSent, { mobile: 'XXXXXX0001', expiresInSeconds: 300, resendAfterSeconds: 30, resendsLeft: 3 });
    if (path === R.verifyProfileOtp.path) {
      const matched = body.otp === '123456';
      return ok(stepUpOtpVerified, { otpMatched: matched, expired: false, attemptsLeft: matched ? 4 : 3, authorisedUntil: matched ? '2026-08-21T09:10:00.000Z' : null });
    }
    if (path === R.updateUserProfile.path) {
      const { ucc: _ucc, ...edit } = body as { ucc: string; email: string; address: string; pincode: string };
      server.profile = { ...server.profile, primaryEmail: edit.email, address: edit.address, pincode: edit.pincode };
      return ok(profileView, server.profile);
    }
    return undefined;
  };
  return server;
}

const postsTo = (server: ReturnType<typeof profileServer>, path: string) => server.posts.filter((p) => p.path === path);

describe('My Profile: the Personal Details tab (spec 2 §2, §4)', () => {
  it('opens at /profile on Personal Details with the four tabs and the read-only facts (DOB DD/MM/YYYY, Aadhaar masked)', async () => {
    profileServer();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/personal-info'));
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual([t.tabs.personal, t.tabs.bank, t.tabs.employment, t.tabs.nominee]);
    await waitFor(() => expect(within(tabs).getByRole('link', { name: t.tabs.personal })).toHaveAttribute('aria-current', 'page'));
    const section = await screen.findByRole('region', { name: t.tabs.personal });
    expect(within(section).getByText('15/04/1990')).toBeInTheDocument();
    expect(within(section).getByText('XXXX XXXX 1234')).toBeInTheDocument();
    expect(within(section).getByText('ABCPV1111V')).toBeInTheDocument();
    expect(within(section).getByText('Individual')).toBeInTheDocument();
    expect(within(section).getByText('560038 (Bangalore, Karnataka)')).toBeInTheDocument();
    // Tax status 01: no notice.
    expect(screen.queryByText(productMessages.profileArea.taxStatusNotice)).not.toBeInTheDocument();
  });

  it('shows the tax-status notice for any tax status other than 01', async () => {
    profileServer({ ...onboarded, taxStatus: '02' });
    renderApp('/profile/personal-info');
    expect(await screen.findByText(productMessages.profileArea.taxStatusNotice)).toBeInTheDocument();
  });

  it('edits the e-mail: Save Changes sends an OTP, a wrong code says "Invalid OTP.", Verify & Proceed with the right one saves', async () => {
    const server = profileServer();
    renderApp('/profile/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.personal.edit }));
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'asha.new@example.com');
    await user.click(screen.getByRole('button', { name: t.personal.save }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(productMessages.profileArea.otpSentTo('XXXXXX0001'))).toBeInTheDocument();
    expect(within(dialog).getByText(productMessages.profileArea.resendIn(30))).toBeInTheDocument();
    const otp = within(dialog).getByLabelText('OTP');
    await user.click(within(dialog).getByRole('button', { name: t.personal.verifyAndProceed }));
    expect(await within(dialog).findByText(messages.onboarding.otp.required)).toBeInTheDocument();
    await user.type(otp, '999999');
    await user.click(within(dialog).getByRole('button', { name: t.personal.verifyAndProceed }));
    expect(await within(dialog).findByText(messages.onboarding.otp.invalid)).toBeInTheDocument();
    expect(postsTo(server, R.updateUserProfile.path)).toHaveLength(0);
    // The wrong code is cleared, so the right one is typed straight in.
    expect(otp).toHaveValue('');

    await user.type(otp, '123456');
    await user.click(within(dialog).getByRole('button', { name: t.personal.verifyAndProceed }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(postsTo(server, R.updateUserProfile.path).map((p) => p.body)).toEqual([
      { ucc: 'SN00000001', email: 'asha.new@example.com', address: '12 MG Road, Indiranagar', pincode: '560038' },
    ]);
    expect(await screen.findByText('asha.new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.personal.edit })).toBeInTheDocument();
    expect(screen.getByText(messages.onboarding.profile.saved)).toBeInTheDocument();
  });

  it("checks the form first with the spec's messages, sending no OTP", async () => {
    const server = profileServer();
    renderApp('/profile/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.personal.edit }));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'asha@');
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('button', { name: t.personal.save }));
    expect(await screen.findByText(messages.onboarding.personal.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.onboarding.personal.addressRequired)).toBeInTheDocument();
    expect(postsTo(server, R.sendProfileOtp.path)).toHaveLength(0);
  });

  it('Discard returns to the view without saving', async () => {
    const server = profileServer();
    renderApp('/profile/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.personal.edit }));
    await user.type(screen.getByLabelText('Address'), ' Extra');
    await user.click(screen.getByRole('button', { name: t.personal.discard }));
    expect(await screen.findByText('12 MG Road, Indiranagar')).toBeInTheDocument();
    expect(server.posts).toHaveLength(0);
  });

  it('sends an investor who is not onboarded (registeredWithBse not 3) to KYC with flowType=checkout', async () => {
    profileServer({ ...onboarded, registeredWithBse: 1 });
    const { router } = renderApp('/profile/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.personal.edit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/kyc-details'));
    expect(router.state.location.search).toBe('?flowType=checkout');
  });

  it('a refused save (server down) shows "Can not update. Please try later." and stays in edit mode', async () => {
    const server = profileServer();
    const answer = server.override!;
    server.override = (path, method) => (path === R.updateUserProfile.path ? fail(500, 'INTERNAL', 'Something went wrong. Please try again later') : answer(path, method));
    renderApp('/profile/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.personal.edit }));
    await user.type(screen.getByLabelText('Address'), ' Road');
    await user.click(screen.getByRole('button', { name: t.personal.save }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('OTP'), '123456');
    await user.click(within(dialog).getByRole('button', { name: t.personal.verifyAndProceed }));
    expect(await screen.findByText(messages.onboarding.profile.saveFailed)).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('12 MG Road, Indiranagar Road');
  });

  it('warns before leaving a changed form for another tab; Stay keeps the edit, Leave goes', async () => {
    profileServer();
    const { router } = renderApp('/profile/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.personal.edit }));
    await user.type(screen.getByLabelText('Address'), ' X');
    await user.click(screen.getByRole('link', { name: t.tabs.bank }));
    const ask = await screen.findByRole('dialog', { name: productMessages.profileArea.unsavedChanges });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/profile/personal-info');
    expect(screen.getByLabelText('Address')).toHaveValue('12 MG Road, Indiranagar X');
    await user.click(screen.getByRole('link', { name: t.tabs.bank }));
    await user.click(within(await screen.findByRole('dialog', { name: productMessages.profileArea.unsavedChanges })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/bank-info'));
  });

  it('moves between tabs freely when nothing changed', async () => {
    profileServer();
    const { router } = renderApp('/profile/personal-info');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: t.tabs.nominee }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/nominee-info'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
