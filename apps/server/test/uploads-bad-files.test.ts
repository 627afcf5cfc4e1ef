// Issue 8 §0 and §2: no upload may end the process or be stored as sent. Each file an outside
// probe sent goes through the real route; the answer is a 4xx with the spec's upload message
// (or, for a real picture OCR cannot read, spec 2 §8's "enter manually"), and the server still
// answers the next request. Images are made here (sharp, and PNG chunks by hand for headers
// that lie), so nothing large is committed.
import { deflateSync, crc32, createDeflate } from 'node:zlib';
import type { ChequeUploadResult } from '@sanchay/contract';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { UploadsService, uploadScope } from '../src/features/uploads';
import { installErrorHandler } from '../src/http/error-handler';
import type { ChequeReader } from '../src/integrations/cheque-reading';
import { addUser, failed, ok, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { BOUNDARY, CHEQUE, SIGNATURE, cheque, logIn, multipart, postRaw, signIn, upload } from './upload-test-kit';

const CHEQUE_FORMAT = 'Invalid file format. Please upload a JPG, JPEG, PNG, or PDF.';
const SIGNATURE_REFUSED = 'Invalid file. You can upload image file of < 5mb size.';
const UPLOAD_FAILED = 'File upload failed.';
const UNREADABLE = 'Could not extract details from cheque. Please enter manually.';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function ihdr(width: number, height: number, bitDepth = 8, colourType = 0): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(bitDepth, 8);
  data.writeUInt8(colourType, 9);
  return chunk('IHDR', data);
}

/** A PNG whose header says width × height, with a few bytes of pixel data (a lie). */
const pngDeclaring = (width: number, height: number) =>
  Buffer.concat([PNG_SIGNATURE, ihdr(width, height), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);

/** A real pixel bomb: width × height of 1-bit black, every row there, compressed to little. */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then zero bits
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat([PNG_SIGNATURE, ihdr(width, height, 1, 0), chunk('IDAT', Buffer.concat(out)), chunk('IEND', Buffer.alloc(0))]);
}

const photo = (format: 'jpeg' | 'png') => {
  const blank = sharp({ create: { width: 640, height: 300, channels: 3, background: '#f4f1e8' } });
  return (format === 'jpeg' ? blank.jpeg() : blank.png()).toBuffer();
};

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

