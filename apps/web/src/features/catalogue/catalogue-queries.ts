import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nfoShareRoutes, type catalogueRoutes, type NavRange, type RouteQuery, type ShareNfoLinkBody } from '@sanchay/contract';
import { canSuggest } from '@sanchay/domain';
import { ApiError, callApi, routeAddress } from '../../app/api-client';

/**
 * Every query key and query hook of the catalogue, in one place. Keys start with 'catalogue' so a
 * whole feature can be invalidated at once.
 */
export type FundsByCategoryQuery = RouteQuery<Catalogue['getMutualFundsByCategory']>;
export type NfoFundsQuery = RouteQuery<Catalogue['getNfoFunds']>;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  suggest: (text: string) => ['catalogue', 'suggest', text] as const,
  search: (q: string, pageNumber: number) => ['catalogue', 'search', q, pageNumber] as const,
  detail: (schemeId: number) => ['catalogue', 'detail', schemeId] as const,
  navHistory: (schemeId: number, range: NavRange) => ['catalogue', 'nav-history', schemeId, range] as const,
  topFunds: () => ['catalogue', 'top', 'ELSS'] as const,
  bestPerforming: () => ['catalogue', 'best-performing'] as const,
  mostSearched: () => ['catalogue', 'most-searched'] as const,
  categories: () => ['catalogue', 'categories'] as const,
  byCategory: (query: FundsByCategoryQuery) => ['catalogue', 'by-category', query] as const,
  nfos: (query: NfoFundsQuery) => ['catalogue', 'nfos', query] as const,
};

type Catalogue = typeof catalogueRoutes;

/**
 * The catalogue's public reads by method and path (routeAddress): the contract's route values
 * would bring zod into the first load of every fund list and fund page. A test checks them
 * against the contract (docs/decisions/0034-catalogue-first-load-without-zod.md).
 */
export const catalogueRouteAddresses = {
  suggestMutualFund: routeAddress<Catalogue['suggestMutualFund']>('GET', '/api/v1/mutual-funds/suggest-mutual-fund'),
  searchMutualFundsByText: routeAddress<Catalogue['searchMutualFundsByText']>('GET', '/api/v1/mutual-funds/search-mutual-funds-by-text'),
  getMutualFundDetail: routeAddress<Catalogue['getMutualFundDetail']>('GET', '/api/v1/mutual-funds/get-mutual-fund-detail'),
  getNavHistory: routeAddress<Catalogue['getNavHistory']>('GET', '/api/v1/mutual-funds/get-nav-history'),
  getTopMutualFunds: routeAddress<Catalogue['getTopMutualFunds']>('GET', '/api/v1/mutual-funds/get-top-mutual-funds'),
  getBestPerformingMutualFunds: routeAddress<Catalogue['getBestPerformingMutualFunds']>('GET', '/api/v1/mutual-funds/get-best-performing-mutual-funds'),
  getMostSearchedMutualFunds: routeAddress<Catalogue['getMostSearchedMutualFunds']>('GET', '/api/v1/mutual-funds/get-most-searched-mutual-funds'),
  getCategories: routeAddress<Catalogue['getCategories']>('GET', '/api/v1/mutual-funds/get-categories'),
  getMutualFundsByCategory: routeAddress<Catalogue['getMutualFundsByCategory']>('GET', '/api/v1/mutual-funds/get-mutual-funds-by-category'),
  getNfoFunds: routeAddress<Catalogue['getNfoFunds']>('GET', '/api/v1/nfo/get-nfo-funds'),
};
const routes = catalogueRouteAddresses;

/** A 4xx (not found, validation) will not get better by asking again; a network or 5xx might. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const MINUTE = 60_000;

/** Suggestions for the typed text; stale lookups are aborted when the text changes. */
export function useSuggestions(text: string) {
  const clean = text.trim().replace(/\s+/g, ' ');
  return useQuery({
    queryKey: catalogueKeys.suggest(clean.toLowerCase()),
    queryFn: ({ signal }) => callApi(routes.suggestMutualFund, { query: { text: clean }, signal }),
    enabled: canSuggest(clean),
    staleTime: 5 * MINUTE,
    // The last suggestions stay while the next lookup runs: no flicker as the visitor types.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSearchResults(q: string, pageNumber: number) {
  return useQuery({
    queryKey: catalogueKeys.search(q, pageNumber),
    queryFn: ({ signal }) =>
      callApi(routes.searchMutualFundsByText, { query: { q, PageNumber: pageNumber }, signal }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

/**
 * One fund. `from: 'search'` (the page was opened from a search) is passed on so the server can
 * count the search for "most searched"; the contract does not list it yet, the server ignores
 * unknown query keys. It is not part of the cache key: the fund is the same.
 */
export function useFundDetail(schemeId: number | null, opts: { from?: 'search' } = {}) {
  return useQuery({
    queryKey: catalogueKeys.detail(schemeId ?? 0),
    queryFn: ({ signal }) => {
      const query = opts.from ? { schemeId: schemeId ?? 0, from: opts.from } : { schemeId: schemeId ?? 0 };
      return callApi(routes.getMutualFundDetail, { query, signal });
    },
    enabled: schemeId !== null,
    staleTime: 5 * MINUTE,
    retry: retryUnlessClientError,
  });
}

export function useNavHistory(schemeId: number, range: NavRange | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogueKeys.navHistory(schemeId, range ?? '1Y'),
    queryFn: ({ signal }) =>
      callApi(routes.getNavHistory, { query: { schemeId, range: range ?? '1Y' }, signal }),
    enabled: range !== null && (options.enabled ?? true),
    staleTime: 30 * MINUTE,
    // Keep the last range on screen while the next one loads: no flash of an empty chart.
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
}

export function useTopTaxSavingFunds() {
  return useQuery({
    queryKey: catalogueKeys.topFunds(),
    queryFn: ({ signal }) => callApi(routes.getTopMutualFunds, { query: { tag: 'ELSS', limit: 3 }, signal }),
    staleTime: 30 * MINUTE,
    retry: retryUnlessClientError,
  });
}

export function useBestPerformingFunds() {
  return useQuery({
    queryKey: catalogueKeys.bestPerforming(),
    queryFn: ({ signal }) => callApi(routes.getBestPerformingMutualFunds, { query: { limit: 5 }, signal }),
    staleTime: 30 * MINUTE,
    retry: retryUnlessClientError,
  });
}

export function useMostSearchedFunds() {
  return useQuery({
    queryKey: catalogueKeys.mostSearched(),
    queryFn: ({ signal }) => callApi(routes.getMostSearchedMutualFunds, { signal }),
    staleTime: 10 * MINUTE,
    retry: retryUnlessClientError,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => callApi(routes.getCategories, { signal }),
    staleTime: 60 * MINUTE,
    retry: retryUnlessClientError,
  });
}

export function useFundsByCategory(query: FundsByCategoryQuery) {
  return useQuery({
    queryKey: catalogueKeys.byCategory(query),
    queryFn: ({ signal }) => callApi(routes.getMutualFundsByCategory, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
    retry: retryUnlessClientError,
  });
}

export function useNfoFunds(query: NfoFundsQuery) {
  return useQuery({
    queryKey: catalogueKeys.nfos(query),
    queryFn: ({ signal }) => callApi(routes.getNfoFunds, { query, signal }),
    staleTime: 5 * MINUTE,
    retry: retryUnlessClientError,
  });
}

/** An advisor's share of an NFO link with the customer (spec 3 §3 "NFO share payload", decision 0137). */
export const shareNfoLink = (body: ShareNfoLinkBody) => callApi(nfoShareRoutes.shareNfoLink, { body });
