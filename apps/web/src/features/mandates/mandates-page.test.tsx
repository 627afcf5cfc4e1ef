import {
  activatedMandate,
  mandateFormFile,
  mandateList,
  mandateRoutes,
  mandateSetupOptions,
  mandateView,
  type MandateSetupOptions,
  type MandateView,
} from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setCsrfToken } from '../../app/api-client';
import { chooseFile } from '../../testing/choose-file';
import { renderApp } from '../../testing/render-app';
import { fakeOnboardingServer } from '../onboarding/onboarding-test-kit';
import { advisorSession, fail, ok, signedInSession } from '../session/testing/session-fixtures';

const R = mandateRoutes;
const m = messages.mandate;
const own = productMessages.mandate;

const mandateOf = (overrides: Partial<MandateView>): MandateView =>
  mandateView.parse({
    bseMandateId: '101', type: 'N', status: 'Approved', statusLabel: 'Approved', startDate: '21/08/2026', endDate: '31/12/2099',
    amount: '100000.00', bankAccountNumber: 'XXXX9012', bankName: 'State Bank of India', createdDate: '21/08/2026', canUploadForm: false,
    remarks: '', ...overrides,
  });
const approved = mandateOf({});
const pendingPhysical = mandateOf({ bseMandateId: '102', type: 'X', status: 'New Mandate', statusLabel: 'Pending', amount: '250000.00', canUploadForm: true });
const options: MandateSetupOptions = {
  bankAccounts: [{ accountSequence: 1, bankName: 'State Bank of India', bankAccountNumber: 'XXXX9012', isDefault: true }],
  taxStatus: '01', ucc: 'SN00000001', eMandateAllowed: true, defaultType: 'N', defaultLimit: '100000', minimumLimit: '1',
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

function mandateServer(list: MandateView[] = [approved, pendingPhysical], setup: MandateSetupOptions = options) {
  const server = fakeOnboardingServer({ session: signedInSession() });
  server.override = (path, method) => {
    if (path === R.listMandates.path) return ok(mandateList, { mandates: list });
    if (path === R.mandateSetupOptions.path) return ok(mandateSetupOptions, setup);
    if (method !== 'POST') return undefined;
    const body = server.posts.at(-1)?.body ?? {};
    if (path === R.registerMandate.path) {
      return ok(mandateView, mandateOf({ bseMandateId: '103', type: body.mandateType as 'X' | 'N', status: 'New Mandate', statusLabel: 'Pending', amount: `${String(body.mandateAmount)}.00`, canUploadForm: body.mandateType === 'X' }));
    }
    if (path === R.activateMandate.path) {
      if (server.posts.some((p) => p.path === R.uploadMandateScan.path)) {
        return ok(activatedMandate, { mandate: { ...pendingPhysical, status: 'Processing', statusLabel: 'Processing', canUploadForm: false }, responseString: null, message: own.physicalSubmitted });
      }
      return ok(activatedMandate, { mandate: mandateOf({ bseMandateId: '103' }), responseString: '/sandbox/bank/mandate/tok', message: 'E-MANDATE AUTHENTICATION URL GENERATED' });
    }
    if (path === R.downloadMandateForm.path) return ok(mandateFormFile, { fileName: 'f.pdf', fileUrl: '/api/v1/mandates/forms/102', fileType: 'application/pdf' });
    if (path === R.uploadMandateScan.path) return ok(z.object({ value: z.string(), message: z.string() }), { value: '/api/v1/uploads/files/x', message: m.uploadSuccess });
    return undefined;
  };
  return server;
}

const jpegFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'scan.jpg', { type: 'image/jpeg' });

