import type { StpSourceFund } from '@sanchay/contract';
import { formatDisplayDate, formatRupees, fundDisplayName, productMessages, STP_FORM_FREQUENCIES, STP_FREQUENCY_CODES, STP_FREQUENCY_LABELS, stpBoundsByFrequency, type StpFormProblem, stpFormProblems, type StpFrequency, stpPlanOf } from '@sanchay/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureOf } from '../../app/api-client';
import { useProfile } from '../../investor-profile';
import { Button, Card, DialogCloseButton, DialogRoot, FieldError, Skeleton, buttonClassName, useIsMobile, useReturnFocus } from '../../ui';
import { StpFrame } from './stp-frame';
import { registerStp, stpKeys, useBounds, useDestinations, useStpSources, useValidationRows } from './stp-swp-api';

const own = productMessages.stp;

/**
 * /profile/stps/create-new-stp (spec 3 §2, §4, §5 STP; query schemeId, folio): the source holding
 * (STP allowed, units held), a destination of the same fund house, the frequency, amount,
 * instalments (daily: an end date), the start date among those allowed; every rule is the
 * domain's, the same the server runs. Desktop only (spec 3 §2): a phone sees why (decision 0113).
 */
export default function CreateStpPage() {
  return (
    <StpFrame title="Set Up a New STP">
      <CreateStp />
    </StpFrame>
  );
}

