import type { MandateView } from '@sanchay/contract';
import { formatRupees, messages, productMessages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Card, DialogCloseButton, DialogRoot, Skeleton, buttonClassName, useFlash, useReturnFocus } from '../../ui';
import * as Dialog from '@radix-ui/react-dialog';
import { MandateFrame } from './mandate-frame';
import { mandateKeys, useMandates } from './mandates-api';
import { PhysicalMandateSteps } from './physical-mandate-steps';

const m = messages.mandate;
const own = productMessages.mandate;

/**
 * /profile/mandates (spec 3 §2, §4 "Mandates"): the investor's mandates, Show Active, Upload Mandate
 * Form. `?mandateId` (the bank's return after an e-mandate): that mandate's status is asked first.
 * `?orderNo` (an order set whose SIPs need the mandate): a link back to that order.
 */
export default function MandatesPage() {
  return (
    <MandateFrame title="Mandates">
      <MandateList />
    </MandateFrame>
  );
}

const digitsOrNull = (value: string | null) => (value && /^\d{1,18}$/.test(value) ? value : null);

function MandateList() {
  const [params] = useSearchParams();
  const mandates = useMandates(digitsOrNull(params.get('mandateId')));
  const orderNo = digitsOrNull(params.get('orderNo'));
  const [activeOnly, setActiveOnly] = useState(false);
  const [uploading, setUploading] = useState<MandateView | null>(null);
  const toggleId = useId();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const returnFocus = useReturnFocus();
  const shown = (mandates.data?.mandates ?? []).filter((x) => !activeOnly || x.status === 'Approved');

  return (
    <section aria-labelledby={`${toggleId}-title`}>
      <div className="mandates-head">
        <h1 id={`${toggleId}-title`}>Mandates</h1>
        <Link className={buttonClassName({ variant: 'primary', size: 'small' })} to="/profile/mandates/setup-mandate?flowType=profile">
          {m.setupMandate}
        </Link>
      </div>
      {orderNo ? (
        <p className="mandates-order">
          <Link to={`/thank-you?orderNo=${orderNo}`}>{own.backToOrder(orderNo)}</Link>
        </p>
      ) : null}
      <label className="mandates-toggle" htmlFor={toggleId}>
        <input id={toggleId} type="checkbox" role="switch" checked={activeOnly} onChange={(e) => setActiveOnly(e.target.checked)} />
        {m.showActive}
      </label>
      {mandates.isPending ? (
        <Skeleton height={120} />
      ) : mandates.isError ? (
        <p role="alert" className="mandate-error">
          {failureOf(mandates.error).message}
        </p>
      ) : shown.length === 0 ? (
        <Card>
          <p>{activeOnly ? own.noActiveMandates : own.noMandates}</p>
        </Card>
      ) : (
        <ul className="mandate-list" aria-label="Your mandates">
          {shown.map((mandate) => (
            <li key={mandate.bseMandateId}>
              <MandateCard mandate={mandate} onUpload={() => setUploading(mandate)} />
            </li>
          ))}
        </ul>
      )}
      <DialogRoot open={uploading !== null} onOpenChange={(open) => !open && setUploading(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog-content mandate-dialog" {...returnFocus}>
            <Dialog.Title className="dialog-title">{m.uploadMandateForm}</Dialog.Title>
            <Dialog.Description>Mandate ID {uploading?.bseMandateId}: download the form, sign it, and upload a scan.</Dialog.Description>
            {uploading ? (
              <PhysicalMandateSteps
                mandate={uploading}
                ensureMandate={async () => uploading}
                onSubmitted={(_, message) => {
                  setUploading(null);
                  flash.show({ type: 'success', message });
                  void queryClient.invalidateQueries({ queryKey: mandateKeys.list });
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

function MandateCard({ mandate, onUpload }: { mandate: MandateView; onUpload: () => void }) {
  return (
    <Card className="mandate-card">
      <div className="mandate-card__top">
        <span className="mandate-card__type">{mandate.type === 'X' ? own.typePhysical : own.typeEMandate}</span>
        <span className={`mandate-status mandate-status--${mandate.status === 'New Mandate' ? 'pending' : mandate.status.toLowerCase()}`}>
          {mandate.statusLabel}
        </span>
      </div>
      <dl className="mandate-card__facts">
        <div>
          <dt>Mandate ID</dt>
          <dd>{mandate.bseMandateId}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="mandate-card__amount">{formatRupees(mandate.amount, { decimals: 0 })}</dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>
            {mandate.bankName} {mandate.bankAccountNumber}
          </dd>
        </div>
        <div>
          <dt>Start date</dt>
          <dd>{mandate.startDate}</dd>
        </div>
        <div>
          <dt>End date</dt>
          <dd>{mandate.endDate}</dd>
        </div>
      </dl>
      {mandate.remarks ? <p className="mandate-card__remarks">{mandate.remarks}</p> : null}
      {mandate.canUploadForm ? (
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={onUpload}>
          {m.uploadMandateForm}
        </button>
      ) : null}
    </Card>
  );
}
