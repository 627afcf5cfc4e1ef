import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavRange } from '@sanchay/contract';
import { failure, fundDetail, navPoints, okEnvelope } from '../test/fixtures';
import { mockApi, ok } from '../test/mock-api';
import { renderAt } from '../test/render';
import FundDetailPage from './fund-detail-page';

// uPlot draws on a canvas, which jsdom lacks: the chart stands in as a plain element, so the
// tests assert the range buttons, the requests and the text alternative around it.
vi.mock('./uplot-nav-chart', () => ({
  default: ({ points, range }: { points: unknown[]; range: string }) => (
    <div data-testid="uplot" data-range={range} data-points={points.length} />
  ),
}));

const PATH = '/mutual-fund-detail/:slug';
const URL = '/mutual-fund-detail/Axis-ELSS-Tax-Saver-Fund---Direct-Plan---Growth-Equity-ELSS-(Tax-Savings)?schemeId=120503';

function historyFor(range: NavRange) {
  const count = { '1M': 21, '6M': 125, '1Y': 250, '3Y': 750, '5Y': 1250, MAX: 2500 }[range];
  return navPoints(count, 100);
}

function setup(detail = fundDetail(), url = URL) {
  const api = mockApi({
    getMutualFundDetail: () => ok(okEnvelope('getMutualFundDetail', detail)),
    getNavHistory: (q) => {
      const range = q.get('range') as NavRange;
      return ok(okEnvelope('getNavHistory', { schemeId: detail.schemeId, range, points: historyFor(range) }));
    },
  });
  const view = renderAt(PATH, url, <FundDetailPage />);
  return { api, user: userEvent.setup(), ...view };
}

