import { agentCertificates, certificateUploadResult, registrationResult, type AgentCertificates } from '@sanchay/contract';
import { messages, productMessages, REGISTRATION_AUTO_SAVE_MS } from '@sanchay/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFile } from '../../../testing/choose-file';
import { fail, ok } from '../../session/testing/session-fixtures';
import RegisterDialog from './register-dialog';

// The Register popup (spec 3 §4 "Agent registration", §5, §8): the rules of the one schema on
// submit, NISM then ARN, the images uploaded as chosen, the congratulations and the ARN-mapped
// failure views, and the blank save after exactly 10 minutes for an advisor without an ARN.

const m = messages.registration;
const t = productMessages.agentRegistration;

const CERTS: AgentCertificates = agentCertificates.parse({
  agentCode: 'SANCHAY01', name: 'Rohan Mehta', registered: true, isNISMCertified: true, isARNHolder: true,
  nismCode: 'NISM-1234567890', nismValidStartDate: '2025-01-10', nismValidEndDate: '2028-01-09', arnCode: 'ARN-123456',
  euin: 'E654321', arnValidStartDate: '2025-02-01', arnValidEndDate: '2028-01-31', nismCertificateId: 'n1', arnCertificateId: 'a1', nismCertificateUrl: '/a', arnCertificateUrl: '/b', allowedToSell: true,
});

interface Call { method: string; path: string; body: unknown }
const NOTHING: AgentCertificates = {
  ...CERTS, registered: false, isNISMCertified: false, isARNHolder: false, nismCode: null, nismValidStartDate: null, nismValidEndDate: null,
  arnCode: null, euin: null, arnValidStartDate: null, arnValidEndDate: null, nismCertificateId: null, arnCertificateId: null,
  nismCertificateUrl: null, arnCertificateUrl: null, allowedToSell: false,
};

function mockServer(answer: 'registered' | 'arnMapped' = 'registered', onRecord: AgentCertificates = NOTHING) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body ? 'multipart' : undefined;
    calls.push({ method: init?.method ?? 'GET', path, body });
    if (path.endsWith('/nism-picture')) return ok(certificateUploadResult, { fileId: 'nism-file', value: '/x' });
    if (path.endsWith('/arn-picture')) return ok(certificateUploadResult, { fileId: 'arn-file', value: '/y' });
    if (path === '/api/v1/agentCertificates/SANCHAY01' && (init?.method ?? 'GET') === 'GET') return ok(agentCertificates, onRecord);
    if (path === '/api/v1/agentCertificates/SANCHAY01') {
      if (answer === 'arnMapped') return fail(409, 'ARN_ALREADY_MAPPED', m.arnAlreadyMapped);
      return ok(registrationResult, { outcome: 'registered', allowedToSell: true, certificates: CERTS });
    }
    return fail(503, 'INTERNAL', 'unexpected');
  });
  return calls;
}

function renderDialog(hasArn: boolean, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegisterDialog agentCode="SANCHAY01" hasArn={hasArn} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0])], 'cert.png', { type: 'image/png' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Register popup', () => {
  it('asks NISM first, then the NISM fields and ARN yes/no, each with the spec’s message', async () => {
    mockServer();
    const user = userEvent.setup();
    renderDialog(true);
    expect(screen.getByRole('dialog', { name: m.title })).toBeTruthy();
    expect(screen.queryByRole('group', { name: t.arnQuestion })).toBeNull();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(m.nismHolderRequired)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: t.yes }));
    await user.type(screen.getByLabelText(t.nismNumber), '12345abc');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByText(m.integersOnly)).toBeTruthy();
    expect(screen.getByText(m.testDateRequired)).toBeTruthy();
    expect(screen.getByText(m.validTillRequired)).toBeTruthy();
    expect(screen.getByText(m.arnHolderRequired)).toBeTruthy();
    expect(screen.getByText(t.termsRequired)).toBeTruthy();
  });

  it('sends NISM and ARN with the prefixes and the uploaded images, then congratulates', async () => {
    const calls = mockServer();
    const user = userEvent.setup();
    renderDialog(true);
    const [nismYes] = screen.getAllByRole('radio', { name: t.yes });
    await user.click(nismYes!);
    await user.type(screen.getByLabelText(t.nismNumber), '1234567890');
    await user.type(screen.getByLabelText(t.testDate), '2025-01-10');
    await user.type(screen.getByLabelText(t.validTill), '2028-01-09');
    await chooseFile(user, screen.getByRole('button', { name: new RegExp(t.nismCertificate) }), png());
    await user.click(screen.getAllByRole('radio', { name: t.yes })[1]!);
    await user.type(screen.getByLabelText(t.arnNumber), '123456');
    await user.type(screen.getByLabelText(t.euin), '654321');
    await user.type(screen.getByLabelText(t.validFrom), '2025-02-01');
    await user.type(screen.getByLabelText(t.validTo), '2028-01-31');
    await chooseFile(user, screen.getByRole('button', { name: new RegExp(t.arnCertificate) }), png());
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.congratulations)).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/v1/agentCertificates/SANCHAY01')!.body;
    expect(sent).toMatchObject({
      nismCode: 'NISM-1234567890', arnCode: 'ARN-123456', euin: 'E654321', nismValidStartDate: '2025-01-10',
      nismCertificateId: 'nism-file', arnCertificateId: 'arn-file', termsAccepted: true,
    });
  });

  it('starts from what is registered, prefixes off, with the kept images as previews', async () => {
    mockServer('registered', CERTS);
    renderDialog(true);
    expect(await screen.findByDisplayValue('1234567890')).toBeTruthy();
    expect(screen.getByLabelText(t.euin)).toHaveProperty('value', '654321');
    expect(screen.getByRole('img', { name: `Preview of ${t.arnCertificate}` }).getAttribute('src')).toBe('/b');
  });

  it('shows the ARN-mapped failure view', async () => {
    mockServer('arnMapped');
    const user = userEvent.setup();
    renderDialog(true);
    await user.click(screen.getByRole('radio', { name: t.no }));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(m.arnAlreadyMapped)).toBeTruthy();
    expect(screen.getByText(m.retryWithOtherArn)).toBeTruthy();
  });

  it('saves blank values after exactly 10 minutes for an advisor without an ARN, and closes', async () => {
    vi.useFakeTimers();
    const calls = mockServer();
    const onClose = renderDialog(false);
    const posts = () => calls.filter((c) => c.method === 'POST');
    act(() => vi.advanceTimersByTime(REGISTRATION_AUTO_SAVE_MS - 1));
    expect(posts()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
      await vi.runAllTimersAsync();
    });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toMatchObject({ isNISMCertified: false, isARNHolder: false, nismCode: '', arnCode: '', euin: '', termsAccepted: false });
    expect(onClose).toHaveBeenCalled();
  });

  it('an advisor with an ARN is never auto-saved', async () => {
    vi.useFakeTimers();
    const calls = mockServer();
    renderDialog(true);
    await act(async () => {
      vi.advanceTimersByTime(REGISTRATION_AUTO_SAVE_MS * 2);
    });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
