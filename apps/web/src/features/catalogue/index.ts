// The catalogue feature's public face: the shell imports only this file. The pages are lazy
// modules (each a chunk of its own); HomeBrowse and SearchBox are light and load with home.
import { lazy } from 'react';

export { HomeBrowse, type HomeBrowseProps } from './home/home-browse';
export { SearchBox } from './search/search-box';
export { catalogueKeys } from './catalogue-queries';

export const SearchPanelPage = lazy(() => import('./search/search-panel-page'));
export const SearchResultsPage = lazy(() => import('./search/search-results-page'));
export const FundResultsPage = lazy(() => import('./fund-results/fund-results-page'));
export const FundDetailPage = lazy(() => import('./fund-detail/fund-detail-page'));
export const BestPerformingPage = lazy(() => import('./best-performing/best-performing-page'));
export const NfoListPage = lazy(() => import('./nfo/nfo-list-page'));
