import { catalogueRoutes } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { CatalogueService } from './catalogue.service';

/**
 * Every route of the catalogue contract, each to one service call. The catalogue is the same for
 * everyone: every route is declared `public` in the contract, so none loads the session, and every
 * answer but the five suggestions can be long enough to be worth compressing.
 */
export function registerCatalogueRoutes(app: FastifyInstance, service: CatalogueService): void {
  registerContractRoutes(
    app,
    catalogueRoutes,
    {
      suggestMutualFund: ({ query }) => service.suggest(query.text),
      searchMutualFundsByText: ({ query }) => service.searchByText(query.q, query.PageNumber, query.pageSize),
      getMutualFundDetail: ({ query }) => service.detail(query.schemeId, query.from),
      getNavHistory: ({ query }) => service.navHistory(query.schemeId, query.range),
      getTopMutualFunds: ({ query }) => service.topFunds(query.tag, query.limit),
      getBestPerformingMutualFunds: ({ query }) => service.bestPerforming(query.category, query.limit),
      getMostViewedMutualFunds: () => service.mostViewed(),
      getMostSearchedMutualFunds: () => service.mostSearched(),
      getMutualFundsByCategory: ({ query }) => service.byCategory(query),
      getCategories: () => service.categories(),
      getNfoFunds: ({ query }) => service.nfoFunds(query.filter, query.sort),
      getNfoDetails: ({ query }) => service.nfoDetails(query.schemeId),
    },
    // Suggestions: small, and the service hands out the same frozen answer for the same text while
    // the index keeps it, so its JSON is written once (docs/decisions/0084).
    (operationId) =>
      operationId === 'suggestMutualFund' ? { largeAnswer: false, keptAnswers: true } : { largeAnswer: true },
  );
}
