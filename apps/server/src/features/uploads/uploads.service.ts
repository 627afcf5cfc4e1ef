import { createHash, randomUUID } from 'node:crypto';
import {
  chequeFileRefusal,
  messages,
  mimeTypeOf,
  signatureFileRefusal,
  sniffFileType,
  type ChequeText,
  type Clock,
} from '@sanchay/domain';
import { ErrorEnum, uploadedFilePath, type ChequeUploadResult } from '@sanchay/contract';
import type { Database } from '../../db/client';
import type { UploadPurpose } from '../../db/schema';
import { AppError, NotFoundError, ValidationError } from '../../http/app-errors';
import type { ChequeReader } from '../../integrations/cheque-reading';
import type { FileStorage } from '../../integrations/storage';
import type { IfscDirectory } from '../../integrations/ifsc';
import { findOwnFile, insertUploadedFile, type UploadedFileRow } from './uploads.queries';

const files = messages.onboarding.files;

export interface UploadsDeps {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  chequeReader: ChequeReader;
  ifscDirectory: IfscDirectory;
  /** Told when OCR itself fails (the upload still succeeds, for manual entry). */
  onReaderError?: (err: unknown) => void;
}

/** An uploaded file as the route hands it over: every byte, already capped by the multipart limit. */
export interface IncomingFile {
  bytes: Uint8Array;
  /** True when the multipart limit cut the file short: it is over 5 MB. */
  truncated: boolean;
}

/** 503: the storage party did not keep the file. */
class UploadUnavailableError extends AppError {
  constructor() {
    super(ErrorEnum.INTERNAL, 503, files.uploadUnavailable);
  }
}

export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  /**
   * Keeps a cancelled cheque and reads it (spec 2 §4 "Bank form (cheque extraction)"): the
   * account number and the IFSC, looked up in the directory for the bank's name. What cannot be
   * read is left null for the investor to type; the file is kept either way.
   */
  async uploadCancelledCheque(userId: string, file: IncomingFile): Promise<ChequeUploadResult> {
    const kept = await this.keep(userId, 'cancelled_cheque', file, chequeFileRefusal);
    const type = sniffFileType(file.bytes)!;
    let text: ChequeText = { ifscCandidates: [], accountNumber: null };
    try {
      text = await this.deps.chequeReader.read({ bytes: file.bytes, type });
    } catch (err) {
      this.deps.onReaderError?.(err);
    }
    const branch = text.ifscCandidates.map((c) => this.deps.ifscDirectory.lookup(c)).find((b) => b !== null) ?? null;
    const found = [text.accountNumber, branch].filter((x) => x !== null).length;
    const extraction = found === 2 ? 'complete' : found === 1 ? 'partial' : 'none';
    return {
      cancelledChequeId: kept.id,
      cancelledChequeURL: uploadedFilePath(kept.id),
      bankAccountNumber: text.accountNumber,
      ifscCode: branch?.ifsc ?? null,
      bankName: branch?.bank ?? null,
      extraction,
      message:
        extraction === 'complete' ? files.extracted : extraction === 'partial' ? files.chequePartlyRead : files.chequeUnreadable,
    };
  }

  /** Keeps a signature image (spec 2 §5: an image of at most 5 MB). */
  async uploadSignature(userId: string, file: IncomingFile): Promise<{ signatureId: string; value: string }> {
    const kept = await this.keep(userId, 'signature', file, signatureFileRefusal);
    return { signatureId: kept.id, value: uploadedFilePath(kept.id) };
  }

  /** A file of this user (for the bank and occupation saves to check a cheque or signature id). */
  ownFile(userId: string, fileId: string, purpose?: UploadPurpose): Promise<UploadedFileRow | null> {
    return isUuid(fileId) ? findOwnFile(this.deps.database.db, userId, fileId, purpose) : Promise.resolve(null);
  }

  /** The bytes of a file, for its uploader only; anyone else is told it does not exist. */
  async readOwnFile(userId: string, fileId: string): Promise<{ bytes: Uint8Array; contentType: string }> {
    const row = await this.ownFile(userId, fileId);
    const bytes = row ? await this.deps.storage.get(row.storageKey) : null;
    if (!row || !bytes) throw new NotFoundError(messages.generic.somethingWentWrong);
    return { bytes, contentType: row.contentType };
  }

  /** Checked by content and size first (DESIGN.md "Security model"), then stored, then recorded. */
  private async keep(
    userId: string,
    purpose: UploadPurpose,
    file: IncomingFile,
    refusal: (f: { head: Uint8Array; size: number }) => string | null,
  ): Promise<{ id: string }> {
    // A truncated file is over the limit whatever its stated size; count it as one byte more.
    const size = file.truncated ? Math.max(file.bytes.length, 5_000_001) : file.bytes.length;
    if (size === 0) throw new ValidationError(files.uploadFailed, { file: files.uploadFailed });
    const refused = refusal({ head: file.bytes.subarray(0, 16), size });
    if (refused) throw new ValidationError(refused, { file: refused });
    const type = sniffFileType(file.bytes)!;

    const id = randomUUID();
    const storageKey = `${purpose.replace('_', '-')}/${id}`;
    try {
      await this.deps.storage.put(storageKey, file.bytes);
    } catch {
      throw new UploadUnavailableError();
    }
    try {
      await insertUploadedFile(this.deps.database.db, {
        id,
        userId,
        purpose,
        contentType: mimeTypeOf[type] as UploadedFileRow['contentType'],
        sizeBytes: size,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storageKey,
        createdAt: this.deps.clock.now(),
      });
    } catch (err) {
      await this.deps.storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
    return { id };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string) => UUID.test(s);
