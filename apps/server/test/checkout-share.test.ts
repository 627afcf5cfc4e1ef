import { messages, productMessages } from '@sanchay/domain';
import { sessionRoutes, type OrderSummary, type ShareMandateLinkBody } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { SCHEMES, seedSandboxSchemes } from './sandbox-exchange-test-kit';
import { addAgent, addInvestor, approvedMandate as mandateOf, failed as fail, ok, rows, startHarness, type Browser, type Harness, advisorAskingToActFor } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Issue 11: an advisor shares the payment link and the mandate setup link with a customer by
// e-mail or SMS (queued in the outbox with the site's public address), only on the advisor's
// session for a customer mapped to that advisor; and save-bse-order / make-payment take only the
// caller's own mandate (refused with nothing written). PGlite, and PostgreSQL with TEST_DATABASE_URL.

const P = {
  save: '/api/v1/cart/save-investment-details',
  sendOtp: '/api/v1/checkout/send-transaction-otp',
  verifyOtp: '/api/v1/checkout/verify-transaction-otp',
  saveOrder: '/api/v1/checkout/save-bse-order',
  pay: '/api/v1/checkout/make-payment',
  share: '/api/v1/checkout/share-payment-link',
  shareMandate: '/api/v1/mandates/share-mandate-link',
};
const AGENT = 'SANCHAY07';
const PUBLIC_URL = 'https://sanchay.example';

