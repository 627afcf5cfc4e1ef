import { REGISTERED_WITH_BSE_ONBOARDED, type ProfileView } from '@sanchay/contract';
import { incomeSlabs, messages, occupationTypes, productMessages } from '@sanchay/domain';
import { Card, LinkButton, Skeleton } from '../../ui';
import { KYC_FOR_EDIT } from './personal-info-tab';
import './nominee-employment.css';
import { failureOf } from '../../app/api-client';
import { useProfile } from '../../investor-profile';
import { Fact } from './profile-fact';

const own = productMessages.occupationNominee;

/**
 * /profile/employment-info (spec 2 §2 "Employment info"): read-only. Occupation type, income
 * range, the ID (the Aadhaar card, masked: only its last 4 digits are kept) and the signature;
 * "Continue Onboarding" until the account is registered.
 */
export default function EmploymentInfoTab() {
  const profile = useProfile();
  if (profile.isPending) return <Skeleton />;
  if (profile.isError) return <p role="alert">{failureOf(profile.error).message}</p>;
  return <EmploymentInfo view={profile.data} />;
}

function EmploymentInfo({ view }: { view: ProfileView }) {
  const registered = view.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED;
  const empty = view.occupationType === null && view.incomeSlab === null && view.aadhar === null && view.signatureURL === null;
  return (
    <Card as="section" aria-label={messages.profileArea.tabs.employment} className="profile-tab">
      {empty ? (
        <p>{own.employmentEmpty}</p>
      ) : (
        <dl className="profile-facts">
          <Fact label="Occupation type" value={view.occupationType ? occupationTypes[view.occupationType] : null} />
          <Fact label="Income range" value={view.incomeSlab ? incomeSlabs[view.incomeSlab] : null} />
          {/* The spec's own spelling of the ID type. */}
          <Fact label="ID type" value={view.aadhar ? 'Adhaar Card' : null} />
          <Fact label="ID number" value={view.aadhar} />
          <div className="profile-facts__row">
            <dt>Signature</dt>
            <dd>{view.signatureURL ? <img className="profile-signature" src={view.signatureURL} alt="Your signature on record" /> : '—'}</dd>
          </div>
        </dl>
      )}
      {registered ? null : (
        <LinkButton to={KYC_FOR_EDIT} variant="primary">
          {messages.onboarding.nomineeTab.continueOnboarding}
        </LinkButton>
      )}
    </Card>
  );
}
