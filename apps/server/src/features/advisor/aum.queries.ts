import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Spec 1 §3 AUM summary `customerCount`: the accounts mapped to the agent. The advisor's own
 * account is not one of its customers, even if it were ever mapped to itself.
 */
export async function countCustomersOfAgent(db: DbOrTx, agentId: string, ownUserId: string | null): Promise<number> {
  const [row] = await db
    .select({ customers: count() })
    .from(userAccount)
    .where(
      and(eq(userAccount.agentId, agentId), ownUserId === null ? undefined : ne(userAccount.id, ownUserId)),
    );
  return Number(row?.customers ?? 0);
}

/**
 * Spec 1 §3 AUM summary `totalAUM`: the value of the holdings of the agent's customers, in rupees
 * as a decimal string with 2 decimals (issue 12 §1, docs/decisions/0103). Holdings are summed from
 * the ledger (units per customer, folio and scheme), each valued at its scheme's latest published
 * NAV and rounded to the paisa as the portfolio rounds a holding's current value, then added up;
 * all in numeric, never a float. The advisor's own account is not one of its customers.
 */
export async function totalAumOfAgentCustomers(db: DbOrTx, agentId: string, ownUserId: string | null = null): Promise<string> {
  const result = (await db.execute(sql`
    SELECT coalesce(sum(round(h.units * n.nav, 2)), 0)::numeric(18,2)::text AS total
    FROM (
      SELECT l.scheme_code, sum(l.units) AS units
      FROM ledger_entry l
      JOIN investor_profile p ON p.ucc = l.ucc
      JOIN user_account u ON u.id = p.user_id
      WHERE u.agent_id = ${agentId} ${ownUserId === null ? sql`` : sql`AND u.id <> ${ownUserId}`}
      GROUP BY l.ucc, l.folio_no, l.scheme_code
      HAVING sum(l.units) > 0
    ) h
    JOIN LATERAL (
      SELECT nav FROM nav_history WHERE amfi_code = split_part(h.scheme_code, '-', 1)::integer ORDER BY nav_date DESC LIMIT 1
    ) n ON true`)) as unknown as { rows: { total: string }[] };
  return result.rows[0]?.total ?? '0.00';
}
