import { and, count, eq, ne } from 'drizzle-orm';
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
 * as a decimal string with 2 decimals.
 *
 * THE SEAM FOR THE PORTFOLIO ISSUE: holdings are derived from the transaction ledger, which does
 * not exist yet (checkout and portfolio come later), so no customer holds anything and the total
 * is '0.00'. The portfolio issue replaces the body with one SQL sum over the ledger-derived
 * holdings of `agentId`'s customers at the latest NAV (numeric(16,2), never a float), keeping this
 * name and signature; the route, the contract and the web bar stay as they are.
 */
export async function totalAumOfAgentCustomers(_db: DbOrTx, _agentId: string): Promise<string> {
  return '0.00';
}
