import { runningSip, runningSipsAnswer, sipChangeAnswer, sipRoutes, type RunningSip } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { fakeOnboardingServer } from '../onboarding/onboarding-test-kit';
import { ok, signedInSession } from '../session/testing/session-fixtures';

const own = productMessages.sips;

const sipOf = (over: Partial<RunningSip> = {}): RunningSip =>
  runningSip.parse({
    sipId: '7', schemeId: 120503, schemeName: 'Axis Large Cap Fund - Direct Plan - Growth', xsipRegId: '7000001', status: 'ACTIVE',
    statusLabel: 'Active', amount: '1000.00', sipDate: 5, numOfInstallments: 360, startDate: '05/09/2026', nextInstallmentDate: '07/09/2026',
    installmentsDone: 3, installmentsFailed: 1, installmentsSkipped: 0, pausedFrom: '', pausedTo: '',
    mandate: { mandateId: '101', bankName: 'HDFC Bank', bankAccountNumber: 'XXXX5678' }, folioNumber: '91000077',
    pause: { min: 1, max: 6, pausesLeft: 2 }, canCancel: true, lastRemarks: '', ...over,
  });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

function sipsServer(sips: RunningSip[]) {
  const server = fakeOnboardingServer({ session: signedInSession() });
  server.override = (path, method) => {
    if (path === sipRoutes.runningSips.path) return ok(runningSipsAnswer, { sips, exchangeAnswered: true });
    if (method !== 'POST') return undefined;
    const body = server.posts.at(-1)?.body ?? {};
    if (path === sipRoutes.pauseSip.path) {
      const paused = sipOf({ status: 'PAUSED', statusLabel: 'Paused', pause: null, pausedFrom: '05/09/2026', pausedTo: '05/10/2026' });
      sips = [paused];
      return ok(sipChangeAnswer, { outcome: 'DONE', message: own.paused(Number(body.installments)), sip: paused });
    }
    if (path === sipRoutes.cancelSip.path) {
      const cancelled = sipOf({ status: 'CANCELLED', statusLabel: 'Cancelled', pause: null, canCancel: false, nextInstallmentDate: '' });
      sips = [cancelled];
      return ok(sipChangeAnswer, { outcome: 'DONE', message: own.cancelled, sip: cancelled });
    }
    return undefined;
  };
  return server;
}

describe('My SIPs (/running-sips)', () => {
  it('shows each SIP with its next instalment, amount, mandate and instalments done and failed', async () => {
    sipsServer([sipOf()]);
    renderApp('/running-sips');
    const card = await screen.findByRole('article', { name: 'Axis Large Cap Fund' });
    const value = (term: string) => within(card).getByText(term).nextElementSibling?.textContent;
    expect(value('Next instalment')).toBe('07/09/2026');
    expect(value('Amount')).toBe('₹1,000.00');
    expect(value('Instalments done')).toBe('3');
    expect(value('Instalments failed')).toBe('1');
    expect(value('Mandate')).toBe('HDFC Bank XXXX5678');
    expect(value('Duration')).toBe('Until Cancelled');
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    sipsServer([]);
    renderApp('/running-sips');
    expect(await screen.findByText(own.empty)).toBeInTheDocument();
  });

  it('pauses within the scheme’s bounds: the field’s message, then the exchange’s answer', async () => {
    const server = sipsServer([sipOf()]);
    renderApp('/running-sips');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Pause SIP of Axis/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause SIP' });
    const field = within(dialog).getByLabelText('Instalments to pause');
    await user.clear(field);
    await user.type(field, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Pause SIP' }));
    expect(await within(dialog).findByText(own.pauseBetween(1, 6))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Pause SIP' }));
    expect(await within(dialog).findByText(messages.investMore.integersOnly)).toBeInTheDocument();
    expect(server.posts.filter((p) => p.path === sipRoutes.pauseSip.path)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Pause SIP' }));
    expect(await screen.findByText(own.paused(2))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.posts.find((p) => p.path === sipRoutes.pauseSip.path)?.body).toMatchObject({ sipId: '7', installments: '2' });
    expect(await screen.findByText('05/09/2026 to 05/10/2026')).toBeInTheDocument();
  });

  it('cancels only after the confirmation', async () => {
    const server = sipsServer([sipOf()]);
    renderApp('/running-sips');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Cancel SIP of Axis/ }));
    let confirm = await screen.findByRole('dialog', { name: own.cancelConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Keep SIP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.posts.filter((p) => p.path === sipRoutes.cancelSip.path)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Cancel SIP of Axis/ }));
    confirm = await screen.findByRole('dialog', { name: own.cancelConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel SIP' }));
    expect(await screen.findByText(own.cancelled)).toBeInTheDocument();
    expect(server.posts.filter((p) => p.path === sipRoutes.cancelSip.path)).toHaveLength(1);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel SIP of Axis/ })).not.toBeInTheDocument();
  });
});
