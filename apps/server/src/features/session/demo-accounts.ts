import { and, eq } from 'drizzle-orm';
import type { Clock } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { agent, userAccount } from '../../db/schema';
import { argon2idHasher, type PasswordHasher } from './passwords';

// Demo accounts for sandbox mode (issue 3 "Demo accounts"): a direct investor, an advisor with an
// agent code, three customers mapped to the advisor, and two investors sharing one mobile (one
// without a password yet). Fixed mobiles and one password, so that a
// newcomer can sign in during the first minute. Seeded idempotently by `main` in sandbox mode
// only; later features give these accounts onboarding, holdings and SIPs.

export const DEMO_PASSWORD = 'Sanchay@123';

export const DEMO_AGENT = {
  agentCode: 'SANCHAY01',
  name: 'Rohan Mehta',
  arn: 'ARN-000001',
  euin: 'E000001',
  verificationStatus: 'verified' as const,
  partnerStatus: 'active',
};

export interface DemoAccount {
  role: 'investor' | 'advisor' | 'customer';
  name: string;
  mobile: string;
  email: string;
  /** No password yet: the first sign-in is by OTP and then asks for one (updatepassword). */
  withoutPassword?: true;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'investor', name: 'Asha Verma', mobile: '9000000001', email: 'asha.verma@example.com' },
  { role: 'advisor', name: DEMO_AGENT.name, mobile: '9000000002', email: 'rohan.mehta@example.com' },
  { role: 'customer', name: 'Priya Nair', mobile: '9000000003', email: 'priya.nair@example.com' },
  { role: 'customer', name: 'Vikram Singh', mobile: '9000000004', email: 'vikram.singh@example.com' },
  { role: 'customer', name: 'Meera Iyer', mobile: '9000000005', email: 'meera.iyer@example.com' },
  // Two accounts on one mobile (a family sharing a phone): the dialog's multipleUsers step.
  { role: 'investor', name: 'Kavita Rao', mobile: '9000000006', email: 'kavita.rao@example.com' },
  { role: 'investor', name: 'Dev Rao', mobile: '9000000006', email: 'dev.rao@example.com', withoutPassword: true },
];

/**
 * Creates what is missing (by mobile and name) and leaves what exists alone, so a restart never
 * duplicates an account or resets a password someone changed. Returns how many accounts it made.
 */
export async function seedDemoAccounts(
  database: Database,
  options: { clock: Clock; hasher?: PasswordHasher },
): Promise<{ created: number }> {
  const hasher = options.hasher ?? argon2idHasher;
  const now = options.clock.now();
  const db = database.db;
  let created = 0;
  let passwordHash: string | undefined;
  const hashOnce = async () => (passwordHash ??= await hasher.hash(DEMO_PASSWORD));

  await db.transaction(async (tx) => {
    await tx.insert(agent).values({ ...DEMO_AGENT, createdAt: now }).onConflictDoNothing({ target: agent.agentCode });
    const [demoAgent] = await tx.select().from(agent).where(eq(agent.agentCode, DEMO_AGENT.agentCode));
    if (!demoAgent) throw new Error('The demo agent could not be created');

    for (const account of DEMO_ACCOUNTS) {
      const [existing] = await tx
        .select({ id: userAccount.id })
        .from(userAccount)
        .where(and(eq(userAccount.mobile, account.mobile), eq(userAccount.name, account.name)))
        .limit(1);
      let userId = existing?.id;
      if (!userId) {
        const [row] = await tx
          .insert(userAccount)
          .values({
            mobile: account.mobile,
            name: account.name,
            email: account.email,
            passwordHash: account.withoutPassword ? null : await hashOnce(),
            agentId: account.role === 'customer' ? demoAgent.id : null,
            createdAt: now,
          })
          .returning({ id: userAccount.id });
        userId = row!.id;
        created += 1;
      }
      if (account.role === 'advisor' && demoAgent.userId === null) {
        await tx.update(agent).set({ userId }).where(eq(agent.id, demoAgent.id));
      }
    }
  });
  return { created };
}

/** The lines `main` prints in sandbox mode: how to sign in as each demo account. */
export function describeDemoAccounts(baseUrl: string, advisorBaseUrl: string): string[] {
  const lines = [`Demo accounts (password ${DEMO_PASSWORD} unless marked; OTPs appear in the sandbox outbox):`];
  for (const a of DEMO_ACCOUNTS) {
    const shared = DEMO_ACCOUNTS.filter((b) => b.mobile === a.mobile).length > 1;
    const investor = `direct investor${shared ? ', one of two accounts on this mobile' : ''}${a.withoutPassword ? ', no password yet (sign in by OTP)' : ''}`;
    const where =
      a.role === 'investor'
        ? `${investor}, at ${baseUrl}/v1/home`
        : a.role === 'advisor'
          ? `advisor ${DEMO_AGENT.agentCode}, at ${advisorBaseUrl}/v1/home?agentCode=${DEMO_AGENT.agentCode}`
          : `customer of ${DEMO_AGENT.agentCode}, at ${advisorBaseUrl}/v1/home?agentCode=${DEMO_AGENT.agentCode} or ${baseUrl}/v1/home`;
    lines.push(`  ${a.mobile}  ${a.name.padEnd(13)} ${where}`);
  }
  return lines;
}
