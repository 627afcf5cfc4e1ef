// The investor profile (DESIGN.md "Below the features"): the one owner of an investor's personal
// details, bank accounts and nominees, and of the profile view every feature answers with.
// Onboarding (KYC, personal details, occupation and nominees), the profile area (Personal and
// Nominee tabs) and bank accounts write through these queries in their own transactions; none
// of them owns the profile, so none imports another to read or change it.
export {
  findAccount,
  findOtherHolderOfPan,
  findProfile,
  insertProfile,
  listNominees,
  lockAccount,
  updateAccountEmail,
  updateProfile,
  type AccountRow,
  type BankAccountRow,
  type DbOrTx,
  type NomineeRow,
  type ProfileRow,
  type ProfileUpdate,
  type Tx,
} from './investor-profile.queries';
export {
  clearDefault,
  deleteAccount,
  findOwner,
  insertAccount,
  listAccounts,
  lockOwner,
  takeBankUpdateGrant,
  updateAccount,
  type BankAccountInsert,
  type BankOwner,
} from './bank-account.queries';
export { replaceNominees } from './nominee.queries';
export { lockAccountWithProfile, savePersonalEdit } from './personal-edit.queries';
export { readProfileView } from './profile-view';
