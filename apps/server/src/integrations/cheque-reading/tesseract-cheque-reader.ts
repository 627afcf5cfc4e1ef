import { createRequire } from 'node:module';
import path from 'node:path';
import { readChequeText, type ChequeText, type SniffedFileType } from '@sanchay/domain';
import type { Worker } from 'tesseract.js';
import type { ChequeReader } from './cheque-reader';

// Real OCR, offline: tesseract.js (Tesseract compiled to WebAssembly, run in a worker thread)
// with the English model from the @tesseract.js-data/eng package, loaded from node_modules
// (langPath + cacheMethod 'none': nothing is downloaded or cached at run time). One worker is
// started on the first cheque and reused; Tesseract reads one image at a time, so calls queue.
//
// Nothing the engine does may reach the process (decision 0019): its failures reject the read
// (tesseract.js throws from its message handler unless given an errorHandler, and a worker's
// 'error' event with no listener ends the process); a read that outlives its time is answered
// with an error, and the worker, with all its WebAssembly memory, is terminated and made anew on
// the next cheque. Memory is bounded by what the worker is given: features/uploads hands it a
// grey image of at most 2400 px a side (V8's resourceLimits would not bound WebAssembly memory).

const require = createRequire(import.meta.url);

/** The integer-quantised "best" LSTM model: as accurate as best, about twice as fast. */
export const ENG_LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

const NOTHING: ChequeText = { ifscCandidates: [], accountNumber: null };

export interface TesseractChequeReaderOptions {
  /** How long one read may take once started (default 60 s; a 2400 px cheque takes 1 to 5 s, more on a loaded machine). */
  timeoutMs?: number;
  /** Reads waiting beyond this are answered at once with an error (default 4): the form asks by hand. */
  maxQueued?: number;
}

/** The engine failed, was too slow, or was too busy: the upload stands and the details are typed. */
export class ChequeReadingError extends Error {
  override readonly name = 'ChequeReadingError';
}

export class TesseractChequeReader implements ChequeReader {
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;
  /** How long one read may take once started; applies to reads that start after a change. */
  timeoutMs: number;
  private readonly maxQueued: number;
  /** Rejects the read in progress when the worker thread itself fails. */
  private failCurrent: ((err: Error) => void) | undefined;

  constructor(options: TesseractChequeReaderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxQueued = options.maxQueued ?? 4;
  }

  private start(): Promise<Worker> {
    // tesseract.js is imported with the first cheque, not at start-up (docs/decisions/0028).
    this.worker ??= import('tesseract.js')
      .then(({ createWorker, OEM }) =>
        createWorker('eng', OEM.LSTM_ONLY, {
          langPath: ENG_LANG_PATH,
          cacheMethod: 'none',
          gzip: true,
          // Without it tesseract.js throws the engine's error from a message handler: uncaught.
          errorHandler: () => undefined,
        }),
      )
      .then(
      (worker) => {
        // The thread's own failure (out of memory, a crash in the engine) fails the read, not the process.
        const thread = (worker as Worker & { worker?: NodeJS.EventEmitter }).worker;
        thread?.on('error', (err: Error) => {
          this.discard();
          this.failCurrent?.(new ChequeReadingError('OCR worker failed', { cause: err }));
        });
        return worker;
      },
      (err: unknown) => {
        this.worker = undefined; // let the next cheque try again
        throw new ChequeReadingError('OCR worker did not start', { cause: err });
      },
    );
    return this.worker;
  }

  /** Terminates the worker (if any); the next read starts a new one. */
  private discard(): void {
    const worker = this.worker;
    this.worker = undefined;
    void worker?.then((w) => w.terminate()).catch(() => undefined); // a worker that failed to start has nothing to end
  }

  read({ bytes, type }: { bytes: Uint8Array; type: SniffedFileType }): Promise<ChequeText> {
    // Tesseract reads images only; a PDF cheque is kept, and its details are typed by hand.
    if (type === 'pdf') return Promise.resolve(NOTHING);
    if (this.queued >= this.maxQueued) return Promise.reject(new ChequeReadingError('OCR queue is full'));
    this.queued += 1;
    const job = this.queue.then(() => this.readNow(bytes)).finally(() => (this.queued -= 1));
    this.queue = job.catch(() => undefined);
    return job;
  }

  private readNow(bytes: Uint8Array): Promise<ChequeText> {
    return new Promise<ChequeText>((resolve, reject) => {
      let settled = false;
      // Settles this read once: a late answer from a worker that was given up on is ignored.
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (this.failCurrent === fail) this.failCurrent = undefined;
        outcome();
      };
      const fail = (err: Error) => settle(() => reject(err));
      const timer = setTimeout(() => {
        this.discard();
        fail(new ChequeReadingError(`OCR took more than ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.failCurrent = fail;
      this.start()
        // A read given up while the worker started must not reach it: the worker is being
        // terminated, and tesseract.js would post to it and reject a promise nobody holds.
        .then((worker) => (settled ? new Promise<never>(() => undefined) : worker.recognize(Buffer.from(bytes))))
        .then(
          ({ data }) => settle(() => resolve(readChequeText(data.text))),
          (err: unknown) => fail(err instanceof ChequeReadingError ? err : new ChequeReadingError('OCR failed', { cause: err })),
        );
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