function CreateStp() {
  const isMobile = useIsMobile();
  const headingId = useId();
  if (isMobile) {
    return (
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>Set Up a New STP</h1>
        <Card>
          <p>{own.desktopOnly}</p>
          <Link className={buttonClassName({ variant: 'secondary', size: 'small' })} to="/profile/stps">
            My STPs
          </Link>
        </Card>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>Set Up a New STP</h1>
      <StpForm />
    </section>
  );
}

const keyOf = (f: Pick<StpSourceFund, 'schemeId' | 'folioNo'>) => `${f.schemeId}|${f.folioNo}`;

function StpForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnFocus = useReturnFocus();
  const profile = useProfile();
  const ucc = profile.data?.ucc ?? null;
  const sources = useStpSources(ucc);
  const funds = sources.data?.funds ?? [];
  const wanted = `${params.get('schemeId') ?? ''}|${params.get('folio') ?? ''}`;
  const [sourceKey, setSourceKey] = useState<string>('');
  const source = funds.find((f) => keyOf(f) === (sourceKey || (funds.some((f) => keyOf(f) === wanted) ? wanted : ''))) ?? null;
  const destinations = useDestinations(source?.schemeId ?? null);
  const [destinationId, setDestinationId] = useState<number | null>(null);
  const destination = destinations.data?.schemes.find((d) => d.encryptedSchemeId === destinationId) ?? null;
  const [frequency, setFrequency] = useState<StpFrequency>('MONTHLY');
  const [amount, setAmount] = useState('');
  const [installments, setInstallments] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [firstOrderToday, setFirstOrderToday] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const requestKey = useRef(crypto.randomUUID());

  const fromRows = useValidationRows(source?.schemeId ?? null);
  const toRows = useValidationRows(destination?.encryptedSchemeId ?? null);
  const bounds = useBounds(source?.schemeId ?? null, destination?.encryptedSchemeId ?? null, frequency);
  const boundsByFrequency = useMemo(
    () => (fromRows.data && toRows.data ? stpBoundsByFrequency(fromRows.data.rows, toRows.data.rows) : {}),
    [fromRows.data, toRows.data],
  );
  const today = bounds.data?.today ?? '';
  const input = { frequency, installmentAmount: amount, noOfInstallments: installments, startDate, endDate };
  const problems: StpFormProblem[] = useMemo(() => {
    const out: StpFormProblem[] = [];
    if (!source) out.push({ path: 'frequency', message: own.sourceRequired });
    else if (!destination) out.push({ path: 'frequency', message: own.destinationRequired });
    else if (today) out.push(...stpFormProblems(input, { boundsByFrequency, today, availableAmount: source.availableAmount }));
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, destination, today, boundsByFrequency, frequency, amount, installments, startDate, endDate]);
  const plan = today ? stpPlanOf(input, { today }) : null;
  const errorOf = (path: StpFormProblem['path']) => (submitted ? problems.find((p) => p.path === path)?.message : undefined);
  const ids = { source: useId(), destination: useId(), amount: useId(), count: useId(), start: useId(), end: useId(), total: useId(), first: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (problems.length || !source || !destination || !ucc || !plan) return;
    setSending(true);
    try {
      const answer = await registerStp(ucc, {
        requestKey: requestKey.current,
        trxnType: 'STP',
        fromSchemeCode: source.bseSchemeCode,
        toSchemeCode: destination.bseSchemeCode,
        folioNo: source.folioNo,
        freqType: STP_FREQUENCY_CODES[frequency] as 1 | 3 | 30 | 52,
        installmentAmount: amount,
        noOfInstallments: frequency === 'DAILY' ? '' : installments,
        startDate,
        endDate: frequency === 'DAILY' ? endDate : '',
        totalamount: plan.totalAmount.toFixed(2),
        firstOrderToday: firstOrderToday ? 'Y' : 'N',
        isBtoCFlow: true,
        fromIsin: source.isin ?? '',
        toIsin: destination.schemeIsin ?? '',
        fromSchemeName: source.schemeName,
        toSchemeName: destination.schemeName,
      });
      void queryClient.invalidateQueries({ queryKey: stpKeys.all });
      // Spec 3 §4: PENDING (the e-mail verification) shows the awaiting-verification modal.
      setAwaiting(answer.message);
    } catch (err) {
      setServerError(failureOf(err).message || productMessages.stp.sourceNotAllowed);
      requestKey.current = crypto.randomUUID();
    } finally {
      setSending(false);
    }
  };

  if (profile.isPending || (ucc && sources.isPending)) return <Skeleton height={240} />;
  if (!funds.length) {
    return (
      <Card>
        <p>{own.noSourceFunds}</p>
      </Card>
    );
  }
  const b = bounds.data?.available ? bounds.data : null;
  return (
    <form className="stp-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={ids.total}>
      <div className="stp-form-field">
        <label htmlFor={ids.source}>Transfer from</label>
        <select
          id={ids.source}
          value={source ? keyOf(source) : ''}
          onChange={(e) => {
            setSourceKey(e.target.value);
            setDestinationId(null);
          }}
        >
          <option value="">Select a fund</option>
          {funds.map((f) => (
            <option key={keyOf(f)} value={keyOf(f)}>
              {fundDisplayName(f.schemeName).name} (folio {f.folioNo})
            </option>
          ))}
        </select>
        {source ? (
          <p className="stp-hint">
            Available {formatRupees(source.availableAmount)} ({source.units} units at NAV {source.nav} of {source.navDate})
          </p>
        ) : null}
        <FieldError message={submitted && !source ? own.sourceRequired : null} />
      </div>
      <div className="stp-form-field">
        <label htmlFor={ids.destination}>Transfer to</label>
        <select id={ids.destination} value={destinationId ?? ''} disabled={!source} onChange={(e) => setDestinationId(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Select a fund of the same fund house</option>
          {(destinations.data?.schemes ?? []).map((d) => (
            <option key={d.encryptedSchemeId} value={d.encryptedSchemeId}>
              {fundDisplayName(d.schemeName).name}
            </option>
          ))}
        </select>
        <FieldError message={submitted && source && !destination ? own.destinationRequired : null} />
      </div>
      <fieldset>
        <legend>Frequency</legend>
        {STP_FORM_FREQUENCIES.map((f) => (
          <label key={f}>
            <input type="radio" name="stp-frequency" value={f} checked={frequency === f} onChange={() => setFrequency(f)} /> {STP_FREQUENCY_LABELS[f]}
          </label>
        ))}
      </fieldset>
      <FieldError message={errorOf('frequency') && source && destination ? errorOf('frequency') : null} />
      <div className="stp-form-field">
        <label htmlFor={ids.amount}>Installment amount (₹)</label>
        <input id={ids.amount} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))} aria-describedby={`${ids.amount}-e`} />
        {b ? (
          <p className="stp-hint">
            {formatRupees(b.minAmount, { decimals: 0 })} to {formatRupees(b.maxAmount, { decimals: 0 })}
          </p>
        ) : null}
        <FieldError id={`${ids.amount}-e`} message={errorOf('installmentAmount')} />
      </div>
      {frequency === 'DAILY' ? null : (
        <div className="stp-form-field">
          <label htmlFor={ids.count}>Number of installments</label>
          <input id={ids.count} inputMode="numeric" autoComplete="off" value={installments} onChange={(e) => setInstallments(e.target.value)} aria-describedby={`${ids.count}-e`} />
          {b ? (
            <p className="stp-hint">
              {b.minInstallments} to {b.maxInstallments}
            </p>
          ) : null}
          <FieldError id={`${ids.count}-e`} message={errorOf('noOfInstallments')} />
        </div>
      )}
      <div className="stp-form-field">
        <label htmlFor={ids.start}>Start date</label>
        <select id={ids.start} value={startDate} onChange={(e) => setStartDate(e.target.value)} aria-describedby={`${ids.start}-e`}>
          <option value="">Select a start date</option>
          {(b?.dates ?? []).map((d) => (
            <option key={d} value={d}>
              {formatDisplayDate(d)}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.start}-e`} message={errorOf('startDate')} />
      </div>
      {frequency === 'DAILY' ? (
        <div className="stp-form-field">
          <label htmlFor={ids.end}>End date</label>
          <input id={ids.end} type="date" value={endDate} min={startDate || undefined} onChange={(e) => setEndDate(e.target.value)} aria-describedby={`${ids.end}-e`} />
          <FieldError id={`${ids.end}-e`} message={errorOf('endDate')} />
        </div>
      ) : null}
      <label htmlFor={ids.first}>
        <input id={ids.first} type="checkbox" checked={firstOrderToday} onChange={(e) => setFirstOrderToday(e.target.checked)} /> Make the first transfer today
      </label>
      <p id={ids.total} className="stp-total" aria-live="polite">
        {plan ? `Total STP amount ${formatRupees(plan.totalAmount)} in ${plan.noOfInstallments} installments, ending ${formatDisplayDate(plan.endDate)}` : null}
      </p>
      <FieldError message={errorOf('total')} />
      <FieldError message={serverError} />
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? 'Submitting…' : 'Submit'}
      </Button>
      <DialogRoot
        open={awaiting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAwaiting(null);
            void navigate('/profile/stps');
          }
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content stp-dialog" {...returnFocus}>
            <Dialog.Title className="dialog-title">Awaiting verification</Dialog.Title>
            <Dialog.Description>{awaiting}</Dialog.Description>
            <Button
              variant="primary"
              onClick={() => {
                setAwaiting(null);
                void navigate('/profile/stps');
              }}
            >
              Go to My STPs
            </Button>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
    </form>
  );
}
