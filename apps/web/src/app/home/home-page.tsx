import { messages, productMessages } from '@sanchay/domain';
import { Suspense, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CuratedPacks } from '../../features/cart';
import { AdvisorHomePanel, LoanAgainstMfBanner, useAdvisorDesk, useLoanAgainstMf } from '../../features/advisor';
import { ConsumerAppBanner, useIsAdvisorSite } from '../../features/session';
import { CalculatorIcon, Card, LinkButton, Skeleton, TargetIcon, useFlash, useIsMobile, lazyComponent } from '../../ui';
import { SUPPORT_PHONE_HREF } from '../support-contact';
import './home.css';

// The catalogue's Browse Funds by Category block. Loaded right after the shell: it brings the API
// client and the contract's schemas, and its top-funds list waits for the network anyway.
// The FAQ is the last block of home, below the first screen: loaded after the entry (it formats
// the registration date with date-fns).
const FaqBlock = lazyComponent('home/FaqBlock', async () => ({ default: (await import('../../features/static-pages')).FaqBlock }));

const HomeBrowse = lazyComponent('home/HomeBrowse', async () => ({ default: (await import('../../features/catalogue')).HomeBrowse }));

function Browse({ isAdvisor }: { isAdvisor: boolean }) {
  const loan = useLoanAgainstMf();
  return (
    <Suspense fallback={<BrowseFallback />}>
      <HomeBrowse isAdvisor={isAdvisor} loanAgainstMfUrl={loan?.url} loanAgainstMfNote={loan?.note} />
      <CuratedPacks />
    </Suspense>
  );
}

/** Spec 1 §6: advisors only; the promotion of spec 1 §9 and spec 3 §9 (features/advisor). */
function LoanBanner() {
  const loan = useLoanAgainstMf();
  return <LoanAgainstMfBanner url={loan?.url ?? null} phoneHref={SUPPORT_PHONE_HREF} />;
}

function BrowseFallback() {
  return (
    <div className="home-browse-fallback" aria-busy="true">
      <Skeleton width="40%" height="1.6rem" />
      <div className="home-browse-fallback__cards">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="64px" radius="var(--radius-m)" />
        ))}
      </div>
    </div>
  );
}

/**
 * Home (spec 1 §2 "Home and browse"). Phone: investment card, browse, consumer-app banner,
 * loan-against-MF banner (advisors only), calculators, FAQ. Investor on desktop: banner with
 * the investment card, then browse. The advisor's own session on desktop: two columns, that home
 * on the left and the advisor's panel on the right (sign-up banner, Customer Investment Report,
 * festive greeting, content popup; decision 0145).
 */
export function HomePage() {
  const isMobile = useIsMobile();
  const isAdvisor = useIsAdvisorSite();
  const desk = useAdvisorDesk();
  useNotFoundFlash();

  if (isMobile) {
    return (
      <div className="home home--mobile">
        <InvestmentCard headingLevel={1} />
        <Browse isAdvisor={isAdvisor} />
        <ConsumerAppBanner />
        {isAdvisor ? <LoanBanner /> : null}
        <CalculatorTiles />
        <Suspense fallback={null}>
          <FaqBlock />
        </Suspense>
      </div>
    );
  }
  const main = (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <h1 id="home-title">Build your wealth with mutual funds</h1>
          <p>
            Compare funds across categories, start a SIP or invest a lumpsum, and follow every investment in one
            portfolio. Units are allotted in your own name by the fund house.
          </p>
        </div>
        <InvestmentCard headingLevel={2} />
      </section>
      <Browse isAdvisor={isAdvisor} />
      {isAdvisor ? <LoanBanner /> : null}
      <CalculatorTiles />
      <Suspense fallback={null}>
        <FaqBlock />
      </Suspense>
    </>
  );
  if (desk) {
    return (
      <div className="home home--advisor-desktop" data-testid="advisor-desktop-home">
        <div className="home__main">{main}</div>
        <Suspense fallback={null}>
          <AdvisorHomePanel agentCode={desk.agentCode} viewer={desk.viewer} />
        </Suspense>
      </div>
    );
  }
  return <div className="home">{main}</div>;
}

/** Spec 1 §2: any unknown path lands on /home?error=404; say so once per arrival. */
function useNotFoundFlash() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const flash = useFlash();
  const notFound = params.get('error') === '404';
  useEffect(() => {
    if (notFound) flash.show({ type: 'info', message: productMessages.session.pageNotFound, durationMs: 6000 });
  }, [notFound, key, flash]);
}

function InvestmentCard({ headingLevel }: { headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Card as="section" className="investment-card" aria-labelledby="investment-card-title">
      <Heading id="investment-card-title">Start investing in mutual funds</Heading>
      <p>Choose from a pool of 500+ mutual funds and start a SIP from ₹100 a month.</p>
      <LinkButton to="/best-performing-funds" variant="primary" block>
        {messages.shell.exploreMutualFunds}
      </LinkButton>
    </Card>
  );
}

function CalculatorTiles() {
  return (
    <section className="home-section" aria-labelledby="calculators-title">
      <h2 id="calculators-title">Calculators</h2>
      <ul className="home-tiles home-tiles--two">
        <li>
          <Link to="/sip-calculator" className="home-tile home-tile--icon">
            <CalculatorIcon size={28} />
            <span>
              <span className="home-tile__title">SIP Calculator</span>
              <span className="home-tile__text">See what a monthly SIP could grow to.</span>
            </span>
          </Link>
        </li>
        <li>
          <Link to="/goal-amount-calculator" className="home-tile home-tile--icon">
            <TargetIcon size={28} />
            <span>
              <span className="home-tile__title">Goal Calculator</span>
              <span className="home-tile__text">Find the monthly SIP that reaches your goal.</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
