import { PREMIUM_SERVICES, messages } from '@sanchay/domain';
import { Link, Navigate } from 'react-router';
import { NOT_FOUND_REDIRECT_PATH } from './not-found';
import { Card, useIsMobile } from '../../ui';
import { ServiceIcon } from './service-icon';
import { premiumServiceDetailPath } from './leads-paths';
import './leads.css';

/**
 * /premium-services (spec 1 §2 "Premium services catalogue (mobile only)"): the three services,
 * each opening its detail page. Desktop goes home with the 404 marker.
 */
export default function PremiumServicesPage() {
  const isMobile = useIsMobile();
  if (!isMobile) return <Navigate to={NOT_FOUND_REDIRECT_PATH} replace />;
  return (
    <div className="premium-page">
      <h1 className="premium-page__title">Premium Services</h1>
      <p className="premium-page__lead">Advisory services from our investment experts.</p>
      <ul className="premium-list" aria-label="Premium services">
        {PREMIUM_SERVICES.map((service) => (
          <li key={service.key}>
            <Card className="premium-card">
              <ServiceIcon service={service.key} />
              <div>
                <h2 className="premium-card__name">
                  <Link to={premiumServiceDetailPath(service.route)}>{service.name}</Link>
                </h2>
                <p>{service.shortDescription}</p>
                <p className="premium-fee">
                  Service fee <s>₹{service.serviceFee}</s> <strong>{messages.premium.freeLimitedTime}</strong>
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
