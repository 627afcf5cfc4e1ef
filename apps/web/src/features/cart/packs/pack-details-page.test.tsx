import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { cartOf, failure, mockCartApi, success } from '../cart-test-kit';
import CuratedPacks from './curated-packs';
import PackDetailsPage from './pack-details-page';
import { THIRDS, packItem, renderPackScreen } from './pack-test-kit';

const page = (path = '/pack-details?mintpackIds=first-time-investor') =>
  renderPackScreen(
    <Routes>
      <Route path="/pack-details" element={<PackDetailsPage />} />
      <Route path="/home" element={<CuratedPacks />} />
    </Routes>,
    path,
  );

describe('the pack details page', () => {
  beforeEach(() => {
    document.cookie = 'sanchay_csrf=tok-1';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the pack, its funds and weights and its minimums, with fund links', async () => {
    const api = mockCartApi((call) =>
      call.path === '/api/v1/packs/get-pack-details' ? success(THIRDS) : failure(404, 'x'),
    );
    page();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'First-time Investor' }),
    ).toBeInTheDocument();
    expect(api.calls[0]!.path).toBe('/api/v1/packs/get-pack-details');
    expect(screen.getByText(/A demo bundle/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'UTI Nifty 50 Index FundSome Mutual Fund',
        'Equity · Index Funds',
        '33.34%',
      ],
      [
        'HDFC Large Cap FundSome Mutual Fund',
        'Equity · Large Cap',
        '33.33%',
      ],
      [
        'ABSL Liquid FundSome Mutual Fund',
        'Money Market · Liquid',
        '33.33%',
      ],
    ]);
    expect(
      screen.getByRole('link', { name: 'UTI Nifty 50 Index Fund' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/mutual-fund-detail\/.*\?schemeId=120716$/));
    expect(screen.getByText('Minimum lumpsum').nextSibling).toHaveTextContent('₹15,002');
    expect(screen.getByText('Minimum monthly SIP').nextSibling).toHaveTextContent('₹1,501');
  });

  it('adds the pack as a SIP after the pack minimum and SIP date checks', async () => {
    const cart = cartOf([], '18012.00');
    cart.noOfItems = 1;
    cart.activeMintPackInvestmentDetailList = [
      packItem({
        id: 'p1',
        type: 'SIP',
        amount: '1501.00',
        sipDate: 10,
        months: 360,
        total: '540360.00',
      }),
    ];
    const api = mockCartApi((call) => (call.method === 'GET' ? success(THIRDS) : success(cart)));
    page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invest in this pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invest in First-time Investor' });
    await user.click(within(dialog).getByRole('tab', { name: 'SIP' }));
    const amount = within(dialog).getByLabelText('Monthly SIP amount (₹)');
    const add = within(dialog).getByRole('button', { name: 'Add to Cart' });
    await user.type(amount, '1500');
    await user.selectOptions(within(dialog).getByLabelText('SIP date'), '10');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Minimum investment in this pack is ₹1,501',
    );
    expect(within(dialog).getByLabelText('SIP date').querySelectorAll('option')).toHaveLength(5); // "Select date" + 4
    expect(api.posts()).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '1501');
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posts()).toEqual([
      {
        path: '/api/v1/cart/save-pack-investment',
        method: 'POST',
        csrf: 'tok-1',
        body: {
          mintPackId: 'first-time-investor',
          investmentType: 'SIP',
          investmentFrequency: 1,
          amount: '1501',
          sipDate: 10,
          numOfSipInstallments: 360,
        },
      },
    ]);
    expect(await screen.findByText('Pack added to cart')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the pack", async () => {
    mockCartApi((call) =>
      call.method === 'GET'
        ? success(THIRDS)
        : failure(400, 'This pack is not open for investment'),
    );
    page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invest in this pack' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This pack is not open for investment',
    );
  });

  it('says so for an unknown pack', async () => {
    mockCartApi(() => failure(404, 'Pack not found'));
    page('/pack-details?mintpackIds=nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pack not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Mutual Funds' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('lists the packs on home, each linking to its page', async () => {
    mockCartApi((call) =>
      call.path === '/api/v1/packs/list-packs' ? success({ packs: [THIRDS] }) : success(THIRDS),
    );
    page('/home');
    const section = await screen.findByRole('region', { name: 'Curated packs' });
    expect(within(section).getByText('From ₹15,002 lumpsum or ₹1,501 a month')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(section).getByRole('link', { name: 'First-time Investor' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/pack-details?mintpackIds=first-time-investor',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'First-time Investor' }),
    ).toBeInTheDocument();
  });
});
