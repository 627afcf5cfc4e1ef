import { actingRoutes, transactionRoutes } from '@sanchay/contract';
import type { TransactionFilterInput } from '@sanchay/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// The Transactions route (server feature `transactions`; decision 0111).

/** The filter as the browser sends it: DD/MM/YYYY dates as typed, the type, the page. */
export interface TransactionQuery {
  fromDate: string;
  toDate: string;
  type: NonNullable<TransactionFilterInput['type']>;
  page: number;
}

export const useTransactions = (filter: TransactionQuery) =>
  useQuery({
    queryKey: ['transactions', filter] as const,
    placeholderData: keepPreviousData,
    queryFn: () =>
      callApi(transactionRoutes.listTransactions, {
        query: {
          ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
          ...(filter.toDate ? { toDate: filter.toDate } : {}),
          type: filter.type,
          page: filter.page,
        },
      }),
  });

/** What the customer's advisor did while acting for them (decision 0138): the customer's own list. */
export const useAdvisorActions = () =>
  useQuery({
    queryKey: ['transactions', 'advisor-actions'] as const,
    queryFn: ({ signal }) => callApi(actingRoutes.listAdvisorActions, { signal }),
  });
