// The Tesseract adapter on its own (issue 8 §0): bytes the engine cannot read once ended the
// process ("Error attempting to read image" thrown from tesseract.js's message handler). Now
// every failure rejects the read, a read that outlives its time is given up (the worker is
// terminated), and the next cheque is read by a new worker.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ChequeReadingError, TesseractChequeReader } from '../src/integrations/cheque-reading';

const here = path.dirname(fileURLToPath(import.meta.url));
const sbi = readFileSync(path.join(here, 'fixtures/cheques/sbi-complete.png'));
const SBI_READ = { ifscCandidates: expect.arrayContaining(['SBIN0000813']), accountNumber: '30001234567' };

describe('TesseractChequeReader', () => {
  let reader: TesseractChequeReader;
  afterEach(async () => {
    await reader.close();
  });

  it('rejects bytes it cannot read as an image, and reads the next cheque', async () => {
    reader = new TesseractChequeReader();
    await expect(reader.read({ bytes: Buffer.from('\xff\xd8\xff\xe0hello', 'latin1'), type: 'jpeg' })).rejects.toBeInstanceOf(
      ChequeReadingError,
    );
    await expect(reader.read({ bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: 'png' })).rejects.toBeInstanceOf(
      ChequeReadingError,
    );
    expect(await reader.read({ bytes: sbi, type: 'png' })).toMatchObject(SBI_READ);
  });

  it('gives up a read that outlives its time, and reads the next one with a new worker', async () => {
    // 1 ms: no machine starts Tesseract and reads a cheque that fast.
    reader = new TesseractChequeReader({ timeoutMs: 1 });
    await expect(reader.read({ bytes: sbi, type: 'png' })).rejects.toThrow(/more than 1 ms/);
    reader.timeoutMs = 60_000;
    expect(await reader.read({ bytes: sbi, type: 'png' })).toMatchObject(SBI_READ);
  });

  it('answers at once when too many reads are waiting', async () => {
    reader = new TesseractChequeReader({ maxQueued: 1 });
    const first = reader.read({ bytes: sbi, type: 'png' });
    await expect(reader.read({ bytes: sbi, type: 'png' })).rejects.toThrow(/queue is full/);
    expect(await first).toMatchObject(SBI_READ);
  });
});
