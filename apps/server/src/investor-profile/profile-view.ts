import { uploadedFilePath, type BankAccountView, type NomineeView, type ProfileView } from '@sanchay/contract';
import type { NomineeIdentityType } from '@sanchay/domain';
import { NotFoundError } from '../http/app-errors';
import {
  findAccount,
  findProfile,
  listNominees,
  type BankAccountRow,
  type DbOrTx,
  type NomineeRow,
} from './investor-profile.queries';
import { listAccounts } from './bank-account.queries';

/** The view of an account deleted under a live session (our own wording). */
const ACCOUNT_GONE = 'This account no longer exists.';

/** Only the last four digits are kept; the view shows them the way the card prints them. */
const maskAadhaar = (last4: string | null) => (last4 ? `XXXX XXXX ${last4}` : null);

function bankView(row: BankAccountRow): BankAccountView {
  return {
    bankName: row.bankName,
    bankAccountNumber: row.accountNumber,
    ifscCode: row.ifsc,
    bankAccountType: row.accountType,
    branchName: row.branchName,
    defaultBankFlag: row.isDefault ? 'Y' : 'N',
    cancelledChequeURL: row.cancelledChequeFileId ? uploadedFilePath(row.cancelledChequeFileId) : null,
    cancelledChequeId: row.cancelledChequeFileId,
    isVerified: row.isVerified,
    accountHolderName: row.accountHolderName,
    accountSequence: row.accountSequence,
    originalIndex: row.accountSequence - 1,
  };
}

function nomineeView(row: NomineeRow): NomineeView {
  return {
    nomineeName: row.name,
    relationship: row.relationship,
    nomineePercentage: row.percentage,
    isNomineeMinor: row.isMinor ? 'true' : 'false',
    nomineeDOB: row.dob,
    guardianName: row.guardianName,
    nomineeIdentityType: row.identityType as NomineeIdentityType,
    nomineeIDNumber: row.idNumber,
    nomineeEmail: row.email,
    nomineeMobile: row.mobile,
    nomineeAddress: row.address,
    nomineePincode: row.pincode,
  };
}

/**
 * The signed-in investor's profile view (spec 2 §3). Before the account is opened it carries the
 * account's name, mobile and e-mail and nulls elsewhere. Every feature that answers the profile
 * (onboarding, the profile area, bank accounts) reads it from here.
 */
export async function readProfileView(db: DbOrTx, userId: string): Promise<ProfileView> {
  const account = await findAccount(db, userId);
  if (!account) throw new NotFoundError(ACCOUNT_GONE);
  const profile = await findProfile(db, userId);
  const [banks, nominees] = profile ? await Promise.all([listAccounts(db, userId), listNominees(db, userId)]) : [[], []];
  return {
    ucc: profile?.ucc ?? null,
    name: account.name,
    kycName: profile?.kycName ?? null,
    primaryMobile: account.mobile,
    gender: profile?.gender ?? null,
    dob: profile?.dob ?? null,
    pan: profile?.pan ?? null,
    panStatus: profile?.panStatus ?? null,
    taxStatus: account.taxStatus,
    aadhar: maskAadhaar(profile?.aadhaarLast4 ?? null),
    primaryEmail: account.email,
    address: profile?.address ?? null,
    pincode: profile?.pincode ?? null,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
    emailDeclarationFlag: profile?.emailDeclarationFlag ?? 'SE',
    mobileDeclarationFlag: profile?.mobileDeclarationFlag ?? 'SE',
    registeredWithBse: account.registeredWithBse,
    personalDetailsSaved: profile?.personalDetailsSavedAt != null,
    fatcaCompliant: profile?.fatcaCompliant ?? null,
    optIn: profile?.nomineeOptIn ?? null,
    occupation: profile?.occupation ?? null,
    occupationType: profile?.occupationType ?? null,
    incomeSlab: profile?.incomeSlab ?? null,
    signatureURL: profile?.signatureFileId ? uploadedFilePath(profile.signatureFileId) : null,
    nomineeList: nominees.map(nomineeView),
    userBankDetailsList: banks.map(bankView),
  };
}
