import type { StpPlanView } from '@sanchay/contract';
import { formatRupees, fundDisplayName, messages, productMessages } from '@sanchay/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { failureOf } from '../../app/api-client';
import { useProfile } from '../../investor-profile';
import { Button, Card, DialogCloseButton, FundName, DialogRoot, Skeleton, buttonClassName, useConfirm, useFlash, useIsMobile, useReturnFocus } from '../../ui';
import { StpFrame } from './stp-frame';
import { saveStpOrder, stopStp, stpKeys, useStpPlans, useSwpPlans } from './stp-swp-api';

const m = messages.stp;
const own = productMessages.stp;

/**
 * /profile/stps (spec 3 §2, §4 "STP and SWP"): the info panel, the investor's STPs with their
 * agentStatus labels, Stop for an active one and Setup order for an approved one (the first-order
 * dialog after), active SWPs, and Setup New STP (desktop only, decision 0113).
 */
/** A scheme's display name in a sentence (catalogue/fund-display-name, decision 0033). */
const shortName = (official: string | null | undefined) => (official ? fundDisplayName(official).name : '');

export default function StpsPage() {
  return (
    <StpFrame title="My STPs">
      <StpList />
    </StpFrame>
  );
}

function StpList() {
  const headingId = useId();
  const profile = useProfile();
  const ucc = profile.data?.ucc ?? null;
  const plans = useStpPlans(ucc);
  const swps = useSwpPlans(ucc);
  const isMobile = useIsMobile();
  const flash = useFlash();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const returnFocus = useReturnFocus();
  const [busy, setBusy] = useState<string | null>(null);
  const [almostDone, setAlmostDone] = useState<StpPlanView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: stpKeys.all });

  const onStop = async (plan: StpPlanView) => {
    if (!ucc || !plan.txnRegNo) return;
    const yes = await confirm({ title: 'Stop this STP?', description: `${shortName(plan.fromSchemeName)} to ${shortName(plan.toSchemeName)}`, yesLabel: m.stop, noLabel: 'Keep it' });
    if (!yes) return;
    setBusy(plan.id);
    try {
      const answer = await stopStp(ucc, plan.txnRegNo);
      flash.show({ type: 'success', message: answer.message });
    } catch (err) {
      const failure = failureOf(err);
      flash.show({ type: 'error', message: failure.message === m.stopUnable ? m.stopUnable : m.stopFailed });
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  const onSetup = async (plan: StpPlanView) => {
    if (!ucc) return;
    setBusy(plan.id);
    try {
      const answer = await saveStpOrder(ucc, plan.id);
      if (answer.plan) setAlmostDone(answer.plan);
    } catch (err) {
      flash.show({ type: 'error', message: failureOf(err).message || m.createFailed });
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  const list = plans.data?.plans ?? [];
  const activeCount = list.filter((p) => p.agentStatus === 'active').length + (swps.data?.plans.length ?? 0);
  return (
    <section aria-labelledby={headingId} className="stps">
      <div className="stps-head">
        <h1 id={headingId}>My STPs</h1>
        {!isMobile ? (
          <Link className={buttonClassName({ variant: 'primary', size: 'small' })} to="/profile/stps/create-new-stp">
            {m.setupNewStp}
          </Link>
        ) : null}
      </div>
      <Card className="stps-info">
        <h2>Systematic Transfer and Withdrawal Plans</h2>
        <p>An STP moves a fixed amount from one of your funds into another fund of the same fund house on a schedule; an SWP pays a fixed amount out to your bank.</p>
        <ul>
          <li>Each new STP is confirmed by a link we e-mail you: before 3 PM on its start date (or, when it starts today, before 3 PM today, or tomorrow after 3 PM).</li>
          <li>After you confirm, its status shows here within 24 hours.</li>
          <li>Stop an active plan at any time; instalments already placed are not reversed.</li>
        </ul>
        {activeCount === 0 ? <p className="stps-none">{m.noActivePlans}</p> : null}
        {isMobile ? <p className="stps-desktop-only">{own.desktopOnly}</p> : null}
      </Card>
      {profile.isPending || (ucc && plans.isPending) ? (
        <Skeleton height={120} />
      ) : plans.isError ? (
        <p role="alert" className="field-error">
          {failureOf(plans.error).message}
        </p>
      ) : list.length ? (
        <ul className="stp-list" aria-label="Your STPs">
          {list.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} busy={busy === plan.id} onStop={() => void onStop(plan)} onSetup={() => void onSetup(plan)} />
            </li>
          ))}
        </ul>
      ) : null}
      {swps.data?.plans.length ? (
        <>
          <h2 className="stps-subhead">Active SWPs</h2>
          <ul className="stp-list" aria-label="Your SWPs">
            {swps.data.plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} busy={false} onStop={() => void onStop(plan)} onSetup={() => undefined} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <DialogRoot open={almostDone !== null} onOpenChange={(open) => !open && setAlmostDone(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content stp-dialog" {...returnFocus}>
            <Dialog.Title className="dialog-title">{m.almostDone}</Dialog.Title>
            <Dialog.Description>
              {almostDone?.firstOrderToday === 'Y' ? own.firstOrderToday : own.registered} {almostDone ? `${shortName(almostDone.fromSchemeName)} to ${shortName(almostDone.toSchemeName)}: ${formatRupees(almostDone.installmentAmt, { decimals: 0 })} ${almostDone.investmentFrequency.toLowerCase()}, from ${almostDone.startDate}.` : ''}
            </Dialog.Description>
            <Button variant="primary" onClick={() => setAlmostDone(null)}>
              OK
            </Button>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
    </section>
  );
}

function PlanCard({ plan, busy, onStop, onSetup }: { plan: StpPlanView; busy: boolean; onStop: () => void; onSetup: () => void }) {
  return (
    <Card className="stp-card">
      <details>
        <summary>
          <span className="stp-card__names">
            <FundName official={plan.fromSchemeName} />
            {plan.toSchemeName ? (
              <>
                {' '}
                → <FundName official={plan.toSchemeName} />
              </>
            ) : null}
          </span>
          <span className={`stp-status stp-status--${plan.agentStatus.replace(/\s+/g, '-')}`}>{plan.agentStatusLabel}</span>
        </summary>
        <dl className="stp-card__facts">
          <div>
            <dt>Type</dt>
            <dd>{plan.investmentType}</dd>
          </div>
          <div>
            <dt>Frequency</dt>
            <dd>{plan.investmentFrequency}</dd>
          </div>
          <div>
            <dt>Instalment</dt>
            <dd className="stp-card__amount">{formatRupees(plan.installmentAmt, { decimals: 0 })}</dd>
          </div>
          <div>
            <dt>Instalments</dt>
            <dd>{plan.noOfInstallments}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{plan.startDate}</dd>
          </div>
          <div>
            <dt>End date</dt>
            <dd>{plan.endDate}</dd>
          </div>
          <div>
            <dt>Folio</dt>
            <dd>{plan.folioNo}</dd>
          </div>
          {plan.agentStatus === 'pending verification' ? (
            <div>
              <dt>Confirm by</dt>
              <dd>{plan.verifyBy}</dd>
            </div>
          ) : null}
        </dl>
        {plan.remarks ? <p className="field-error">{plan.remarks}</p> : null}
      </details>
      {plan.agentStatus === 'active' ? (
        <Button variant="secondary" size="small" disabled={busy} onClick={onStop}>
          {m.stop}
        </Button>
      ) : null}
      {plan.agentStatus === 'approved' ? (
        <Button variant="primary" size="small" disabled={busy} onClick={onSetup}>
          {m.setupOrder}
        </Button>
      ) : null}
    </Card>
  );
}
