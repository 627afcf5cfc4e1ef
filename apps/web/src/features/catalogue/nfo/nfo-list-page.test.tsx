import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nfoItems, okEnvelope } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderAt } from '../test/render';
import NfoListPage from './nfo-list-page';

const session = vi.hoisted(() => ({ advisor: false }));
vi.mock('../../session', () => ({ useIsAdvisor: () => session.advisor }));

function setup(url = '/nfos') {
  const api = mockApi({
    getNfoFunds: (q) => {
      const filter = q.get('filter') ?? 'all';
      const items = nfoItems().filter((n) => filter === 'all' || n.nfoCategory === filter);
      return ok(okEnvelope('getNfoFunds', items));
    },
    shareNfoLink: () => ok(okEnvelope('shareNfoLink', { message: 'NFO link shared successfully!!!' })),
  });
  const view = renderAt('/nfos', url, <NfoListPage />);
  return { api, user: userEvent.setup(), ...view };
}

describe('NfoListPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.advisor = false;
  });

  it('shows each NFO with its dates, minimum amount and a link to its details', async () => {
    setup();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Kotak Energy Opportunities Fund' })).toBeInTheDocument();
    expect(within(first).getByText('Launch date').nextSibling).toHaveTextContent('12/08/2026');
    expect(within(first).getByText('Closing date').nextSibling).toHaveTextContent('26/08/2026');
    expect(within(first).getByText('Min Amount').nextSibling).toHaveTextContent('₹5,000');
    expect(within(first).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/mutual-fund-detail/Kotak-Energy-Opportunities-Fund---Direct-Plan---Growth-Equity-Sectoral-&-Thematic?schemeId=152101&nfoType=open'.replace('&-', '%26-'),
    );
  });

  it('asks for the chosen filter group and keeps it in the URL', async () => {
    const { api, user, location } = setup();
    await screen.findAllByRole('article');
    expect(api.queriesOf('getNfoFunds')[0]?.get('filter')).toBe('all');

    await user.click(screen.getByRole('button', { name: 'Filter By' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter By' });
    expect(within(dialog).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Upcoming' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(location()).toBe('/nfos?filter=upcoming'));
    await waitFor(() => expect(api.queriesOf('getNfoFunds').at(-1)?.get('filter')).toBe('upcoming'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter By' })).toHaveFocus();
  });

  it('sorts by the chosen date and Reset clears the sort', async () => {
    const { api, user, location } = setup('/nfos?filter=open');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Sort By' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sort By' });
    await user.click(within(dialog).getByRole('radio', { name: 'Closing date: earliest first' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location()).toBe('/nfos?filter=open&sort=closeEF'));
    await waitFor(() => expect(api.queriesOf('getNfoFunds').at(-1)?.get('sort')).toBe('closeEF'));

    await user.click(screen.getByRole('button', { name: 'Sort By' }));
    dialog = await screen.findByRole('dialog', { name: 'Sort By' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location()).toBe('/nfos?filter=open'));
  });

  it("lets the advisor share an NFO's link by SMS, checking the number first; investors see no share", async () => {
    const investor = setup();
    await screen.findAllByRole('article');
    expect(screen.queryByText('Share', { selector: 'summary' })).not.toBeInTheDocument();
    investor.unmount();

    session.advisor = true;
    const { api, user } = setup();
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByText('Share', { selector: 'summary' }));
    const form = within(first!).getByRole('region', { name: 'Share this NFO with your customer' });
    await user.click(within(form).getByRole('radio', { name: 'SMS' }));
    const mobile = within(form).getByRole('textbox', { name: "Customer's mobile number" });
    await user.type(mobile, '98765');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(form).findByText('Please enter 10 digits only')).toBeInTheDocument();
    expect(api.queriesOf('shareNfoLink')).toHaveLength(0);

    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.click(within(form).getByRole('button', { name: 'Share' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('NFO link shared successfully!!!');
    const [, init] = api.fetchMock.mock.calls.find(([input]) => String(input).includes('/api/v1/nfo/share-nfo'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ type: 'sms', value: '9876543210', schemeId: 152101 });
  });
});
