import { formatDisplayDate, type OccupationType } from '@sanchay/domain';
import type { ClientRegistrationPayload } from '../../integrations/exchange';
import type { AccountRow, BankAccountRow, ProfileRow } from '../../investor-profile';

/** The exchange's occupation code for the form's S/B/O (one of the codes spec 2 §3 maps to each). */
const EXCHANGE_OCCUPATION: Record<OccupationType, ClientRegistrationPayload['occupation_code']> = { S: '02', B: '03', O: '08' };

/** What the exchange needs to open the account, or null when a step is not done yet. */
export function clientRegistrationPayload(
  account: AccountRow,
  profile: ProfileRow,
  banks: readonly BankAccountRow[],
  nomineeCount: number,
): ClientRegistrationPayload | null {
  const primary = banks.find((b) => b.isDefault) ?? banks[0];
  const { gender, dob, address, pincode, occupationType, signatureFileId, aadhaarLast4, nomineeOptIn } = profile;
  if (!profile.personalDetailsSavedAt || !gender || !dob || !address || !pincode || !account.email) return null;
  if (!occupationType || !profile.incomeSlab || !signatureFileId || !aadhaarLast4 || nomineeOptIn === null) return null;
  if (!primary) return null;
  return {
    client_code: profile.ucc,
    holding: 'SI',
    tax_status: account.taxStatus,
    pan: profile.pan,
    name: account.name,
    dob: formatDisplayDate(dob),
    gender,
    occupation_code: EXCHANGE_OCCUPATION[occupationType],
    mobile: account.mobile,
    email: account.email,
    address,
    pincode,
    acc_type: primary.accountType === 'Current' ? 'CB' : 'SB',
    acc_no: primary.accountNumber,
    ifsc: primary.ifsc,
    nominee_opt: nomineeOptIn ? 'Y' : 'N',
    nominee_count: nomineeCount,
    fatca: profile.fatcaCompliant ? 'Y' : 'N',
  };
}