forEachDatabase('uploads: bad files', (open) => {
  let database: Database;
  let h: Harness;
  let asha: Browser;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });
  beforeEach(async () => {
    h = await startHarness(database);
    asha = await signIn(h, '9000000001');
  });
  afterEach(async () => {
    await h.close();
  });

  /** The server still answers: the session is read back as usual. */
  async function stillAnswers(): Promise<void> {
    expect((await asha.get('/api/v1/login/get-current-user')).statusCode).toBe(200);
  }

  async function refused(url: string, bytes: Buffer, message: string, filename = 'cheque.jpg'): Promise<void> {
    const answer = failed(await upload(h, asha, url, bytes, filename), 400);
    expect(answer.message).toBe(message);
    expect(answer.fieldErrors).toEqual({ file: message });
    await stillAnswers();
  }

  describe('files that only look like images (issue 8 §0: each of these ended the process)', () => {
    it('a JPEG marker followed by "hello" (9 bytes)', async () => {
      await refused(CHEQUE, Buffer.from('\xff\xd8\xff\xe0hello', 'latin1'), CHEQUE_FORMAT);
      await refused(SIGNATURE, Buffer.from('\xff\xd8\xff\xe0hello', 'latin1'), SIGNATURE_REFUSED);
    });

    it('a PNG that is only its 8-byte signature', async () => {
      await refused(CHEQUE, PNG_SIGNATURE, CHEQUE_FORMAT, 'cheque.png');
    });

    it('a corrupt PNG: a real cheque with its pixel data damaged, and the same cut in half', async () => {
      const png = Buffer.from(cheque('sbi-complete.png'));
      const idat = png.indexOf('IDAT', 0, 'latin1');
      for (let i = idat + 40; i < idat + 400; i++) png[i] = 0xa5;
      await refused(CHEQUE, png, CHEQUE_FORMAT, 'cheque.png');
      const half = cheque('sbi-complete.png').subarray(0, cheque('sbi-complete.png').length >> 1);
      await refused(CHEQUE, half, CHEQUE_FORMAT, 'cheque.png');
    });

    it('a PNG declaring 100000×100000 pixels, refused from its header', async () => {
      await refused(CHEQUE, pngDeclaring(100_000, 100_000), CHEQUE_FORMAT, 'cheque.png');
      await refused(SIGNATURE, pngDeclaring(100_000, 100_000), SIGNATURE_REFUSED, 'signature.png');
    });

    it('a 30000×30000 pixel bomb and a 16000×16000 "cheque": beyond any phone camera', async () => {
      const bomb = await pngBomb(30_000, 30_000);
      expect(bomb.length).toBeLessThan(5_000_000);
      await refused(CHEQUE, bomb, CHEQUE_FORMAT, 'cheque.png');
      await refused(CHEQUE, await pngBomb(16_000, 16_000), CHEQUE_FORMAT, 'cheque.png');
    });

    it('a JPEG or PNG header followed by HTML', async () => {
      await refused(CHEQUE, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]), CHEQUE_FORMAT);
      await refused(CHEQUE, Buffer.concat([PNG_SIGNATURE, HTML]), CHEQUE_FORMAT, 'cheque.png');
    });
  });

  describe('what is kept is a new encoding of the picture', () => {
    it('drops HTML appended to a real JPEG cheque or PNG signature, and the metadata', async () => {
      const jpeg = await sharp(await photo('jpeg'))
        .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
        .jpeg()
        .toBuffer();
      const kept = ok<ChequeUploadResult>(await upload(h, asha, CHEQUE, Buffer.concat([jpeg, HTML]), 'cheque.jpg'));
      // A plain picture is a real image that OCR reads nothing from: the spec's "enter manually".
      expect(kept).toMatchObject({ extraction: 'none', message: UNREADABLE });
      const stored = await asha.get(kept.cancelledChequeURL);
      expect(stored.headers['content-type']).toBe('image/jpeg');
      expect(stored.rawPayload.includes('<html')).toBe(false);
      expect(stored.rawPayload.includes('secret-exif-marker')).toBe(false);
      expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 300 });

      const signature = ok<{ value: string }>(await upload(h, asha, SIGNATURE, Buffer.concat([await photo('png'), HTML]), 's.png'));
      const storedSignature = await asha.get(signature.value);
      expect(storedSignature.headers['content-type']).toBe('image/png');
      expect(storedSignature.rawPayload.includes('<html')).toBe(false);
    });
  });

  describe('PDF cheques that could act when opened are refused', () => {
    const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer <</Root 1 0 R>>\n%%EOF\n`, 'latin1');

    it('refuses /OpenAction, /JS, /JavaScript, /Launch, /EmbeddedFile and /AA, also hex-escaped or in an object stream', async () => {
      const actions = [
        '1 0 obj <</Type /Catalog /OpenAction 2 0 R>> endobj 2 0 obj <</S /JavaScript /JS (app.alert(1))>> endobj',
        '1 0 obj <</Type /Catalog /Names <</JavaScript 2 0 R>>>> endobj',
        '1 0 obj <</Type /Annot /A <</S /Launch /F (cmd.exe)>>>> endobj',
        '1 0 obj <</Type /Filespec /EF <</F 2 0 R>>>> endobj 2 0 obj <</Type /EmbeddedFile>> endobj',
        '1 0 obj <</Type /Page /AA <</O 2 0 R>>>> endobj',
        '1 0 obj <</Type /Catalog /Open#41ction 2 0 R>> endobj 2 0 obj <</S /Java#53cript /J#53 (x)>> endobj',
      ];
      for (const body of actions) await refused(CHEQUE, pdf(body), CHEQUE_FORMAT, 'cheque.pdf');

      const hidden = deflateSync(Buffer.from('2 0 <</S /JavaScript /JS (app.alert(1))>>', 'latin1'));
      const objectStream = Buffer.concat([
        Buffer.from(`%PDF-1.7\n3 0 obj <</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length}>>\nstream\n`, 'latin1'),
        hidden,
        Buffer.from('\nendstream\nendobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1'),
      ]);
      await refused(CHEQUE, objectStream, CHEQUE_FORMAT, 'cheque.pdf');
    });

    it('keeps a plain PDF with an image in it (its random bytes are not read as names)', async () => {
      const image = await photo('jpeg');
      const plain = Buffer.concat([
        Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n4 0 obj <</Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${image.length}>>\nstream\n`, 'latin1'),
        image,
        Buffer.from('\nendstream\nendobj\ntrailer <</Root 1 0 R>>\n%%EOF\n', 'latin1'),
      ]);
      expect(ok<ChequeUploadResult>(await upload(h, asha, CHEQUE, plain, 'cheque.pdf'))).toMatchObject({ extraction: 'none', message: UNREADABLE });
    });
  });

  describe('malformed multipart on both upload routes is 400 "File upload failed."', () => {
    const bodies: [string, () => { payload: Buffer; contentType: string }][] = [
      ['no boundary', () => ({ ...multipart(PNG_SIGNATURE, 'a.png'), contentType: 'multipart/form-data' })],
      ['a boundary the body does not use', () => ({ ...multipart(PNG_SIGNATURE, 'a.png'), contentType: 'multipart/form-data; boundary=other' })],
      [
        'a body cut short',
        () => {
          const body = multipart(cheque('not-a-cheque.png'), 'a.png');
          return { ...body, payload: body.payload.subarray(0, 300) };
        },
      ],
      ['garbage bytes', () => ({ payload: Buffer.from('\x00\xff\xfe garbage \r\n\r\n--\r\n', 'latin1'), contentType: `multipart/form-data; boundary=${BOUNDARY}` })],
      [
        'a part header that never ends',
        () => ({ payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"`), contentType: `multipart/form-data; boundary=${BOUNDARY}` }),
      ],
    ];
    for (const [what, body] of bodies) {
      it(what, async () => {
        for (const url of [CHEQUE, SIGNATURE]) {
          const { payload, contentType } = body();
          const answer = failed(await postRaw(h, asha, url, payload, contentType), 400);
          expect(answer.message).toBe(UPLOAD_FAILED);
          await stillAnswers();
        }
      });
    }
  });

  describe('uploads per investor per hour', () => {
    it('refuses the 21st file in an hour with 429, and takes files again an hour later', async () => {
      const signature = await photo('png');
      for (let i = 0; i < 20; i++) ok(await upload(h, asha, SIGNATURE, signature, 's.png'));
      const limited = failed(await upload(h, asha, CHEQUE, signature, 'c.png'), 429);
      expect(limited.message).toBe('Cannot upload file right now. Please try again later.');
      // Another investor is not affected.
      const ravi = await signIn(h, '9000000009');
      ok(await upload(h, ravi, SIGNATURE, signature, 's.png'));
      h.advance(60 * 60 + 1);
      ok(await upload(h, await logIn(h, '9000000001'), SIGNATURE, signature, 's.png'));
    });
  });
});

