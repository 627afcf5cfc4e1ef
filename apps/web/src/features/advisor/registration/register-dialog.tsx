import * as Dialog from '@radix-ui/react-dialog';
import {
  agentRegistrationErrors,
  blankAgentRegistration,
  ARN_PREFIX,
  CERTIFICATE_MAX_BYTES,
  emptyAgentRegistration,
  EUIN_PREFIX,
  NISM_PREFIX,
  istDate,
  messages,
  productMessages,
  REGISTRATION_AUTO_SAVE_MS,
  toRegistrationRequest,
  type AgentRegistrationFields,
} from '@sanchay/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError, failureOf } from '../../../app/api-client';
import { Button, CloseIcon, DialogRoot, FieldError, FileUpload, useReturnFocus } from '../../../ui';
import { fetchCertificates, saveCertificates, uploadCertificate } from './registration-api';
import { saleGuardKeys } from './sale-guard-keys';
import './registration.css';

const m = messages.registration;
const t = productMessages.agentRegistration;
type Key = keyof AgentRegistrationFields;
/** The typed fields (numbers and dates). */
type TextKey = 'nismCode' | 'nismValidStartDate' | 'nismValidEndDate' | 'arnCode' | 'euin' | 'arnValidStartDate' | 'arnValidEndDate';

export interface RegisterDialogProps {
  agentCode: string;
  /** The advisor already holds an ARN: no automatic blank save (spec 3 §4). */
  hasArn: boolean;
  onClose: () => void;
}

/** The kept image on record, shown until another is chosen (spec 3 §7 "preview … certificate"). */
const previewOf = (url: string | null | undefined, label: string) => (url ? { name: label, imageUrl: url } : null);

type Outcome = { kind: 'registered' } | { kind: 'saved' } | { kind: 'arnMapped' } | { kind: 'failed' };

/**
 * The Register popup (spec 3 §2, §4 "Agent registration", §5): NISM yes/no, then ARN yes/no
 * (only after NISM yes), the numbers (prefixes NISM-, ARN-, E added on send), the validity dates,
 * the certificate images (uploaded as chosen, judged by the server by decoding), the terms; then
 * the congratulations or the failure view. Every rule is the domain's one schema, which the server
 * applies again. For an advisor without an ARN, a blank save happens after 10 minutes.
 */
