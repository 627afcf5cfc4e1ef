import { occupationNomineeRoutes, profileRoutes, profileView, stepUpOtpSent, stepUpOtpVerified, type ProfileView } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { fakeOnboardingServer, profileOf } from '../onboarding/onboarding-test-kit';
import { ok } from '../session/testing/session-fixtures';

const own = productMessages.occupationNominee;
const nm = messages.onboarding.nominee;
const R = profileRoutes;
const SAVE = occupationNomineeRoutes.updateNomineeDetails.path;

const ravi = {
  nomineeName: 'Ravi Verma',
  relationship: '20',
  nomineePercentage: '100.00',
  isNomineeMinor: 'false' as const,
  nomineeDOB: null,
  guardianName: null,
  nomineeIdentityType: '1' as const,
  nomineeIDNumber: 'BCDPV2345L',
  nomineeEmail: 'ravi@example.com',
  nomineeMobile: '9876543211',
  nomineeAddress: '12 MG Road',
  nomineePincode: '560038',
};
const onboarded = profileOf({
  ucc: 'SN00000001',
  pan: 'ABCPV1111V',
  panStatus: 'KYC_VALIDATED_STATUS',
  aadhar: 'XXXX XXXX 1234',
  registeredWithBse: 3,
  personalDetailsSaved: true,
  occupationType: 'B',
  incomeSlab: '10L_25L',
  signatureURL: '/api/v1/uploads/files/7c0e4d0a-0000-4000-8000-000000000001',
  optIn: true,
  nomineeList: [ravi],
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

/** The onboarding stand-in plus the profile OTP (code 123456) and update-nominee-details. */
function nomineeServer(profile: ProfileView = onboarded) {
  const server = fakeOnboardingServer({ profile });
  server.override = (path, method) => {
    if (method !== 'POST') return undefined;
    const body = server.posts.at(-1)?.body ?? {};
    if (path === R.sendProfileOtp.path) return ok(stepUpOtpSent, { mobile: 'XXXXXX0001', expiresInSeconds: 300, resendAfterSeconds: 30, resendsLeft: 3 });
    if (path === R.verifyProfileOtp.path) {
      const matched = body.otp === '123456';
      return ok(stepUpOtpVerified, { otpMatched: matched, expired: false, attemptsLeft: 4, authorisedUntil: matched ? '2026-08-21T09:10:00.000Z' : null });
    }
    if (path === SAVE) {
      server.profile = { ...server.profile, optIn: Boolean(body.nomineeOptIn) };
      return ok(profileView, server.profile);
    }
    return undefined;
  };
  return server;
}

/** Opens the Nominee tab (the profile nomineeServer serves) and its edit form: the user and the first nominee block. */
async function openEditForm() {
  renderApp('/profile/nominee-info');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: messages.onboarding.nomineeTab.edit }));
  const first = await screen.findByRole('group', { name: 'Nominee 1/3' });
  return { user, first };
}

