import type { CustomerOnboardingStatus, CustomerSort } from '@sanchay/contract';
import { KYC_OK_STATUSES } from '@sanchay/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { agentBookCtes, TOTAL_AUM, type DbOrTx } from './aum.queries';

export interface CustomerPageRequest {
  agentId: string;
  ownUserId: string | null;
  /** Already trimmed; matched anywhere in name, mobile, e-mail, PAN or ucc, any case. */
  search: string | undefined;
  sort: CustomerSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /** Today (IST): a SIP whose last instalment is before it has run its course. */
  today: string;
}

export interface CustomerPageRow {
  customer_count: string;
  total_aum: string;
  matching: string;
  /** Null on the one row that carries only the totals (a page past the end, or no customers). */
  id: string | null;
  name: string;
  mobile: string;
  onboarding: CustomerOnboardingStatus;
  aum: string;
  sip_book: string;
  last_date: string | null;
  last_kind: string | null;
}

const SORT_COLUMN: Record<CustomerSort, SQL> = {
  name: sql`lower(name)`,
  aum: sql`aum`,
  sipBook: sql`sip_book`,
  lastTransaction: sql`last_date`,
};

/** `%` and `_` in a search are the characters themselves, not LIKE's wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const KYC_OK = sql.join(
  [...KYC_OK_STATUSES].map((status) => sql`${status}`),
  sql`, `,
);

/**
 * One statement for /my-customers (decision 0142): every figure set-based over the agent's
 * customers (agentBookCtes), the search and sort over all of them, then the page's rows; only the
 * page's rows look up their last ledger entry's kind and their onboarding step (index lookups).
 * The first row always carries the totals, so a page past the end still tells them.
 */
export async function customerPage(db: DbOrTx, r: CustomerPageRequest): Promise<CustomerPageRow[]> {
  const direction = r.order === 'asc' ? sql`ASC` : sql`DESC`;
  const search = r.search
    ? sql`WHERE name ILIKE ${likePattern(r.search)} OR mobile ILIKE ${likePattern(r.search)} OR email ILIKE ${likePattern(r.search)}
            OR pan ILIKE ${likePattern(r.search)} OR ucc ILIKE ${likePattern(r.search)}`
    : sql``;
  // Customers without a last transaction go last whichever way; ties by name, then id (stable pages).
  const orderBy = sql`${SORT_COLUMN[r.sort]} ${direction} NULLS LAST, lower(name), id`;
  return rowsOf<CustomerPageRow>(db, sql`
    WITH ${agentBookCtes(r.agentId, r.ownUserId)},
    sip_book AS (
      SELECT s.user_id, sum(s.amount) AS book
      FROM checkout_sip s JOIN customers c ON c.id = s.user_id
      WHERE s.status = 'VALID' AND s.xsip_reg_id IS NOT NULL AND s.cancelled_at IS NULL
        AND (s.start_date + (s.num_installments - 1) * interval '1 month')::date >= ${r.today}::date
      GROUP BY s.user_id),
    book AS (
      SELECT c.*, coalesce(a.aum, 0)::numeric(18,2) AS aum, coalesce(b.book, 0)::numeric(18,2) AS sip_book, a.last_date
      FROM customers c LEFT JOIN customer_aum a ON a.ucc = c.ucc LEFT JOIN sip_book b ON b.user_id = c.id),
    matching AS (SELECT * FROM book ${search}),
    page AS (
      SELECT m.*, row_number() OVER (ORDER BY ${orderBy}) AS position
      FROM matching m ORDER BY ${orderBy} LIMIT ${r.pageSize} OFFSET ${r.page * r.pageSize}),
    totals AS (
      SELECT (SELECT count(*) FROM customers)::text AS customer_count, ${TOTAL_AUM} AS total_aum,
             (SELECT count(*) FROM matching)::text AS matching)
    SELECT t.customer_count, t.total_aum, t.matching, p.id::text AS id, p.name, p.mobile, p.aum::text AS aum,
           p.sip_book::text AS sip_book, p.last_date::text AS last_date, lt.kind AS last_kind,
           CASE
             WHEN p.registered_with_bse = 3 THEN 'ONBOARDED'
             WHEN p.pan IS NULL OR p.pan_status NOT IN (${KYC_OK}) THEN 'KYC_PENDING'
             WHEN p.personal_details_saved_at IS NULL THEN 'PERSONAL_DETAILS'
             WHEN NOT EXISTS (SELECT 1 FROM bank_account b WHERE b.user_id = p.id) THEN 'BANK_DETAILS'
             WHEN NOT EXISTS (SELECT 1 FROM risk_profile_result rp WHERE rp.user_id = p.id) THEN 'RISK_PROFILE'
             ELSE 'OCCUPATION_NOMINEE'
           END AS onboarding
    FROM totals t
    LEFT JOIN page p ON true
    LEFT JOIN LATERAL (
      SELECT l.kind FROM ledger_entry l WHERE l.ucc = p.ucc ORDER BY l.order_date DESC, l.id DESC LIMIT 1
    ) lt ON true
    ORDER BY p.position`);
}
