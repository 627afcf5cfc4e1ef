import type { MandateSetupOptions, MandateView } from '@sanchay/contract';
import {
  digitsFromQuery,
  mandateLimitProblem,
  messages,
  onboardingStepLabel,
  onboardingSteps,
  productMessages,
  type MandateType,
} from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Button, Card, ConfirmDialog, FieldError, FormField, Skeleton, Stepper } from '../../ui';
import { useIsAdvisor } from '../session';
import { ShareLinkForm } from '../sharing';
import { MandateFrame } from './mandate-frame';
import {
  activateMandate,
  mandateKeys,
  registerMandate,
  shareMandateLink,
  useLinkedMandate,
  useMandateSetupOptions,
} from './mandates-api';
import { PhysicalMandateSteps } from './physical-mandate-steps';

const m = messages.mandate;
const own = productMessages.mandate;

/** The Investor Profile step list's mandate step (spec 2 §2 "Setup Bank Mandate", the fifth; spec 3 §4 "step 4" counts from 0). */
const MANDATE_STEP = onboardingSteps.length;

/** What the setup link carries (spec 3 §2): mandateId, mandateLimit and bankAccountNumber base64; a bad value is ignored. */
interface SetupLink {
  mandateId: string;
  mandateLimit: string;
  bankAccountNumber: string;
}

/**
 * /profile/mandates/setup-mandate (spec 3 §2, §4 "Setup Bank Mandate screen", §5 "Mandate"): the
 * bank account, the type (e-mandate only for tax status 01 outside checkout), the limit, then
 * either the e-mandate's authorisation (register → activate → the bank's page) or the physical
 * form (download, sign, upload, Setup Mandate). In the checkout flow, the Investor Profile step
 * list; for advisors, the share-with-customer control.
 */
export default function SetupMandatePage() {
  const [params] = useSearchParams();
  const flowType = params.get('flowType') === 'checkout' ? 'checkout' : 'profile';
  const link: SetupLink = {
    mandateId: digitsFromQuery(params.get('mandateId'), 1, 18),
    mandateLimit: digitsFromQuery(params.get('mandateLimit'), 1, 9),
    bankAccountNumber: digitsFromQuery(params.get('bankAccountNumber'), 9, 18),
  };
  return (
    <MandateFrame title="Setup Bank Mandate" sidebar={false}>
      {flowType === 'checkout' ? (
        <Stepper
          steps={onboardingSteps}
          current={MANDATE_STEP}
          label={onboardingStepLabel(MANDATE_STEP)}
        />
      ) : null}
      <Setup flowType={flowType} link={link} />
    </MandateFrame>
  );
}

function Setup({ flowType, link }: { flowType: 'checkout' | 'profile'; link: SetupLink }) {
  const options = useMandateSetupOptions(flowType);
  const linked = useLinkedMandate(link.mandateId);
  if (options.isPending || (link.mandateId && linked.isPending)) return <Skeleton height={240} />;
  if (options.isError)
    return (
      <p role="alert" className="mandate-error">
        {failureOf(options.error, m.configFailed).message}
      </p>
    );
  if (!link.mandateId) return <SetupForm flowType={flowType} options={options.data} link={link} />;
  // The link names a mandate (decision 0097): the caller's own one is continued, not started again.
  const mandate = linked.data;
  const back = flowType === 'checkout' ? { to: '/cart-review', label: messages.payment.goToCart } : { to: '/profile/mandates', label: own.viewMandates };
  if (mandate?.status === 'Approved' || mandate?.status === 'Processing') {
    return (
      <Card className="mandate-setup">
        <h1>Setup Bank Mandate</h1>
        <p role="status">
          {mandate.status === 'Approved' ? own.linkedMandateApproved(mandate.bseMandateId) : own.linkedMandateProcessing(mandate.bseMandateId)}
        </p>
        <Link to={back.to}>{back.label}</Link>
      </Card>
    );
  }
  const notice =
    mandate?.status === 'New Mandate'
      ? own.continuingMandate(mandate.bseMandateId)
      : mandate?.status === 'Rejected'
        ? own.linkedMandateRejected(mandate.bseMandateId)
        : own.linkedMandateNotFound;
  return (
    <SetupForm
      flowType={flowType}
      options={options.data}
      link={link}
      notice={notice}
      existing={mandate?.status === 'New Mandate' ? mandate : null}
    />
  );
}

