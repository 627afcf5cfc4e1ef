import { eq } from 'drizzle-orm';
import { REGISTERED_WITH_BSE_ONBOARDED } from '@sanchay/contract';
import { userAccount } from '../../db/schema';
import type { Tx } from '../../investor-profile';

/** The exchange registered the client: the account is onboarded (spec 2 §1, registeredWithBse 3). */
export async function markRegisteredWithExchange(tx: Tx, userId: string): Promise<void> {
  await tx.update(userAccount).set({ registeredWithBse: REGISTERED_WITH_BSE_ONBOARDED }).where(eq(userAccount.id, userId));
}
