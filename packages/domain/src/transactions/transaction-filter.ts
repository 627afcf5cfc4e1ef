import { z } from 'zod';
import { parseDisplayDate } from '../ist-date';
import { productMessages } from '../messages';
import { text } from '../validation/typeable-text';

// Transactions (decision 0111): the filter of the /transaction screen, one rule for the browser
// and the server. Dates are typed DD/MM/YYYY (spec 3 §9) and travel as such.

const own = productMessages.transactions;

/**
 * The kinds a transaction row can be. STP and SWP instalments join here (STP_IN, STP_OUT, SWP)
 * when the stp-swp feature records them: the server's query has one branch per source.
 */
export const transactionKinds = ['PURCHASE', 'SIP', 'REDEMPTION'] as const;
export type TransactionKind = (typeof transactionKinds)[number];
export const transactionKindLabels: Record<TransactionKind, string> = {
  PURCHASE: 'Purchase',
  SIP: 'SIP Instalment',
  REDEMPTION: 'Redemption',
};
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
