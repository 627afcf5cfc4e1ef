import { portfolioRoutes, sandboxRoutes, sessionRoutes, type OutboxMessageView } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { agent } from '../src/db/schema';
import { forEachDatabase } from './test-database';
import { buyAndAllot, openMarket, type Market } from './portfolio-test-kit';
import { addAgent, addInvestor, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { pdfText } from './pdf-text-kit';

// Share Investment Statement (spec 3 §2, §7 POST share portfolio; issue 13 §1; decision 0125): the
// customer's mapped advisor e-mails the statement, a PDF of the holdings, XIRR and the year's
// capital gains, through the outbox; nobody else can. PGlite, and PostgreSQL with TEST_DATABASE_URL.

const R = portfolioRoutes;

/**
 * The PDF opens: the header, the trailer, and a cross-reference table whose every in-use entry
 * points at the object it names ("n 0 obj" at that byte offset), as a reader resolves them.
 */
function parsePdf(bytes: Buffer): { pages: number } {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\s+(\d+) (\d+)\s+/.exec(text.slice(startxref))!;
  const entries = text.slice(startxref).split(/\r?\n/).slice(2, 2 + Number(count));
  entries.forEach((line, i) => {
    const [offset, , use] = line.trim().split(' ');
    if (use === 'n') expect(text.slice(Number(offset)).startsWith(`${Number(first) + i} 0 obj`)).toBe(true);
  });
  return { pages: (text.match(/\/Type \/Page\b/g) ?? []).length };
}

forEachDatabase('share investment statement', (open) => {
  let database: Database;
  let m: Market;
  let h: Harness;
  let asha: { userId: string; ucc: string };

  beforeEach(async () => {
    database = await open();
    m = await openMarket(database);
    h = await startHarness(database, ['123456'], { config: { publicUrl: 'https://sanchay.example', sandbox: true } });
    // Asha holds ₹5,000 of the large cap (99.995 units at 50); she is mapped to SANCHAY01 (Rohan).
    const sanchay = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    asha = await addInvestor(database, { mobile: '9000000011', name: 'Asha Rao', agentCode: 'SANCHAY01', registered: true });
    await buyAndAllot(m, asha, { amount: '5000', nav: '50.0000' });
    const rohan = await addUser(database, { mobile: '9000000002', name: 'Rohan Mehta' });
    await database.db.update(agent).set({ userId: rohan }).where(eq(agent.id, sanchay));
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  const statements = () =>
    rows<{ recipient: string; subject: string; body: string; attachments: { filename: string; contentType: string; base64: string }[] | null }>(
      database,
      sql`SELECT recipient, subject, body, attachments FROM notification_outbox WHERE kind = 'investment-statement'`,
    );

  it("the advisor e-mails the customer's statement: one message in the outbox carrying the PDF, which opens", async () => {
    const rohan = await h.signIn('9000000002');
    const answer = ok<{ message: string }>(await rohan.post(R.shareStatement.path, { type: 'email', value: 'Asha@Example.com', ucc: asha.ucc }));
    expect(answer.message).toBe(productMessages.share.statementShared);
    const [mail, ...more] = await statements();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: 'asha@example.com', subject: 'Your investment statement' });
    expect(mail!.body).toContain('Rohan Mehta, your advisor, has shared your investment statement');
    expect(mail!.body).toContain('https://sanchay.example/v1/profile/portfolio');
    expect(mail!.attachments!.map((a) => [a.filename, a.contentType])).toEqual([['investment-statement-2026-08-21.pdf', 'application/pdf']]);
    const attached = Buffer.from(mail!.attachments![0]!.base64, 'base64');
    const pdf = { ...parsePdf(attached), text: await pdfText(attached) };
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    // The harness's clock stands at 21/08/2026 (FY 2026-27). The holding with the portfolio's own figures (99.995 units, ₹5,000.00 invested at NAV 50), and the year's gains section.
    // The sandbox outbox lists the file and serves it as sent.
    const listed = ok<OutboxMessageView[]>(await h.browser().get(sandboxRoutes.listOutbox.path, { recipient: 'asha@example.com' }));
    const file = listed.find((x) => x.kind === 'investment-statement')!.attachments[0]!;
    const served = await h.browser().get(file.path);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(served.rawPayload.equals(Buffer.from(mail!.attachments![0]!.base64, 'base64'))).toBe(true);
    expect((await h.browser().get(file.path.replace(/\/0$/, '/1'))).statusCode).toBe(404);
    for (const words of ['Investment Statement', 'Asha Rao', 'Shared by Rohan Mehta', 'Axis Large Cap Fund', '99.9950', '₹5,000.00', 'XIRR', 'Capital gains, FY 2026-27', 'No sales in FY 2026-27.']) {
      expect(pdf.text).toContain(words);
    }
    // Held under a year: the absolute return, marked so (decision 0159): −0.25 / 5,000 = −0.005 % → −0.01 %.
    expect(pdf.text).toContain('Absolute return: -0.01%');
    expect(pdf.text).toContain('-0.01% abs.');
    expect(pdf.text).not.toMatch(/-0\.00|\de[+-]?\d/);
  });

  it('the advisor acting for the customer (decision 0138) may share it without naming her ucc; her own session on the advisor host may not', async () => {
    const herself = h.browser({ host: 'pro.sanchay.example' });
    ok(await herself.get(sessionRoutes.getCurrentUser.path, { agentCode: 'SANCHAY01' }));
    ok(await herself.post(sessionRoutes.userLogin.path, { mobile: '9000000011', password: 'Sanchay@123' }));
    failed(await herself.post(R.shareStatement.path, { type: 'email', value: 'asha@example.com' }), 403);

    const b = h.browser({ host: 'pro.sanchay.example' });
    ok(await b.get(sessionRoutes.getCurrentUser.path, { agentCode: 'SANCHAY01' }));
    ok(await b.post(sessionRoutes.userLogin.path, { mobile: '9000000002', password: 'Sanchay@123' }));
    ok(await b.post(`/api/v1/acting/customers/${asha.userId}/send-otp`));
    expect(ok<{ otpMatched: boolean }>(await b.post(`/api/v1/acting/customers/${asha.userId}/verify-otp`, { otp: '123456' })).otpMatched).toBe(true);
    ok(await b.post(R.shareStatement.path, { type: 'email', value: 'asha@example.com' }));
    expect(await statements()).toHaveLength(1);
  });

  it('nobody else: the customer herself, another advisor, a guest; a bad address or SMS is refused; nothing is queued', async () => {
    const own: Browser = await h.signIn('9000000011');
    failed(await own.post(R.shareStatement.path, { type: 'email', value: 'asha@example.com' }), 403);
    failed(await own.post(R.shareStatement.path, { type: 'email', value: 'asha@example.com', ucc: asha.ucc }), 403);
    const other = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    const kiran = await addUser(database, { mobile: '9100000002', name: 'Kiran Joshi' });
    await database.db.update(agent).set({ userId: kiran }).where(eq(agent.id, other));
    const kiranBrowser = await h.signIn('9100000002');
    const refused = failed(await kiranBrowser.post(R.shareStatement.path, { type: 'email', value: 'asha@example.com', ucc: asha.ucc }), 403);
    expect(refused.message).toBe(productMessages.share.statementAdvisorOnly);
    failed(await h.browser().post(R.shareStatement.path, { type: 'email', value: 'asha@example.com', ucc: asha.ucc }), 401);
    const rohan = await h.signIn('9000000002');
    const bad = failed(await rohan.post(R.shareStatement.path, { type: 'email', value: 'not-an-address', ucc: asha.ucc }), 400);
    expect(bad.fieldErrors?.value).toBe(messages.validation.emailInvalid);
    failed(await rohan.post(R.shareStatement.path, { type: 'sms', value: '9876543210', ucc: asha.ucc }), 400);
    expect(await statements()).toEqual([]);
  });
});
