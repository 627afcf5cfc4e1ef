import { bseStatus, cartDetails, checkMobileResult, loginResult, sessionRoutes, cartRoutes } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, loginOk } from '../session/testing/session-fixtures';
import CartReviewPage from './cart-review-page';
import { cartOf, entry, failure, mockCartApi, renderWithProviders, success, type CartCall } from './cart-test-kit';

const GUEST_CART = cartOf([entry({ id: 'a', type: 'Lumpsum', amount: '5000.00', total: '5000.00' })], '5000.00');
const MERGED = cartOf(
  [
    entry({ id: 'a', type: 'Lumpsum', amount: '5000.00', total: '5000.00' }),
    entry({ id: 'b', type: 'SIP', amount: '500.00', sipDate: 10, months: 12, total: '6000.00', name: 'Axis Liquid Fund - Direct Plan - Growth' }),
  ],
  '11000.00',
);
const SIGNED_IN = { status: 'signed-in', displayName: 'Asha Verma', mobile: '******0001', minor: false, majorStatus: null } as const;

/** The cart and sign-in routes; `registeredWithBse` of the user who logs in. */
function server(options: { registeredWithBse?: number; onboarded?: boolean } = {}) {
  const login = loginOk({ user: { ...demoUser, registeredWithBse: options.registeredWithBse ?? 0 } });
  return mockCartApi((call: CartCall) => {
    switch (call.path) {
      case cartRoutes.getCartDetails.path:
        return success(cartDetails.parse(GUEST_CART));
      case cartRoutes.mergeCarts.path:
        return success(cartDetails.parse(MERGED));
      case sessionRoutes.checkMobileNumber.path:
        return success(checkMobileResult.parse({ signinStep: 'password', users: [{ accountHandle: 'Aq3xY7bK2mN9pL4sT8vW1z', name: 'Asha Verma', hasPassword: true }] }));
      case sessionRoutes.userLogin.path:
        return success(loginResult.parse(login));
      case sessionRoutes.checkBseStatus.path:
        return success(bseStatus.parse({ registeredWithBse: options.onboarded ? 3 : 0, onboarded: Boolean(options.onboarded) }));
      default:
        return failure(404, `no handler for ${call.path}`);
    }
  });
}

async function signInFromPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Invest Now' }));
  const panel = await screen.findByRole('region', { name: 'Login / Register' });
  expect(panel).toHaveAttribute('id', 'loginDiv');
  await user.type(within(panel).getByLabelText('Mobile number'), '9000000001');
  await user.click(within(panel).getByRole('button', { name: 'Continue' }));
  await user.type(await within(panel).findByLabelText('Password'), 'Sanchay@123');
  await user.click(within(panel).getByRole('button', { name: 'Login' }));
}

const location = () => screen.getByTestId('location').textContent;

describe('Invest Now on the cart (spec 1 §2 loginDiv, §4 Login outcome)', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    document.cookie = 'sanchay_csrf=tok-2';
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/v1/cart-review', reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('signed out: reveals the login panel; after a login says so, merges the carts once, hides the panel, goes to KYC', async () => {
    const api = server();
    const user = userEvent.setup();
    renderWithProviders(<CartReviewPage />);
    expect(document.getElementById('loginDiv')).toBeNull();
    await signInFromPanel(user);

    await waitFor(() => expect(location()).toBe('/profile/kyc-details?flowType=checkout'));
    expect(await screen.findByText(messages.session.loggedInToAccount('Asha Verma'))).toBeInTheDocument();
    expect(screen.getByText("You have successfully logged in to Asha Verma's account.")).toBeInTheDocument();
    expect(document.getElementById('loginDiv')).toBeNull();
    expect(api.posts().filter((c) => c.path === cartRoutes.mergeCarts.path)).toHaveLength(1);
    // The merged cart is what the page shows now: both items, each once.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page instead when the user is onboarded with the exchange (registeredWithBse 3)', async () => {
    server({ registeredWithBse: 3 });
    renderWithProviders(<CartReviewPage />);
    await signInFromPanel(userEvent.setup());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(location()).toBe('/cart-review');
  });

  it('goes to the portfolio instead when the address carries mf_share_stmt', async () => {
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/v1/cart-review?mf_share_stmt', reload });
    server({ registeredWithBse: 3 });
    renderWithProviders(<CartReviewPage />);
    await signInFromPanel(userEvent.setup());
    await waitFor(() => expect(location()).toBe('/profile/portfolio'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('the panel closes without a login, and Invest Now says whether it is open', async () => {
    server();
    const user = userEvent.setup();
    renderWithProviders(<CartReviewPage />);
    const invest = await screen.findByRole('button', { name: 'Invest Now' });
    expect(invest).toHaveAttribute('aria-expanded', 'false');
    await user.click(invest);
    expect(invest).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Close login' }));
    expect(document.getElementById('loginDiv')).toBeNull();
  });

  // Onboarded: the checkout's 'Hold on!' or payment popup (features/checkout/payment-popup.test.tsx).
  it.each([[false, '/profile/kyc-details?flowType=checkout']])('signed in (onboarded %s): Invest Now asks check-bse-status and goes to %s', async (onboarded, to) => {
    const api = server({ onboarded });
    const user = userEvent.setup();
    renderWithProviders(<CartReviewPage />, { session: SIGNED_IN });
    await user.click(await screen.findByRole('button', { name: 'Invest Now' }));
    await waitFor(() => expect(location()).toBe(to));
    expect(api.calls.some((c) => c.path === sessionRoutes.checkBseStatus.path)).toBe(true);
    expect(document.getElementById('loginDiv')).toBeNull();
  });
});
