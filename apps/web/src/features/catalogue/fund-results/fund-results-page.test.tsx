import { catalogueMessages } from '../catalogue-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../../testing/match-media';
import { categories, fundSummary, fundsPage, okEnvelope } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderAt } from '../test/render';
import FundResultsPage from './fund-results-page';

// As the shell mounts it: the category may also come in the query string (spec 1 §2).
const PATH = '/mutual-fund-results/:category?/:subCategory?';

const funds = [
  fundSummary({ schemeId: 120503, schemeName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth', subCategory: 'ELSS (Tax Savings)', nav: '98.1234', returns: { oneYear: '-2.50', threeYear: '15.10', fiveYear: null } }),
  fundSummary({ schemeId: 119060, schemeName: 'HDFC ELSS Tax Saver - Direct Plan - Growth', subCategory: 'ELSS (Tax Savings)', nav: '1456.7800', minLumpsumAmount: '500.00', minSipAmount: '500.00' }),
];

function setup(url = '/mutual-fund-results/Equity/ELSS%20(Tax%20Savings)') {
  const api = mockApi({
    getMutualFundsByCategory: (q) => ok(okEnvelope('getMutualFundsByCategory', fundsPage(funds, Number(q.get('PageNumber') ?? 0)))),
    getCategories: () => ok(okEnvelope('getCategories', categories)),
  });
  const view = renderAt(PATH, url, <FundResultsPage />);
  return { api, user: userEvent.setup(), ...view };
}

describe('FundResultsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the funds of the sub-category in a table on desktop, numbers in Indian format', async () => {
    const { api } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Equity · ELSS (Tax Savings)');
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('link', { name: 'Axis ELSS Tax Saver Fund' })).toHaveAttribute(
      'href',
      '/mutual-fund-detail/Axis-ELSS-Tax-Saver-Fund---Direct-Plan---Growth-Equity-ELSS-(Tax-Savings)?schemeId=120503',
    );
    expect(within(first).getByText('₹98.1234')).toHaveClass('cat-num');
    expect(within(first).getByText('20/08/2026')).toBeInTheDocument();
    expect(within(first).getByText('-2.50%')).toHaveClass('cat-return--negative');
    expect(within(first).getByText('+15.10%')).toHaveClass('cat-return--positive');
    expect(within(table).getByText('₹1,456.7800')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '3Y return' })).toHaveAttribute('aria-sort', 'descending');

    const query = api.queriesOf('getMutualFundsByCategory')[0]!;
    expect(Object.fromEntries(query)).toEqual({
      mutualFundCategory: 'Equity',
      subCategory: 'ELSS (Tax Savings)',
      sortBy: 'returns3y',
      sortOrder: 'desc',
      PageNumber: '0',
      pageSize: '20',
    });
    const chips = await screen.findByRole('navigation', { name: 'Sub-categories' });
    expect(within(chips).getByRole('link', { name: 'ELSS (Tax Savings), 84 funds' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'All, 412 funds' })).toBeInTheDocument();
    expect(catalogueMessages.results.chipLabel('Focused', 1)).toBe('Focused, 1 fund');
  });

  it('puts a sort change in the URL and asks the server for that order', async () => {
    const { api, user, location } = setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Sort by'), '1Y return');
    await waitFor(() => expect(location()).toBe('/mutual-fund-results/Equity/ELSS%20(Tax%20Savings)?sortBy=returns1y'));
    await waitFor(() => expect(api.queriesOf('getMutualFundsByCategory')).toHaveLength(2));
    expect(api.queriesOf('getMutualFundsByCategory')[1]?.get('sortBy')).toBe('returns1y');
    expect(api.queriesOf('getMutualFundsByCategory')[1]?.get('sortOrder')).toBe('desc');

    await user.selectOptions(screen.getByLabelText('Order'), 'Lowest first');
    await waitFor(() => expect(location()).toContain('sortBy=returns1y&sortOrder=asc'));
    await waitFor(() => expect(api.queriesOf('getMutualFundsByCategory').at(-1)?.get('sortOrder')).toBe('asc'));
  });

  it('filters by plan and pages through the results, keeping both in the URL', async () => {
    const { api, user, location } = setup('/mutual-fund-results/Equity');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Plan'), 'Direct');
    await waitFor(() => expect(api.queriesOf('getMutualFundsByCategory').at(-1)?.get('plan')).toBe('Direct'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/mutual-fund-results/Equity?plan=Direct&page=2'));
    await waitFor(() => expect(api.queriesOf('getMutualFundsByCategory').at(-1)?.get('PageNumber')).toBe('1'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads the category from mutualFundCategory and subCategory in the query string', async () => {
    const { api } = setup('/mutual-fund-results?mutualFundCategory=Money%20Market&subCategory=Liquid');
    await screen.findByRole('table');
    const query = api.queriesOf('getMutualFundsByCategory')[0]!;
    expect(query.get('mutualFundCategory')).toBe('Money Market');
    expect(query.get('subCategory')).toBe('Liquid');
  });

  it('shows cards instead of a table on a phone, with the filters folded away', async () => {
    setViewportWidth(390);
    const { user } = setup();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('Very High risk')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('₹98.1234')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Plan')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Plan'), 'Regular');
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
