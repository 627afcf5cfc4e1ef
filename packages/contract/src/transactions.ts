import { transactionFilterSchema, transactionKinds } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';
import { decimalString } from './wire';

/**
 * Transactions (spec 3 §2 Account area "Transactions"; issue 12 §3; decision 0111): every order
 * of the signed-in investor (purchases from checkout, SIP instalments, redemptions), newest first,
 * filtered by date range and type, one page at a time.
 */
export const transactionRow = z.object({
  /** Unique within the list (source + id). */
  key: z.string(),
  kind: z.enum(transactionKinds),
  kindLabel: z.string(),
  /** DD/MM/YYYY (IST). */
  date: z.string(),
  schemeName: z.string(),
  schemeId: z.number().int().nullable(),
  /** Rupees asked or allotted; null when by units and not yet allotted. */
  amount: decimalString.nullable(),
  units: decimalString.nullable(),
  nav: decimalString.nullable(),
  folioNumber: z.string().nullable(),
  orderNumber: z.string().nullable(),
  /** Placed, Awaiting Payment, Payment Received, Allotted, Redeemed, Failed… */
  status: z.string(),
  /** The exchange's remark when it refused, else ''. */
  remarks: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionPage = z.object({
  transactions: z.array(transactionRow),
  page: z.number().int(),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type TransactionPage = z.infer<typeof transactionPage>;

export const transactionRoutes = {
  listTransactions: defineRoute({
    method: 'GET',
    path: '/api/v1/transactions/list',
    summary: "The signed-in investor's orders, newest first, by date range (DD/MM/YYYY) and type, 20 a page",
    tags: ['transactions'],
    access: 'signedIn',
    query: transactionFilterSchema,
    response: transactionPage,
  }),
};
