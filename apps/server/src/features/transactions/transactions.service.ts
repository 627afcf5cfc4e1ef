import type { TransactionPage, TransactionRow } from '@sanchay/contract';
import {
  EXCHANGE_PAYMENT_STATUSES,
  TRANSACTIONS_PAGE_SIZE,
  exchangeRemarkText,
  paymentStatusText,
  formatDisplayDate,
  transactionKindLabels,
  transactionOutKinds,
  type TransactionFilter,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import * as q from './transactions.queries';

/** What the screen shows for an order's state (spec 3 §4: Pending Payment for a valid unpaid lumpsum). */
export function transactionStatus(r: Pick<q.TransactionDbRow, 'kind' | 'order_status' | 'payment_status' | 'allotted'>): string {
  if (r.order_status === 'ENTERING') return 'Placing';
  if (r.order_status === 'UNANSWERED') return 'Not Placed';
  if (r.order_status === 'INVALID') return 'Failed';
  if (r.allotted) return transactionOutKinds.includes(r.kind) ? 'Redeemed' : 'Allotted';
  if (transactionOutKinds.includes(r.kind)) return 'In Progress';
  // The exchange's payment status in the product's words (orders/exchange-words); none yet is Pending Payment.
  return paymentStatusText(r.payment_status ?? EXCHANGE_PAYMENT_STATUSES.notInitiated)!;
}

/** Transactions (issue 12 §3, decision 0111): the signed-in investor's orders, one page at a time. */
export class TransactionsService {
  constructor(private readonly deps: { database: Database }) {}

  async list(userId: string, filter: TransactionFilter): Promise<TransactionPage> {
    const db = this.deps.database.db;
    const rows = await q.transactionsPage(db, userId, filter, TRANSACTIONS_PAGE_SIZE);
    const total = rows[0]?.total ?? (filter.page > 1 ? await q.transactionsCount(db, userId, filter) : 0);
    const transactions: TransactionRow[] = rows.map((r) => ({
      key: r.key,
      kind: r.kind,
      kindLabel: transactionKindLabels[r.kind],
      date: formatDisplayDate(r.day),
      schemeName: r.scheme_name ?? r.scheme_code,
      schemeId: r.scheme_id,
      amount: r.amount,
      units: r.units,
      nav: r.nav,
      folioNumber: r.folio_no,
      orderNumber: r.order_no,
      status: transactionStatus(r),
      remarks: r.order_status === 'INVALID' ? (exchangeRemarkText(r.remarks) ?? '') : '',
    }));
    return { transactions, page: filter.page, totalPages: Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE)), totalElements: total };
  }
}
