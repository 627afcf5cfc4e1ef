import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTERED_WITH_BSE_ONBOARDED, type KycDetailsView } from '@sanchay/contract';
import { audienceOf, kycPanelOf, kycPanelWording, messages, panSchema, productMessages, type KycPanelWording } from '@sanchay/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../app/support-contact';
import { useCartItemCount } from '../cart';
import { useIsAdvisor, useSession, useSignIn, useSignOut } from '../session';
import { Button, Card, Skeleton } from '../../ui';
import { useCheckKyc, useCreateAccount, useRequestKyc } from './onboarding-api';
import { OnboardingLayout, withQuery } from './onboarding-layout';
import { failureOf } from '../../app/api-client';
import { useProfile } from '../../investor-profile';

const text = productMessages.kyc;
const controls = messages.onboarding.kyc;
const formSchema = z.object({ pan: panSchema });
type PanForm = z.input<typeof formSchema>;

/** /profile/kyc-details (spec 2 §2, §4): the PAN check and the panel for its KYC status. */
export default function KycDetailsPage() {
  return (
    <OnboardingLayout title="KYC Details">
      <KycDetails />
    </OnboardingLayout>
  );
}

function KycDetails() {
  const profile = useProfile();
  const session = useSession();
  const agentMode = useIsAdvisor();
  const cartCount = useCartItemCount();
  const check = useCheckKyc();
  const [details, setDetails] = useState<KycDetailsView | null>(null);
  const [checkedPan, setCheckedPan] = useState<string | null>(null);
  const id = useId();
  // Clear removes the panel (and the focused Clear button): focus goes back to the PAN once it has.
  const [cleared, setCleared] = useState(0);
  const form = useForm<PanForm, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { pan: '' },
  });
  const panError = form.formState.errors.pan?.message;
  const { setFocus } = form;
  useEffect(() => {
    if (cleared > 0) setFocus('pan');
  }, [cleared, setFocus]);

  if (profile.isPending) return <Skeleton />;
  if (profile.isError) return <p role="alert">{failureOf(profile.error).message}</p>;

  const name = session.status === 'signed-in' ? session.displayName : profile.data.name;
  const onSubmit = form.handleSubmit(async ({ pan }) => {
    setDetails(null);
    try {
      setDetails(await check.mutateAsync(pan));
      setCheckedPan(pan);
    } catch {
      // Shown from check.error below.
    }
  });
  const clear = () => {
    setDetails(null);
    setCheckedPan(null);
    check.reset();
    form.reset({ pan: '' });
    setCleared((n) => n + 1);
  };

  return (
    <>
      <p className="onboarding-page__lead">{kycPanelWording(audienceOf(agentMode)).greeting(name)}</p>
      <Card as="section" className="kyc-check" aria-label="PAN check">
        <form onSubmit={onSubmit} noValidate>
          <div className="onboarding-field">
            <label htmlFor={`${id}-pan`}>{text.panLabel}</label>
            <input
              id={`${id}-pan`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={10}
              aria-invalid={panError ? true : undefined}
              aria-describedby={panError ? `${id}-pan-error` : undefined}
              {...form.register('pan', {
                onChange: (e: { target: HTMLInputElement }) => {
                  e.target.value = e.target.value.toUpperCase();
                },
              })}
            />
            {panError ? (
              <p id={`${id}-pan-error`} className="onboarding-field__error">
                {panError}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="primary" disabled={check.isPending}>
            {controls.checkButton}
          </Button>
          {cartCount === 0 ? (
            <Link className="kyc-check__home" to="/home">
              {controls.goToHomepage}
            </Link>
          ) : null}
        </form>
        {check.isError ? (
          <p role="alert" className="onboarding-page__error">
            {failureOf(check.error).message}
          </p>
        ) : null}
      </Card>
      {details && checkedPan ? (
        <KycStatusPanel
          details={details}
          pan={checkedPan}
          panOnProfile={profile.data.pan !== null}
          registered={profile.data.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED}
          agentMode={agentMode}
          onClear={clear}
        />
      ) : null}
    </>
  );
}

interface PanelProps {
  details: KycDetailsView;
  /** The PAN as typed (the answer's may be masked). */
  pan: string;
  panOnProfile: boolean;
  registered: boolean;
  agentMode: boolean;
  onClear: () => void;
}

/** The status panel of spec 2 §4, one per branch, each a live region so it is announced. */
export function KycStatusPanel({ details, pan, panOnProfile, registered, agentMode, onClear }: PanelProps) {
  const panel = kycPanelOf(details, { panOnProfile, agentMode });
  // "You" to the investor, "your customer" to an advisor acting for one.
  const wording = kycPanelWording(audienceOf(agentMode));
  return (
    <Card as="section" className={`kyc-panel kyc-panel--${panel.kind}`} aria-label="KYC status" aria-live="polite">
      {panel.kind === 'registered' ? (
        <RegisteredPanel details={details} pan={pan} action={panel.action} registered={registered} wording={wording} />
      ) : panel.kind === 'doKyc' ? (
        <DoKycPanel pan={pan} wording={wording} />
      ) : panel.kind === 'holdRejected' ? (
        <p>
          {wording.holdRejected(SUPPORT_PHONE)} <a href={SUPPORT_PHONE_HREF}>Call {SUPPORT_PHONE}</a>
        </p>
      ) : panel.kind === 'error' ? (
        <ErrorPanel error={details.error ?? ''} loginWithAnotherNumber={panel.loginWithAnotherNumber} onClear={onClear} />
      ) : panel.kind === 'duplicatePan' ? (
        <DuplicatePanPanel details={details} loginWithAnotherNumber={panel.loginWithAnotherNumber} onClear={onClear} />
      ) : (
        <p>{text.panMismatch(details.rawStatus)}</p>
      )}
    </Card>
  );
}

function RegisteredPanel({
  details,
  pan,
  action,
  registered,
  wording,
}: {
  details: KycDetailsView;
  pan: string;
  action: 'continue' | 'createAccount';
  registered: boolean;
  wording: KycPanelWording;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useCreateAccount();
  const next = withQuery('/profile/personal-details', search);
  const onClick = async () => {
    // Spec 2 §4 "Create Account": registered (3) goes straight on; otherwise save, then go on.
    if (registered) return navigate(next);
    try {
      await create.mutateAsync(pan);
      navigate(next);
    } catch {
      // Shown from create.error below.
    }
  };
  return (
    <>
      {details.kycName ? <p className="kyc-panel__name">{wording.registeredName(details.kycName)}</p> : null}
      <p>{wording.registeredChecklistTitle}</p>
      <ul className="kyc-panel__list">
        {wording.registeredChecklist.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Button variant="primary" onClick={onClick} disabled={create.isPending}>
        {action === 'continue' ? controls.continue : controls.createAccount}
      </Button>
      {create.isError ? (
        <p role="alert" className="onboarding-page__error">
          {failureOf(create.error).message}
        </p>
      ) : null}
    </>
  );
}

function DoKycPanel({ pan, wording }: { pan: string; wording: KycPanelWording }) {
  const request = useRequestKyc();
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setFailed(false);
    // Opened now, while the click still counts as the user's: a tab opened after the answer
    // arrives would be stopped by the pop-up blocker.
    const tab = window.open('', '_blank');
    try {
      const { url } = await request.mutateAsync(pan);
      if (tab) {
        // The provider's page must not reach back into ours.
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      setFailed(true);
    }
  };
  return (
    <>
      <p>{wording.notCompliant}</p>
      <p>{text.notCompliantDocumentsTitle}</p>
      <ul className="kyc-panel__list">
        {wording.notCompliantDocuments.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="kyc-panel__note">{wording.videoKycNote}</p>
      <Button variant="primary" onClick={onClick} disabled={request.isPending}>
        {controls.doKyc}
      </Button>
      {failed ? (
        <p role="alert" className="onboarding-page__error">
          {messages.onboarding.profile.kycRedirectFailed}
        </p>
      ) : null}
    </>
  );
}

/** The PAN is another account's: say whose (masked), and the ways on (spec 2 §4, §9 customer care). */
function DuplicatePanPanel({ details, loginWithAnotherNumber, onClear }: { details: KycDetailsView; loginWithAnotherNumber: boolean; onClear: () => void }) {
  const signIn = useSignIn();
  const signOut = useSignOut(signIn.open);
  return (
    <>
      <p>{text.duplicatePan(details.pan)}</p>
      {details.duplicateMobNo ? <p>{text.duplicatePanMobile(details.duplicateMobNo)}</p> : null}
      <p>
        {text.duplicatePanNextStep(SUPPORT_PHONE)} <a href={SUPPORT_PHONE_HREF}>Call {SUPPORT_PHONE}</a> ·{' '}
        <Link to="/contact-us">Contact us</Link>
      </p>
      <div className="kyc-panel__actions">
        {loginWithAnotherNumber ? (
          <Button variant="primary" onClick={signOut}>
            {controls.loginWithAnotherNumber}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClear}>
          {controls.clear}
        </Button>
      </div>
    </>
  );
}

function ErrorPanel({ error, loginWithAnotherNumber, onClear }: { error: string; loginWithAnotherNumber: boolean; onClear: () => void }) {
  const signIn = useSignIn();
  const signOut = useSignOut(signIn.open);
  return (
    <>
      <p role="alert">{error}</p>
      <div className="kyc-panel__actions">
        <Button variant="secondary" onClick={onClear}>
          {controls.clear}
        </Button>
        {loginWithAnotherNumber ? (
          <Button variant="ghost" onClick={signOut}>
            {controls.loginWithAnotherNumber}
          </Button>
        ) : null}
      </div>
    </>
  );
}