function SetupForm({
  flowType,
  options,
  link,
  notice = null,
  existing = null,
}: {
  flowType: 'checkout' | 'profile';
  options: MandateSetupOptions;
  link: SetupLink;
  /** What the link's mandate is (continued, rejected, not found). */
  notice?: string | null;
  /** The link's mandate, registered and waiting for its authorisation: continued (decision 0097). */
  existing?: MandateView | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isAdvisor = useIsAdvisor();
  // The mandate's account, or the link's (their last 4 digits: the options show no more), else the primary one.
  const last4 = existing ? existing.bankAccountNumber.slice(-4) : link.bankAccountNumber.slice(-4);
  const linked = last4
    ? options.bankAccounts.find((a) => a.bankAccountNumber.slice(-4) === last4)
    : undefined;
  const primary =
    linked ?? options.bankAccounts.find((a) => a.isDefault) ?? options.bankAccounts[0];
  const [accountSequence, setAccountSequence] = useState<number | null>(
    primary?.accountSequence ?? null,
  );
  const [type, setType] = useState<MandateType>(existing?.type ?? options.defaultType);
  const [limit, setLimit] = useState(
    existing ? existing.amount.replace(/\.0+$/, '') : link.mandateLimit || options.defaultLimit,
  );
  const [touched, setTouched] = useState(false);
  const [authorised, setAuthorised] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<MandateView | null>(existing);
  const [done, setDone] = useState<string | null>(null);
  // One key per form: a double click or a retry registers one mandate (the server keeps it).
  const [requestKey] = useState(() => crypto.randomUUID());

  // A registered mandate's limit is the exchange's already: not checked again.
  const limitError = existing ? null : mandateLimitProblem(limit, type, options.minimumLimit);
  const locked = registered !== null;

  const register = async (): Promise<MandateView | null> => {
    setTouched(true);
    if (limitError || accountSequence === null) return null;
    try {
      const mandate = await registerMandate({
        requestKey,
        accountSequence,
        mandateType: type,
        mandateAmount: limit.trim(),
        flowType,
      });
      setRegistered(mandate);
      return mandate;
    } catch (err) {
      setError(failureOf(err, m.registeredMandateFailed).message);
      return null;
    }
  };

  const setupEMandate = async () => {
    setError(null);
    setBusy(true);
    try {
      const mandate = registered ?? (await register());
      if (!mandate) return;
      const answer = await activateMandate('N', mandate.bseMandateId);
      if (!answer.responseString) throw new Error('No bank page');
      window.location.assign(answer.responseString);
    } catch (err) {
      setError(failureOf(err, m.setupFailed).message);
    } finally {
      setBusy(false);
    }
  };

  if (options.bankAccounts.length === 0) {
    return (
      <Card>
        <h1>Setup Bank Mandate</h1>
        <p>{own.noBankAccount}</p>
        <Link to="/profile/bank-info">Bank Details</Link>
      </Card>
    );
  }

  return (
    <Card className="mandate-setup">
      <div className="mandates-head">
        <h1>Setup Bank Mandate</h1>
        {flowType === 'checkout' ? (
          <span className="mandate-tag">{m.mandatory}</span>
        ) : (
          <Link to="/home">{m.goToHomepage}</Link>
        )}
      </div>
      <p>{m.neverMissSip}</p>
      {notice ? (
        <p className="mandate-notice" role="status">
          {notice}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (type === 'N') void setupEMandate();
        }}
      >
        <FormField label={own.bankAccountLabel} htmlFor={`${id}-account`} className="mandate-field">
          <select
            id={`${id}-account`}
            value={accountSequence ?? ''}
            disabled={locked}
            onChange={(e) => setAccountSequence(Number(e.target.value))}
          >
            {options.bankAccounts.map((a) => (
              <option key={a.accountSequence} value={a.accountSequence}>
                {a.bankName} {a.bankAccountNumber}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="mandate-field" disabled={locked}>
          <legend>{own.typeLabel}</legend>
          {options.eMandateAllowed || existing?.type === 'N' ? (
            <label>
              <input
                type="radio"
                name={`${id}-type`}
                checked={type === 'N'}
                onChange={() => setType('N')}
              />{' '}
              {own.typeEMandate}
            </label>
          ) : null}
          <label>
            <input
              type="radio"
              name={`${id}-type`}
              checked={type === 'X'}
              onChange={() => setType('X')}
            />{' '}
            {own.typePhysical}
          </label>
        </fieldset>
        <FormField
          label={own.limitLabel}
          htmlFor={`${id}-limit`}
          className="mandate-field"
          error={<FieldError id={`${id}-limit-error`} message={touched && limitError} />}
        >
          <input
            id={`${id}-limit`}
            inputMode="numeric"
            value={limit}
            disabled={locked}
            aria-invalid={touched && limitError ? true : undefined}
            aria-describedby={touched && limitError ? `${id}-limit-error` : undefined}
            onChange={(e) => {
              setLimit(e.target.value);
              setTouched(true);
            }}
          />
        </FormField>
        {type === 'N' ? (
          <>
            <label className="mandate-authorise">
              <input
                type="checkbox"
                checked={authorised}
                onChange={(e) => setAuthorised(e.target.checked)}
              />{' '}
              {own.eMandateAuthorise}
            </label>
            {error ? (
              <p className="mandate-error" role="alert">
                {error}
              </p>
            ) : null}
            <Button
              type="submit"
              disabled={!authorised || Boolean(limitError) || busy}
              aria-busy={busy}
            >
              {m.setupMandate}
            </Button>
          </>
        ) : null}
      </form>
      {type === 'X' ? (
        <>
          {error ? (
            <p className="mandate-error" role="alert">
              {error}
            </p>
          ) : null}
          <PhysicalMandateSteps
            mandate={registered}
            ensureMandate={register}
            disabled={Boolean(limitError)}
            onSubmitted={(_, message) => {
              void queryClient.invalidateQueries({ queryKey: mandateKeys.list });
              setDone(message);
            }}
          />
        </>
      ) : null}
      {isAdvisor && options.ucc ? (
        <ShareLinkForm
          title={own.shareTitle}
          failureMessage={m.shareFailed}
          onShare={(share) =>
            shareMandateLink({
              ...share,
              ucc: options.ucc!,
              // A mandate registered here is the one the customer continues (decision 0097).
              ...(registered ? { mandateId: registered.bseMandateId } : {}),
              ...(limitError ? {} : { mandateLimit: limit.trim() }),
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={done !== null}
        title={own.setupSuccessTitle}
        description={done ?? ''}
        yesLabel="OK"
        onAnswer={() => navigate(flowType === 'checkout' ? '/cart-review' : '/profile/mandates')}
      />
    </Card>
  );
}
