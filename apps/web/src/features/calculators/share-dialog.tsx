import * as Dialog from '@radix-ui/react-dialog';
import { sharedCalculatorImagePath, type CalculatorShareAnswer, type ShareCalculatorBody } from '@sanchay/contract';
import { advisorShareCustomerSchema, messages, productMessages } from '@sanchay/domain';
import { useId, useState } from 'react';
import { failureOf } from '../../app/api-client';
import { Button, DialogCloseButton, DialogRoot, FieldError, FormField } from '../../ui';

const own = productMessages.calculator;
type Customer = ShareCalculatorBody['customer'];

/**
 * The advisor's share (spec 3 §4 "Calculator sharing"): the popup takes the customer's name and
 * mobile, both or neither (spec 3 §5; the contract's rule, which the server runs too), then the
 * server saves the lead and makes the short link and the image; the advisor sends it by WhatsApp.
 */
export function ShareDialog({ open, onOpenChange, onShare }: { open: boolean; onOpenChange: (open: boolean) => void; onShare: (customer: Customer) => Promise<CalculatorShareAnswer> }) {
  const id = useId();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<{ customerName?: string; customerMobile?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<CalculatorShareAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setName('');
    setMobile('');
    setErrors({});
    setFailure(null);
    setAnswer(null);
  };

  const submit = async () => {
    setFailure(null);
    const form = { customerName: name, customerMobile: mobile };
    const checked = advisorShareCustomerSchema.safeParse(form);
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setAnswer(await onShare(form));
    } catch (err) {
      // Spec 3 §8: the lead's own error text when the server gives one, else 'Failed to share'.
      const f = failureOf(err, messages.calculator.shareFailed);
      setErrors({ customerName: f.fieldErrors['customer.customerName'], customerMobile: f.fieldErrors['customer.customerMobile'] });
      setFailure(f.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content calc-dialog" aria-describedby={`${id}-hint`}>
          <Dialog.Title className="dialog-title">{own.shareTitle}</Dialog.Title>
          {answer ? (
            <div className="calc-share-done">
              <p role="status">{own.shareReady}</p>
              {/* The same image by its path here: the absolute address is the main host's, and this page may be the advisor host's. */}
              <img className="calc-share-done__image" src={sharedCalculatorImagePath(answer.fileId)} alt={own.sharedImageAlt(own.shareReady)} width={600} height={315} />
              <p>
                {own.shareLink}: <a href={answer.shortenUrl}>{answer.shortenUrl}</a>
              </p>
              <a className="btn btn--primary btn--block" href={answer.whatsappUrl} target="_blank" rel="noopener noreferrer">
                {own.shareOnWhatsApp}
              </a>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <p id={`${id}-hint`} className="calc-dialog__hint">
                {own.shareHint}
              </p>
              <FormField label={own.customerName} htmlFor={`${id}-name`} className="calc-form-field" error={<FieldError id={`${id}-name-error`} message={errors.customerName} />}>
                <input
                  id={`${id}-name`}
                  autoComplete="off"
                  value={name}
                  aria-invalid={errors.customerName ? true : undefined}
                  aria-describedby={errors.customerName ? `${id}-name-error` : undefined}
                  onChange={(e) => setName(e.target.value)}
                />
              </FormField>
              <FormField label={own.customerMobile} htmlFor={`${id}-mobile`} className="calc-form-field" error={<FieldError id={`${id}-mobile-error`} message={errors.customerMobile} />}>
                <input
                  id={`${id}-mobile`}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  value={mobile}
                  aria-invalid={errors.customerMobile ? true : undefined}
                  aria-describedby={errors.customerMobile ? `${id}-mobile-error` : undefined}
                  onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
                />
              </FormField>
              {failure ? (
                <p className="field-error" role="alert">
                  {failure}
                </p>
              ) : null}
              <Button type="submit" block disabled={busy} aria-busy={busy}>
                {messages.calculator.share}
              </Button>
            </form>
          )}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
