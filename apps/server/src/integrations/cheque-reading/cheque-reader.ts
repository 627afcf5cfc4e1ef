import type { ChequeText, SniffedFileType } from '@sanchay/domain';

/**
 * The cheque-reading port (OCR, DESIGN.md "Outside parties"): the IFSC readings and account
 * number found on a cancelled cheque. Finding nothing is an answer, not an error; a throw means
 * the reader itself failed.
 */
export interface ChequeReader {
  read(file: { bytes: Uint8Array; type: SniffedFileType }): Promise<ChequeText>;
  /** Lets go of the OCR engine at shutdown. */
  close(): Promise<void>;
}
