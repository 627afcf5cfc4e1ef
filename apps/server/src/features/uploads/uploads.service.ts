import { createHash, randomUUID } from 'node:crypto';
import {
  certificateFileRefusal,
  chequeFileRefusal,
  sniffCertificateImage,
  isTiff,
  mandateScanRefusal,
  productMessages,
  MAX_UPLOAD_BYTES,
  messages,
  mimeTypeOf,
  signatureFileRefusal,
  sniffFileType,
  type ChequeText,
  type Clock,
  type SniffedFileType,
} from '@sanchay/domain';
import { ErrorEnum, uploadedFilePath, type ChequeUploadResult } from '@sanchay/contract';
import type { Database } from '../../db/client';
import { hourlyLimitReached } from '../../db/per-hour-limit';
import type { UploadPurpose } from '../../db/schema';
import { AppError, NotFoundError, ValidationError } from '../../http/app-errors';
import type { ChequeReader } from '../../integrations/cheque-reading';
import type { FileStorage } from '../../integrations/storage';
import type { IfscDirectory } from '../../integrations/ifsc';
import { pdfHasActiveContent } from './pdf-active-content';
import type { IncomingFile } from './upload-scope';
import { decodeBmp, decodeImage, imageForOcr, reencodeSmaller } from './upload-images';
import { findOwnFile, insertUploadedFile, uploadsByInvestor, type UploadedFileRow } from './uploads.queries';

const files = messages.onboarding.files;

/**
 * Files kept per investor in an hour, cheques and signatures together. Onboarding needs one of
 * each, a few more when a photo comes out badly; each costs a decode, a re-encoding and OCR.
 */
export const UPLOADS_PER_HOUR = 20;

export interface UploadsDeps {
  database: Database;
  clock: Clock;
  storage: FileStorage;
  chequeReader: ChequeReader;
  ifscDirectory: IfscDirectory;
  /** Files per investor per hour (default {@link UPLOADS_PER_HOUR}). */
  uploadsPerHour?: number;
}

/** Where an outside party's failure is told (the request's logger): the answer to the user stays clear. */
export interface PartyErrorLog {
  error(details: { err: unknown }, message: string): void;
}

/** 503: the storage party did not keep the file. */
class UploadUnavailableError extends AppError {
  constructor() {
    super(ErrorEnum.INTERNAL, 503, files.uploadUnavailable);
  }
}

/** 429: more files this hour than onboarding needs (spec 2 §8 wording). */
class TooManyUploadsError extends AppError {
  constructor() {
    super(ErrorEnum.RATE_LIMITED, 429, files.uploadUnavailableNow);
  }
}

/** What each purpose accepts, and its own words for a refusal (spec 2 §5). */
const PURPOSES: Record<
  UploadPurpose,
  { refusal: (f: { head: Uint8Array; size: number }) => string | null; notAnImage: string; tooLarge: string }
> = {
  cancelled_cheque: { refusal: chequeFileRefusal, notAnImage: messages.onboarding.bank.chequeFormat, tooLarge: messages.onboarding.bank.chequeSize },
  mandate_scan: {
    refusal: mandateScanRefusal,
    notAnImage: productMessages.mandate.scanUnreadable,
    tooLarge: messages.mandate.scanTooLarge,
  },
  signature: {
    refusal: signatureFileRefusal,
    notAnImage: messages.onboarding.occupation.signatureSize,
    tooLarge: messages.onboarding.occupation.signatureSize,
  },
  // Spec 3 §5: "message as for the generic image upload".
  nism_certificate: { refusal: certificateFileRefusal, notAnImage: messages.mandate.invalidImage, tooLarge: messages.mandate.invalidImage },
  arn_certificate: { refusal: certificateFileRefusal, notAnImage: messages.mandate.invalidImage, tooLarge: messages.mandate.invalidImage },
};

