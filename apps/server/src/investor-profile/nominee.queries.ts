import { eq } from 'drizzle-orm';
import { nominee } from '../db/schema';
import type { Nominee } from '@sanchay/domain';
import type { Tx } from './investor-profile.queries';

// The nominee list's SQL: replaced as a whole (spec 2 §4: the form always sends the full list),
// inside the caller's transaction, so the shares total 100 in every committed state.

export async function replaceNominees(tx: Tx, userId: string, list: readonly Nominee[], now: Date): Promise<void> {
  await tx.delete(nominee).where(eq(nominee.userId, userId));
  if (list.length === 0) return;
  await tx.insert(nominee).values(
    list.map((n, i) => ({
      userId,
      slot: i + 1,
      name: n.nomineeName,
      relationship: n.relationship,
      percentage: n.nomineePercentage,
      isMinor: n.isNomineeMinor,
      dob: n.nomineeDOB ?? null,
      guardianName: n.guardianName ?? null,
      identityType: n.nomineeIdentityType,
      idNumber: n.nomineeIDNumber,
      email: n.nomineeEmail,
      mobile: n.nomineeMobile,
      address: n.nomineeAddress,
      pincode: n.nomineePincode,
      createdAt: now,
    })),
  );
}
