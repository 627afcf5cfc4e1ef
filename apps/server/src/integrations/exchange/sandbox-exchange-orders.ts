import type { Clock, ExchangePaymentStatus } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type {
  AllotmentStatementRow,
  ExchangeOrderPort,
  OrderEntryReply,
  OrderEntryRequest,
  PaymentReply,
  PaymentRequest,
  PaymentStatusReply,
} from './exchange-orders';
import { SandboxOrderEntry, type SandboxOrderEntryOptions } from './sandbox-order-entry';
import { SandboxPayments, type SandboxPaymentsOptions } from './sandbox-payments';
import { rowsOf } from '../../db/rows';

export type SandboxExchangeOrdersOptions = SandboxOrderEntryOptions & SandboxPaymentsOptions;

/**
 * The sandbox exchange behind the order port: order entry, payments and the allotment statement,
 * every piece of state in its sandbox_exchange_ tables (a restart forgets nothing). Settlement
 * (cheques clearing, lapses, allotment) runs as a job: settleDue in sandbox-settlement.ts.
 * `bank` exposes what the local bank pages and the sandbox console do.
 */
export class SandboxExchangeOrders implements ExchangeOrderPort {
  private readonly entry: SandboxOrderEntry;
  readonly bank: SandboxPayments;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    clock: Clock,
    options: SandboxExchangeOrdersOptions = {},
  ) {
    this.entry = new SandboxOrderEntry(database, clock, options);
    this.bank = new SandboxPayments(database, clock, options);
  }

  orderEntry(request: OrderEntryRequest): Promise<OrderEntryReply> {
    return this.entry.orderEntry(request);
  }

  payment(request: PaymentRequest): Promise<PaymentReply> {
    return this.bank.payment(request);
  }

  async paymentStatus(clientCode: string, orderNo: string): Promise<PaymentStatusReply> {
    const invalid: PaymentStatusReply = { statuscode: '101', status: 'INVALID ORDER NUMBER' };
    if (!/^\d{1,18}$/.test(orderNo.trim())) return invalid;
    const [row] = await rowsOf<{ payment_status: ExchangePaymentStatus }>(
      this.database.db,
      sql`
      SELECT payment_status FROM sandbox_exchange_order
      WHERE order_no = ${orderNo.trim()} AND client_code = ${clientCode.trim()} AND buy_sell = 'P'`,
    );
    return row ? { statuscode: '100', status: row.payment_status } : invalid;
  }

  async allotmentStatement(query: {
    fromDate: string;
    toDate: string;
    clientCode?: string;
  }): Promise<AllotmentStatementRow[]> {
    const rows = await rowsOf<AllotmentStatementRow>(
      this.database.db,
      sql`
      SELECT order_no::text AS "OrderNo", order_date::text AS "OrderDate", report_date::text AS "ReportDate",
             sett_type AS "SettType", client_code AS "ClientCode", scheme_code AS "SchemeCode",
             rta_scheme_code AS "RTASchemeCode", COALESCE(isin, '') AS "ISIN", folio_no AS "FolioNo",
             order_type AS "OrderType", buy_sell AS "BuySell", nav_date::text AS "NavDate",
             to_char(allotted_nav, 'FM999999999990.0000') AS "AllottedNav",
             round(allotted_unit, unit_precision)::text AS "AllottedUnit", to_char(allotted_amt, 'FM99999999999990.00') AS "AllottedAmt",
             to_char(stamp_duty, 'FM99999999999990.00') AS "StampDuty", valid_flag AS "ValidFlag",
             to_char(stt, 'FM99999999999990.00') AS "Stt", to_char(exit_load, 'FM99999999999990.00') AS "ExitLoad",
             COALESCE(payout_date::text, '') AS "PayoutDate",
             COALESCE(to_char((paid_out_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD'), '') AS "PaidOutOn"
      FROM sandbox_exchange_allotment
      WHERE report_date BETWEEN ${query.fromDate}::date AND ${query.toDate}::date
        AND (${query.clientCode ?? null}::text IS NULL OR client_code = ${query.clientCode ?? null})
      ORDER BY report_date, order_no`,
    );
    return rows;
  }
}
