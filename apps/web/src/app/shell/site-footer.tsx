import { formatDisplayDate } from '@sanchay/domain';
import { Link } from 'react-router';
import { COMPANY_NAME, DISTRIBUTOR_REGISTRATION, SHOW_DEMO_MARKERS, SUPPORT_EMAIL, SUPPORT_PHONE } from '../support-contact';

/** The risk line every mutual-fund page carries. */
export const MARKET_RISK_LINE =
  'Mutual fund investments are subject to market risks, read all scheme related documents carefully.';

/**
 * Site footer: the AMFI-registered distributor disclosure with ARN and validity (spec 3 §9),
 * policy links and the market-risk line.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer" className="site-footer__links">
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-conditions">Terms of Use</Link>
          <Link to="/contact-us">Contact Us</Link>
          <Link to="/more">More</Link>
        </nav>
        <p className="site-footer__disclosure">
          {COMPANY_NAME}. AMFI-registered Mutual Fund Distributor, {DISTRIBUTOR_REGISTRATION.arn}, valid till{' '}
          {formatDisplayDate(DISTRIBUTOR_REGISTRATION.validTill)}
          {SHOW_DEMO_MARKERS ? ' (demo values for the sandbox).' : '.'}
        </p>
        <p className="site-footer__risk">{MARKET_RISK_LINE}</p>
        <p className="site-footer__contact">
          Help: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> · {SUPPORT_PHONE}
        </p>
      </div>
    </footer>
  );
}
