import { screen, waitFor, within } from '@testing-library/react';
import { productMessages } from '@sanchay/domain';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundDetailPath } from '../../../app/paths';
import { RECENT_SEARCHES_KEY } from '../recent-searches';
import { okEnvelope, suggestions } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderAt } from '../test/render';
import { SearchBox } from './search-box';

function setup() {
  const api = mockApi({ suggestMutualFund: () => ok(okEnvelope('suggestMutualFund', suggestions)) });
  const user = userEvent.setup();
  const view = renderAt('/home', '/home', <SearchBox />);
  const input = screen.getByRole('combobox', { name: 'Search mutual funds' });
  return { api, user, input, ...view };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SearchBox', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends no suggestion lookup at 3 characters', async () => {
    const { api, user, input } = setup();
    await user.type(input, 'HDF');
    await pause(400);
    expect(api.queriesOf('suggestMutualFund')).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('looks up suggestions at 4 characters and shows 5 of them', async () => {
    const { api, user, input } = setup();
    await user.type(input, 'HDFC');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    // "HDFC Flexi Cap Fund - Direct Plan - Growth Option": the display name, plan and option apart.
    expect(options[0]).toHaveTextContent(/^HDFC Flexi Cap FundDirect Growth Equity · Flexi Cap$/);
    expect(within(options[0]!).getByTitle(suggestions[0]!.schemeName)).toBeInTheDocument();
    expect(api.queriesOf('suggestMutualFund').map((q) => q.get('text'))).toEqual(['HDFC']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  it('says the browser is offline instead of showing nothing, and looks again when back online', async () => {
    const api = mockApi({ suggestMutualFund: () => ok(okEnvelope('suggestMutualFund', suggestions)) });
    onlineManager.setOnline(false);
    try {
      const user = userEvent.setup();
      renderAt('/home', '/home', <SearchBox />);
      await user.type(screen.getByRole('combobox', { name: 'Search mutual funds' }), 'HDFC');
      expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.search.offline);
      expect(api.queriesOf('suggestMutualFund')).toHaveLength(0);
      onlineManager.setOnline(true);
      expect(await screen.findAllByRole('option')).toHaveLength(5);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('says the lookup failed, with a retry that asks again', async () => {
    let fail = true;
    const api = mockApi({
      suggestMutualFund: () => (fail ? { status: 503, body: { status: 'failure' } } : ok(okEnvelope('suggestMutualFund', suggestions))),
    });
    const user = userEvent.setup();
    renderAt('/home', '/home', <SearchBox />);
    await user.type(screen.getByRole('combobox', { name: 'Search mutual funds' }), 'HDFC');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(productMessages.search.suggestionsFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(api.queriesOf('suggestMutualFund')).toHaveLength(2);
  });

  it('moves through the suggestions with the arrows and opens the picked fund on Enter', async () => {
    const { user, input, location } = setup();
    await user.type(input, 'HDFC');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    const expected = fundDetailPath(suggestions[1]!, { from: 'search' });
    await waitFor(() => expect(location()).toBe(expected));
    expect(expected).toMatch(/^\/mutual-fund-detail\/HDFC-Mid-Cap-Opportunities-Fund---Direct-Plan---Growth-Equity-Mid-Cap\?schemeId=118989&from=search$/);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['HDFC']);
  });

  it('runs a search on Enter when no suggestion is picked', async () => {
    const { user, input, location } = setup();
    await user.type(input, 'hdfc flexi{Enter}');
    await waitFor(() => expect(location()).toBe('/search?keywords=hdfc+flexi'));
  });

  it('closes the list on Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'HDFC');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('HDFC');
  });

  it('shows the Search button only once there is text', async () => {
    const { user, input, location } = setup();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await user.type(input, 'ax');
    const button = screen.getByRole('button', { name: 'Search' });
    await user.clear(input);
    expect(button).not.toBeInTheDocument();
    await user.type(input, 'axis');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/search?keywords=axis'));
  });

  it('keeps 5 recent searches, newest first, without duplicates', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['sbi', 'axis', 'icici', 'nippon', 'uti']));
    const { user, input } = setup();
    await user.type(input, 'Axis{Enter}');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['Axis', 'sbi', 'icici', 'nippon', 'uti']);
  });
});