export default function RegisterDialog({ agentCode, hasArn, onClose }: RegisterDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const returnFocus = useReturnFocus();
  const [values, setValues] = useState<AgentRegistrationFields>(emptyAgentRegistration);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [uploading, setUploading] = useState<'nism' | 'arn' | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // What is registered already: the form starts from it, with the kept images' previews.
  const registered = useQuery({
    queryKey: saleGuardKeys.certificates(agentCode),
    queryFn: ({ signal }) => fetchCertificates(agentCode, signal),
    retry: false,
  }).data;
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !registered?.registered) return;
    prefilled.current = true;
    const bare = (value: string | null, prefix: string) => (value?.startsWith(prefix) ? value.slice(prefix.length) : (value ?? ''));
    setValues({
      isNISMCertified: registered.isNISMCertified,
      isARNHolder: registered.isARNHolder,
      nismCode: bare(registered.nismCode, NISM_PREFIX),
      nismValidStartDate: registered.nismValidStartDate ?? '',
      nismValidEndDate: registered.nismValidEndDate ?? '',
      arnCode: bare(registered.arnCode, ARN_PREFIX),
      euin: bare(registered.euin, EUIN_PREFIX),
      arnValidStartDate: registered.arnValidStartDate ?? '',
      arnValidEndDate: registered.arnValidEndDate ?? '',
      nismCertificateId: registered.nismCertificateId ?? '',
      arnCertificateId: registered.arnCertificateId ?? '',
      termsAccepted: false,
    });
  }, [registered]);

  // Spec 3 §4: no ARN → the blank save after 600000 ms, then the popup goes.
  useEffect(() => {
    if (hasArn) return undefined;
    const timer = setTimeout(() => {
      saveCertificates(agentCode, toRegistrationRequest(blankAgentRegistration))
        .catch(() => undefined)
        .finally(() => closeRef.current());
    }, REGISTRATION_AUTO_SAVE_MS);
    return () => clearTimeout(timer);
  }, [agentCode, hasArn]);

  const set = <K extends Key>(key: K, value: AgentRegistrationFields[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const upload = async (kind: 'nism' | 'arn', file: File) => {
    const key: Key = kind === 'nism' ? 'nismCertificateId' : 'arnCertificateId';
    set(key, '');
    setUploading(kind);
    try {
      const kept = await uploadCertificate(agentCode, kind, file);
      set(key, kept.fileId);
    } catch (err) {
      setErrors((e) => ({ ...e, [key]: failureOf(err).message }));
    } finally {
      setUploading(null);
    }
  };

  const submit = async () => {
    const found = agentRegistrationErrors(values, istDate(new Date()));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await saveCertificates(agentCode, toRegistrationRequest(values));
      await queryClient.invalidateQueries({ queryKey: ['advisor'] });
      setOutcome({ kind: result.outcome });
    } catch (err) {
      const failure = failureOf(err, m.failed);
      if (err instanceof ApiError && err.envelope?.errorEnum === 'ARN_ALREADY_MAPPED') setOutcome({ kind: 'arnMapped' });
      else if (failure.status === 400 && Object.keys(failure.fieldErrors).length > 0) setErrors(failure.fieldErrors as Partial<Record<Key, string>>);
      else setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  const text = (key: TextKey, label: string, prefix?: string, type: 'text' | 'date' = 'text') => (
    <div className="registration__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <div className="registration__input">
        {prefix ? <span aria-hidden="true">{prefix}</span> : null}
        <input
          id={`${id}-${key}`}
          type={type}
          {...(type === 'text' ? { inputMode: 'numeric' as const, autoComplete: 'off' } : {})}
          value={values[key]}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          onChange={(e) => set(key, e.target.value)}
        />
      </div>
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  );

  const yesNo = (key: 'isNISMCertified' | 'isARNHolder', legend: string) => (
    <fieldset className="registration__question" aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}>
      <legend>{legend}</legend>
      {([true, false] as const).map((answer) => (
        <label key={String(answer)} className="registration__radio">
          <input type="radio" name={`${id}-${key}`} checked={values[key] === answer} onChange={() => set(key, answer)} />
          {answer ? t.yes : t.no}
        </label>
      ))}
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </fieldset>
  );

  const certificate = (kind: 'nism' | 'arn', label: string) => (
    <FileUpload
      label={label}
      hint={t.imageHint}
      accept={['jpeg', 'png', 'gif', 'bmp']}
      maxBytes={CERTIFICATE_MAX_BYTES}
      refusals={{ wrongType: messages.mandate.invalidImage, tooLarge: messages.mandate.invalidImage }}
      error={errors[kind === 'nism' ? 'nismCertificateId' : 'arnCertificateId'] ?? null}
      note={uploading === kind ? <p>{t.uploading}</p> : null}
      current={previewOf(kind === 'nism' ? registered?.nismCertificateUrl : registered?.arnCertificateUrl, label)}
      disabled={busy || uploading !== null}
      onChange={(file) => void upload(kind, file)}
    />
  );

  let body: ReactNode;
  if (outcome) {
    body = (
      <div className="registration__outcome" role="status">
        {outcome.kind === 'registered' ? (
          <>
            <p className="registration__headline">{t.congratulations}</p>
            <p>{t.registered}</p>
          </>
        ) : outcome.kind === 'saved' ? (
          <p>{t.savedWithoutArn}</p>
        ) : outcome.kind === 'arnMapped' ? (
          <>
            <p className="registration__headline">{m.arnAlreadyMapped}</p>
            <p>{m.retryWithOtherArn}</p>
          </>
        ) : (
          <p>{m.failed}</p>
        )}
        <div className="dialog-actions">
          <Button variant="primary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <form
        className="registration__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {yesNo('isNISMCertified', t.nismQuestion)}
        {values.isNISMCertified ? (
          <>
            {text('nismCode', t.nismNumber, 'NISM-')}
            {text('nismValidStartDate', t.testDate, undefined, 'date')}
            {text('nismValidEndDate', t.validTill, undefined, 'date')}
            {certificate('nism', t.nismCertificate)}
            {yesNo('isARNHolder', t.arnQuestion)}
            {values.isARNHolder ? (
              <>
                {text('arnCode', t.arnNumber, 'ARN-')}
                {text('euin', t.euin, 'E')}
                {text('arnValidStartDate', t.validFrom, undefined, 'date')}
                {text('arnValidEndDate', t.validTo, undefined, 'date')}
                {certificate('arn', t.arnCertificate)}
              </>
            ) : null}
            <label className="registration__terms">
              <input
                type="checkbox"
                checked={values.termsAccepted}
                aria-describedby={errors.termsAccepted ? `${id}-terms-error` : undefined}
                onChange={(e) => set('termsAccepted', e.target.checked)}
              />
              {t.termsLabel}
            </label>
            <FieldError id={`${id}-terms-error`} message={errors.termsAccepted} />
          </>
        ) : null}
        <div className="dialog-actions">
          <Button type="submit" variant="primary" disabled={busy || uploading !== null}>
            {t.submit}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content registration" {...returnFocus} aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">{m.title}</Dialog.Title>
          {body}
          <Dialog.Close className="dialog-close" aria-label={t.close}>
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
