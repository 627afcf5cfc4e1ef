import {
  actingRoutes,
  actingState,
  agentRegistrationRoutes,
  agentTransactionAllow,
  portfolioDetails,
  portfolioRoutes,
  portfolioSchemeDetails,
  type PortfolioDetails,
} from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { setViewportWidth } from '../../testing/match-media';
import { renderApp } from '../../testing/render-app';
import { fakeOnboardingServer } from '../onboarding/onboarding-test-kit';
import { shareAnswer } from '@sanchay/contract';
import { advisorSession, customerOnAdvisorHost, guestSession, ok, signedInSession } from '../session/testing/session-fixtures';
import { holdingOf, portfolioOf } from './testing/portfolio-fixtures';

// /profile/portfolio and /portfolio-details (spec 3 §2 Portfolio screen, Account area) against a
// fake server answering the contract's shapes.

const R = portfolioRoutes;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
  setViewportWidth(1366);
});

function portfolioServer(
  data: PortfolioDetails,
  signedIn = true,
  options: { advisor?: boolean; customerOnAdvisorHost?: boolean; acting?: boolean; allowed?: boolean; shareFails?: boolean } = {},
) {
  const session = options.advisor ? advisorSession() : options.customerOnAdvisorHost ? customerOnAdvisorHost() : signedInSession();
  const server = fakeOnboardingServer({ session: signedIn ? session : guestSession() });
  const asked: string[] = [];
  server.override = (path) => {
    asked.push(path);
    if (path === actingRoutes.getActing.path) {
      // The advisor acting for Asha (decision 0138), or on his own.
      const acting = options.acting ? { customerId: 'c-1', customerName: 'Asha Verma', advisorName: 'Rohan Mehta', agentCode: 'SANCHAY01' } : null;
      return ok(actingState, { acting });
    }
    if (options.advisor && path === agentRegistrationRoutes.agentTransactionAllow.path) {
      const allowed = options.allowed ?? true;
      return ok(agentTransactionAllow, { agentCode: 'SANCHAY01', transactionAllowed: allowed, isAgentNotAllowed: !allowed });
    }
    if (path === R.getUserPortfolio.path) return ok(portfolioDetails, data);
    if (path === R.shareStatement.path) {
      // A failure without the server's own message (a gateway's 502 page): the spec's text.
      return options.shareFails ? new Response('Bad gateway', { status: 502 }) : ok(shareAnswer, { message: productMessages.share.statementShared });
    }
    if (path === R.getPortfolioTransaction.path) return ok(portfolioSchemeDetails, { scheme: data.portfolioSchemes[0]!, majorStatus: data.majorStatus });
    return undefined;
  };
  return Object.assign(server, { asked });
}

