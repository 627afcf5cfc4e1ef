import { accountNumberLast4, formatRupees } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { acceptFormPosts, escapeHtml, sandboxPartyPage as page } from '../../http/sandbox-party-page';
import type { BankPageDecision, SandboxMandates } from './sandbox-mandates';

/** Where the sandbox bank's e-mandate page lives (outside /api and /v1: it is the bank's site). */
export const SANDBOX_MANDATE_BANK_PATH = '/sandbox/bank/mandate';

const DECISIONS: readonly BankPageDecision[] = ['approve', 'reject', 'abandon'];

const expired = () =>
  page('Mandate link expired', '<h1>This mandate link is no longer valid</h1><p>Please set up the mandate again from Sanchay.</p>');

/**
 * The sandbox bank's e-mandate authorisation page (sandbox mode only; app.ts registers it then,
 * and the not-found handler answers 404 for /sandbox/… otherwise). It shows the mandate the
 * exchange's authentication URL names and lets the tester Approve, Reject or Cancel (abandon);
 * then the browser goes back to the loopback URL given with the authentication URL, with
 * `mandateId` and `status` added, or sees where the mandate stands.
 */
export async function registerSandboxMandateBankPage(app: FastifyInstance, mandates: SandboxMandates): Promise<void> {
  // Its own scope: the page's forms post urlencoded, which no API route accepts.
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    routes(scope, mandates);
  });
}

function routes(app: FastifyInstance, mandates: SandboxMandates): void {
  app.get<{ Params: { token: string } }>(`${SANDBOX_MANDATE_BANK_PATH}/:token`, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const pending = await mandates.pendingAuthorisation(request.params.token);
    if (!pending) return reply.code(404).send(expired());
    const action = (decision: BankPageDecision) => `${SANDBOX_MANDATE_BANK_PATH}/${encodeURIComponent(request.params.token)}/${decision}`;
    return page(
      'Sandbox bank: authorise e-mandate',
      `<h1>Sandbox Bank: authorise your e-mandate</h1>
<p class="note">This page stands in for your bank's net banking in sandbox mode. A real bank would ask you to sign in and confirm with an OTP here.</p>
<dl><dt>Mandate ID</dt><dd>${escapeHtml(pending.mandateId)}</dd>
<dt>Client code</dt><dd>${escapeHtml(pending.clientCode)}</dd>
<dt>Account</dt><dd>${escapeHtml(accountNumberLast4(pending.accountNo))} (${escapeHtml(pending.ifscCode)})</dd>
<dt>Maximum per day</dt><dd>${escapeHtml(formatRupees(pending.amount))}</dd>
<dt>From</dt><dd>${escapeHtml(pending.startDate)}</dd><dt>Until</dt><dd>${escapeHtml(pending.endDate)}</dd></dl>
<div class="actions">
<form method="post" action="${action('approve')}"><button type="submit">Approve</button></form>
<form method="post" action="${action('reject')}"><button type="submit" class="secondary">Reject</button></form>
<form method="post" action="${action('abandon')}"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
    );
  });

  app.post<{ Params: { token: string; decision: string } }>(`${SANDBOX_MANDATE_BANK_PATH}/:token/:decision`, async (request, reply) => {
    const decision = DECISIONS.find((d) => d === request.params.decision);
    const done = decision ? await mandates.authorise(request.params.token, decision) : null;
    if (!done) return reply.code(404).type('text/html; charset=utf-8').send(expired());
    if (done.loopbackUrl) {
      const joiner = done.loopbackUrl.includes('?') ? '&' : '?';
      const query = new URLSearchParams({ mandateId: done.mandateId, status: done.status });
      return reply.redirect(`${done.loopbackUrl}${joiner}${query.toString()}`, 303);
    }
    const said = decision === 'approve' ? 'You approved the mandate.' : decision === 'reject' ? 'You rejected the mandate.' : 'You left without deciding.';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'Sandbox bank: mandate',
          `<h1>${escapeHtml(said)}</h1><p>Mandate ${escapeHtml(done.mandateId)}: ${escapeHtml(done.status)}.</p><p>You can close this window.</p>`,
        ),
      );
  });
}