forEachDatabase('uploads: the OCR engine fails', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  it('answers "enter manually" and keeps the cheque when the reader throws', async () => {
    const broken: ChequeReader = {
      read: () => Promise.reject(new Error('Error attempting to read image.')),
      close: () => Promise.resolve(),
    };
    const h = await startHarness(database, ['123456'], { parties: { chequeReader: broken } });
    try {
      const asha = await signIn(h, '9000000001');
      const kept = ok<ChequeUploadResult>(await upload(h, asha, CHEQUE, cheque('sbi-complete.png')));
      expect(kept).toMatchObject({ bankAccountNumber: null, ifscCode: null, extraction: 'none', message: UNREADABLE });
      expect((await asha.get(kept.cancelledChequeURL)).statusCode).toBe(200);

      // The cause is not dropped: it goes to the request's log (here, a recording one).
      const logged: { err: unknown; message: string }[] = [];
      const service = new UploadsService({ ...h.app.parties, database, clock: { now: h.now }, chequeReader: broken });
      const ravi = await addUser(database, { mobile: '9000000009' });
      const log = { error: (details: { err: unknown }, message: string) => logged.push({ err: details.err, message }) };
      expect((await service.uploadCancelledCheque(ravi, { bytes: cheque('sbi-complete.png'), truncated: false }, log)).extraction).toBe('none');
      expect(logged).toEqual([{ err: new Error('Error attempting to read image.'), message: expect.stringMatching(/OCR failed/) }]);
    } finally {
      await h.close();
    }
  });
});

describe('a future upload route inherits the malformed-multipart answer from the upload scope', () => {
  it('reads parts its own way, and a broken body is still 400 "File upload failed." in the envelope', async () => {
    const app = Fastify();
    installErrorHandler(app);
    await uploadScope(app, (scope) => {
      scope.post('/api/v1/some-feature/upload-something', async (request) => {
        let parts = 0;
        for await (const part of request.parts()) {
          if ('file' in part) await part.toBuffer();
          parts += 1;
        }
        return { parts };
      });
      scope.post('/api/v1/some-feature/bug', async () => {
        throw new TypeError('a bug, not a bad body');
      });
    });
    try {
      const send = (payload: Buffer, contentType: string) =>
        app.inject({ method: 'POST', url: '/api/v1/some-feature/upload-something', payload, headers: { 'content-type': contentType } });
      const good = multipart(PNG_SIGNATURE, 'a.png');
      expect((await send(good.payload, good.contentType)).json()).toEqual({ parts: 1 });
      for (const [payload, contentType] of [
        [good.payload.subarray(0, 60), good.contentType],
        [good.payload, 'multipart/form-data'],
        [Buffer.from('\x00\xff garbage', 'latin1'), good.contentType],
      ] as const) {
        const answer = await send(payload, contentType);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ operationMessage: 'failure', message: UPLOAD_FAILED });
      }
      // Only the parser's errors: a bug in the scope is still a 500 (and logged by the one handler).
      const bug = await app.inject({ method: 'POST', url: '/api/v1/some-feature/bug', payload: good.payload, headers: { 'content-type': good.contentType } });
      expect(bug.statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