/** A file as it is kept: its type and the bytes stored (an image is a new encoding of what came). */
interface KeptFile {
  id: string;
  type: SniffedFileType;
  bytes: Uint8Array;
}

const NOTHING_READ: ChequeText = { ifscCandidates: [], accountNumber: null };

export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  /**
   * Keeps a cancelled cheque and reads it (spec 2 §4 "Bank form (cheque extraction)"): the
   * account number and the IFSC, looked up in the directory for the bank's name. What cannot be
   * read is left null for the investor to type; the file is kept either way.
   */
  async uploadCancelledCheque(userId: string, file: IncomingFile, log: PartyErrorLog): Promise<ChequeUploadResult> {
    const kept = await this.keep(userId, 'cancelled_cheque', file, log);
    const text = await this.readCheque(kept, log);
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

  /**
   * OCR on a grey copy of at most 2400 px a side, in the reader's worker, bounded in time. Its
   * failure is an answer (spec 2 §8: "Could not extract details from cheque. Please enter
   * manually."), and its cause is logged. PDFs are kept but not read.
   */
  private async readCheque(kept: KeptFile, log: PartyErrorLog): Promise<ChequeText> {
    if (kept.type === 'pdf') return NOTHING_READ;
    try {
      return await this.deps.chequeReader.read({ bytes: await imageForOcr(kept.bytes), type: 'png' });
    } catch (err) {
      log.error({ err }, 'cheque OCR failed; the investor types the details');
      return NOTHING_READ;
    }
  }

  /** Keeps a signature image (spec 2 §5: an image of at most 5 MB). */
  async uploadSignature(userId: string, file: IncomingFile, log: PartyErrorLog): Promise<{ signatureId: string; value: string }> {
    const kept = await this.keep(userId, 'signature', file, log);
    return { signatureId: kept.id, value: uploadedFilePath(kept.id) };
  }

  /**
   * Keeps a cancelled cheque whose details the caller already knows, without reading it (the
   * sandbox's demo seed: the same checks and keeping as an upload, without OCR at start-up).
   */
  async keepKnownCheque(userId: string, file: IncomingFile, log: PartyErrorLog): Promise<{ cancelledChequeId: string }> {
    const kept = await this.keep(userId, 'cancelled_cheque', file, log);
    return { cancelledChequeId: kept.id };
  }

  /**
   * Keeps the signed physical mandate form (spec 3 §5: TIFF, JPEG or JPG under 2 MB), decoded
   * whole and kept as a JPEG; an unreadable file is refused here, before the exchange sees it.
   */
  async uploadMandateScan(userId: string, file: IncomingFile, log: PartyErrorLog): Promise<{ fileId: string; value: string; bytes: Uint8Array }> {
    const kept = await this.keep(userId, 'mandate_scan', file, log);
    return { fileId: kept.id, value: uploadedFilePath(kept.id), bytes: kept.bytes };
  }

  /**
   * Keeps an advisor's NISM or ARN certificate image (spec 3 §5: jpeg, jpg, png, gif or bmp, at
   * most 5 MB), decoded whole; a GIF or BMP is kept as a PNG.
   */
  async uploadCertificate(
    userId: string,
    purpose: 'nism_certificate' | 'arn_certificate',
    file: IncomingFile,
    log: PartyErrorLog,
  ): Promise<{ fileId: string; value: string }> {
    const kept = await this.keep(userId, purpose, file, log);
    return { fileId: kept.id, value: uploadedFilePath(kept.id) };
  }

  /** The bytes of one of this user's files of a purpose (the mandate scan the exchange is sent), or null. */
  async ownFileBytes(userId: string, fileId: string, purpose: UploadPurpose): Promise<Uint8Array | null> {
    const row = await this.ownFile(userId, fileId, purpose);
    return row ? this.deps.storage.get(row.storageKey) : null;
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

  /**
   * Checked by content and size first (DESIGN.md "Security model"), then by the hourly limit,
   * then decoded (an image is kept as a new encoding; a PDF that could act is refused), then
   * stored, then recorded.
   */
  private async keep(userId: string, purpose: UploadPurpose, file: IncomingFile, log: PartyErrorLog): Promise<KeptFile> {
    const rules = PURPOSES[purpose];
    // A truncated file is over the limit whatever its stated size; count it as one byte more.
    const size = file.truncated ? Math.max(file.bytes.length, MAX_UPLOAD_BYTES + 1) : file.bytes.length;
    if (size === 0) throw new ValidationError(files.uploadFailed, { file: files.uploadFailed });
    const refused = rules.refusal({ head: file.bytes.subarray(0, 16), size });
    if (refused) throw new ValidationError(refused, { file: refused });
    const { database, clock } = this.deps;
    if (await hourlyLimitReached(database.db, uploadsByInvestor, userId, clock.now(), this.deps.uploadsPerHour ?? UPLOADS_PER_HOUR)) {
      throw new TooManyUploadsError();
    }
    const { type, bytes } = await this.decoded(file.bytes, rules);

    const id = randomUUID();
    const storageKey = `${purpose.replace('_', '-')}/${id}`;
    try {
      await this.deps.storage.put(storageKey, bytes);
    } catch (err) {
      log.error({ err }, 'storage did not keep an upload');
      throw new UploadUnavailableError();
    }
    try {
      await insertUploadedFile(database.db, {
        id,
        userId,
        purpose,
        contentType: mimeTypeOf[type] as UploadedFileRow['contentType'],
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        createdAt: clock.now(),
      });
    } catch (err) {
      await this.deps.storage.delete(storageKey).catch((deleteErr: unknown) => {
        log.error({ err: deleteErr }, `storage did not remove ${storageKey}, an upload that was not recorded`);
      });
      throw err;
    }
    return { id, type, bytes };
  }

  /** The bytes to keep: a JPEG or PNG decoded and encoded anew, or a PDF that cannot act. */
  private async decoded(
    bytes: Uint8Array,
    rules: (typeof PURPOSES)[UploadPurpose],
  ): Promise<{ type: SniffedFileType; bytes: Uint8Array }> {
    const notAnImage = () => new ValidationError(rules.notAnImage, { file: rules.notAnImage });
    if (isTiff(bytes)) {
      const image = await decodeImage(bytes, 'tiff');
      if (!image.ok) throw notAnImage();
      return { type: 'jpeg', bytes: image.bytes };
    }
    const certificateType = sniffCertificateImage(bytes.subarray(0, 16));
    if (certificateType === 'gif' || certificateType === 'bmp') {
      const image = certificateType === 'gif' ? await decodeImage(bytes, 'gif') : await decodeBmp(bytes);
      if (!image.ok) throw notAnImage();
      return this.withinLimit(image.bytes, 'png', rules);
    }
    const type = sniffFileType(bytes)!;
    if (type === 'pdf') {
      if (pdfHasActiveContent(bytes)) throw notAnImage();
      return { type, bytes };
    }
    const image = await decodeImage(bytes, type);
    if (!image.ok) throw notAnImage();
    return this.withinLimit(image.bytes, type, rules);
  }

  /** The new encoding, or a smaller JPEG when it outgrew 5 MB (rare: a PNG its maker compressed harder). */
  private async withinLimit(
    bytes: Uint8Array,
    type: 'jpeg' | 'png',
    rules: (typeof PURPOSES)[UploadPurpose],
  ): Promise<{ type: SniffedFileType; bytes: Uint8Array }> {
    if (bytes.length <= MAX_UPLOAD_BYTES) return { type, bytes };
    const smaller = await reencodeSmaller(bytes);
    if (smaller.length > MAX_UPLOAD_BYTES) throw new ValidationError(rules.tooLarge, { file: rules.tooLarge });
    return { type: 'jpeg', bytes: smaller };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string) => UUID.test(s);