describe("My Profile: the Nominee Details tab (spec 2 §2, §4 'Nominee edit')", () => {
  it('lists the saved nominees as "Nominee n/3" with Edit Nominee Details', async () => {
    nomineeServer();
    renderApp('/profile/nominee-info');
    const block = await screen.findByRole('region', { name: 'Nominee 1/3' });
    expect(within(block).getByText('Ravi Verma')).toBeInTheDocument();
    expect(within(block).getByText('Spouse')).toBeInTheDocument();
    expect(within(block).getByText('100.00%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.onboarding.nomineeTab.edit })).toBeInTheDocument();
    expect(screen.queryByText(own.missingInfoBanner)).not.toBeInTheDocument();
  });

  it('shows the empty state, the amber banner and its "Update Nominee Information" dialog, and Add Nominee Details', async () => {
    nomineeServer({ ...onboarded, optIn: null, nomineeList: [] });
    renderApp('/profile/nominee-info');
    expect(await screen.findByText(messages.onboarding.nomineeTab.empty)).toBeInTheDocument();
    expect(screen.getByText(own.missingInfoBanner)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.onboarding.nomineeTab.learnWhy }));
    const dialog = await screen.findByRole('dialog', { name: messages.onboarding.nomineeTab.updateInfoTitle });
    expect(within(dialog).getByText(own.updateInfoBody)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: messages.onboarding.nomineeTab.add }));
    // The list starts with one nominee.
    expect(await screen.findByRole('group', { name: 'Nominee 1/3' })).toBeInTheDocument();
  });

  it('before registration, editing sends the investor to KYC', async () => {
    nomineeServer({ ...onboarded, registeredWithBse: 0 });
    const { router } = renderApp('/profile/nominee-info');
    await userEvent.setup().click(await screen.findByRole('button', { name: messages.onboarding.nomineeTab.edit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/kyc-details'));
  });

  it('checks the rules before any OTP ("You cannot nominate yourself.", the 100% total)', async () => {
    const server = nomineeServer();
    const { user, first } = await openEditForm();
    await user.clear(within(first).getByLabelText('Nominee name'));
    await user.type(within(first).getByLabelText('Nominee name'), 'Asha Verma');
    await user.clear(within(first).getByLabelText('Share (%)'));
    await user.type(within(first).getByLabelText('Share (%)'), '90');
    await user.click(screen.getByRole('button', { name: own.saveNominees }));
    expect(await screen.findByText(nm.notYourself)).toBeInTheDocument();
    expect(screen.getByText(nm.totalNot100)).toBeInTheDocument();
    expect(server.posts.some((p) => p.path === R.sendProfileOtp.path)).toBe(false);
  });

  it('says what is wrong with a nominee field when it is left, before any Save', async () => {
    const server = nomineeServer();
    const { user, first } = await openEditForm();
    await user.clear(within(first).getByLabelText('Nominee name'));
    await user.tab();
    expect(await within(first).findByText(nm.nameRequired)).toBeInTheDocument();
    expect(server.posts.some((p) => p.path === R.sendProfileOtp.path)).toBe(false);
  });

  it('saves after the profile OTP, shows the toast and reloads after 3 s', async () => {
    const server = nomineeServer();
    const timers = vi.spyOn(window, 'setTimeout');
    const { user, first } = await openEditForm();
    await user.click(screen.getByRole('button', { name: messages.onboarding.nomineeTab.addMore }));
    const second = screen.getByRole('group', { name: 'Nominee 2/3' });
    await user.clear(within(first).getByLabelText('Share (%)'));
    await user.type(within(first).getByLabelText('Share (%)'), '50');
    const q = within(second);
    await user.type(q.getByLabelText('Nominee name'), 'Meera Verma');
    await user.selectOptions(q.getByLabelText('Relationship'), '04');
    await user.type(q.getByLabelText('Share (%)'), '50');
    await user.click(q.getByRole('radio', { name: 'Yes' }));
    await user.type(q.getByLabelText('Nominee date of birth (DD/MM/YYYY)'), '01/01/2015');
    await user.type(q.getByLabelText('Guardian name'), 'Asha Verma');
    await user.selectOptions(q.getByLabelText('Identity type'), '2');
    await user.type(q.getByLabelText('ID number'), '5678');
    await user.type(q.getByLabelText('Nominee e-mail'), 'meera@example.com');
    await user.type(q.getByLabelText('Nominee mobile number'), '9876543212');
    await user.type(q.getByLabelText('Nominee address'), '12 MG Road');
    await user.type(q.getByLabelText('Nominee pincode'), '560038');
    await user.click(screen.getByRole('button', { name: own.saveNominees }));

    const otp = await screen.findByRole('dialog');
    await user.type(within(otp).getByLabelText(/OTP/), '123456');
    await user.click(within(otp).getByRole('button', { name: messages.profileArea.personal.verifyAndProceed }));
    expect(await screen.findByText(messages.onboarding.profile.changesMade)).toBeInTheDocument();
    const saved = server.posts.find((p) => p.path === SAVE)?.body as { nomineeOptIn: boolean; nomineeList: Record<string, unknown>[] };
    expect(saved.nomineeOptIn).toBe(true);
    expect(saved.nomineeList.map((n) => [n.nomineeName, n.nomineePercentage, n.isNomineeMinor, n.nomineeDOB])).toEqual([
      ['Ravi Verma', '50', false, undefined],
      ['Meera Verma', '50', true, '2015-01-01'],
    ]);
    expect(timers.mock.calls.some(([, ms]) => ms === 3000)).toBe(true);
  });
});

describe('My Profile: the Employment Details tab (spec 2 §2)', () => {
  it('is read-only: occupation type, income range, Adhaar Card with the masked number, the signature', async () => {
    nomineeServer();
    renderApp('/profile/employment-info');
    const section = await screen.findByRole('region', { name: messages.profileArea.tabs.employment });
    expect(await within(section).findByText('Business')).toBeInTheDocument();
    expect(within(section).getByText('10-25 lakhs')).toBeInTheDocument();
    expect(within(section).getByText('Adhaar Card')).toBeInTheDocument();
    expect(within(section).getByText('XXXX XXXX 1234')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Your signature on record' })).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: messages.onboarding.nomineeTab.continueOnboarding })).not.toBeInTheDocument();
  });

  it('offers Continue Onboarding until the account is registered', async () => {
    nomineeServer({ ...onboarded, registeredWithBse: 0 });
    renderApp('/profile/employment-info');
    expect(await screen.findByRole('link', { name: messages.onboarding.nomineeTab.continueOnboarding })).toHaveAttribute('href', '/profile/kyc-details?flowType=checkout');
  });
});