describe('FundDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fund: name, NAV in ₹ with Indian grouping and its date, returns with sign', async () => {
    const { api } = setup();
    // The display name, with AMFI's official name on hover and among the key facts.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Axis ELSS Tax Saver Fund$/);
    expect(within(heading).getByTitle('Axis ELSS Tax Saver Fund - Direct Plan - Growth')).toBeInTheDocument();
    expect(screen.getByText('Direct', { selector: '.fund-chip' })).toBeInTheDocument();
    expect(screen.getByText('Growth', { selector: '.fund-chip' })).toBeInTheDocument();
    expect(api.queriesOf('getMutualFundDetail')[0]?.get('schemeId')).toBe('120503');
    expect(screen.getByText('₹12,345.6789')).toBeInTheDocument();
    expect(screen.getByText('as on 20/08/2026')).toBeInTheDocument();
    const returns = screen.getByRole('region', { name: 'Returns' });
    expect(within(returns).getByText('+12.40%')).toBeInTheDocument();
    expect(within(returns).getByText('-3.15%')).toBeInTheDocument();
    expect(within(returns).getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText('Very High risk')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/demo data/i);
    const facts = screen.getByRole('region', { name: 'Key facts' });
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling;
    expect(fact('Minimum lumpsum')).toHaveTextContent('₹500');
    expect(fact('Minimum SIP')).toHaveTextContent('₹500');
    expect(fact('Launch date')).toHaveTextContent('01/01/2013');
    expect(fact('Fund type')).toHaveTextContent('Open ended');
    expect(fact('Official name')).toHaveTextContent('Axis ELSS Tax Saver Fund - Direct Plan - Growth');
    expect(screen.getByText('1, 5, 10, 15, 20 and 25 of the month')).toBeInTheDocument();
    expect(screen.getByText('INF846K01EW2')).toBeInTheDocument();
  });

  // Issue 23 §1 (decision 0153): the class decides the gains rules and STT; the page says which and why.
  it('shows the tax class in words and its basis', async () => {
    setup();
    const tax = await screen.findByRole('region', { name: 'Tax class' });
    expect(within(tax).getByText('Equity-oriented')).toBeInTheDocument();
    expect(within(tax).getByText('ELSS: at least 80 % in equity under SEBI’s rules, so at least 65 % in domestic listed equity (s. 112A)')).toBeInTheDocument();
  });

  it('an index fund AMFI files under "Other Scheme - Index Funds" reads equity-oriented; a gold FoF neither', async () => {
    const indexFund = fundDetail({
      schemeId: 120716,
      schemeName: 'UTI Nifty 50 Index Fund - Growth Option- Direct',
      amfiCategory: 'Other Scheme - Index Funds',
      taxClass: {
        taxClass: 'equity-oriented',
        domesticEquityAtMost35Percent: false,
        source: 'scheme-name',
        basis: 'Equity index fund: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
      },
    });
    const first = setup(indexFund, '/mutual-fund-detail/x?schemeId=120716');
    const tax = await screen.findByRole('region', { name: 'Tax class' });
    expect(tax).toHaveTextContent('Equity-orientedEquity index fund: tracks the Nifty 50');
    first.unmount();
    setup(
      fundDetail({
        schemeId: 119788,
        taxClass: {
          taxClass: 'other',
          domesticEquityAtMost35Percent: true,
          source: 'scheme-name',
          basis: 'Gold or silver fund: holds precious metals, not domestic equity or debt, so neither equity- nor debt-oriented',
        },
      }),
      '/mutual-fund-detail/x?schemeId=119788',
    );
    expect(await screen.findByRole('region', { name: 'Tax class' })).toHaveTextContent(/^Tax classNeither equity- nor debt-orientedGold or silver fund/);
  });

  it('enables only the ranges the fund has, starting on 1Y', async () => {
    setup();
    const chart = await screen.findByRole('figure', { name: 'NAV history' });
    const button = (name: string) => within(chart).getByRole('button', { name });
    expect(button('1Y')).toHaveAttribute('aria-pressed', 'true');
    expect(button('1M')).toBeEnabled();
    expect(button('6M')).toBeEnabled();
    for (const name of ['3Y', '5Y', 'Max']) {
      expect(button(name)).toBeDisabled();
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('asks for the NAV history of the range picked and describes it in text', async () => {
    const { api, user } = setup(fundDetail({ navRanges: ['1M', '6M', '1Y', '3Y', '5Y', 'MAX'] }));
    const chart = await screen.findByRole('figure', { name: 'NAV history' });
    expect(await within(chart).findByTestId('uplot')).toHaveAttribute('data-range', '1Y');
    expect(api.queriesOf('getNavHistory').map((q) => q.get('range'))).toEqual(['1Y']);

    await user.click(within(chart).getByRole('button', { name: '3Y' }));
    await waitFor(() => expect(within(chart).getByTestId('uplot')).toHaveAttribute('data-range', '3Y'));
    expect(api.queriesOf('getNavHistory').map((q) => q.get('range'))).toEqual(['1Y', '3Y']);
    expect(api.queriesOf('getNavHistory')[1]?.get('schemeId')).toBe('120503');
    expect(within(chart).getByRole('button', { name: '3Y' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chart).getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'false');

    // The text alternative: start and end NAV and the change over the range.
    const points = historyFor('3Y');
    expect(chart).toHaveAccessibleDescription(
      `NAV over 3 years: ₹${points[0]!.nav} on ${toDisplay(points[0]!.date)}, ₹${points.at(-1)!.nav} on ${toDisplay(points.at(-1)!.date)}, a change of +37.45%.`,
    );

    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const table = within(chart).getByRole('table');
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(30);
    expect(within(chart).getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for the NAV history only when the chart comes on screen (or a range is picked)', async () => {
    // A stand-in IntersectionObserver the test drives: the chart's place starts off screen.
    const observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: (typeof observed)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observed.push(this.entry);
        }
        observe(element: Element) {
          this.entry.element = element;
        }
        disconnect() {}
      },
    );
    const { api } = setup(fundDetail({ navRanges: ['1Y', '3Y'] }));
    const chart = await screen.findByRole('figure', { name: 'NAV history' });
    // Watching its place: the query is mounted and has not asked (it would have on mount).
    await waitFor(() => expect(observed.some((o) => o.element)).toBe(true));
    expect(api.queriesOf('getNavHistory')).toEqual([]);
    expect(within(chart).queryByTestId('uplot')).toBeNull();

    const watcher = observed.find((o) => o.element)!;
    const onScreen = { isIntersecting: true, target: watcher.element! } as IntersectionObserverEntry;
    act(() => watcher.callback([onScreen], {} as IntersectionObserver));
    expect(await within(chart).findByTestId('uplot')).toHaveAttribute('data-range', '1Y');
    expect(api.queriesOf('getNavHistory').map((q) => q.get('range'))).toEqual(['1Y']);
  });

  it('shows a not-found state for an unknown scheme', async () => {
    mockApi({ getMutualFundDetail: () => ({ status: 404, body: failure('NOT_FOUND', 'Fund not found') }) });
    renderAt(PATH, '/mutual-fund-detail/x?schemeId=999999', <FundDetailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fund not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Mutual Funds' })).toHaveAttribute('href', '/home');
  });

  it('shows the generic error when the server fails', async () => {
    mockApi({ getMutualFundDetail: () => ({ status: 500, body: failure('INTERNAL', 'Something went wrong. Please try again later') }) });
    renderAt(PATH, URL, <FundDetailPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later');
  });

  it('passes from=search on to the server and opens the invest dialog (the cart feature) for the fund', async () => {
    const detail = fundDetail();
    const { api, user } = setup(detail, `${URL}&from=search`);
    await screen.findByRole('heading', { level: 1 });
    expect(api.queriesOf('getMutualFundDetail')[0]?.get('from')).toBe('search');
    await user.click(screen.getByRole('button', { name: 'Invest' }));
    const dialog = await screen.findByRole('dialog', { name: `Invest in ${detail.schemeName}` });
    expect(within(dialog).getByRole('tab', { name: 'Lumpsum' })).toHaveAttribute('aria-selected', 'true');
  });

  describe('a new fund offer (decision 0148)', () => {
    const nfo = (over: Parameters<typeof fundDetail>[0]) =>
      fundDetail({ nav: null, navDate: null, navRanges: [], nfoOpenDate: '2026-08-17', nfoCloseDate: '2026-08-24', ...over });

    it('open: Invest takes a lumpsum only, and says until when and how units are allotted', async () => {
      const detail = nfo({ nfoCategory: 'open' });
      const { user } = setup(detail, `${URL}&nfoType=open`);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByText('Open for investment until 24/08/2026.')).toBeInTheDocument();
      // Five exchange business days after Monday 24/08: Monday 31/08.
      expect(screen.getByText('Units are allotted at ₹10 per unit on 31/08/2026.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Invest' }));
      const dialog = await screen.findByRole('dialog', { name: `Invest in ${detail.schemeName}` });
      expect(within(dialog).getByRole('tab', { name: 'Lumpsum' })).toHaveAttribute('aria-selected', 'true');
      expect(within(dialog).getByRole('tab', { name: 'SIP' })).toBeDisabled();
    });

    it.each([
      ['upcoming', 'This NFO opens for investment on 17/08/2026.'],
      ['recentlyClosed', 'This NFO closed on 24/08/2026. You can invest once its units are allotted and the fund reopens for sale.'],
    ] as const)('%s: Invest is off and the page says why', async (nfoCategory, why) => {
      setup(nfo({ nfoCategory }), `${URL}&nfoType=${nfoCategory}`);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('button', { name: 'Invest' })).toBeDisabled();
      expect(screen.getByText(why)).toBeInTheDocument();
      expect(screen.queryByText(/Open for investment until/)).not.toBeInTheDocument();
    });

    it('closed and listed with a NAV: an ordinary fund again', async () => {
      setup(fundDetail({ nfoOpenDate: '2026-06-01', nfoCloseDate: '2026-06-15', nfoCategory: 'closedListed' }));
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('button', { name: 'Invest' })).toBeEnabled();
      expect(screen.queryByText(/This NFO/)).not.toBeInTheDocument();
    });
  });
});

function toDisplay(iso: string) {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
