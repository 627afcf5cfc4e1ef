import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from '../../db/rows';

/** A plan as written (investor_stp_swp, migration 0076). */
export interface NewPlan {
  userId: string;
  ucc: string;
  requestKey: string;
  from: { amfiCode: number; schemeCode: string; name: string; isin: string | null };
  to: { amfiCode: number; schemeCode: string; name: string; isin: string | null };
  folioNo: string;
  frequency: string;
  installmentAmount: string;
  noOfInstallments: number;
  startDate: string;
  endDate: string;
  totalAmount: string;
  firstOrderToday: boolean;
  status: 'PENDING_VERIFICATION' | 'ACTIVE';
  tokenHash: string;
  email: string;
  linkAt: Date;
  verifyBy: Date;
  at: Date;
  /** A plan the exchange already registered: its reference and number, verified when written. */
  registered?: { refNo: string; regNo: string };
}

/** Writes an STP plan once per (user, request key); undefined when the key's plan was already there. */
export async function insertPlan(tx: SqlRunner, p: NewPlan): Promise<string | undefined> {
  const at = p.at.toISOString();
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO investor_stp_swp (user_id, ucc, request_key, trans_type, from_scheme_id, to_scheme_id, from_scheme_code, to_scheme_code,
          from_scheme_name, to_scheme_name, from_isin, to_isin, folio_no, frequency, installment_amount, no_of_installments, start_date,
          end_date, total_amount, first_order_today, status, token_hash, email, link_at, verify_by, verified_at, exchange_ref_no,
          exchange_reg_no, created_at, updated_at)
        VALUES (${p.userId}, ${p.ucc}, ${p.requestKey}, 'STP', ${p.from.amfiCode}, ${p.to.amfiCode}, ${p.from.schemeCode}, ${p.to.schemeCode},
          ${p.from.name}, ${p.to.name}, ${p.from.isin}, ${p.to.isin}, ${p.folioNo}, ${p.frequency}, ${p.installmentAmount}::numeric,
          ${p.noOfInstallments}, ${p.startDate}::date, ${p.endDate}::date, ${p.totalAmount}::numeric, ${p.firstOrderToday},
          ${p.status}, ${p.tokenHash}, ${p.email}, ${p.linkAt.toISOString()}::timestamptz, ${p.verifyBy.toISOString()}::timestamptz,
          ${p.registered ? at : null}::timestamptz, ${p.registered?.refNo ?? null}, ${p.registered?.regNo ?? null},
          ${at}::timestamptz, ${at}::timestamptz)
        ON CONFLICT (user_id, request_key) DO NOTHING
        RETURNING id::text`,
  );
  return row?.id;
}

/** A scheme of the catalogue with its exchange code (decision 0051's derivation, as the orders feature's). */
export interface SchemeRow {
  amfi_code: number;
  name: string;
  amc_id: number;
  isin: string | null;
  stp_allowed: boolean;
  purchase_allowed: boolean;
  scheme_code: string;
  latest_nav: string | null;
  latest_nav_date: string | null;
  sub_category: string;
  amfi_category: string | null;
}
export const SCHEME_COLUMNS = sql.raw(`s.amfi_code, s.name, s.amc_id, s.isin_growth AS isin, s.stp_allowed, s.purchase_allowed, s.sub_category, s.amfi_category,
  s.amfi_code || '-' || CASE WHEN s.plan = 'Regular' THEN 'RG' ELSE 'DP' END || '-' || CASE WHEN s.option = 'IDCW' THEN 'DR' ELSE 'GR' END AS scheme_code,
  s.latest_nav::text AS latest_nav, s.latest_nav_date::text AS latest_nav_date`);
export const SCHEME_CODE_OF = sql.raw(`(s.amfi_code || '-' || CASE WHEN s.plan = 'Regular' THEN 'RG' ELSE 'DP' END || '-' || CASE WHEN s.option = 'IDCW' THEN 'DR' ELSE 'GR' END)`);

/** One scheme of the catalogue, by a condition on `s`. */
export async function schemeWhere(db: SqlRunner, where: SQL): Promise<SchemeRow | undefined> {
  const [s] = await rowsOf<SchemeRow>(db, sql`SELECT ${SCHEME_COLUMNS} FROM scheme s WHERE ${where}`);
  return s;
}