describe('Mandates (spec 3 §2, §4)', () => {
  it('lists the mandates with their labels and filters to Approved with Show Active', async () => {
    mandateServer();
    renderApp('/profile/mandates');
    const list = await screen.findByRole('list', { name: 'Your mandates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(within(list).getByText('₹2,50,000')).toBeInTheDocument();
    // Only the pending physical mandate offers its form.
    expect(within(list).getAllByRole('button', { name: m.uploadMandateForm })).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: m.showActive }));
    expect(within(screen.getByRole('list', { name: 'Your mandates' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it('uploads a pending physical mandate’s form only after it is downloaded, then submits it', async () => {
    const server = mandateServer();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/profile/mandates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.uploadMandateForm }));
    const dialog = await screen.findByRole('dialog', { name: m.uploadMandateForm });
    const choose = within(dialog).getByRole('button', { name: /Upload Mandate Form/ });
    expect(choose).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: own.downloadForm }));
    expect(open).toHaveBeenCalledWith('/api/v1/mandates/forms/102', '_blank', 'noopener');
    await waitFor(() => expect(choose).toBeEnabled());
    const submit = within(dialog).getByRole('button', { name: m.setupMandate });
    expect(submit).toBeDisabled();
    await chooseFile(user, choose, jpegFile());
    expect(await within(dialog).findByText(m.uploadSuccess)).toBeInTheDocument();
    expect(server.posts.map((p) => p.path)).toContain(R.uploadMandateScan.path);
    await user.click(submit);
    expect(await screen.findByText(own.physicalSubmitted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sets up an e-mandate: the limit is checked with the spec’s words, then register → activate → the bank page', async () => {
    const server = mandateServer([]);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderApp('/profile/mandates/setup-mandate?flowType=profile');
    expect(await screen.findByText(m.neverMissSip)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.goToHomepage })).toBeInTheDocument();
    const limit = screen.getByLabelText(own.limitLabel);
    expect(limit).toHaveValue('100000');
    const user = userEvent.setup();
    await user.clear(limit);
    await user.type(limit, '1000001');
    expect(await screen.findByText(m.limitMaximumEMandate)).toBeInTheDocument();
    await user.clear(limit);
    expect(await screen.findByText(m.limitRequired)).toBeInTheDocument();
    await user.type(limit, '50000');
    const setup = screen.getByRole('button', { name: m.setupMandate });
    expect(setup).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: own.eMandateAuthorise }));
    await user.click(setup);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/bank/mandate/tok'));
    const register = server.posts.find((p) => p.path === R.registerMandate.path)!.body;
    expect(register).toMatchObject({ accountSequence: 1, mandateType: 'N', mandateAmount: '50000', flowType: 'profile' });
    expect(register.requestKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers only the physical mandate in the checkout flow, tagged MANDATORY, in the Investor Profile step list', async () => {
    mandateServer([], { ...options, eMandateAllowed: false, defaultType: 'X' });
    renderApp('/profile/mandates/setup-mandate?flowType=checkout');
    expect(await screen.findByText(m.mandatory)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Onboarding progress' });
    expect(within(steps).getByText('Step 5/5')).toBeInTheDocument();
    expect(within(steps).getByText('Setup Bank Mandate', { selector: '[aria-current="step"] *, [aria-current="step"]' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: own.typeEMandate })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: own.typePhysical })).toBeChecked();
    expect(screen.getByRole('button', { name: own.downloadForm })).toBeEnabled();
  });

  it('back from the bank (?mandateId) asks that mandate’s status before listing; ?orderNo links to the order', async () => {
    const calls: string[] = [];
    const server = mandateServer();
    const answer = server.override!;
    server.override = (path, method) => {
      calls.push(path);
      if (path === R.mandateStatus.path) return ok(mandateView, approved);
      return answer(path, method);
    };
    renderApp('/profile/mandates?mandateId=101&status=UNDER+PROCESSING&orderNo=41');
    await screen.findByRole('list', { name: 'Your mandates' });
    expect(calls.filter((c) => c.startsWith('/api/v1/mandates/'))).toEqual([R.mandateStatus.path, R.listMandates.path]);
    expect(screen.getByRole('link', { name: own.backToOrder('41') })).toHaveAttribute('href', '/thank-you?orderNo=41');
  });

  it('a plain visit only lists (no status lookup)', async () => {
    const calls: string[] = [];
    const server = mandateServer();
    const answer = server.override!;
    server.override = (path, method) => {
      calls.push(path);
      return answer(path, method);
    };
    renderApp('/profile/mandates');
    await screen.findByRole('list', { name: 'Your mandates' });
    expect(calls).not.toContain(R.mandateStatus.path);
  });

  it('the setup link’s base64 limit fills the limit; a bad value is ignored', async () => {
    mandateServer([]);
    const { unmount } = renderApp(`/profile/mandates/setup-mandate?flowType=checkout&userType=old&ucc=SN00000001&mandateLimit=${btoa('150000')}`);
    expect(await screen.findByLabelText(own.limitLabel)).toHaveValue('150000');
    unmount();
    renderApp('/profile/mandates/setup-mandate?flowType=checkout&mandateLimit=%%%');
    expect(await screen.findByLabelText(own.limitLabel)).toHaveValue('100000');
  });

  it('the setup link’s mandateId continues that mandate of the investor’s: no new registration; approved, processing or another’s are said', async () => {
    const waitingPhysical = mandateOf({ bseMandateId: '102', type: 'X', status: 'New Mandate', statusLabel: 'Pending', amount: '250000.00', canUploadForm: true });
    let linked: MandateView | null = waitingPhysical;
    const server = mandateServer([], { ...options, eMandateAllowed: false, defaultType: 'X' });
    const answer = server.override!;
    server.override = (path, method) => {
      if (path !== R.mandateStatus.path) return answer(path, method);
      return linked ? ok(mandateView, linked) : fail(404, 'NOT_FOUND', own.mandateNotFound);
    };
    const asked = () =>
      vi
        .mocked(globalThis.fetch)
        .mock.calls.map(([input]) => new URL(String(input)))
        .filter((url) => url.pathname === R.mandateStatus.path)
        .map((url) => url.searchParams.get('mandateId'));
    const link = (id: string) => `/profile/mandates/setup-mandate?flowType=checkout&userType=old&ucc=SN00000001&mandateId=${btoa(id)}&mandateLimit=${btoa('100000')}`;
    const opened = renderApp(link('102'));
    // Her waiting physical mandate: its limit and type, locked; the form's steps go on with it.
    expect(await screen.findByText(own.continuingMandate('102'))).toBeInTheDocument();
    expect(screen.getByLabelText(own.limitLabel)).toHaveValue('250000');
    expect(screen.getByLabelText(own.limitLabel)).toBeDisabled();
    const openWindow = vi.fn();
    vi.stubGlobal('open', openWindow);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: own.downloadForm }));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith('/api/v1/mandates/forms/102', '_blank', 'noopener'));
    expect(server.posts.find((p) => p.path === R.downloadMandateForm.path)?.body).toEqual({ mandateId: '102' });
    await chooseFile(user, screen.getByLabelText(m.uploadMandateForm), jpegFile());
    expect(await screen.findByText(m.uploadSuccess)).toBeInTheDocument();
    expect(server.posts.find((p) => p.path === R.uploadMandateScan.path)).toBeDefined();
    expect(server.posts.some((p) => p.path === R.registerMandate.path)).toBe(false);
    opened.unmount();

    linked = mandateOf({ bseMandateId: '101', status: 'Approved' });
    let view = renderApp(link('101'));
    expect(await screen.findByText(own.linkedMandateApproved('101'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.payment.goToCart })).toHaveAttribute('href', '/cart-review');
    expect(screen.queryByLabelText(own.limitLabel)).toBeNull();
    view.unmount();

    linked = mandateOf({ bseMandateId: '104', status: 'Processing', statusLabel: 'Processing' });
    view = renderApp(link('104'));
    expect(await screen.findByText(own.linkedMandateProcessing('104'))).toBeInTheDocument();
    view.unmount();

    // Another investor's mandate (the server does not find it for her): a new mandate from the link's limit.
    linked = null;
    renderApp(link('999'));
    expect(await screen.findByText(own.linkedMandateNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText(own.limitLabel)).toHaveValue('100000');
    expect(screen.getByLabelText(own.limitLabel)).toBeEnabled();
    await waitFor(() => expect(asked()).toEqual(['102', '101', '104', '999']));
  });

  it('a shared link to a waiting e-mandate (even in the checkout flow) authorises that mandate at the bank, not a new one', async () => {
    const server = mandateServer([], { ...options, eMandateAllowed: false, defaultType: 'X' });
    const answer = server.override!;
    server.override = (path, method) =>
      path === R.mandateStatus.path ? ok(mandateView, mandateOf({ bseMandateId: '105', status: 'New Mandate', statusLabel: 'Pending' })) : answer(path, method);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderApp(`/profile/mandates/setup-mandate?flowType=checkout&userType=old&ucc=SN00000001&mandateId=${btoa('105')}`);
    expect(await screen.findByText(own.continuingMandate('105'))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: own.typeEMandate })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: own.eMandateAuthorise }));
    await user.click(screen.getByRole('button', { name: m.setupMandate }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/bank/mandate/tok'));
    const activation = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === R.activateMandate.path);
    expect(Object.fromEntries(activation!.searchParams)).toEqual({ type: 'N', mandateId: '105' });
    expect(server.posts.some((p) => p.path === R.registerMandate.path)).toBe(false);
  });

  it('advisors share the setup link with the customer (e-mail); investors do not see the control', async () => {
    const server = mandateServer([]);
    const answer = server.override!;
    server.override = (path, method) =>
      path === R.shareMandateLink.path ? ok(z.object({ message: z.string() }), { message: m.shareSuccess }) : answer(path, method);
    const { unmount } = renderApp('/profile/mandates/setup-mandate?flowType=profile');
    await screen.findByText(m.neverMissSip);
    expect(screen.queryByRole('heading', { name: own.shareTitle })).toBeNull();
    unmount();

    server.session = advisorSession();
    renderApp('/profile/mandates/setup-mandate?flowType=profile');
    const share = (await screen.findByRole('heading', { name: own.shareTitle })).closest('section')!;
    const user = userEvent.setup();
    await user.type(within(share).getByLabelText("Customer's e-mail"), 'meera@example');
    await user.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    await user.type(within(share).getByLabelText("Customer's e-mail"), '.com');
    await user.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByText(m.shareSuccess)).toBeInTheDocument();
    expect(server.posts.find((p) => p.path === R.shareMandateLink.path)?.body).toEqual({
      type: 'email', value: 'meera@example.com', ucc: 'SN00000001', mandateLimit: '100000',
    });
  });
});
