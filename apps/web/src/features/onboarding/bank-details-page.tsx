import { MAX_BANK_ACCOUNTS } from '@sanchay/domain';
import { REGISTERED_WITH_BSE_ONBOARDED, type BankAccountView, type ProfileView } from '@sanchay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card } from '../../ui';
import { accountLast4, BankAccountForm } from '../bank-accounts';
import { OnboardingLayout } from './onboarding-layout';
import { OnboardingStep } from './onboarding-progress';
import { investorProfileKeys } from '../../investor-profile';

/** /profile/bank-details (spec 2 §2 step 2): the accounts as cards, the form, Continue With Profile. */
export default function BankDetailsPage() {
  return (
    <OnboardingLayout title="Bank Details" step={2}>
      <OnboardingStep step={2}>{(profile) => <BankAccounts profile={profile} />}</OnboardingStep>
    </OnboardingLayout>
  );
}

function BankAccounts({ profile }: { profile: ProfileView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accounts = profile.userBankDetailsList;
  const registered = profile.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED;
  const [adding, setAdding] = useState(accounts.length === 0 && !registered);
  // Spec 2 §2: disabled until the existing accounts are verified, or once registered (3).
  const mayAddAnother = !registered && accounts.length < MAX_BANK_ACCOUNTS && accounts.every((a) => a.isVerified);

  return (
    <div className="bank-details">
      {accounts.length > 0 ? (
        <ul className="bank-cards" aria-label="Your bank accounts">
          {accounts.map((account) => (
            <li key={account.accountSequence}>
              <BankCard account={account} />
            </li>
          ))}
        </ul>
      ) : null}

      {adding ? (
        <Card as="section" aria-label="Bank account form">
          <BankAccountForm
            form="onboarding"
            accounts={accounts}
            onSaved={() => {
              setAdding(false);
              // Spec 2 §4 "the page reloads": the profile is read again from the server.
              void queryClient.invalidateQueries({ queryKey: investorProfileKeys.profile });
            }}
            {...(accounts.length > 0 ? { onCancel: () => setAdding(false) } : {})}
          />
        </Card>
      ) : accounts.length > 0 ? (
        <Button variant="secondary" disabled={!mayAddAnother} onClick={() => setAdding(true)}>
          Add Another Bank Account
        </Button>
      ) : null}

      <div className="bank-details__continue">
        <Button
          variant="primary"
          disabled={accounts.length === 0 && !registered}
          onClick={() => navigate('/profile/risk-profile?flowType=checkout')}
        >
          Continue With Profile
        </Button>
      </div>
    </div>
  );
}

function BankCard({ account }: { account: BankAccountView }) {
  return (
    <Card as="article" className="bank-card" aria-label={`${account.bankName} ${accountLast4(account)}`}>
      <div className="bank-card__head">
        <h2 className="bank-card__name">{account.bankName}</h2>
        {account.defaultBankFlag === 'Y' ? <span className="bank-tag">Primary</span> : null}
      </div>
      <dl className="bank-card__facts">
        <div>
          <dt>Account number</dt>
          <dd>{accountLast4(account)}</dd>
        </div>
        <div>
          <dt>IFSC</dt>
          <dd>{account.ifscCode}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{account.bankAccountType}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{account.isVerified ? 'Verified' : 'Not verified'}</dd>
        </div>
      </dl>
    </Card>
  );
}
