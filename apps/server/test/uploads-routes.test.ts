// Uploads through app.inject: the cancelled cheque read by real OCR (committed images drawn by
// fixtures/cheques/draw-cheques.ts), the signature, refusals by content and size, and files
// readable by their uploader only. OCR is slow, so the images are few and each is read once.
import { uploadedFilePath, type ChequeUploadResult } from '@sanchay/contract';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { failed, ok, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { CHEQUE, SIGNATURE, cheque, signIn, upload } from './upload-test-kit';

forEachDatabase('uploads', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });
  beforeEach(async () => {
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h.close();
  });

  describe('cancelled cheque (spec 2 §4 cheque extraction)', () => {
    it('reads the IFSC and account number, names the bank, and keeps the file for its uploader only', async () => {
      const asha = await signIn(h, '9000000001');
      const result = ok<ChequeUploadResult>(await upload(h, asha, CHEQUE, cheque('sbi-complete.png')));
      expect(result).toMatchObject({
        bankAccountNumber: '30001234567',
        ifscCode: 'SBIN0000813',
        bankName: 'State Bank of India',
        extraction: 'complete',
        message: 'File uploaded and details extracted successfully',
      });
      expect(result.cancelledChequeURL).toBe(uploadedFilePath(result.cancelledChequeId));

      const own = await asha.get(result.cancelledChequeURL);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      // Kept as a new encoding of the same picture (decision 0019), not the bytes sent.
      expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1000, height: 440 });

      const ravi = await signIn(h, '9000000009');
      failed(await ravi.get(result.cancelledChequeURL), 404);
      expect(h.app.parties).toBeDefined();
    });

    it('asks for what it could not read: partly read, or not a cheque at all, or a PDF', async () => {
      const asha = await signIn(h, '9000000001');
      expect(ok<ChequeUploadResult>(await upload(h, asha, CHEQUE, cheque('hdfc-no-ifsc.png')))).toMatchObject({
        bankAccountNumber: '50100012345678',
        ifscCode: null,
        bankName: null,
        extraction: 'partial',
        message: 'Could not extract all details from cheque. Please enter missing details manually.',
      });
      expect(ok<ChequeUploadResult>(await upload(h, asha, CHEQUE, cheque('not-a-cheque.png')))).toMatchObject({
        bankAccountNumber: null,
        ifscCode: null,
        extraction: 'none',
        message: 'Could not extract details from cheque. Please enter manually.',
      });
      const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const kept = ok<ChequeUploadResult>(await upload(h, asha, CHEQUE, pdf, 'cheque.pdf'));
      expect(kept.extraction).toBe('none');
      expect((await asha.get(kept.cancelledChequeURL)).headers['content-type']).toBe('application/pdf');
    });
  });

  describe('refusals', () => {
    it('judges a file by its bytes, not its name, and refuses more than 5 MB', async () => {
      const asha = await signIn(h, '9000000001');
      const script = Buffer.from('<script>alert(1)</script>');
      const refused = failed(await upload(h, asha, CHEQUE, script, 'cheque.png'), 400);
      expect(refused.message).toBe('Invalid file format. Please upload a JPG, JPEG, PNG, or PDF.');
      expect(refused.fieldErrors).toEqual({ file: 'Invalid file format. Please upload a JPG, JPEG, PNG, or PDF.' });

      const big = Buffer.concat([cheque('sbi-complete.png'), Buffer.alloc(5_000_001 - cheque('sbi-complete.png').length)]);
      expect(failed(await upload(h, asha, CHEQUE, big), 400).message).toBe('File size cannot exceed 5MB.');
      // A signature must be an image: a PDF is refused with the signature's own wording.
      expect(failed(await upload(h, asha, SIGNATURE, Buffer.from('%PDF-1.4\n')), 400).message).toBe(
        'Invalid file. You can upload image file of < 5mb size.',
      );
    });

    it('needs a signed-in caller, the CSRF header and a multipart file', async () => {
      const guest = h.browser();
      ok(await guest.get('/api/v1/login/get-current-user'));
      expect((await upload(h, guest, CHEQUE, cheque('not-a-cheque.png'))).statusCode).toBe(401);
      const asha = await signIn(h, '9000000001');
      expect((await upload(h, asha, CHEQUE, cheque('not-a-cheque.png'), 'x.png', { csrf: false })).statusCode).toBe(403);
      expect(failed(await asha.post(CHEQUE, { file: 'not multipart' }), 400).message).toBe('File upload failed.');
      expect((await asha.get(uploadedFilePath('not-a-uuid'))).statusCode).toBe(404);
    });

    it('keeps a signature image and hands back its URL', async () => {
      const asha = await signIn(h, '9000000001');
      const kept = ok<{ signatureId: string; value: string }>(await upload(h, asha, SIGNATURE, cheque('not-a-cheque.png')));
      expect(kept.value).toBe(uploadedFilePath(kept.signatureId));
      expect((await asha.get(kept.value)).statusCode).toBe(200);
    });
  });
});
