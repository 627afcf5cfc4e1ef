import { SearchCombobox } from './search-combobox';

/** The desktop header's search box (spec 1 §2 "Header"). Light: no chart, no page code. */
export function SearchBox() {
  return <SearchCombobox variant="header" />;
}
