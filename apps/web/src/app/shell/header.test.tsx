import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { SessionProvider } from '../../features/session';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE } from '../support-contact';
import { Header } from './header';
import { headerPresets, type HeaderPresetName } from './header-presets';

function renderHeader(preset: HeaderPresetName, isMobile = false) {
  const router = createMemoryRouter(
    [{ path: '*', element: <Header parts={headerPresets[preset]} isMobile={isMobile} /> }],
    { initialEntries: ['/some-page'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('banner'));
}

describe('header presets', () => {
  it('opens the help menu with the support e-mail, phone and hours', async () => {
    const user = userEvent.setup();
    const header = renderHeader('visibleLogo');
    await user.click(await header.findByRole('button', { name: 'Help' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: new RegExp(SUPPORT_EMAIL) })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(within(menu).getByRole('menuitem', { name: new RegExp(SUPPORT_PHONE) })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(menu).toHaveTextContent(SUPPORT_HOURS);
  });

  it('showOnlyBackButton shows only a back button', () => {
    const header = renderHeader('showOnlyBackButton');
    expect(header.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(header.getAllByRole('button')).toHaveLength(1);
    expect(header.queryAllByRole('link')).toHaveLength(0);
    expect(header.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(header.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('homeHeader shows logo, search, help, cart, portfolio and the signed-out account entry', async () => {
    const header = renderHeader('homeHeader');
    // The catalogue's search box and the help menu's code arrive just after the first paint.
    expect(await header.findByRole('combobox', { name: /search mutual funds/i })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Sanchay home' })).toHaveAttribute('href', '/home');
    expect(header.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(header.getByRole('search')).toBeInTheDocument();
    expect(await header.findByRole('button', { name: 'Help' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(header.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart-review');
    expect(header.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/profile/portfolio');
    expect(header.getByRole('button', { name: 'Login / Sign up' })).toBeInTheDocument();
  });

  it('cartNcall drops the search and offers a call', () => {
    const header = renderHeader('cartNcall');
    expect(header.queryByRole('search')).not.toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Call an expert' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(header.getByRole('link', { name: /^Cart/ })).toBeInTheDocument();
  });

  it('showBackToHomeCTA has a back-to-home control and the logo, nothing else', () => {
    const header = renderHeader('showBackToHomeCTA');
    expect(header.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Sanchay home' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('on a phone, search is an icon that opens the search panel', () => {
    const header = renderHeader('visibleLogo', true);
    expect(header.queryByRole('search')).not.toBeInTheDocument();
    expect(header.getByRole('link', { name: 'Search mutual funds' })).toHaveAttribute('href', '/search-panel');
  });
});
