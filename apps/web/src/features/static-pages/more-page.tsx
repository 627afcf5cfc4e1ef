import { Link } from 'react-router';
import { ChevronRightIcon, useIsMobile } from '../../ui';
import { FaqBlock } from './faq-block';
import './static-pages.css';

const LINKS = [
  { label: 'Best Performing Funds', to: '/best-performing-funds' },
  { label: 'New Fund Offers', to: '/nfos' },
  { label: 'SIP Calculator', to: '/sip-calculator' },
  { label: 'Goal Amount Calculator', to: '/goal-amount-calculator' },
  { label: 'Premium Services', to: '/premium-services', mobileOnly: true },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Use', to: '/terms-conditions' },
];

export default function MorePage() {
  const isMobile = useIsMobile();
  return (
    <div className="policy">
      <h1>More</h1>
      <nav aria-label="More">
        <ul className="more-list">
          {LINKS.filter((l) => isMobile || !l.mobileOnly).map((l) => (
            <li key={l.to}>
              <Link to={l.to}>
                {l.label}
                <ChevronRightIcon size={20} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FaqBlock />
    </div>
  );
}
