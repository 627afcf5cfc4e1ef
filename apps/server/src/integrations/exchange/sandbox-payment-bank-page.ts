import { formatRupees } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { acceptFormPosts, escapeHtml, sandboxPartyPage as page } from '../../http/sandbox-party-page';
import type { SandboxPayments } from './sandbox-payments';

/**
 * Where the sandbox bank's payment page lives: the exchange's net-banking and UPI answer names
 * `/v1/sandbox/bank/payments/<payment id>` (sandbox-payments.ts), so the page is there.
 */
export const SANDBOX_PAYMENT_BANK_PATH = '/v1/sandbox/bank/payments';

const OUTCOMES = ['approve', 'fail', 'abandon'] as const;
type Outcome = (typeof OUTCOMES)[number];

const gone = () =>
  page('Payment link expired', '<h1>This payment is no longer waiting</h1><p>Please start the payment again from Sanchay.</p>');

/** Where the page sends the browser after the outcome: a path of this site only (no open redirect). */
function loopbackOf(value: unknown): string | null {
  return typeof value === 'string' && /^\/v1\/[A-Za-z0-9/_-]{1,200}$/.test(value) ? value : null;
}

const SAID: Record<Outcome, string> = {
  approve: 'You approved the payment.',
  fail: 'The payment failed at the bank.',
  abandon: 'You left without paying.',
};

/**
 * The sandbox bank's page for a net-banking or UPI payment (sandbox mode only; app.ts registers
 * it then, and /v1/sandbox/… is a plain 404 otherwise), built as the e-mandate page is
 * (sandbox-mandate-bank-page.ts): it shows the payment and lets the tester Approve (the money is
 * realised now), Fail (REJECTED) or Cancel (abandon: the orders may be paid again); then the
 * browser goes back to `?loopbackUrl` (a /v1/ path of this site) when the page was given one.
 */
export async function registerSandboxPaymentBankPage(app: FastifyInstance, payments: SandboxPayments): Promise<void> {
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    routes(scope, payments);
  });
}

function routes(app: FastifyInstance, payments: SandboxPayments): void {
  app.get<{ Params: { id: string }; Querystring: { loopbackUrl?: string } }>(`${SANDBOX_PAYMENT_BANK_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const p = await payments.pendingBankPayment(request.params.id);
    if (!p) return reply.code(404).send(gone());
    const loopback = loopbackOf(request.query.loopbackUrl);
    const action = (outcome: Outcome) =>
      `${SANDBOX_PAYMENT_BANK_PATH}/${encodeURIComponent(p.paymentId)}/${outcome}${loopback ? `?loopbackUrl=${encodeURIComponent(loopback)}` : ''}`;
    const how = p.paymentMode === 'UPI' ? 'UPI' : 'net banking';
    return page(
      'Sandbox bank: confirm payment',
      `<h1>Sandbox Bank: confirm your payment</h1>
<p class="note">This page stands in for your bank's ${how} page in sandbox mode. A real bank would ask you to sign in${p.paymentMode === 'UPI' ? ' or approve the request in your UPI app' : ''} here.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(formatRupees(p.totalAmount))}</dd>
<dt>Paid by</dt><dd>${p.paymentMode === 'UPI' ? `UPI (${escapeHtml(p.vpaId ?? '')})` : 'Net banking'}</dd>
<dt>Client code</dt><dd>${escapeHtml(p.clientCode)}</dd>
<dt>Orders</dt><dd>${escapeHtml(p.orderNos.split(',').join(', '))}</dd></dl>
<div class="actions">
<form method="post" action="${action('approve')}"><button type="submit">Approve</button></form>
<form method="post" action="${action('fail')}"><button type="submit" class="secondary">Fail</button></form>
<form method="post" action="${action('abandon')}"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
    );
  });

  app.post<{ Params: { id: string; outcome: string }; Querystring: { loopbackUrl?: string } }>(
    `${SANDBOX_PAYMENT_BANK_PATH}/:id/:outcome`,
    { schema: { hide: true } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const outcome = OUTCOMES.find((o) => o === request.params.outcome);
      const done = outcome ? await payments.completeBankPayment(request.params.id, outcome) : false;
      if (!outcome || !done) return reply.code(404).send(gone());
      // Back to the product (spec 3 §2 /v1/{loopBackUrl}), which shows where the payment stands.
      const loopback = loopbackOf(request.query.loopbackUrl);
      if (loopback) return reply.redirect(loopback, 303);
      return page(
        'Sandbox bank: payment',
        `<h1>${escapeHtml(SAID[outcome])}</h1><p>Payment ${escapeHtml(request.params.id)}.</p><p><a href="/v1/home">Return to Sanchay</a></p>`,
      );
    },
  );
}