forEachDatabase('sharing links and mandate ownership', (open) => {
  let database: Database;
  let h: Harness;
  let n = 0;
  const key = (what: string) => `${what}-${String(++n).padStart(8, '0')}`;

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    await addAgent(database, AGENT, 'Rohan Mehta');
    h = await startHarness(database, ['123456'], { config: { publicUrl: PUBLIC_URL } });
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  /** An investor with their default HDFC account (session-test-kit), mapped to `agentCode` if given. */
  const investor = (mobile: string, agentCode?: string) => addInvestor(database, { mobile, name: 'Meera Iyer', bank: true, ...(agentCode ? { agentCode } : {}) });
  /** A mandate of the investor's, registered and approved at the sandbox exchange, with the product's row. */
  const approvedMandate = (owner: { userId: string; ucc: string }) => mandateOf(h, owner);

  async function placed(b: Browser, ucc: string, items: Record<string, unknown>[], mandateId?: string): Promise<OrderSummary> {
    for (const item of items) ok(await b.post(P.save, item));
    ok(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
    ok(await b.post(P.verifyOtp, { otp: '123456', flowType: 1 }));
    return ok<OrderSummary>(await b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc, ...(mandateId ? { mandateId } : {}) })}`));
  }

  const lumpsum = { schemeId: SCHEMES.largeCap.amfi, investmentType: 'Lumpsum', investmentFrequency: 0, amount: 5000, sipDate: 1 };
  const sip = { schemeId: SCHEMES.largeCap.amfi, investmentType: 'SIP', investmentFrequency: 1, amount: 1000, sipDate: 5, numOfSipInstallments: 12 };

  /** The advisor asking to act for the customer of `mobile` (session-test-kit's advisorAskingToActFor). */
  const advisorFor = (mobile: string, agentCode = AGENT) => advisorAskingToActFor(h, database, mobile, agentCode);

  /** The advisor acting for the customer of `mobile`. */
  async function onAdvisorHost(mobile: string, agentCode = AGENT): Promise<Browser> {
    const { b, consent } = await advisorFor(mobile, agentCode);
    expect(ok<{ otpMatched: boolean }>(consent).otpMatched).toBe(true);
    return b;
  }

  const outbox = () =>
    rows<{ channel: string; recipient: string; kind: string; subject: string | null; body: string }>(
      database,
      sql`SELECT channel, recipient, kind, subject, body FROM notification_outbox WHERE kind IN ('payment-link', 'mandate-link') ORDER BY created_at, id`,
    );

  describe('share payment link', () => {
    it("queues the link by SMS or e-mail on the advisor's session, with the public address and the validity date", async () => {
      const customer = await investor('9876500011', AGENT);
      const set = await placed(await h.signIn('9876500011'), customer.ucc, [lumpsum]);
      const advisor = await onAdvisorHost('9876500011');

      const sms = await advisor.post(P.share, { type: 'sms', value: '9876543210', loopBackUrl: set.loopBackUrl });
      expect(ok<{ message: string }>(sms).message).toBe(messages.payment.shareLinkSuccess);
      expect(ok<{ message: string }>(await advisor.post(P.share, { type: 'email', value: ' Meera@Example.com ', loopBackUrl: set.loopBackUrl })).message).toBe(
        messages.payment.shareLinkSuccess,
      );
      const sent = await outbox();
      expect(sent.map((m) => [m.channel, m.recipient, m.kind])).toEqual([
        ['sms', '9876543210', 'payment-link'],
        ['email', 'meera@example.com', 'payment-link'],
      ]);
      expect(sent[1]!.subject).toBe('Your payment link');
      for (const m of sent) {
        expect(m.body).toContain(`${PUBLIC_URL}/v1${set.paymentUrl}`);
        expect(m.body).toContain('Rohan Mehta');
        expect(m.body).toMatch(/valid till \d{2}\/\d{2}\/\d{4}/);
      }
    });

    it('refuses anyone but the advisor of the customer, and bad addresses with the spec’s messages; nothing queued', async () => {
      const customer = await investor('9876500021', AGENT);
      const set = await placed(await h.signIn('9876500021'), customer.ucc, [lumpsum]);
      const body = { type: 'sms', value: '9876543210', loopBackUrl: set.loopBackUrl };

      // The customer herself, not on the advisor host.
      expect(fail(await (await h.signIn('9876500021')).post(P.share, body), 403).message).toBe(productMessages.share.advisorOnly);
      // The customer herself on her advisor's host is no advisor either (decision 0138).
      const herself = h.browser({ host: 'pro.sanchay.example' });
      ok(await herself.get(sessionRoutes.getCurrentUser.path, { agentCode: AGENT }));
      ok(await herself.post(sessionRoutes.userLogin.path, { mobile: '9876500021', password: 'Sanchay@123' }));
      expect(fail(await herself.post(P.share, body), 403).message).toBe(productMessages.share.advisorOnly);
      // A customer of no advisor: the advisor cannot open her account, and shares nothing in his own.
      const unmapped = await investor('9876500023');
      const hers = await placed(await h.signIn('9876500023'), unmapped.ucc, [lumpsum]);
      const { b: notActing, consent } = await advisorFor('9876500023');
      expect(fail(consent, 403).message).toBe(productMessages.acting.notYourCustomer);
      // (Her set is not the advisor's own either: refused before it is shared.)
      expect(fail(await notActing.post(P.share, { ...body, loopBackUrl: hers.loopBackUrl }), 403).message).toBe(messages.payment.notAuthorisedForOrder);
      // Another investor's set, even on the right advisor's session.
      await investor('9876500022', AGENT);
      expect(fail(await (await onAdvisorHost('9876500022')).post(P.share, body), 403).message).toBe(messages.payment.notAuthorisedForOrder);
      // Bad addresses: the field's message.
      const advisor = await onAdvisorHost('9876500021');
      const sms = fail(await advisor.post(P.share, { ...body, value: '98765' }), 400);
      expect(sms.message).toBe(messages.share.smsTenDigits);
      expect(sms.fieldErrors).toEqual({ value: messages.share.smsTenDigits });
      expect(fail(await advisor.post(P.share, { ...body, type: 'email', value: 'meera@' }), 400).fieldErrors?.value).toBe(messages.validation.emailInvalid);
      // Signed out.
      fail(await h.browser().post(P.share, body), 401);
      expect(await outbox()).toEqual([]);
    });

    it('refuses an expired link with the expiry message', async () => {
      const customer = await investor('9876500031', AGENT);
      const set = await placed(await h.signIn('9876500031'), customer.ucc, [lumpsum]);
      await database.db.execute(sql`UPDATE checkout SET valid_till = ${new Date(h.now().getTime() - 60_000).toISOString()}::timestamptz WHERE id = ${set.loopBackUrl}`);
      const advisor = await onAdvisorHost('9876500031');
      expect(fail(await advisor.post(P.share, { type: 'sms', value: '9876543210', loopBackUrl: set.loopBackUrl }), 400).message).toBe(messages.payment.linkExpired);
      expect(await outbox()).toEqual([]);
    });
  });

  describe('share mandate link', () => {
    it('queues the setup link (ucc, base64 mandate id and limit) for the advisor; refuses another ucc or mandate', async () => {
      const customer = await investor('9876500041', AGENT);
      const mandateId = await approvedMandate(customer);
      const advisor = await onAdvisorHost('9876500041');
      const share = (body: Partial<ShareMandateLinkBody>) =>
        advisor.post(P.shareMandate, { type: 'email', value: 'meera@example.com', ucc: customer.ucc, ...body });

      expect(ok<{ message: string }>(await share({ mandateLimit: '150000', mandateId })).message).toBe(messages.mandate.shareSuccess);
      const [sent] = await outbox();
      const link = new URL(/https:\/\/\S+/.exec(sent!.body)![0]);
      expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/v1/profile/mandates/setup-mandate`);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        flowType: 'checkout', userType: 'old', ucc: customer.ucc, mandateId: Buffer.from(mandateId).toString('base64'), mandateLimit: Buffer.from('150000').toString('base64'),
      });

      const other = await investor('9876500042', AGENT);
      expect(fail(await share({ ucc: other.ucc }), 403).message).toBe(messages.payment.notAuthorisedForOrder);
      const theirs = await approvedMandate(other);
      expect(fail(await share({ mandateId: theirs }), 404).message).toBe(productMessages.mandate.mandateNotFound);
      expect(fail(await (await h.signIn('9876500041')).post(P.shareMandate, { type: 'sms', value: '9876543210', ucc: customer.ucc }), 403).message).toBe(
        productMessages.share.advisorOnly,
      );
      expect(await outbox()).toHaveLength(1);
    });
  });

  describe("a mandate id must be the caller's own", () => {
    it("save-bse-order refuses another investor's mandate with nothing written, and takes her own", async () => {
      const me = await investor('9876500051');
      const other = await investor('9876500052');
      const theirs = await approvedMandate(other);
      const b = await h.signIn('9876500051');
      ok(await b.post(P.save, sip));
      ok(await b.get(P.sendOtp, { flowType: '1', isB2B: 'false' }));
      ok(await b.post(P.verifyOtp, { otp: '123456', flowType: 1 }));
      const count = async () => (await rows<{ n: number }>(database, sql`SELECT (SELECT count(*) FROM checkout) + (SELECT count(*) FROM checkout_sip) + (SELECT count(*) FROM outside_call) AS n`))[0]!.n;
      const before = await count();
      const refused = fail(await b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc: me.ucc, mandateId: theirs })}`), 400);
      expect(refused.message).toBe(productMessages.mandate.mandateNotFound);
      expect(refused.fieldErrors).toEqual({ mandateId: productMessages.mandate.mandateNotFound });
      // An id no one has is the same refusal.
      fail(await b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc: me.ucc, mandateId: '999999' })}`), 400);
      expect(Number(await count())).toBe(Number(before));

      const mine = await approvedMandate(me);
      const set = ok<OrderSummary>(await b.post(`${P.saveOrder}?${new URLSearchParams({ trnxDetailId: key('submit'), ucc: me.ucc, mandateId: mine })}`));
      expect(set.orders.map((o) => o.investmentType)).toEqual(['SIP']);
    });

    it("make-payment (one-time mandate) refuses another investor's mandate with nothing written", async () => {
      const me = await investor('9876500061');
      const other = await investor('9876500062');
      const theirs = await approvedMandate(other);
      const b = await h.signIn('9876500061');
      const set = await placed(b, me.ucc, [lumpsum]);
      const payments = async () => (await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM order_payment`))[0]!.n;
      const refused = fail(await b.post(P.pay, { loopBackUrl: set.loopBackUrl, paymentKey: key('pay'), paymentMode: 4, mandateId: theirs }), 400);
      expect(refused.message).toBe(productMessages.mandate.mandateNotFound);
      expect(await payments()).toBe(0);
      const mine = await approvedMandate(me);
      const paid = ok<{ status: string }>(await b.post(P.pay, { loopBackUrl: set.loopBackUrl, paymentKey: key('pay'), paymentMode: 4, mandateId: mine }));
      expect(paid.status).toBe('ACCEPTED');
    });
  });
});
