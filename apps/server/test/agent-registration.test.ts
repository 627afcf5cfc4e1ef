import { AgentErrorEnum, agentCertificatePaths as paths, agentRegistrationRoutes, sessionRoutes, type AgentCertificates, type RegistrationResult } from '@sanchay/contract';
import { messages, productMessages, toRegistrationRequest, type AgentRegistrationFields } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { agent, agentCertificate } from '../src/db/schema';
import { addAgent, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { upload } from './upload-test-kit';

// Issue 13 §3 and the sale guard of §1 (spec 3 §4 Agent registration, §5, §8; spec 1 §7):
// registration by the advisor, certificate images judged by decoding, one agent per ARN under
// concurrent submits, and an advisor's sale for a customer refused until the certificates are in.
// PGlite, and PostgreSQL with TEST_DATABASE_URL. The harness's today (IST) is 2026-08-21.

const m = messages.registration;

/** A 24-bit BMP, bottom-up, of a flat colour. */
function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const size = 54 + row * height;
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'ascii');
  b.writeUInt32LE(size, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(width, 18);
  b.writeInt32LE(height, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) b.set([200, 120, 40], 54 + y * row + x * 3);
  return b;
}
const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a6' } })
    .toFormat(format)
    .toBuffer();

const full = (nismId: string, arnId: string, arn = '123456'): AgentRegistrationFields => ({
  isNISMCertified: true,
  isARNHolder: true,
  nismCode: '1234567890',
  nismValidStartDate: '2025-01-10',
  nismValidEndDate: '2028-01-09',
  arnCode: arn,
  euin: '654321',
  arnValidStartDate: '2025-02-01',
  arnValidEndDate: '2028-01-31',
  nismCertificateId: nismId,
  arnCertificateId: arnId,
  termsAccepted: true,
});

