import { portfolioRoutes, type ShareStatementBody } from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// The portfolio routes (server feature `portfolio`, spec 3 §7 "Portfolio").

const R = portfolioRoutes;

export const portfolioKeys = {
  all: ['portfolio'] as const,
  portfolio: ['portfolio', 'user'] as const,
  holding: (folioNo: string, schemeId: number) => ['portfolio', 'holding', folioNo, schemeId] as const,
};

/** The signed-in investor's portfolio. */
export const usePortfolio = (enabled = true) =>
  useQuery({ queryKey: portfolioKeys.portfolio, queryFn: () => callApi(R.getUserPortfolio, { query: {} }), enabled });

/** One holding and its transactions. */
export const useHoldingDetails = (folioNo: string, schemeId: number, enabled = true) =>
  useQuery({
    queryKey: portfolioKeys.holding(folioNo, schemeId),
    queryFn: () => callApi(R.getPortfolioTransaction, { query: { folioNo, schemeId } }),
    enabled,
  });

/** Share Investment Statement (decision 0125): the advisor e-mails the customer's statement (PDF). */
export const shareStatement = (body: ShareStatementBody) => callApi(R.shareStatement, { body });
