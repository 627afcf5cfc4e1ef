import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActingHeader, AdvisorStrip, useMayShowAdvisorStrip } from '../../features/advisor';
import { AccountMenu, useSession, useSessionMeta } from '../../features/session';
import { ArrowLeftIcon, MailIcon, PhoneIcon, PortfolioIcon, SearchIcon, VisuallyHidden } from '../../ui';
import { SUPPORT_EMAIL, SUPPORT_PHONE_HREF } from '../support-contact';
import { CartButton } from './cart-button';
import { showsAccountControls, type HeaderParts } from './header-presets';
import { HelpMenu } from './help-menu-lazy';
import { LazySearchBox } from './lazy-search-box';
import { Logo } from './logo';

export interface HeaderProps {
  parts: HeaderParts;
  isMobile: boolean;
  /** Where the back arrow goes: the previous page, or home (payment results). */
  backTo?: 'history' | 'home';
}

/**
 * The site header (spec 1 §2): logo or back arrow, desktop search, call/e-mail, help, cart,
 * portfolio and account. Which parts show is the route's preset. On phones it is compact and the
 * search is an icon that opens /search-panel.
 */
export function Header({ parts, isMobile, backTo = 'history' }: HeaderProps) {
  const account = showsAccountControls(parts);
  // On phones the help menu already holds the phone and e-mail; keep the header to a few icons.
  const callExpert = parts.callExpert && !(isMobile && parts.help);
  const emailUs = parts.emailUs && !(isMobile && parts.help);
  // The advisor row (back to the advisor app, advisor name, customer count and AUM): only on the
  // advisor host or a partner entry, and only when the preset has one of its parts.
  const advisor = useMayShowAdvisorStrip(parts);
  // Whose account is open while an advisor acts for a customer: on every page, whatever the preset.
  const meta = useSessionMeta();
  const session = useSession();
  const acting = meta.advisorHost && session.status === 'signed-in';
  const hasEnd = (parts.search && isMobile) || callExpert || emailUs || parts.help || parts.cart || account;
  return (
    <header className={isMobile ? 'site-header site-header--mobile' : 'site-header'}>
      <div className="site-header__inner">
        <div className="site-header__start">
          {parts.backButton ? <BackButton to={backTo} /> : null}
          {parts.logo ? <Logo /> : null}
        </div>

        {parts.search && !isMobile ? (
          <div className="site-header__search">
            <LazySearchBox />
          </div>
        ) : null}

        {hasEnd ? (
        <nav className="site-header__end" aria-label="Site">
          {parts.search && isMobile ? (
            <Link to="/search-panel" className="icon-button" aria-label="Search mutual funds">
              <SearchIcon />
            </Link>
          ) : null}
          {callExpert ? (
            <a href={SUPPORT_PHONE_HREF} className="icon-button icon-button--labelled">
              <PhoneIcon />
              {isMobile ? <VisuallyHidden>Call an expert</VisuallyHidden> : <span>Call an expert</span>}
            </a>
          ) : null}
          {emailUs ? (
            <a href={`mailto:${SUPPORT_EMAIL}`} className="icon-button icon-button--labelled">
              <MailIcon />
              {isMobile ? <VisuallyHidden>E-mail us</VisuallyHidden> : <span>E-mail us</span>}
            </a>
          ) : null}
          {parts.help ? <HelpMenu compact={isMobile} /> : null}
          {parts.cart ? <CartButton compact={isMobile} /> : null}
          {account && !isMobile ? (
            <Link to="/profile/portfolio" className="icon-button" aria-label="Portfolio">
              <PortfolioIcon />
            </Link>
          ) : null}
          {account ? <AccountMenu compact={isMobile} /> : null}
        </nav>
        ) : null}
      </div>
      {acting ? (
        <Suspense fallback={null}>
          <ActingHeader />
        </Suspense>
      ) : null}
      {advisor ? (
        <Suspense fallback={null}>
          <AdvisorStrip parts={parts} />
        </Suspense>
      ) : null}
    </header>
  );
}

function BackButton({ to }: { to: 'history' | 'home' }) {
  const navigate = useNavigate();
  const goBack = () => {
    // react-router keeps the history index in history.state; with nothing to go back to, go home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (to === 'history' && idx > 0) navigate(-1);
    else navigate('/home');
  };
  return (
    <button type="button" className="icon-button" onClick={goBack} aria-label={to === 'home' ? 'Back to home' : 'Back'}>
      <ArrowLeftIcon />
    </button>
  );
}
