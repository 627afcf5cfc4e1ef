import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fundSummary, okEnvelope } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderAt } from '../test/render';
import BestPerformingPage from './best-performing-page';

afterEach(() => vi.unstubAllGlobals());

describe('BestPerformingPage', () => {
  it('shows the top funds of each category with their 3-year return and a link to the full list', async () => {
    const equity = [1, 2, 3, 4, 5].map((i) =>
      fundSummary({ schemeId: 200 + i, schemeName: `Equity Fund ${i}`, returns: { oneYear: null, threeYear: `${30 - i}.00`, fiveYear: null } }),
    );
    const liquid = [fundSummary({ schemeId: 300, schemeName: 'Liquid Fund', category: 'Money Market', subCategory: 'Liquid' })];
    const api = mockApi({
      getBestPerformingMutualFunds: () =>
        ok(okEnvelope('getBestPerformingMutualFunds', [
          { category: 'Equity', funds: equity },
          { category: 'Money Market', funds: liquid },
          { category: 'Allocation', funds: [] },
        ])),
    });
    renderAt('/best-performing-funds', '/best-performing-funds', <BestPerformingPage />);
    const section = await screen.findByRole('region', { name: 'Equity' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getByText('+29.00%')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all Equity funds' })).toHaveAttribute('href', '/mutual-fund-results/Equity');
    expect(screen.getByRole('region', { name: 'Money Market' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Allocation' })).not.toBeInTheDocument();
    expect(api.queriesOf('getBestPerformingMutualFunds')[0]?.get('limit')).toBe('5');
  });
});
