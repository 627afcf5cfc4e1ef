import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, okEnvelope, topFunds } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderAt } from '../test/render';
import { HomeBrowse } from './home-browse';

afterEach(() => vi.unstubAllGlobals());

describe('HomeBrowse', () => {
  it('links each browse card to its list', async () => {
    mockApi({ getTopMutualFunds: () => ok(okEnvelope('getTopMutualFunds', topFunds)) });
    renderAt('/home', '/home', <HomeBrowse />);
    const browse = screen.getByRole('region', { name: 'Browse Funds by Category' });
    const href = (name: string) => within(browse).getByRole('link', { name }).getAttribute('href');
    expect(href('Best Performing')).toBe('/best-performing-funds');
    expect(href('Tax Saver')).toBe('/mutual-fund-results/Equity/ELSS%20(Tax%20Savings)');
    expect(href('NFO')).toBe('/nfos');
    expect(href('Equity')).toBe('/mutual-fund-results/Equity');
    expect(href('Debt')).toBe('/mutual-fund-results/Fixed%20Income');
    expect(href('Liquid')).toBe('/mutual-fund-results/Money%20Market/Liquid');
    expect(href('Balanced (Hybrid)')).toMatch(/^\/mutual-fund-results\/Allocation/);
    expect(within(browse).queryByRole('link', { name: /Loan Against MF/ })).not.toBeInTheDocument();
    expect(within(browse).getAllByRole('link')).toHaveLength(7);
  });

  it('shows Loan Against MF to advisors', () => {
    mockApi({ getTopMutualFunds: () => ok(okEnvelope('getTopMutualFunds', topFunds)) });
    renderAt('/home', '/home', <HomeBrowse isAdvisor loanAgainstMfUrl="https://partner.example/lamf?partnerId=P1" />);
    expect(screen.getByRole('link', { name: /Loan Against MF/ })).toHaveAttribute(
      'href',
      'https://partner.example/lamf?partnerId=P1',
    );
  });

  it('lists the top 3 tax-saving funds with their 3-year return', async () => {
    mockApi({ getTopMutualFunds: () => ok(okEnvelope('getTopMutualFunds', topFunds)) });
    renderAt('/home', '/home', <HomeBrowse />);
    const top = screen.getByRole('region', { name: 'Top tax-saving funds' });
    const items = await within(top).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'Mirae Asset ELSS Tax Saver Fund' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('+19.84%')).toBeInTheDocument();
  });

  it('says the top funds could not be fetched when the call fails', async () => {
    mockApi({ getTopMutualFunds: () => ({ status: 500, body: failure('INTERNAL', 'boom') }) });
    renderAt('/home', '/home', <HomeBrowse />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch top rated funds.Please try again later.');
  });
});
