import { z } from 'zod';
import { parseDisplayDate } from '../ist-date';
import { productMessages } from '../messages';
import { text } from '../validation/typeable-text';

// Transactions (decision 0111): the filter of the /transaction screen, one rule for the browser
// and the server. Dates are typed DD/MM/YYYY (spec 3 §9) and travel as such.

const own = productMessages.transactions;

/**
 * The kinds a transaction row can be: the product's own orders (purchases and redemptions) and
 * the ledger's allotments by the order type the exchange reported (decision 0122): SIP
 * instalments, STP legs, SWP instalments, switch legs, lumpsums and redemptions placed elsewhere.
 */
export const transactionKinds = ['PURCHASE', 'SIP', 'REDEMPTION', 'STP_IN', 'STP_OUT', 'SWP', 'SWITCH_IN', 'SWITCH_OUT'] as const;
export type TransactionKind = (typeof transactionKinds)[number];
export const transactionKindLabels: Record<TransactionKind, string> = {
  PURCHASE: 'Purchase',
  SIP: 'SIP Instalment',
  REDEMPTION: 'Redemption',
  STP_IN: 'STP In',
  STP_OUT: 'STP Out',
  SWP: 'SWP Instalment',
  SWITCH_IN: 'Switch In',
  SWITCH_OUT: 'Switch Out',
};
/** The kinds whose units leave a holding (shown with a minus, 'Redeemed' once allotted). */
export const transactionOutKinds: readonly TransactionKind[] = ['REDEMPTION', 'STP_OUT', 'SWP', 'SWITCH_OUT'];
export const TRANSACTIONS_PAGE_SIZE = 20;

const displayDate = (message: string) =>
  text()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const iso = parseDisplayDate(value);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** fromDate and toDate DD/MM/YYYY (either may be empty), type ALL or a kind, page from 1. Output dates are YYYY-MM-DD. */
export const transactionFilterSchema = z
  .object({
    fromDate: displayDate(own.fromDateInvalid),
    toDate: displayDate(own.toDateInvalid),
    type: z.enum(['ALL', ...transactionKinds]).optional().default('ALL'),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  })
  .superRefine((f, ctx) => {
    if (f.fromDate && f.toDate && f.fromDate > f.toDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: own.rangeInvalid });
  });
export type TransactionFilter = z.output<typeof transactionFilterSchema>;
export type TransactionFilterInput = z.input<typeof transactionFilterSchema>;
