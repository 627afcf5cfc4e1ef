import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { LedgerDb } from '../../ledger';

// The portfolio feature's own reads: whose portfolio a caller may see. The ledger, the schemes and
// the redemptions in progress are read through ledger/ and the orders feature.

export interface PortfolioOwner {
  userId: string;
  /** The exchange client code, null before onboarding (then nothing is held). */
  ucc: string | null;
  /** Spec 3 §7: a minor's majorStatus (tax status 02 with a major status), else null. */
  majorStatus: string | null;
}

const MINOR_TAX_STATUS = '02';

/** The caller's own account and ucc. */
export async function ownAccount(db: LedgerDb, userId: string): Promise<PortfolioOwner | undefined> {
  const [row] = await rowsOf<{ user_id: string; ucc: string | null; tax_status: string; major_status: string | null }>(
    db,
    sql`SELECT u.id::text AS user_id, p.ucc, u.tax_status, u.major_status
        FROM user_account u LEFT JOIN investor_profile p ON p.user_id = u.id WHERE u.id = ${userId}`,
  );
  return row ? ownerOf(row) : undefined;
}

/**
 * The account that owns `ucc`, if the caller may see it: the caller's own, or a customer mapped
 * to the advisor whose agent account the caller is. Undefined otherwise (unknown or not theirs:
 * the answer does not tell them apart).
 */
export async function visibleOwner(db: LedgerDb, callerId: string, ucc: string): Promise<PortfolioOwner | undefined> {
  const [row] = await rowsOf<{ user_id: string; ucc: string; tax_status: string; major_status: string | null }>(
    db,
    sql`SELECT u.id::text AS user_id, p.ucc, u.tax_status, u.major_status
        FROM investor_profile p JOIN user_account u ON u.id = p.user_id
        WHERE p.ucc = ${ucc}
          AND (u.id = ${callerId} OR u.agent_id IN (SELECT a.id FROM agent a WHERE a.user_id = ${callerId}))`,
  );
  return row ? ownerOf(row) : undefined;
}

function ownerOf(row: { user_id: string; ucc: string | null; tax_status: string; major_status: string | null }): PortfolioOwner {
  return {
    userId: row.user_id,
    ucc: row.ucc,
    majorStatus: row.tax_status === MINOR_TAX_STATUS && row.major_status !== null ? row.major_status : null,
  };
}
