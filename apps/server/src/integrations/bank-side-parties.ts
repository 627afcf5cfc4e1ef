import type { Db } from '../db/client';
import { SandboxBankVerifier, type BankVerifier } from './bank-verification';
import { TesseractChequeReader, type ChequeReader } from './cheque-reading';
import { SandboxBankModification, type BankModificationPort } from './exchange';
import { PackageIfscDirectory, type IfscDirectory } from './ifsc';
import { PackagePincodeDirectory, type PincodeDirectory } from './pincode';
import { LocalDiskStorage, type FileStorage } from './storage';

/**
 * The reference data and the bank-side outside parties of onboarding (decision 0014), made once
 * per app and shared by the features that need them (`app.parties`).
 */
export interface BankSideParties {
  ifscDirectory: IfscDirectory;
  pincodeDirectory: PincodeDirectory;
  bankVerifier: BankVerifier;
  bankModification: BankModificationPort;
  chequeReader: ChequeReader;
  storage: FileStorage;
}

export interface BankSidePartySettings {
  /** Where uploads are kept (UPLOADS_DIR). */
  uploadsDir: string;
  /** The database the sandbox parties keep their books in (their own sandbox_* tables). */
  database: { db: Db };
  /** The sandbox exchange's mandate register, for the bank modification's approved-mandate check. */
  hasApprovedMandate?: (clientCode: string, accountNumber: string) => Promise<boolean>;
}

/**
 * The adapters for these settings. Penny drop and the exchange have only their sandbox adapters
 * so far (no real party is contracted): they are what runs in every mode until a real adapter is
 * written and chosen here by configuration. The directories, OCR and disk storage are real.
 */
export function createBankSideParties(settings: BankSidePartySettings): BankSideParties {
  const ifscDirectory = new PackageIfscDirectory();
  return {
    ifscDirectory,
    pincodeDirectory: new PackagePincodeDirectory(),
    bankVerifier: new SandboxBankVerifier(ifscDirectory),
    bankModification: new SandboxBankModification({ database: settings.database, hasApprovedMandate: settings.hasApprovedMandate }),
    chequeReader: new TesseractChequeReader(),
    storage: new LocalDiskStorage(settings.uploadsDir),
  };
}