forEachDatabase('agent registration', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  /** An advisor with its own account, signed in (main host). */
  async function advisor(code: string, mobile: string): Promise<Browser> {
    const agentId = await addAgent(database, code);
    const userId = await addUser(database, { mobile, name: `Advisor ${code}` });
    await database.db.update(agent).set({ userId, arn: null }).where(eq(agent.id, agentId));
    return h.signIn(mobile);
  }
  async function certificates(b: Browser, code: string): Promise<{ nism: string; arn: string }> {
    const nism = ok<{ fileId: string }>(await upload(h, b, paths.nismPicture(code), await image('png'), 'nism.png'));
    const arn = ok<{ fileId: string }>(await upload(h, b, paths.arnPicture(code), bmp(30, 20), 'arn.bmp'));
    return { nism: nism.fileId, arn: arn.fileId };
  }

  it('has a Drizzle schema that follows 0084_agent_certificates.sql (columns, nullability)', async () => {
    const config = getTableConfig(agentCertificate);
    const columns = await rows<{ column_name: string; is_nullable: string }>(
      database,
      sql`select column_name, is_nullable from information_schema.columns where table_name = ${config.name} and table_schema = current_schema()`,
    );
    const sorted = (list: [string, boolean][]) => list.sort((a, b) => a[0].localeCompare(b[0]));
    expect(sorted(columns.map((c) => [c.column_name, c.is_nullable === 'YES']))).toEqual(sorted(config.columns.map((c) => [c.name, !c.notNull])));
  });

  it('registers NISM and ARN with their images: the prefixes kept, the previews, allowed to sell', async () => {
    const rohan = await advisor('ADV001', '9100000001');
    await database.db.update(agent).set({ verificationStatus: 'not_verified' }).where(eq(agent.agentCode, 'ADV001'));
    const files = await certificates(rohan, 'ADV001');
    const before = ok<AgentCertificates>(await rohan.get(paths.certificates('ADV001')));
    expect(before).toMatchObject({ registered: false, allowedToSell: false, nismCertificateUrl: null });

    const result = ok<RegistrationResult>(await rohan.post(paths.certificates('ADV001'), toRegistrationRequest(full(files.nism, files.arn))));
    expect(result.outcome).toBe('registered');
    expect(result.certificates).toMatchObject({
      registered: true,
      isNISMCertified: true,
      isARNHolder: true,
      nismCode: 'NISM-1234567890',
      arnCode: 'ARN-123456',
      euin: 'E654321',
      nismValidStartDate: '2025-01-10',
      arnValidEndDate: '2028-01-31',
      allowedToSell: true,
    });
    // The previews are the kept images: the BMP was decoded and kept as a PNG.
    const preview = await rohan.get(result.certificates.arnCertificateUrl!);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });
    expect(ok(await rohan.get(agentRegistrationRoutes.agentTransactionAllow.path, { agentCode: 'ADV001' }))).toEqual({
      agentCode: 'ADV001',
      transactionAllowed: true,
      isAgentNotAllowed: false,
    });
    // The ARN is the agent's own now (isARNHolder), and the registration verified the agent
    // (decision 0147): the premium services' Create Lead follows.
    expect(ok<{ isARNHolder: boolean; verificationStatus: string }>(await rohan.get('/api/v1/agent/ADV001'))).toMatchObject({ isARNHolder: true, verificationStatus: 'verified' });
  });

  it('applies the one schema on the server: each rule with its message, nothing stored', async () => {
    const rohan = await advisor('ADV002', '9100000002');
    const files = await certificates(rohan, 'ADV002');
    const send = (v: AgentRegistrationFields) => rohan.post(paths.certificates('ADV002'), toRegistrationRequest(v));
    expect(failed(await send({ ...full(files.nism, files.arn), euin: '12345' }), 400).fieldErrors).toEqual({ euin: m.euinInvalid });
    expect(failed(await send({ ...full(files.nism, files.arn), nismCode: '123456789' }), 400).message).toBe(m.nismNumberInvalid);
    // A test date tomorrow (IST) is in the future.
    expect(failed(await send({ ...full(files.nism, files.arn), nismValidStartDate: '2026-08-22' }), 400).fieldErrors).toEqual({
      nismValidStartDate: m.dateInvalid,
    });
    expect(failed(await send({ ...full(files.nism, files.arn), termsAccepted: false }), 400).message).toBe(productMessages.agentRegistration.termsRequired);
    // An image id that is not the caller's own certificate upload.
    expect(failed(await send(full(files.arn, files.arn)), 400).fieldErrors).toEqual({ nismCertificateId: productMessages.agentRegistration.certificateRequired });
    expect(ok<AgentCertificates>(await rohan.get(paths.certificates('ADV002'))).registered).toBe(false);
  });

  it('refuses a certificate image by its content, with the generic image message', async () => {
    const rohan = await advisor('ADV003', '9100000003');
    const png = await image('png');
    const refusals = [
      Buffer.concat([Buffer.from('BM'), Buffer.alloc(200, 7)]), // says BMP, is not one
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(200, 1)]), // says GIF, is not one
      png.subarray(0, Math.floor(png.length / 2)), // a PNG cut short
      Buffer.from('%PDF-1.4\n'), // not an accepted kind
      Buffer.concat([bmp(10, 10).subarray(0, 54), Buffer.alloc(10)]), // a BMP header without its pixels
    ];
    for (const bytes of refusals) {
      expect(failed(await upload(h, rohan, paths.nismPicture('ADV003'), bytes, 'nism.bmp'), 400).message).toBe(messages.mandate.invalidImage);
    }
    for (const format of ['jpeg', 'gif'] as const) ok(await upload(h, rohan, paths.arnPicture('ADV003'), await image(format), `arn.${format}`));
    const kept = await rows<{ purpose: string; content_type: string }>(database, sql`SELECT purpose, content_type FROM uploaded_file ORDER BY created_at`);
    expect(kept).toEqual([
      { purpose: 'arn_certificate', content_type: 'image/jpeg' },
      { purpose: 'arn_certificate', content_type: 'image/png' },
    ]);
  });

  it('one agent per ARN: two advisors registering the same ARN at once, one wins, the other is told', async () => {
    const a = await advisor('ADV004', '9100000004');
    const b = await advisor('ADV005', '9100000005');
    const [fa, fb] = [await certificates(a, 'ADV004'), await certificates(b, 'ADV005')];
    const answers = await Promise.all([
      a.post(paths.certificates('ADV004'), toRegistrationRequest(full(fa.nism, fa.arn, '777777'))),
      b.post(paths.certificates('ADV005'), toRegistrationRequest(full(fb.nism, fb.arn, '777777'))),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = failed(answers.find((r) => r.statusCode === 409)!, 409);
    expect(refused).toMatchObject({ errorEnum: AgentErrorEnum.ARN_ALREADY_MAPPED, message: m.arnAlreadyMapped });
    const holders = await rows<{ arn_code: string }>(database, sql`SELECT arn_code FROM agent_certificate WHERE arn_code IS NOT NULL`);
    expect(holders).toEqual([{ arn_code: 'ARN-777777' }]);
  });

  it('the blank save (NISM no, as after 10 minutes) never replaces a registration', async () => {
    const rohan = await advisor('ADV006', '9100000006');
    const blank = toRegistrationRequest({ ...full('', ''), isNISMCertified: false, termsAccepted: false });
    expect(ok<RegistrationResult>(await rohan.post(paths.certificates('ADV006'), blank))).toMatchObject({ outcome: 'saved', allowedToSell: false });
    const files = await certificates(rohan, 'ADV006');
    ok(await rohan.post(paths.certificates('ADV006'), toRegistrationRequest(full(files.nism, files.arn, '888888'))));
    expect(ok<RegistrationResult>(await rohan.post(paths.certificates('ADV006'), blank)).certificates).toMatchObject({
      registered: true,
      arnCode: 'ARN-888888',
      allowedToSell: true,
    });
  });

  it("is the advisor's only: another advisor, a customer of another advisor and a guest are refused", async () => {
    await advisor('ADV007', '9100000007');
    const other = await advisor('ADV008', '9100000008');
    expect(failed(await other.get(paths.certificates('ADV007')), 403).message).toBe(productMessages.agentRegistration.advisorOnly);
    failed(await upload(h, other, paths.nismPicture('ADV007'), await image('png')), 403);
    // A customer of ADV008 working on ADV008's host asks for ADV007's.
    await addUser(database, { mobile: '9100000017', agentCode: 'ADV008' });
    const customer = h.browser({ host: 'pro.sanchay.example' });
    ok(await customer.get(sessionRoutes.getCurrentUser.path, { agentCode: 'ADV008' }));
    ok(await customer.post(sessionRoutes.userLogin.path, { mobile: '9100000017', password: 'Sanchay@123' }));
    failed(await customer.post(paths.certificates('ADV007'), toRegistrationRequest({ ...full('', ''), isNISMCertified: false })), 403);
    const guest = h.browser();
    ok(await guest.get(sessionRoutes.getCurrentUser.path));
    failed(await guest.get(paths.certificates('ADV007')), 401);
  });

  describe("the sale guard: an advisor's sale for a customer needs NISM and ARN (spec 3 §4, §8)", () => {
    const REDEEM = '/api/v1/portfolio/redeem-request';
    const SEND_OTP = '/api/v1/checkout/send-transaction-otp';
    const STP = '/api/v1/stp-swp/register-stp-swp/ANYUCC';

    /**
     * The advisor (the agent's own account, `advisorMobile`) on the advisor host, acting for a new
     * customer of theirs with the customer's consent OTP (decision 0138).
     */
    async function actingForCustomer(mobile: string, code: string, advisorMobile: string): Promise<Browser> {
      const customerId = await addUser(database, { mobile, name: 'Priya Nair', agentCode: code });
      const b = h.browser({ host: 'pro.sanchay.example' });
      ok(await b.get(sessionRoutes.getCurrentUser.path, { agentCode: code }));
      ok(await b.post(sessionRoutes.userLogin.path, { mobile: advisorMobile, password: 'Sanchay@123' }));
      ok(await b.post(`/api/v1/acting/customers/${customerId}/send-otp`));
      expect(ok<{ otpMatched: boolean }>(await b.post(`/api/v1/acting/customers/${customerId}/verify-otp`, { otp: '123456' })).otpMatched).toBe(true);
      return b;
    }
    const redeemBody = { isin: 'INF000000000', folioNo: '1', redeemType: 'amount', amount: '1000', units: '0', allRedeem: 'N', requestKey: 'redeem-00000001' };
    const stpBody = {
      requestKey: '00000000-0000-4000-8000-000000000001',
      trxnType: 'STP',
      fromSchemeCode: 'A',
      toSchemeCode: 'B',
      folioNo: '1',
      freqType: 1,
      installmentAmount: '1000',
      startDate: '2026-09-01',
    };

    it('refuses Redeem, the checkout and Redeem OTPs and an STP until the advisor registers; then lets them through', async () => {
      const rohan = await advisor('ADV010', '9100000010');
      const priya = await actingForCustomer('9100000020', 'ADV010', '9100000010');
      const refusals = [
        await priya.post(REDEEM, redeemBody),
        await priya.get(SEND_OTP, { flowType: '1', isB2B: 'true' }),
        await priya.get(SEND_OTP, { flowType: '3', isB2B: 'true' }),
        await priya.post(STP, stpBody),
      ];
      for (const res of refusals) {
        expect(failed(res, 403)).toMatchObject({ errorEnum: AgentErrorEnum.AGENT_NOT_ALLOWED, message: messages.redeem.nismArnRequired });
      }
      // The same customer signed in herself (either host) is her own investor: not an advisor's sale.
      const onAdvisorHost = h.browser({ host: 'pro.sanchay.example' });
      ok(await onAdvisorHost.get(sessionRoutes.getCurrentUser.path, { agentCode: 'ADV010' }));
      ok(await onAdvisorHost.post(sessionRoutes.userLogin.path, { mobile: '9100000020', password: 'Sanchay@123' }));
      expect((await onAdvisorHost.post(REDEEM, redeemBody)).json().errorEnum).not.toBe(AgentErrorEnum.AGENT_NOT_ALLOWED);
      const direct = await h.signIn('9100000020');
      expect(direct.cookies.size).toBeGreaterThan(0);
      const own = await direct.post(REDEEM, redeemBody);
      expect(own.json().errorEnum).not.toBe(AgentErrorEnum.AGENT_NOT_ALLOWED);

      const files = await certificates(rohan, 'ADV010');
      ok(await rohan.post(paths.certificates('ADV010'), toRegistrationRequest(full(files.nism, files.arn, '101010'))));
      const after = await priya.post(REDEEM, redeemBody);
      expect(after.json().errorEnum).not.toBe(AgentErrorEnum.AGENT_NOT_ALLOWED);
    });

    it('an expired ARN is not allowed', async () => {
      const rohan = await advisor('ADV011', '9100000011');
      await database.db.update(agent).set({ verificationStatus: 'not_verified' }).where(eq(agent.agentCode, 'ADV011'));
      const files = await certificates(rohan, 'ADV011');
      const expired = { ...full(files.nism, files.arn, '111111'), arnValidStartDate: '2020-01-01', arnValidEndDate: '2026-08-20' };
      expect(ok<RegistrationResult>(await rohan.post(paths.certificates('ADV011'), toRegistrationRequest(expired))).allowedToSell).toBe(false);
      // Nor does it verify the agent (decision 0147).
      expect(ok<{ verificationStatus: string }>(await rohan.get('/api/v1/agent/ADV011')).verificationStatus).toBe('not_verified');
      const priya = await actingForCustomer('9100000021', 'ADV011', '9100000011');
      expect(failed(await priya.post(REDEEM, redeemBody), 403).errorEnum).toBe(AgentErrorEnum.AGENT_NOT_ALLOWED);
    });
  });
});
