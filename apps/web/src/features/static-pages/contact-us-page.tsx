import { Link } from 'react-router';
import {
  COMPANY_NAME,
  GRIEVANCE_OFFICER,
  REGISTERED_OFFICE,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '../../app/support-contact';
import { Card } from '../../ui';
import './static-pages.css';

export default function ContactUsPage() {
  return (
    <div className="policy">
      <h1>Contact Us</h1>
      <p className="policy__intro">
        Questions about a fund, an order, a SIP or your account? Our support team answers by phone and e-mail.
      </p>
      <div className="contact-grid">
        <Card as="section" aria-labelledby="contact-phone">
          <h2 id="contact-phone">Call us (toll-free)</h2>
          <p>
            <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
          </p>
          <p>Helpline hours: {SUPPORT_HOURS}</p>
        </Card>
        <Card as="section" aria-labelledby="contact-email">
          <h2 id="contact-email">E-mail us</h2>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </Card>
        <Card as="section" aria-labelledby="contact-office">
          <h2 id="contact-office">Registered office</h2>
          <address>
            {REGISTERED_OFFICE.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </Card>
      </div>
      <section aria-labelledby="contact-grievance">
        <h2 id="contact-grievance">Complaints</h2>
        <p>
          If something went wrong, write to our Grievance Officer at{' '}
          <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>. How we handle complaints, and
          where to escalate them, is set out in the{' '}
          <Link to="/privacy-policy#grievance-redressal">grievance redressal section of our Privacy Policy</Link>.
        </p>
        <p>
          {COMPANY_NAME} will never ask for your password, OTP or UPI PIN.
        </p>
      </section>
    </div>
  );
}
