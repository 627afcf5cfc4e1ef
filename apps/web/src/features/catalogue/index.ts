// The catalogue feature's public face: the shell imports only this file. The pages are lazy
// modules (each a chunk of its own); HomeBrowse and SearchBox are light and load with home.
import { lazyComponent } from '../../ui';

export { HomeBrowse, type HomeBrowseProps } from './home/home-browse';
export { SearchBox } from './search/search-box';
export { catalogueKeys } from './catalogue-queries';

export const SearchPanelPage = lazyComponent('catalogue/SearchPanelPage', () => import('./search/search-panel-page'));
export const SearchResultsPage = lazyComponent('catalogue/SearchResultsPage', () => import('./search/search-results-page'));
export const FundResultsPage = lazyComponent('catalogue/FundResultsPage', () => import('./fund-results/fund-results-page'));
export const FundDetailPage = lazyComponent('catalogue/FundDetailPage', () => import('./fund-detail/fund-detail-page'));
export const BestPerformingPage = lazyComponent('catalogue/BestPerformingPage', () => import('./best-performing/best-performing-page'));
export const NfoListPage = lazyComponent('catalogue/NfoListPage', () => import('./nfo/nfo-list-page'));
