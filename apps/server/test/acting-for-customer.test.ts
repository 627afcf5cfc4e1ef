import { actingRoutes, cartRoutes, type ActingState, type AdvisorActions, type CartDetails, type StartActingAnswer } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { agent } from '../src/db/schema';
import { seedSandboxSchemes, SCHEMES } from './sandbox-exchange-test-kit';
import { addAgent, addUser, Browser, failed, ok, PASSWORD, rows, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Acting for a customer (issue 13 §1, docs/decisions/0138), on PGlite and PostgreSQL: the advisor
// (the agent's own account on the advisor host) opens a mapped customer's account only with the
// customer's OTP; customer-scoped routes then work on the customer; every change is recorded with
// both identities and listed to the customer; the advisor's cart waits for the customer's approval.

const ADVISOR_HOST = 'pro.localhost:8181';
const P = {
  save: cartRoutes.saveInvestmentDetails.path,
  cart: cartRoutes.getCartDetails.path,
  approve: cartRoutes.approveCart.path,
  customer: (id: string) => `/api/v1/acting/customers/${id}`,
  sendOtp: (id: string) => `/api/v1/acting/customers/${id}/send-otp`,
  start: (id: string) => `/api/v1/acting/customers/${id}/verify-otp`,
  leave: actingRoutes.leaveActing.path,
  state: actingRoutes.getActing.path,
  actions: actingRoutes.listAdvisorActions.path,
  sendTxnOtp: '/api/v1/checkout/send-transaction-otp',
  verifyTxnOtp: '/api/v1/checkout/verify-transaction-otp',
  saveOrder: '/api/v1/checkout/save-bse-order',
};

const lumpsum = (schemeId: number, amount: number) => ({ schemeId, investmentType: 'Lumpsum', investmentFrequency: 0, amount, sipDate: 1 });

/** An onboarded investor (profile with a ucc, a verified bank account) mapped to `agentCode`. */
async function customer(database: Database, mobile: string, name: string, agentCode?: string): Promise<{ userId: string; ucc: string }> {
  const userId = await addUser(database, { mobile, name, ...(agentCode ? { agentCode } : {}) });
  const [profile] = await rows<{ ucc: string }>(
    database,
    sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
        VALUES (${userId}, ${`A${'BCDEFGHIJK'[Number(mobile[1])]}CDE${mobile.slice(-4)}F`}, 'KYC_VALIDATED_STATUS', now(), now(), now()) RETURNING ucc`,
  );
  await database.db.execute(
    sql`INSERT INTO bank_account (user_id, account_sequence, bank_name, account_number, ifsc, account_type, is_default, is_verified, created_at, updated_at)
        VALUES (${userId}, 1, 'HDFC Bank', '50100012345678', 'HDFC0000001', 'Savings', true, true, now(), now())`,
  );
  return { userId, ucc: profile!.ucc };
}

forEachDatabase('acting for a customer', (open) => {
  let database: Database;
  let h: Harness;
  let priya: { userId: string; ucc: string };
  let anil: { userId: string; ucc: string };
  let asha: { userId: string; ucc: string };

  beforeEach(async () => {
    database = await open();
    await seedSandboxSchemes(database);
    h = await startHarness(database, ['123456']);
    const sanchay = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    const other = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    const rohan = await addUser(database, { mobile: '9000000002', name: 'Rohan Mehta' });
    const kiran = await addUser(database, { mobile: '9100000002', name: 'Kiran Joshi' });
    await database.db.update(agent).set({ userId: rohan }).where(eq(agent.id, sanchay));
    await database.db.update(agent).set({ userId: kiran }).where(eq(agent.id, other));
    priya = await customer(database, '9000000003', 'Priya Nair', 'SANCHAY01');
    anil = await customer(database, '9100000003', 'Anil Rao', 'OTHER02');
    asha = await customer(database, '9000000001', 'Asha Verma');
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  /** A browser on `host` that opened home (with the agent code on the advisor host) and signed in. */
  async function signedIn(mobile: string, host = ADVISOR_HOST, agentCode = 'SANCHAY01'): Promise<Browser> {
    const b = new Browser(h.app, { host });
    ok(await b.get('/api/v1/login/get-current-user', host === ADVISOR_HOST ? { agentCode } : {}));
    ok(await b.post('/api/v1/login/user-login', { mobile, password: PASSWORD }));
    return b;
  }

  async function consentSms(mobile: string): Promise<string[]> {
    return (await rows<{ body: string }>(database, sql`SELECT body FROM notification_outbox WHERE recipient = ${mobile} AND kind = 'acting-consent-otp' ORDER BY created_at`)).map((r) => r.body);
  }

  /** Rohan opens Priya's account with her OTP. */
  async function actingForPriya(): Promise<Browser> {
    const rohan = await signedIn('9000000002');
    ok(await rohan.post(P.sendOtp(priya.userId)));
    const started = ok<StartActingAnswer>(await rohan.post(P.start(priya.userId), { otp: '123456' }));
    expect(started.acting).toMatchObject({ customerId: priya.userId, customerName: 'Priya Nair', advisorName: 'Rohan Mehta', agentCode: 'SANCHAY01' });
    return rohan;
  }

  it('opens a mapped customer only after the OTP sent to the customer; a wrong OTP opens nothing', async () => {
    const rohan = await signedIn('9000000002');
    expect(ok(await rohan.get(P.customer(priya.userId)))).toEqual({ customerId: priya.userId, name: 'Priya Nair', mobile: 'XXXXXX0003' });
    // Without consent the session is the advisor's own: Priya's cart is not reachable.
    ok(await rohan.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    expect(ok<ActingState>(await rohan.get(P.state))).toEqual({ acting: null });
    // Verifying before any OTP was sent is refused.
    expect(failed(await rohan.post(P.start(priya.userId), { otp: '123456' }), 400).errorEnum).toBe('OTP_NOT_REQUESTED');

    ok(await rohan.post(P.sendOtp(priya.userId)));
    const sms = await consentSms('9000000003');
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain('123456');
    const wrong = ok<StartActingAnswer>(await rohan.post(P.start(priya.userId), { otp: '000000' }));
    expect(wrong).toMatchObject({ otpMatched: false, acting: null });
    expect(ok<ActingState>(await rohan.get(P.state))).toEqual({ acting: null });

    const started = ok<StartActingAnswer>(await rohan.post(P.start(priya.userId), { otp: '123456' }));
    expect(started.otpMatched).toBe(true);
    expect(ok<ActingState>(await rohan.get(P.state)).acting).toMatchObject({ customerName: 'Priya Nair', advisorName: 'Rohan Mehta' });
    // The advisor's own cart item stayed in the advisor's cart: Priya's cart is empty.
    expect(ok<CartDetails>(await rohan.get(P.cart)).noOfItems).toBe(0);
  });

  it('refuses another advisor’s customer, a direct investor, a customer acting for themself and the main host, sending nothing', async () => {
    const rohan = await signedIn('9000000002');
    for (const id of [anil.userId, asha.userId]) {
      expect(failed(await rohan.get(P.customer(id)), 403).message).toBe(productMessages.acting.notYourCustomer);
      expect(failed(await rohan.post(P.sendOtp(id)), 403).message).toBe(productMessages.acting.notYourCustomer);
      expect(failed(await rohan.post(P.start(id), { otp: '123456' }), 403).message).toBe(productMessages.acting.notYourCustomer);
    }
    const kiran = await signedIn('9100000002', ADVISOR_HOST, 'OTHER02');
    expect(failed(await kiran.post(P.sendOtp(priya.userId)), 403).message).toBe(productMessages.acting.notYourCustomer);
    // Priya herself, on the advisor host under her advisor's code, is no advisor.
    const herself = await signedIn('9000000003');
    expect(failed(await herself.post(P.sendOtp(priya.userId)), 403).message).toBe(productMessages.acting.advisorOnly);
    // Rohan on the main host: the consent belongs to the advisor host.
    const rohanMain = await signedIn('9000000002', 'localhost:8181');
    expect(failed(await rohanMain.post(P.sendOtp(priya.userId)), 403).message).toBe(productMessages.acting.advisorOnly);
    // Signed out: 401.
    const guest = new Browser(h.app, { host: ADVISOR_HOST });
    ok(await guest.get('/api/v1/login/get-current-user', { agentCode: 'SANCHAY01' }));
    expect((await guest.post(P.sendOtp(priya.userId))).statusCode).toBe(401);
    for (const mobile of ['9100000003', '9000000001', '9000000003']) expect(await consentSms(mobile)).toEqual([]);
  });

  it('works on the customer’s cart while acting, records each change with both identities and lists them to her', async () => {
    const rohan = await actingForPriya();
    const cart = ok<CartDetails>(await rohan.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    expect(cart).toMatchObject({ noOfItems: 1, agentStatus: 'pending' });
    const [row] = await rows<{ user_id: string; acted_by_user_id: string }>(database, sql`SELECT user_id::text, acted_by_user_id::text FROM cart WHERE id = ${cart.cartId}`);
    const [rohanId] = await rows<{ id: string }>(database, sql`SELECT id::text FROM user_account WHERE mobile = '9000000002'`);
    expect(row).toEqual({ user_id: priya.userId, acted_by_user_id: rohanId!.id });
    // The AUM summary still answers the advisor (the actor).
    ok(await rohan.get('/api/v1/agent/SANCHAY01/aum-summary'));
    ok(await rohan.post(P.leave));
    expect(ok<ActingState>(await rohan.get(P.state))).toEqual({ acting: null });
    // Back in his own view: his cart, not Priya's.
    expect(ok<CartDetails>(await rohan.get(P.cart)).noOfItems).toBe(0);

    const recorded = await rows(database, sql`SELECT actor_user_id::text AS actor, subject_user_id::text AS subject, agent_code, method, route, status_code FROM acting_action ORDER BY id`);
    expect(recorded).toEqual([
      { actor: rohanId!.id, subject: priya.userId, agent_code: 'SANCHAY01', method: 'POST', route: P.save, status_code: 200 },
      { actor: rohanId!.id, subject: priya.userId, agent_code: 'SANCHAY01', method: 'POST', route: P.leave, status_code: 200 },
    ]);
    const priyaSelf = await signedIn('9000000003', 'localhost:8181');
    const listed = ok<AdvisorActions>(await priyaSelf.get(P.actions)).actions;
    expect(listed.map((a) => [a.advisorName, a.agentCode, a.action, a.succeeded])).toEqual([
      ['Rohan Mehta', 'SANCHAY01', 'Leave acting', true],
      ['Rohan Mehta', 'SANCHAY01', 'Save investment details', true],
    ]);
    // Another customer sees none of them.
    const ashaSelf = await signedIn('9000000001', 'localhost:8181');
    expect(ok<AdvisorActions>(await ashaSelf.get(P.actions)).actions).toEqual([]);
  });

  it('switches customer only with the new customer’s consent', async () => {
    const rohan = await actingForPriya();
    const vikram = await customer(database, '9000000004', 'Vikram Singh', 'SANCHAY01');
    // Anil is not his: refused, and he still acts for Priya.
    expect(failed(await rohan.post(P.sendOtp(anil.userId)), 403).message).toBe(productMessages.acting.notYourCustomer);
    expect(ok<ActingState>(await rohan.get(P.state)).acting?.customerId).toBe(priya.userId);
    h.advance(31);
    ok(await rohan.post(P.sendOtp(vikram.userId)));
    ok(await rohan.post(P.start(vikram.userId), { otp: '123456' }));
    expect(ok<ActingState>(await rohan.get(P.state)).acting?.customerName).toBe('Vikram Singh');
  });

  it('lets the customer, never the advisor, approve the advisor’s cart; then checkout goes through, and an edit while acting makes it pending again', async () => {
    const rohan = await actingForPriya();
    ok(await rohan.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    expect(failed(await rohan.post(P.approve), 403).message).toBe(productMessages.acting.actorCannotApprove);

    const priyaSelf = await signedIn('9000000003', 'localhost:8181');
    expect(ok<CartDetails>(await priyaSelf.get(P.cart)).agentStatus).toBe('pending');
    // Paying a pending cart is refused with the spec's message.
    ok(await priyaSelf.get(P.sendTxnOtp, { flowType: '1', isB2B: 'false' }));
    ok(await priyaSelf.post(P.verifyTxnOtp, { otp: '123456', flowType: 1 }));
    expect(failed(await priyaSelf.post(`${P.saveOrder}?trnxDetailId=acting-submit-1&ucc=${priya.ucc}`), 400).message).toBe(messages.cart.awaitingApproval);

    expect(ok<CartDetails>(await priyaSelf.post(P.approve)).agentStatus).toBe('approved');
    // The advisor edits after the approval: pending again, until she approves again.
    ok(await rohan.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 6000)));
    expect(ok<CartDetails>(await priyaSelf.get(P.cart)).agentStatus).toBe('pending');
    expect(ok<CartDetails>(await priyaSelf.post(P.approve)).agentStatus).toBe('approved');
    const summary = ok<{ loopBackUrl: string }>(await priyaSelf.post(`${P.saveOrder}?trnxDetailId=acting-submit-2&ucc=${priya.ucc}`));
    expect(summary.loopBackUrl).toBeTruthy();
  });

  it('an order the advisor submits while acting carries him; the transaction OTP goes to the customer', async () => {
    // SANCHAY01 may sell: NISM and ARN registered with their images (decision 0127).
    const [rohanRow] = await rows<{ id: string; agent_id: string }>(database, sql`SELECT u.id::text, a.id::text AS agent_id FROM user_account u JOIN agent a ON a.user_id = u.id WHERE u.mobile = '9000000002'`);
    const file = async (purpose: string) =>
      (await rows<{ id: string }>(database, sql`INSERT INTO uploaded_file (user_id, purpose, content_type, size_bytes, sha256, storage_key)
        VALUES (${rohanRow!.id}, ${purpose}, 'image/png', 10, ${'a'.repeat(64)}, ${`test-${purpose}`}) RETURNING id::text`))[0]!.id;
    await database.db.execute(sql`INSERT INTO agent_certificate (agent_id, is_nism_certified, is_arn_holder, nism_code, nism_valid_start, nism_valid_end, nism_file_id,
        arn_code, euin, arn_valid_start, arn_valid_end, arn_file_id, submitted_by, submitted_at)
      VALUES (${rohanRow!.agent_id}, true, true, 'NISM-1234567890', '2025-01-10', '2028-01-09', ${await file('nism_certificate')},
        'ARN-123456', 'E654321', '2025-02-01', '2028-01-31', ${await file('arn_certificate')}, ${rohanRow!.id}, now())`);

    const rohan = await actingForPriya();
    ok(await rohan.post(P.save, lumpsum(SCHEMES.largeCap.amfi, 5000)));
    ok(await (await signedIn('9000000003', 'localhost:8181')).post(P.approve));
    h.advance(31);
    ok(await rohan.get(P.sendTxnOtp, { flowType: '1', isB2B: 'true' }));
    const [sms] = await rows<{ recipient: string }>(database, sql`SELECT recipient FROM notification_outbox WHERE kind = 'transaction-otp' ORDER BY created_at DESC LIMIT 1`);
    expect(sms?.recipient).toBe('9000000003');
    ok(await rohan.post(P.verifyTxnOtp, { otp: '123456', flowType: 1 }));
    const summary = ok<{ loopBackUrl: string }>(await rohan.post(`${P.saveOrder}?trnxDetailId=acting-submit-3&ucc=${priya.ucc}`));
    const [checkout] = await rows<{ user_id: string; acted_by_user_id: string | null }>(
      database,
      sql`SELECT user_id::text, acted_by_user_id::text FROM checkout WHERE id::text = ${summary.loopBackUrl}`,
    );
    expect(checkout).toEqual({ user_id: priya.userId, acted_by_user_id: rohanRow!.id });
    const recorded = await rows<{ route: string; status_code: number }>(database, sql`SELECT route, status_code FROM acting_action WHERE route = ${P.saveOrder}`);
    expect(recorded).toEqual([{ route: P.saveOrder, status_code: 200 }]);
  });
});
