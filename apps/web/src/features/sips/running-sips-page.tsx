import * as Dialog from '@radix-ui/react-dialog';
import type { RunningSip } from '@sanchay/contract';
import { checkPauseInstallments, formatRupees, messages, productMessages, fundDisplayName } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { failureOf } from '../../app/api-client';
import { Button, Card, DialogCloseButton, DialogRoot, FieldError, Skeleton, useConfirm, useFlash, FundName } from '../../ui';
import { cancelSip, pauseSip, sipKeys, useRunningSips } from './sips-api';
import { SipsFrame } from './sips-frame';

const own = productMessages.sips;

/**
 * /running-sips (spec 3 §2 Account area "My SIPs"; issue 12 §3; decision 0110): every SIP the
 * investor registered, with its next instalment, amount, mandate and instalments done and failed;
 * Pause (where the scheme allows it) and Cancel SIP (after a confirmation), both through the
 * exchange.
 */
export default function RunningSipsPage() {
  return (
    <SipsFrame title="My SIPs">
      <SipList />
    </SipsFrame>
  );
}

function SipList() {
  const sips = useRunningSips();
  const titleId = useId();
  const [pausing, setPausing] = useState<RunningSip | null>(null);
  const queryClient = useQueryClient();
  const flash = useFlash();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const cancel = async (sip: RunningSip) => {
    const yes = await confirm({ title: own.cancelConfirmTitle, description: own.cancelConfirm, yesLabel: 'Cancel SIP', noLabel: 'Keep SIP' });
    if (!yes) return;
    setBusy(sip.sipId);
    try {
      const answer = await cancelSip(sip.sipId);
      flash.show({ type: answer.outcome === 'REFUSED' ? 'error' : 'success', message: answer.message });
    } catch (error) {
      flash.show({ type: 'error', message: failureOf(error).message || messages.generic.somethingWentWrong });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: sipKeys.list });
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId}>My SIPs</h1>
      {sips.isPending ? (
        <Skeleton height={160} />
      ) : sips.isError ? (
        <p role="alert" className="sips-error">
          {failureOf(sips.error).message}
        </p>
      ) : sips.data.sips.length === 0 ? (
        <Card>
          <p>{own.empty}</p>
        </Card>
      ) : (
        <>
          {!sips.data.exchangeAnswered ? (
            <p role="status" className="sips-note">
              {own.exchangeUnavailable}
            </p>
          ) : null}
          <ul className="sips-list" aria-label="Your SIPs">
            {sips.data.sips.map((sip) => (
              <li key={sip.sipId}>
                <SipCard sip={sip} busy={busy === sip.sipId} onPause={() => setPausing(sip)} onCancel={() => void cancel(sip)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <DialogRoot open={pausing !== null} onOpenChange={(open) => !open && setPausing(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content">
            <Dialog.Title className="dialog-title">Pause SIP</Dialog.Title>
            {pausing ? (
              <PauseForm
                sip={pausing}
                onDone={async (message) => {
                  setPausing(null);
                  flash.show({ type: 'success', message });
                  await queryClient.invalidateQueries({ queryKey: sipKeys.list });
                }}
              />
            ) : null}
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Portal>
      </DialogRoot>
    </section>
  );
}

const statusClass = (status: RunningSip['status']) => `sip-status sip-status--${status.toLowerCase().replace(/_/g, '-')}`;

function SipCard({ sip, busy, onPause, onCancel }: { sip: RunningSip; busy: boolean; onPause: () => void; onCancel: () => void }) {
  const fact = (term: string, value: string | number | null) => (
    <div>
      <dt>{term}</dt>
      <dd>{value === null || value === '' ? '—' : value}</dd>
    </div>
  );
  return (
    <Card>
      <article className="sip-card" aria-label={fundDisplayName(sip.schemeName).name}>
        <div className="sip-card__top">
          <h2 className="sip-card__name">
            <FundName official={sip.schemeName} />
          </h2>
          <span className={statusClass(sip.status)}>{sip.statusLabel}</span>
        </div>
        <dl className="sip-card__facts">
          {fact('Amount', formatRupees(sip.amount))}
          {fact('SIP date', sip.sipDate)}
          {fact('Next instalment', sip.nextInstallmentDate)}
          {fact('Instalments done', sip.installmentsDone)}
          {fact('Instalments failed', sip.installmentsFailed)}
          {sip.installmentsSkipped ? fact('Instalments skipped', sip.installmentsSkipped) : null}
          {sip.status === 'PAUSED' ? fact('Paused', `${sip.pausedFrom} to ${sip.pausedTo}`) : null}
          {fact('Duration', sip.numOfInstallments >= 360 ? 'Until Cancelled' : `${sip.numOfInstallments} months`)}
          {fact('Mandate', [sip.mandate.bankName, sip.mandate.bankAccountNumber].filter(Boolean).join(' ') || sip.mandate.mandateId)}
          {sip.folioNumber ? fact('Folio', sip.folioNumber) : null}
          {fact('SIP registration no.', sip.xsipRegId)}
        </dl>
        {sip.lastRemarks ? <p className="sips-remarks">{sip.lastRemarks}</p> : null}
        {sip.pause || sip.canCancel ? (
          <div className="sip-card__actions">
            {sip.pause ? (
              <Button variant="secondary" size="small" onClick={onPause} disabled={busy} aria-label={`Pause SIP of ${fundDisplayName(sip.schemeName).name}`}>
                Pause
              </Button>
            ) : null}
            {sip.canCancel ? (
              <Button variant="secondary" size="small" onClick={onCancel} disabled={busy} aria-label={`Cancel SIP of ${fundDisplayName(sip.schemeName).name}`}>
                Cancel SIP
              </Button>
            ) : null}
          </div>
        ) : null}
      </article>
    </Card>
  );
}

/** How many instalments to skip (the scheme's bounds, checked here and on the server alike). */
export function PauseForm({ sip, onDone }: { sip: RunningSip; onDone: (message: string) => void | Promise<void> }) {
  const id = useId();
  const bounds = { min: sip.pause?.min ?? 1, max: sip.pause?.max ?? 1 };
  const [value, setValue] = useState(String(bounds.min));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPauseInstallments(value, bounds);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    setPending(true);
    try {
      const answer = await pauseSip(sip.sipId, String(checked.value));
      if (answer.outcome === 'REFUSED') setError(answer.message);
      else await onDone(answer.message);
    } catch (failure) {
      const f = failureOf(failure);
      setError(f.fieldErrors?.installments ?? (f.message || messages.generic.somethingWentWrong));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="sips-pause" onSubmit={(e) => void submit(e)} noValidate>
      <Dialog.Description className="dialog-description">
        {fundDisplayName(sip.schemeName).name}: instalments from the next one are skipped; nothing is debited for them. You can pause between {bounds.min} and{' '}
        {bounds.max} instalments.
      </Dialog.Description>
      <div className="sips-field">
        <label htmlFor={`${id}-n`}>Instalments to pause</label>
        <input
          id={`${id}-n`}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Button type="submit" block disabled={pending}>
        Pause SIP
      </Button>
    </form>
  );
}
