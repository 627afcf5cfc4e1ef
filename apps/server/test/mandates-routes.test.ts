// The mandates routes through app.inject (issue 11 §2; spec 3 §4, §5, §7, §8): an e-mandate
// registered and authorised on the sandbox bank page is Approved in the list; a physical mandate's
// form is a real PDF, a bad scan is refused, a good one is Approved two business days later on
// the clock; another investor's mandate is not found; a double submit registers one mandate.
// On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import { mandateRoutes, mandateSetupLink, type ActivatedMandate, type MandateFormFile, type MandateList, type MandateSetupOptions, type MandateView } from '@sanchay/contract';
import { digitsFromQuery, messages, productMessages } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { bankAccount, investorProfile } from '../src/db/schema';
import { MANDATE_TEST_ACCOUNTS, progressDueMandates } from '../src/integrations/exchange';
import { addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { MANDATE_STATUS_EVERY_MS, mandateStatusJob } from '../src/jobs';
import { cheque, upload } from './upload-test-kit';
import { pdfText } from './pdf-text-kit';

const R = mandateRoutes;
const SBI = 'SBIN0000813';

forEachDatabase('mandates: register, authorise, the physical form and its scan', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    h = await startHarness(database, ['123456'], { config: { sandbox: true } });
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  /** An onboarded investor with one verified primary account. */
  const investor = async (mobile: string, accountNumber = `1234567${mobile.slice(-5)}`): Promise<{ userId: string; b: Browser }> => {
    const userId = await addUser(database, { mobile, name: 'Asha Verma' });
    const now = h.now();
    await database.db.insert(investorProfile).values({ userId, pan: `ABCPV${mobile.slice(-4)}V`, panStatus: 'KYC_VALIDATED_STATUS', kycName: 'ASHA VERMA', kycCheckedAt: now, personalDetailsSavedAt: now, createdAt: now, updatedAt: now });
    await database.db.insert(bankAccount).values({
      userId, accountSequence: 1, bankName: 'State Bank of India', accountNumber, ifsc: SBI, accountType: 'Savings', isDefault: true, isVerified: true, createdAt: now, updatedAt: now,
    });
    return { userId, b: await h.signIn(mobile) };
  };
  const register = (b: Browser, body: Record<string, unknown>) =>
    b.post(R.registerMandate.path, { requestKey: randomUUID(), accountSequence: 1, mandateType: 'N', mandateAmount: '100000', flowType: 'profile', ...body });
  const list = async (b: Browser) => ok<MandateList>(await b.get(R.listMandates.path)).mandates;
  const activate = (b: Browser, type: 'N' | 'X', mandateId: string) =>
    b.post(`${R.activateMandate.path}?type=${type}&mandateId=${mandateId}`);
  const jpeg = async () => new Uint8Array(await sharp(cheque('sbi-complete.png')).jpeg({ quality: 80 }).toBuffer());
  const days = (n: number) => h.advance(n * 24 * 3600);

  it('offers the e-mandate to tax status 01 outside checkout, with ₹1,00,000 by default', async () => {
    const { b } = await investor('9100000001');
    const options = ok<MandateSetupOptions>(await b.get(`${R.mandateSetupOptions.path}?flowType=profile`));
    expect(options).toMatchObject({ eMandateAllowed: true, defaultType: 'N', defaultLimit: '100000', minimumLimit: '1', ucc: expect.stringMatching(/^\w+$/) });
    expect(options.bankAccounts).toEqual([{ accountSequence: 1, bankName: 'State Bank of India', bankAccountNumber: 'XXXX0001', isDefault: true }]);
    const checkout = ok<MandateSetupOptions>(await b.get(`${R.mandateSetupOptions.path}?flowType=checkout`));
    expect(checkout).toMatchObject({ eMandateAllowed: false, defaultType: 'X' });
    // The server refuses what the screen would not offer, with the spec's words.
    expect(failed(await register(b, { flowType: 'checkout' }), 400).message).toBe(productMessages.mandate.typeNotAllowed);
    expect(failed(await register(b, { mandateAmount: '1000001' }), 400).message).toBe(messages.mandate.limitMaximumEMandate);
    expect(failed(await register(b, { mandateAmount: '' }), 400).message).toBe(messages.mandate.limitRequired);
    expect(failed(await register(b, { mandateAmount: '12.5' }), 400).message).toBe(messages.mandate.limitInvalid);
    expect(failed(await register(b, { mandateType: 'X', mandateAmount: '100000001' }), 400).message).toBe(messages.mandate.limitMaximumPhysical);
    expect(await list(b)).toEqual([]);
  });

  it('registers an e-mandate, sends the investor to the sandbox bank, and lists it Approved after Approve', async () => {
    const { b } = await investor('9100000002');
    const m = ok<MandateView>(await register(b, {}));
    expect(m).toMatchObject({ type: 'N', status: 'New Mandate', statusLabel: 'Pending', amount: '100000.00', bankName: 'State Bank of India', createdDate: '21/08/2026', canUploadForm: false });
    const activated = ok<ActivatedMandate>(await activate(b, 'N', m.bseMandateId));
    expect(activated.responseString).toMatch(/^\/sandbox\/bank\/mandate\/[\w-]+$/);
    // The bank page (the investor approves), then back to /profile/mandates.
    const page = await h.app.inject({ method: 'GET', url: activated.responseString! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(m.bseMandateId);
    const approved = await h.app.inject({ method: 'POST', url: `${activated.responseString}/approve`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/v1/profile/mandates?mandateId=${m.bseMandateId}&status=UNDER+PROCESSING`);
    // Back from the bank, the page asks for this mandate's status; the list then shows it.
    ok(await b.get(`${R.mandateStatus.path}?mandateId=${m.bseMandateId}`));
    expect((await list(b))[0]).toMatchObject({ status: 'Processing', statusLabel: 'Processing' });
    days(1);
    await progressDueMandates(database, { now: h.now });
    await h.app.mandates.refreshWaiting(MANDATE_STATUS_EVERY_MS);
    // A day on, the session has ended: the investor signs in again.
    const later = await h.signIn('9100000002');
    expect(await list(later)).toEqual([expect.objectContaining({ bseMandateId: m.bseMandateId, status: 'Approved', statusLabel: 'Approved' })]);
  });

  it("a mandate declined on the bank's page lists Rejected with the reason in the product's words, not the exchange's capitals (issue 23 §6)", async () => {
    const { b } = await investor('9100000012');
    const m = ok<MandateView>(await register(b, {}));
    const activated = ok<ActivatedMandate>(await activate(b, 'N', m.bseMandateId));
    const rejected = await h.app.inject({ method: 'POST', url: `${activated.responseString}/reject`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(rejected.statusCode).toBe(303);
    ok(await b.get(`${R.mandateStatus.path}?mandateId=${m.bseMandateId}`));
    // The exchange's remark is 'REJECTED BY CUSTOMER AT BANK'.
    expect((await list(b))[0]).toMatchObject({ status: 'Rejected', statusLabel: 'Rejected', remarks: 'The mandate was declined at your bank.' });
  });

  it('the setup link’s mandateId (spec 3 §2) continues that mandate: its status, then its authorisation; one mandate; nobody else’s', async () => {
    const { b } = await investor('9100000008');
    const m = ok<MandateView>(await register(b, {}));
    const owner = ok<MandateSetupOptions>(await b.get(`${R.mandateSetupOptions.path}?flowType=profile`)).ucc!;
    // The link as share-mandate-link builds it; the page takes the id out of it.
    const link = new URL(mandateSetupLink({ ucc: owner, mandateId: m.bseMandateId, mandateLimit: '100000' }), 'http://localhost');
    const mandateId = digitsFromQuery(link.searchParams.get('mandateId'), 1, 18);
    expect(mandateId).toBe(m.bseMandateId);
    expect(ok<MandateView>(await b.get(`${R.mandateStatus.path}?mandateId=${mandateId}`))).toMatchObject({ status: 'New Mandate', type: 'N' });
    const activated = ok<ActivatedMandate>(await activate(b, 'N', mandateId));
    const approved = await h.app.inject({ method: 'POST', url: `${activated.responseString}/approve`, payload: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(approved.headers.location).toBe(`/v1/profile/mandates?mandateId=${m.bseMandateId}&status=UNDER+PROCESSING`);
    ok(await b.get(`${R.mandateStatus.path}?mandateId=${mandateId}`));
    expect(await list(b)).toEqual([expect.objectContaining({ bseMandateId: m.bseMandateId, status: 'Processing' })]);
    // The same link opened by another investor: not found, nothing authorised.
    const { b: other } = await investor('9100000009');
    expect(failed(await other.get(`${R.mandateStatus.path}?mandateId=${mandateId}`), 404).message).toBe(productMessages.mandate.mandateNotFound);
    expect(failed(await activate(other, 'N', mandateId), 404).message).toBe(productMessages.mandate.mandateNotFound);
  });

  it('makes the physical form a real PDF, refuses a bad scan, and approves a good one two business days on', async () => {
    const { b } = await investor('9100000003');
    const m = ok<MandateView>(await register(b, { mandateType: 'X', mandateAmount: '250000' }));
    expect(m).toMatchObject({ type: 'X', statusLabel: 'Pending', canUploadForm: true });
    // Setup Mandate before the scan: refused.
    expect(failed(await activate(b, 'X', m.bseMandateId), 400).message).toBe(productMessages.mandate.scanFirst);

    const form = ok<MandateFormFile>(await b.post(R.downloadMandateForm.path, { mandateId: m.bseMandateId }));
    expect(form).toEqual({ fileName: `mandate-form-${m.bseMandateId}.pdf`, fileUrl: `/api/v1/mandates/forms/${m.bseMandateId}`, fileType: 'application/pdf' });
    const pdf = await b.get(form.fileUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    expect(text).toContain(m.bseMandateId);
    expect(text).toContain('₹2,50,000.00');
    expect(text).toContain('123456700003');

    const url = `${R.uploadMandateScan.path}?mandateId=${m.bseMandateId}`;
    const good = await jpeg();
    // Cut short: not an image that decodes; a PNG: not a TIFF, JPEG or JPG; over 2 MB: the spec's words.
    expect(failed(await upload(h, b, url, good.subarray(0, Math.floor(good.length / 2)), 'scan.jpg'), 400).message).toBe(productMessages.mandate.scanUnreadable);
    expect(failed(await upload(h, b, url, cheque('sbi-complete.png'), 'scan.png'), 400).message).toBe(productMessages.mandate.scanFormat);
    const big = new Uint8Array(2_000_001);
    big.set(good.subarray(0, 3));
    expect(failed(await upload(h, b, url, big, 'scan.jpg'), 400).message).toBe(messages.mandate.scanTooLarge);
    const tiff = new Uint8Array(await sharp(good).tiff().toBuffer());
    expect(ok<{ message: string }>(await upload(h, b, url, tiff, 'scan.tiff')).message).toBe(messages.mandate.uploadSuccess);
    expect(ok<{ message: string }>(await upload(h, b, url, good, 'scan.jpg')).message).toBe(messages.mandate.uploadSuccess);

    const sent = ok<ActivatedMandate>(await activate(b, 'X', m.bseMandateId));
    expect(sent).toMatchObject({ responseString: null, message: productMessages.mandate.physicalSubmitted, mandate: { status: 'Processing', canUploadForm: false } });
    // Friday 21/08 14:30 IST: the bank answers at 10:00 on Tuesday 25/08, not before.
    days(3);
    await progressDueMandates(database, { now: h.now });
    await h.app.mandates.refreshWaiting(MANDATE_STATUS_EVERY_MS);
    expect((await list(await h.signIn('9100000003')))[0]!.status).toBe('Processing');
    days(1);
    await progressDueMandates(database, { now: h.now });
    await h.app.mandates.refreshWaiting(MANDATE_STATUS_EVERY_MS);
    expect((await list(await h.signIn('9100000003')))[0]).toMatchObject({ status: 'Approved' });
  });

  it('shows the list without asking the exchange; the mandate-status job asks once per investor per window', async () => {
    const { b } = await investor('9100000007');
    const m = ok<MandateView>(await register(b, { mandateType: 'X', mandateAmount: '250000' }));
    const lookups = async () =>
      (await rows<{ n: string }>(database, sql`SELECT count(*)::text AS n FROM outside_call WHERE operation = 'mandate-details'`))[0]!.n;
    expect(await lookups()).toBe('0');
    for (let i = 0; i < 3; i += 1) expect((await list(b)).map((x) => x.bseMandateId)).toEqual([m.bseMandateId]);
    expect(await lookups()).toBe('0');

    const job = mandateStatusJob({ mandates: h.app.mandates, clock: { now: h.now } });
    const first = await job.run();
    expect(await lookups()).toBe('1');
    // Due again at the next window; a second pass in this one adds nothing.
    expect(first.nextDueAt!.getTime()).toBeGreaterThan(h.now().getTime());
    expect(first.nextDueAt!.getTime() - h.now().getTime()).toBeLessThanOrEqual(MANDATE_STATUS_EVERY_MS);
    await job.run();
    expect(await lookups()).toBe('1');
    h.advance(MANDATE_STATUS_EVERY_MS / 1000);
    await job.run();
    expect(await lookups()).toBe('2');

    // Nothing waits once the bank has answered: the job sleeps.
    await database.db.execute(sql`UPDATE investor_mandate SET exchange_status = 'APPROVED'`);
    h.advance(MANDATE_STATUS_EVERY_MS / 1000);
    expect(await job.run()).toEqual({ nextDueAt: null });
    expect(await lookups()).toBe('2');
  });

  it("refuses another investor's mandate: not found, nothing changed", async () => {
    const { b: owner } = await investor('9100000004');
    const { b: other } = await investor('9100000005');
    const m = ok<MandateView>(await register(owner, { mandateType: 'X' }));
    expect(failed(await other.get(`${R.mandateStatus.path}?mandateId=${m.bseMandateId}`), 404).message).toBe(productMessages.mandate.mandateNotFound);
    expect(failed(await other.post(R.downloadMandateForm.path, { mandateId: m.bseMandateId }), 404).message).toBe(productMessages.mandate.mandateNotFound);
    expect((await other.get(`/api/v1/mandates/forms/${m.bseMandateId}`)).statusCode).toBe(404);
    expect(failed(await upload(h, other, `${R.uploadMandateScan.path}?mandateId=${m.bseMandateId}`, await jpeg(), 's.jpg'), 404).message).toBe(productMessages.mandate.mandateNotFound);
    expect(failed(await activate(other, 'X', m.bseMandateId), 404).message).toBe(productMessages.mandate.mandateNotFound);
    expect(await list(other)).toEqual([]);
    expect(ok<MandateView>(await owner.get(`${R.mandateStatus.path}?mandateId=${m.bseMandateId}`))).toMatchObject({ statusLabel: 'Pending', canUploadForm: true });
  });

  it('registers one mandate for concurrent submits of one form', async () => {
    const { b } = await investor('9100000006');
    const body = { requestKey: randomUUID(), mandateType: 'N', mandateAmount: '50000' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(b, body)));
    const ids = new Set(answers.filter((a) => a.statusCode === 200).map((a) => ok<MandateView>(a).bseMandateId));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const exchange = await rows<{ n: number }>(database, sqlCount);
    expect(Number(exchange[0]!.n)).toBe(1);
    expect(await list(b)).toHaveLength(1);
    // The same key with other details is a mistake, not a second mandate.
    expect(failed(await register(b, { ...body, mandateAmount: '60000' }), 400).message).toBe(productMessages.mandate.requestKeyReused);
  });

  it('answers the spec’s registration failure when the exchange refuses the account', async () => {
    const { b } = await investor('9100000007', MANDATE_TEST_ACCOUNTS.refused);
    expect(failed(await register(b, {}), 502).message).toBe(messages.mandate.registeredMandateFailed);
    expect(await list(b)).toEqual([]);
  });
});

const sqlCount = sql`SELECT count(*) AS n FROM sandbox_exchange_mandate`;