const elssHolding = holdingOf(
  {
    folioNo: '555/11',
    schemeCode: '120847-DP-GR',
    unitsAllocated: '25.0000',
    currentValue: '2000.00',
    amountInvested: '1500.00',
    returnAmount: '500.00',
    returnPercentage: '33.33',
    stpFlag: 'N',
    elss: {
      lockedUnits: '12.5000',
      freeUnits: '12.5000',
      lots: [
        { allotmentDate: '2023-01-10', units: '12.5000', freeOn: '2026-01-10', locked: false },
        { allotmentDate: '2026-02-02', units: '12.5000', freeOn: '2029-02-02', locked: true },
      ],
    },
  },
  { schemeShortName: 'Axis ELSS Tax Saver Fund', schemeName: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth', schemeId: 120847, subCategory: 'ELSS (Tax Savings)', isElss: true },
);

describe('Portfolio (spec 3 §2)', () => {
  it('shows the summary tiles, the holdings table with its columns, and the pies with their tables', async () => {
    portfolioServer(portfolioOf([holdingOf(), elssHolding]));
    renderApp('/profile/portfolio');
    const tiles = await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(within(tiles).getByText('₹9,500.00')).toBeInTheDocument();
    expect(within(tiles).getByText('₹10,012.24')).toBeInTheDocument();
    expect(within(tiles).getByText('+18.20%')).toBeInTheDocument();
    expect(within(tiles).getByText('As of NAV date 26/11/2026')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Your holdings' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Scheme Name', 'NAV', 'NAV Date', 'Total Units', 'Net Investment', 'Current Value', 'Today’s Change', 'Absolute Change', 'Actions']);
    const row = within(table).getByRole('rowheader', { name: /Axis Large Cap Fund/ }).closest('tr')!;
    expect(within(row).getByText('₹52.5000')).toBeInTheDocument();
    expect(within(row).getByText('26/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('99.995')).toBeInTheDocument();
    expect(within(row).getByText('₹5,249.74')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Details: Axis Large Cap Fund, folio 1234567\/89/ })).toHaveAttribute(
      'href',
      '/portfolio-details?folioNo=1234567%2F89&schemeId=120503',
    );
    // ELSS: its locked units on the row.
    expect(within(table).getByText('12.500 units locked')).toBeInTheDocument();

    expect(screen.getByRole('table', { name: /Category distribution/ })).toHaveTextContent('Equity₹7,249.7472.41%');
    expect(screen.getByRole('table', { name: /Sub-category distribution/ })).toHaveTextContent('ELSS (Tax Savings)₹2,000.0019.98%');
  });

  it('expands a row to its transactions (index, date, type with its sign, amount, units, NAV, folio)', async () => {
    const sold = holdingOf({
      portfolioSchemeTransactions: [
        { orderNo: '101', transactionDate: '2026-11-25', transactionType: 'Purchase', type: 'P', amount: '5000.00', units: '99.9950', nav: '50.0000', folioNo: '1234567/89', stampDuty: '0.25' },
        { orderNo: '102', transactionDate: '2026-11-26', transactionType: 'Redemption', type: 'S', amount: '2100.00', units: '40.0000', nav: '52.5000', folioNo: '1234567/89', stampDuty: '0.00' },
      ],
    });
    portfolioServer(portfolioOf([sold]));
    renderApp('/profile/portfolio');
    const expand = await screen.findByRole('button', { name: /Transactions of Axis Large Cap Fund/ });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const txns = screen.getByRole('table', { name: 'Transactions of Axis Large Cap Fund' });
    const rows = within(txns).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1', '25/11/2026', '+ Purchase', '₹5,000.00', '+99.995', '₹50.0000', '1234567/89'],
      ['2', '26/11/2026', '− Redemption', '₹2,100.00', '−40.000', '₹52.5000', '1234567/89'],
    ]);
  });

  it('on a phone a holding\'s transactions reflow into small cards, every figure whole (issue 23 §6: the table was cut at 390 px)', async () => {
    setViewportWidth(390);
    const sold = holdingOf({
      portfolioSchemeTransactions: [
        { orderNo: '101', transactionDate: '2026-11-25', transactionType: 'Purchase', type: 'P', amount: '5000.00', units: '99.9950', nav: '50.0000', folioNo: '1234567/89', stampDuty: '0.25' },
        { orderNo: '102', transactionDate: '2026-11-26', transactionType: 'Redemption', type: 'S', amount: '2100.00', units: '40.0000', nav: '52.5000', folioNo: '1234567/89', stampDuty: '0.00' },
      ],
    });
    portfolioServer(portfolioOf([sold]));
    renderApp('/profile/portfolio');
    await userEvent.setup().click(await screen.findByRole('button', { name: /Transactions of Axis Large Cap Fund/ }));
    const list = screen.getByRole('list', { name: 'Transactions of Axis Large Cap Fund' });
    expect(within(list).queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1. 25/11/2026 · + Purchase');
    expect(items[0]).toHaveTextContent('Amount₹5,000.00Units+99.995NAV₹50.0000Folio Number1234567/89');
    expect(items[1]).toHaveTextContent('2. 26/11/2026 · − Redemption');
    expect(items[1]).toHaveTextContent('Units−40.000');
  });

  it('offers Details, Invest More, Redeem and STP in the row menu (every dialog plugged in)', async () => {
    portfolioServer(portfolioOf([holdingOf()]));
    renderApp('/profile/portfolio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Axis Large Cap Fund, folio 1234567/89' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Details' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Details', 'Invest More', 'Redeem', 'STP']);
  });

  it("an advisor acting for a customer without NISM and ARN gets 'Uh Oh!' instead of Redeem, and it opens the Register popup", async () => {
    portfolioServer(portfolioOf([holdingOf()]), true, { advisor: true, acting: true, allowed: false });
    renderApp('/profile/portfolio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Axis Large Cap Fund, folio 1234567/89' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Redeem' }));
    const uhOh = await screen.findByRole('dialog', { name: messages.redeem.uhOh });
    expect(within(uhOh).getByText(messages.redeem.nismArnRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Redeem' })).toBeNull();
    await user.click(within(uhOh).getByRole('button', { name: productMessages.agentRegistration.uploadCertificates }));
    expect(await screen.findByRole('dialog', { name: messages.registration.title })).toBeInTheDocument();
  });

  it('an allowed advisor acting for a customer goes straight on to Invest More', async () => {
    portfolioServer(portfolioOf([holdingOf()]), true, { advisor: true, acting: true, allowed: true });
    renderApp('/profile/portfolio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Axis Large Cap Fund, folio 1234567/89' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Invest More' }));
    expect(await screen.findByRole('dialog', { name: /Invest More/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: messages.redeem.uhOh })).toBeNull();
  });

  it('STP opens Set Up a New STP with the holding as its source; a phone is told it needs a larger screen', async () => {
    setViewportWidth(390);
    portfolioServer(portfolioOf([holdingOf()]));
    const { router } = renderApp('/profile/portfolio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Axis Large Cap Fund, folio 1234567/89' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'STP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/stps/create-new-stp'));
    expect(new URLSearchParams(router.state.location.search).get('schemeId')).toBe('120503');
    expect(new URLSearchParams(router.state.location.search).get('folio')).toBe('1234567/89');
    expect(await screen.findByText(productMessages.stp.desktopOnly)).toBeInTheDocument();
  });

  it('a holding without an ISIN offers Redeem disabled, with the reason, instead of a dialog that cannot redeem', async () => {
    portfolioServer(portfolioOf([holdingOf({}, { isin: null })]));
    renderApp('/profile/portfolio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Axis Large Cap Fund, folio 1234567/89' }));
    const redeem = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^Redeem/ });
    expect(redeem).toHaveAttribute('aria-disabled', 'true');
    expect(redeem).toHaveTextContent('Redemption is not available online for this scheme');
    await user.click(redeem);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no STP without stpFlag Y or without units', async () => {
    portfolioServer(portfolioOf([holdingOf({ stpFlag: 'N' }), holdingOf({ folioNo: '2', unitsAllocated: '0.0000' }, { schemeShortName: 'B Fund' })]));
    renderApp('/profile/portfolio');
    const user = userEvent.setup();
    for (const name of ['Actions for Axis Large Cap Fund, folio 1234567/89', 'Actions for B Fund, folio 2']) {
      await user.click(await screen.findByRole('button', { name }));
      expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'STP' })).toBeNull();
      await user.keyboard('{Escape}');
    }
  });

  it('before the setup date: NAV will be available from {date}, and no menu', async () => {
    portfolioServer(portfolioOf([holdingOf({ navAvailable: false, setupDate: '2026-11-27' })]));
    renderApp('/profile/portfolio');
    expect(await screen.findByText(messages.redeem.navAvailableFrom('27/11/2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('shows redemptions in progress and Full redemption in progress', async () => {
    portfolioServer(
      portfolioOf([
        holdingOf({ tagToDisplay: 'all' }),
        holdingOf({ folioNo: '2', tagToDisplay: 'both', inProgressAmount: '1500.00', inProgressUnits: '14.5000' }, { schemeShortName: 'B Fund' }),
      ]),
    );
    renderApp('/profile/portfolio');
    expect(await screen.findByText('Full redemption in progress')).toBeInTheDocument();
    expect(screen.getByText('Redemptions of ₹1,500.00 and 14.500 units in progress')).toBeInTheDocument();
  });

  it('says why there is no XIRR instead of a number', async () => {
    portfolioServer(portfolioOf([holdingOf()], { xirr: { status: 'none', reason: 'too-extreme' } }));
    renderApp('/profile/portfolio');
    const tiles = await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(within(tiles).getByText('XIRR')).toBeInTheDocument();
    expect(within(tiles).getByText('—')).toBeInTheDocument();
    expect(within(tiles).getByText(productMessages.returns.reasons['too-extreme'])).toBeInTheDocument();
  });

  it('under a year: the absolute return, labelled so, with why it is not annualised (decision 0159)', async () => {
    portfolioServer(portfolioOf([holdingOf()], { xirr: { status: 'absolute', percentage: '12.99', reason: 'under-a-year' } }));
    renderApp('/profile/portfolio');
    const tiles = await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(within(tiles).getByText('Absolute return')).toBeInTheDocument();
    expect(within(tiles).getByText('+12.99%')).toBeInTheDocument();
    expect(within(tiles).getByText('Held for less than a year: the absolute return, not annualised')).toBeInTheDocument();
    expect(within(tiles).queryByText('XIRR')).toBeNull();
  });

  it('on a phone: one card per holding with the same figures', async () => {
    setViewportWidth(390);
    portfolioServer(portfolioOf([holdingOf(), elssHolding]));
    renderApp('/profile/portfolio');
    const cards = await screen.findByRole('list', { name: 'Your holdings' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table', { name: 'Your holdings' })).toBeNull();
    expect(within(cards).getAllByText('+1,234.56%')).toHaveLength(2);
  });

  it('a minor’s portfolio (majorStatus): figures shown, Details and every menu item disabled', async () => {
    portfolioServer(portfolioOf([holdingOf()], { majorStatus: 'MINOR' }));
    renderApp('/profile/portfolio');
    expect(await screen.findByText('Actions are disabled for this account.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Details:/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Actions for/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Details' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'STP' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('empty: a message and Start Investing', async () => {
    portfolioServer(portfolioOf([], { categoryDistribution: [], subCategoryDistribution: [], asOfNavDate: null }));
    renderApp('/profile/portfolio');
    expect(await screen.findByText(/You have no investments yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.portfolio.startInvesting })).toBeInTheDocument();
  });

  it('signed out: You are not authorized to view this page, with LOGIN/REGISTER and the sign-in dialog', async () => {
    portfolioServer(portfolioOf([]), false);
    renderApp('/profile/portfolio');
    expect(await screen.findByText(messages.session.notAuthorized)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.session.loginRegister })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  it('/portfolio-details: the holding, its ELSS lots locked and free, and its transactions', async () => {
    portfolioServer(portfolioOf([elssHolding]));
    renderApp('/portfolio-details?folioNo=555%2F11&schemeId=120847');
    expect(await screen.findByRole('heading', { level: 1, name: 'Axis ELSS Tax Saver Fund' })).toBeInTheDocument();
    const lots = screen.getByRole('table', { name: 'ELSS lock-in' });
    const rows = within(lots).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['10/01/2023', '12.500', '10/01/2026', 'Free'],
      ['02/02/2026', '12.500', '02/02/2029', 'Locked'],
    ]);
    // What frees when (issue 23 §6): the locked lot's units and its day.
    expect(screen.getByText('12.500 ELSS units are locked in and cannot be redeemed yet; they free up on 02/02/2029.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Transactions of Axis ELSS Tax Saver Fund' })).toBeInTheDocument();
  });
});

describe('Share Investment Statement (spec 3 §2: for advisors; decision 0125)', () => {
  const title = messages.portfolio.shareInvestmentStatement;

  it('is not offered to an investor', async () => {
    portfolioServer(portfolioOf([holdingOf()]));
    renderApp('/profile/portfolio');
    await screen.findByRole('region', { name: 'Portfolio summary' });
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
  });

  it('is not offered to a customer signed in on her advisor’s host (the server refuses her; decision 0138)', async () => {
    const server = portfolioServer(portfolioOf([holdingOf()]), true, { customerOnAdvisorHost: true });
    renderApp('/profile/portfolio');
    await screen.findByRole('region', { name: 'Portfolio summary' });
    // The header asks whose account is open once get-current-user has named the advisor host.
    await waitFor(() => expect(server.asked).toContain(actingRoutes.getActing.path));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
  });

  it("the advisor e-mails it (no SMS: the PDF needs e-mail); the address is checked first; the server's answer is shown", async () => {
    const user = userEvent.setup();
    const server = portfolioServer(portfolioOf([holdingOf()]), true, { advisor: true, acting: true });
    renderApp('/profile/portfolio');
    const share = (await screen.findByRole('heading', { name: title })).closest('section')!;
    expect(within(share).queryByRole('radio', { name: 'SMS' })).toBeNull();
    await user.type(within(share).getByLabelText("Customer's e-mail"), 'asha@');
    await user.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByText(messages.validation.emailInvalid)).toBeInTheDocument();
    expect(server.posts.filter((p) => p.path === R.shareStatement.path)).toHaveLength(0);
    await user.type(within(share).getByLabelText("Customer's e-mail"), 'example.com');
    await user.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByText(productMessages.share.statementShared)).toHaveAttribute('role', 'status');
    expect(server.posts.find((p) => p.path === R.shareStatement.path)?.body).toEqual({ type: 'email', value: 'asha@example.com' });
  });

  it("a failed call says 'Failed to share portfolio. Please try again later.'", async () => {
    const user = userEvent.setup();
    portfolioServer(portfolioOf([holdingOf()]), true, { advisor: true, shareFails: true });
    renderApp('/profile/portfolio');
    const share = (await screen.findByRole('heading', { name: title })).closest('section')!;
    await user.type(within(share).getByLabelText("Customer's e-mail"), 'asha@example.com');
    await user.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByText(messages.portfolio.shareFailed)).toHaveAttribute('role', 'alert');
  });
});
