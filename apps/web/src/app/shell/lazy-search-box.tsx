import { Suspense } from 'react';
import { SearchIcon, lazyComponent } from '../../ui';

// The catalogue's header search, loaded after the shell has painted (it brings the API client and
// the contract's schemas). Phones never load it: their header has a search icon instead.
const SearchBox = lazyComponent('shell/SearchBox', async () => ({ default: (await import('../../features/catalogue')).SearchBox }));

export function LazySearchBox() {
  return (
    <Suspense fallback={<SearchBoxFallback />}>
      <SearchBox />
    </Suspense>
  );
}

/** Same footprint as the search box, so nothing shifts when it arrives. */
function SearchBoxFallback() {
  return (
    <div className="search-fallback" aria-hidden="true">
      <SearchIcon size={20} />
      <span>Search mutual funds</span>
    </div>
  );
}
