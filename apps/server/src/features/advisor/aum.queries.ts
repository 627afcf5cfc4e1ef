import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { userAccount } from '../../db/schema';

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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
 * The common table expressions both the AUM summary and /my-customers read (decision 0142), so
 * their figures are the same by construction:
 * - `customers`: the accounts mapped to the agent but the advisor's own, with their profile;
 * - `positions`: per customer, folio and scheme, the ledger's units and latest order date (the
 *   table ledger_position, which a trigger keeps from the ledger: decision 0143);
 * - `latest_nav`: each scheme held, its latest published NAV (once per scheme, not per holding);
 * - `customer_aum`: per ucc, the holdings with units left, each valued at the latest NAV and
 *   rounded to the paisa as the portfolio rounds a holding's current value, summed (numeric,
 *   never a float); and the customer's latest order date.
 */
export function agentBookCtes(agentId: string, ownUserId: string | null): SQL {
  return sql`
    customers AS (
      SELECT u.id, u.name, u.mobile, u.email, u.registered_with_bse, p.ucc, p.pan, p.pan_status,
             p.personal_details_saved_at
      FROM user_account u LEFT JOIN investor_profile p ON p.user_id = u.id
      WHERE u.agent_id = ${agentId} ${ownUserId === null ? sql`` : sql`AND u.id <> ${ownUserId}`}),
    positions AS (
      SELECT p.ucc, p.scheme_code, p.units, p.last_order_date AS last_date
      FROM ledger_position p JOIN customers c ON c.ucc = p.ucc),
    latest_nav AS (
      SELECT s.scheme_code, n.nav
      FROM (SELECT DISTINCT scheme_code FROM positions WHERE units > 0) s
      JOIN LATERAL (
        SELECT nav FROM nav_history WHERE amfi_code = split_part(s.scheme_code, '-', 1)::integer ORDER BY nav_date DESC LIMIT 1
      ) n ON true),
    customer_aum AS (
      SELECT p.ucc, coalesce(sum(round(p.units * n.nav, 2)) FILTER (WHERE p.units > 0), 0) AS aum, max(p.last_date) AS last_date
      FROM positions p LEFT JOIN latest_nav n ON n.scheme_code = p.scheme_code
      GROUP BY p.ucc)`;
}

/** The sum of `customer_aum` as the AUM summary states it: rupees, 2 decimals, text. */
export const TOTAL_AUM = sql`(SELECT coalesce(sum(aum), 0)::numeric(18,2)::text FROM customer_aum)`;

/**
 * Spec 1 §3 AUM summary `totalAUM`: the value of the holdings of the agent's customers, in rupees
 * as a decimal string with 2 decimals (issue 12 §1, docs/decisions/0103, 0142). Holdings are summed
 * from the ledger (units per customer, folio and scheme), each valued at its scheme's latest
 * published NAV and rounded to the paisa, then added up. The advisor's own account is not one of
 * its customers.
 */
export async function totalAumOfAgentCustomers(db: DbOrTx, agentId: string, ownUserId: string | null = null): Promise<string> {
  const [row] = await rowsOf<{ total: string }>(db, sql`WITH ${agentBookCtes(agentId, ownUserId)} SELECT ${TOTAL_AUM} AS total`);
  return row?.total ?? '0.00';
}
