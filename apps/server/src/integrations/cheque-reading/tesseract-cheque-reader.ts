import { createRequire } from 'node:module';
import path from 'node:path';
import { readChequeText, type ChequeText, type SniffedFileType } from '@sanchay/domain';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { ChequeReader } from './cheque-reader';

// Real OCR, offline: tesseract.js (Tesseract compiled to WebAssembly, run in a worker thread)
// with the English model from the @tesseract.js-data/eng package, loaded from node_modules
// (langPath + cacheMethod 'none': nothing is downloaded or cached at run time). One worker is
// started on the first cheque and reused; Tesseract reads one image at a time, so calls queue.

const require = createRequire(import.meta.url);

/** The integer-quantised "best" LSTM model: as accurate as best, about twice as fast. */
export const ENG_LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

const NOTHING: ChequeText = { ifscCandidates: [], accountNumber: null };

export class TesseractChequeReader implements ChequeReader {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  private start(): Promise<Worker> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: ENG_LANG_PATH, cacheMethod: 'none', gzip: true }).catch(
      (err: unknown) => {
        this.worker = undefined; // let the next cheque try again
        throw err;
      },
    );
    return this.worker;
  }

  read({ bytes, type }: { bytes: Uint8Array; type: SniffedFileType }): Promise<ChequeText> {
    // Tesseract reads images only; a PDF cheque is kept, and its details are typed by hand.
    if (type === 'pdf') return Promise.resolve(NOTHING);
    const job = this.queue.then(async () => {
      const worker = await this.start();
      const { data } = await worker.recognize(Buffer.from(bytes));
      return readChequeText(data.text);
    });
    this.queue = job.catch(() => undefined);
    return job;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
