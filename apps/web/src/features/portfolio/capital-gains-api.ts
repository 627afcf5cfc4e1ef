import { capitalGainsRoutes } from '@sanchay/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';

// The capital-gains routes (server features/portfolio/capital-gains.*, decision 0101).

export const capitalGainsKeys = {
  statement: (fy: string) => ['portfolio', 'capital-gains', fy] as const,
  harvest: ['portfolio', 'tax-harvest'] as const,
};

/** A year's statement; `null`: the server's current year (no waiting for the hint to learn it). */
export const useCapitalGains = (fy: string | null) =>
  useQuery({
    queryKey: capitalGainsKeys.statement(fy ?? 'current'),
    queryFn: () => callApi(capitalGainsRoutes.getCapitalGains, { query: fy === null ? {} : { fy } }),
  });

/** The hint for the server's today (the year that contains it, as the statement asked without a year). */
export const useTaxHarvest = () =>
  useQuery({
    queryKey: capitalGainsKeys.harvest,
    queryFn: () => callApi(capitalGainsRoutes.getTaxHarvest, { query: {} }),
  });
