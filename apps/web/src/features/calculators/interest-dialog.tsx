import * as Dialog from '@radix-ui/react-dialog';
import { interestedCustomerBody } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { useId, useState } from 'react';
import { failureOf } from '../../app/api-client';
import { Button, DialogCloseButton, DialogRoot, FieldError, FormField } from '../../ui';

const own = productMessages.calculator;
type Fields = 'userName' | 'mobile' | 'emailId';
const form = interestedCustomerBody.pick({ userName: true, mobile: true, emailId: true });

/**
 * I'm Interested on a shared calculator (spec 3 §4, §5 "Customer interest form"): name, mobile and
 * e-mail, all required, Submit disabled until the three are valid (the contract's rules; the
 * server runs them again). The lead goes to the advisor who shared.
 */
export function InterestDialog({ onSubmit }: { onSubmit: (body: Record<Fields, string>) => Promise<{ message: string }> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Fields, string>>({ userName: '', mobile: '', emailId: '' });
  const [touched, setTouched] = useState<Partial<Record<Fields, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const checked = form.safeParse(values);
  const errors: Partial<Record<Fields, string>> = {};
  if (!checked.success) for (const issue of checked.error.issues) errors[issue.path[0] as Fields] ??= issue.message;

  const field = (name: Fields, label: string, input: { type?: string; inputMode?: 'numeric' | 'email'; autoComplete: string; maxLength?: number }) => {
    const shown = touched[name] ? errors[name] : undefined;
    return (
      <FormField label={label} htmlFor={`${id}-${name}`} className="calc-form-field" error={<FieldError id={`${id}-${name}-error`} message={shown} />}>
        <input
          id={`${id}-${name}`}
          {...input}
          value={values[name]}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-${name}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [name]: name === 'mobile' ? e.target.value.replace(/\D/g, '') : e.target.value }))}
          onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
        />
      </FormField>
    );
  };

  const submit = async () => {
    setFailure(null);
    setBusy(true);
    try {
      setDone((await onSubmit(values)).message);
    } catch (err) {
      setFailure(failureOf(err, messages.calculator.leadFailed).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button block>{messages.calculator.imInterested}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content calc-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">{own.interestedTitle}</Dialog.Title>
          {done ? (
            <p role="status">{done}</p>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (checked.success) void submit();
              }}
            >
              {field('userName', own.fullName, { autoComplete: 'name' })}
              {field('mobile', own.mobile, { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 10 })}
              {field('emailId', own.email, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
              {failure ? (
                <p className="field-error" role="alert">
                  {failure}
                </p>
              ) : null}
              <Button type="submit" block disabled={!checked.success || busy} aria-busy={busy}>
                {own.submit}
              </Button>
            </form>
          )}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
