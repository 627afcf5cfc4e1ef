import { checkShareTarget, shareFields, type ShareType } from '@sanchay/contract';
import { z } from 'zod';
import { useId, useState } from 'react';
import { failureOf } from '../../app/api-client';
import { Button, FieldError, FormField } from '../../ui';
import './sharing.css';

/** The browser's check of the address: the contract's rules, the same the server runs. */
const target = z.object(shareFields).superRefine(checkShareTarget);

export interface ShareLinkFormProps {
  /** The heading, e.g. 'Share payment link with your customer'. */
  title: string;
  /** Sends the share; answers the server's message (the spec's success text). */
  onShare: (share: { type: ShareType; value: string }) => Promise<{ message: string }>;
  /** The spec's failure text for a call without a message of its own. */
  failureMessage: string;
  /** E-mail only (what carries an attachment, as the investment statement's PDF): no channel choice. */
  emailOnly?: boolean;
}

/**
 * An advisor's share-with-customer control (spec 3 §2, §4: e-mail or SMS; spec 1 §5 / spec 3 §5:
 * 'Please enter 10 digits only'). The caller shows it to advisors only.
 */
export function ShareLinkForm({
  title,
  onShare,
  failureMessage,
  emailOnly = false,
}: ShareLinkFormProps) {
  const id = useId();
  const [type, setType] = useState<ShareType>('email');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setStatus(null);
    const checked = target.safeParse({ type, value });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? failureMessage);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      const answer = await onShare({ type, value: value.trim() });
      setStatus({ ok: true, message: answer.message });
      setValue('');
    } catch (err) {
      const failure = failureOf(err, failureMessage);
      if (failure.fieldErrors.value) setFieldError(failure.fieldErrors.value);
      else setStatus({ ok: false, message: failure.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="share-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="share-link__title">
        {title}
      </h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {emailOnly ? null : (
          <fieldset className="share-link__type">
            <legend>Share by</legend>
            <label>
              <input
                type="radio"
                name={`${id}-type`}
                checked={type === 'email'}
                onChange={() => {
                  setType('email');
                  setFieldError(null);
                }}
              />{' '}
              E-mail
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-type`}
                checked={type === 'sms'}
                onChange={() => {
                  setType('sms');
                  setFieldError(null);
                }}
              />{' '}
              SMS
            </label>
          </fieldset>
        )}
        <FormField
          label={type === 'email' ? "Customer's e-mail" : "Customer's mobile number"}
          htmlFor={`${id}-value`}
          className="share-link__field"
          error={<FieldError id={`${id}-error`} message={fieldError} />}
        >
          <input
            id={`${id}-value`}
            type={type === 'email' ? 'email' : 'tel'}
            inputMode={type === 'email' ? 'email' : 'numeric'}
            autoComplete="off"
            value={value}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary" size="small" disabled={busy} aria-busy={busy}>
          Share
        </Button>
      </form>
      {status ? (
        <p
          className={status.ok ? 'share-link__done' : 'share-link__failed'}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.message}
        </p>
      ) : null}
    </section>
  );
}
