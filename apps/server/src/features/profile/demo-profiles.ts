import { REGISTERED_WITH_BSE_ONBOARDED } from '@sanchay/contract';
import type { Clock, Gender, IncomeSlab, OccupationType } from '@sanchay/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { investorProfile, userAccount } from '../../db/schema';

// Sandbox only: the demo investor and the advisor's three customers as onboarded investors
// (registeredWithBse 3), so the profile area and checkout are lived-in on a fresh start. The
// accounts themselves come from the session feature's seedDemoAccounts (run first).

interface DemoProfile {
  mobile: string;
  name: string;
  /**
   * Valid PANs outside the KYC sandbox's special list, so its "any other valid PAN" row answers
   * KYC_VALIDATED for them, and no journey that tries a special test PAN finds it taken.
   */
  pan: string;
  gender: Gender;
  dob: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  occupationType: OccupationType;
  occupation: string;
  incomeSlab: IncomeSlab;
  aadhaarLast4: string;
}

export const DEMO_PROFILES: readonly DemoProfile[] = [
  { mobile: '9000000001', name: 'Asha Verma', pan: 'DEMPV0001A', gender: 'F', dob: '1988-06-12', address: '14 Residency Road, Shanthala Nagar', pincode: '560025', city: 'Bangalore', state: 'Karnataka', occupationType: 'S', occupation: 'Service', incomeSlab: '10L_25L', aadhaarLast4: '4821' },
  { mobile: '9000000003', name: 'Priya Nair', pan: 'DEMPN0003P', gender: 'F', dob: '1979-02-03', address: '22 MG Road, Ernakulam', pincode: '682011', city: 'Ernakulam', state: 'Kerala', occupationType: 'B', occupation: 'Business', incomeSlab: '25L_1CR', aadhaarLast4: '7310' },
  { mobile: '9000000004', name: 'Vikram Singh', pan: 'DEMPS0004V', gender: 'M', dob: '1991-11-27', address: '5 Civil Lines', pincode: '302006', city: 'Jaipur', state: 'Rajasthan', occupationType: 'S', occupation: 'Service', incomeSlab: '5L_10L', aadhaarLast4: '5902' },
  { mobile: '9000000005', name: 'Meera Iyer', pan: 'DEMPI0005M', gender: 'F', dob: '1965-08-19', address: '8 Cathedral Road, Gopalapuram', pincode: '600086', city: 'Chennai', state: 'Tamil Nadu', occupationType: 'O', occupation: 'Others', incomeSlab: '1L_5L', aadhaarLast4: '2287' },
];

/**
 * Gives each demo account without a profile its onboarded profile; an account that has one (an
 * earlier start, or edits made since) is left alone. Returns how many it made.
 */
export async function seedDemoProfiles(database: Database, options: { clock: Clock }): Promise<{ created: number }> {
  const now = options.clock.now();
  let created = 0;
  await database.db.transaction(async (tx) => {
    for (const demo of DEMO_PROFILES) {
      const [account] = await tx
        .select({ id: userAccount.id })
        .from(userAccount)
        .where(and(eq(userAccount.mobile, demo.mobile), eq(userAccount.name, demo.name)))
        .limit(1);
      if (!account) continue;
      const inserted = await tx
        .insert(investorProfile)
        .values({
          userId: account.id,
          pan: demo.pan,
          panStatus: 'KYC_VALIDATED_STATUS',
          kycRawStatus: 'KYC VALIDATED',
          kycName: demo.name.toUpperCase(),
          kycCheckedAt: now,
          gender: demo.gender,
          dob: demo.dob,
          address: demo.address,
          pincode: demo.pincode,
          city: demo.city,
          state: demo.state,
          personalDetailsSavedAt: now,
          occupation: demo.occupation,
          occupationType: demo.occupationType,
          incomeSlab: demo.incomeSlab,
          aadhaarLast4: demo.aadhaarLast4,
          fatcaCompliant: true,
          // No nominee (opted out): the Nominee tab's empty state until one is added.
          nomineeOptIn: false,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ userId: investorProfile.userId });
      if (inserted.length === 0) continue;
      await tx.update(userAccount).set({ registeredWithBse: REGISTERED_WITH_BSE_ONBOARDED }).where(eq(userAccount.id, account.id));
      created += 1;
    }
  });
  return { created };
}
