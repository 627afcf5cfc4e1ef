import { screen, waitFor, within } from '@testing-library/react';
import { productMessages } from '@sanchay/domain';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SEARCHES_KEY } from '../recent-searches';
import { failure, fundSummary, okEnvelope, searchPage, searchResults } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderAt } from '../test/render';
import SearchPanelPage from './search-panel-page';
import SearchResultsPage from './search-results-page';

afterEach(() => vi.unstubAllGlobals());

describe('SearchResultsPage', () => {
  it('says the browser is offline, with a retry, instead of loading for ever', async () => {
    mockApi({ searchMutualFundsByText: () => ok(okEnvelope('searchMutualFundsByText', searchPage(searchResults))) });
    onlineManager.setOnline(false);
    try {
      renderAt('/search', '/search?keywords=parag', <SearchResultsPage />);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(productMessages.search.offline);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      onlineManager.setOnline(true);
      expect(await screen.findAllByRole('article')).toHaveLength(2);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('lists the matching funds with their class, risk, objective, NAV and 3-year return', async () => {
    const api = mockApi({ searchMutualFundsByText: () => ok(okEnvelope('searchMutualFundsByText', searchPage(searchResults))) });
    renderAt('/search', '/search?keywords=parag', <SearchResultsPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “parag”');
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Parag Parikh Flexi Cap Fund' })).toHaveAttribute(
      'href',
      '/mutual-fund-detail/Parag-Parikh-Flexi-Cap-Fund---Direct-Plan---Growth-Equity-Flexi-Cap?schemeId=122639&from=search',
    );
    expect(within(first).getByText('Equity · Flexi Cap')).toBeInTheDocument();
    expect(within(first).getByText('Very High risk')).toBeInTheDocument();
    expect(within(first).getByText(/^To seek to generate long-term capital growth.*…$/)).toBeInTheDocument();
    expect(within(first).getByText('₹92.4518')).toBeInTheDocument();
    expect(within(first).getByText('+22.64%')).toBeInTheDocument();
    expect(Object.fromEntries(api.queriesOf('searchMutualFundsByText')[0]!)).toEqual({ q: 'parag', PageNumber: '0' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next (PageNumber is 0-based)', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      searchMutualFundsByText: (q) =>
        ok(okEnvelope('searchMutualFundsByText', searchPage(searchResults, Number(q.get('PageNumber')), 4))),
    });
    const { location } = renderAt('/search', '/search?keywords=parag', <SearchResultsPage />);
    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 4')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/search?keywords=parag&page=2'));
    await waitFor(() => expect(api.queriesOf('searchMutualFundsByText').at(-1)?.get('PageNumber')).toBe('1'));
    expect(await within(pager).findByText('Page 2 of 4')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    mockApi({ searchMutualFundsByText: () => ok(okEnvelope('searchMutualFundsByText', searchPage([]))) });
    renderAt('/search', '/search?keywords=zzzz', <SearchResultsPage />);
    expect(await screen.findByText('No funds match your search')).toBeInTheDocument();
  });

  it('shows the generic message when the search fails', async () => {
    mockApi({ searchMutualFundsByText: () => ({ status: 500, body: failure('INTERNAL', 'boom') }) });
    renderAt('/search', '/search?keywords=axis', <SearchResultsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later');
  });
});

describe('SearchPanelPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('focuses the box and offers recent searches and the most searched funds while it is empty', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['axis elss', 'sbi small']));
    const user = userEvent.setup();
    const mostSearched = [1, 2, 3, 4, 5].map((i) =>
      fundSummary({ schemeId: 100000 + i, schemeName: `Popular Fund ${i} - Direct Plan - Growth` }),
    );
    mockApi({ getMostSearchedMutualFunds: () => ok(okEnvelope('getMostSearchedMutualFunds', mostSearched)) });
    renderAt('/search-panel', '/search-panel', <SearchPanelPage />);

    const input = screen.getByRole('combobox', { name: 'Search mutual funds' });
    expect(input).toHaveFocus();
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(recent).getByRole('link', { name: 'axis elss' })).toHaveAttribute('href', '/search?keywords=axis+elss');
    const popular = screen.getByRole('region', { name: 'Most searched funds' });
    expect(await within(popular).findAllByRole('link')).toHaveLength(5);

    await user.type(input, 'ax');
    expect(screen.queryByRole('region', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Most searched funds' })).not.toBeInTheDocument();
  });
});
