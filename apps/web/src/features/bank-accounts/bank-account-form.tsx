import { zodResolver } from '@hookform/resolvers/zod';
import { BankErrorEnum, type BankAccountsChanged, type BankAccountView, type BankVerificationResult } from '@sanchay/contract';
import {
  BANK_SUGGESTION_MIN_CHARS,
  bankAccountFieldsSchema,
  chequeRefusal,
  duplicateAccountMessage,
  ifscSchema,
  ifscUnknownMessage,
  isDuplicateAccount,
  MAX_UPLOAD_BYTES,
  messages,
  productMessages,
  type BankForm,
} from '@sanchay/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, failureOf } from '../../app/api-client';
import { Button, FileUpload, FormField, useFlash } from '../../ui';
import { BankDialogs, type BankDialogState } from './bank-dialogs';
import {
  fetchBankNameSuggestions,
  fetchIfsc,
  uploadCheque,
  useEditBankAccount,
  useSaveBankAccount,
  verifyBankAccount,
} from './bank-accounts-api';
import { bankTimings, pause } from './bank-timings';
import './bank-accounts.css';

const bank = messages.onboarding.bank;
const files = messages.onboarding.files;
const own = productMessages.bankAccounts;

type FormIn = z.input<ReturnType<typeof bankAccountFieldsSchema>>;
type FormOut = z.output<ReturnType<typeof bankAccountFieldsSchema>>;

export interface BankAccountFormProps {
  /** Which screen's wording (spec 2 §5: onboarding and the profile word some rules differently). */
  form: BankForm;
  /** The accounts already on the profile (duplicate check, first-is-primary). */
  accounts: readonly BankAccountView[];
  /** The account being edited (after its bank-update OTP); absent for an add. */
  editing?: BankAccountView;
  /** After the save, the verified dialog and the reload wait (spec 2 §4: 2 s). */
  onSaved: (changed: BankAccountsChanged) => void;
  onCancel?: () => void;
  /** Whether the form differs from what it was loaded with (the profile's unsaved-changes flag). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Seconds are the spec's; tests pass 0. */
  timings?: typeof bankTimings;
}

type Cheque = { id: string; name: string };

/**
 * The bank form (spec 2 §2 step 2, §4 "Bank form", "Bank add", "Bank edit"): bank name with
 * suggestions after 2 characters (10 at most), account number, IFSC with lookup, account type,
 * set as primary, cancelled cheque whose OCR fills the fields. Submit verifies the account by
 * penny drop (the modals), then saves; a name mismatch asks Change Bank Details / Continue Anyway.
 */
export function BankAccountForm({ form: wording, accounts, editing, onSaved, onCancel, onDirtyChange, timings = bankTimings }: BankAccountFormProps) {
  const id = useId();
  const flash = useFlash();
  const save = useSaveBankAccount();
  const edit = useEditBankAccount();
  const schema = useMemo(() => bankAccountFieldsSchema(wording), [wording]);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(schema),
    // Each field says what is wrong when the investor leaves it (the same rules the server runs),
    // then again as they correct it; the lookups (pincode, IFSC) add theirs once the format is right.
    mode: 'onTouched',
    defaultValues: editing
      ? {
          bankName: editing.bankName,
          bankAccountNumber: editing.bankAccountNumber,
          ifscCode: editing.ifscCode,
          bankAccountType: editing.bankAccountType,
          defaultBankFlag: editing.defaultBankFlag === 'Y',
        }
      : { bankName: '', bankAccountNumber: '', ifscCode: '', defaultBankFlag: false },
  });
  const errors = form.formState.errors;
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [cheque, setCheque] = useState<Cheque | null>(
    editing?.cancelledChequeId ? { id: editing.cancelledChequeId, name: 'Cancelled cheque on file' } : null,
  );
  const [chequeNote, setChequeNote] = useState<string | null>(null);
  const [chequeError, setChequeError] = useState<string | null>(null);
  const [branch, setBranch] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [dialog, setDialog] = useState<BankDialogState>({ kind: 'closed' });
  const pending = useRef<{ values: FormOut; verification: BankVerificationResult } | null>(null);
  const accountSequence = editing?.accountSequence ?? accounts.length + 1;
  const others = accounts
    .filter((a) => a.accountSequence !== editing?.accountSequence)
    .map((a) => ({ bankAccountNumber: a.bankAccountNumber, accountSequence: a.accountSequence, defaultBankFlag: a.defaultBankFlag === 'Y' }));

  const checkDuplicate = (typed: string): boolean => {
    if (!isDuplicateAccount(typed, others)) return false;
    form.setError('bankAccountNumber', { message: duplicateAccountMessage(wording) });
    return true;
  };

  const lookUpIfsc = async (typed: string): Promise<boolean> => {
    setBranch(null);
    const parsed = ifscSchema.safeParse(typed);
    if (!parsed.success) return false;
    try {
      const found = (await fetchIfsc(parsed.data)).content[0];
      if (!found) {
        form.setError('ifscCode', { message: ifscUnknownMessage(wording) });
        return false;
      }
      form.clearErrors('ifscCode');
      setBranch(found.branch ? `${found.bank}, ${found.branch}` : found.bank);
      if (!form.getValues('bankName').trim()) form.setValue('bankName', found.bank, { shouldValidate: true });
      return true;
    } catch {
      form.setError('ifscCode', { message: bank.ifscLookupFailed });
      return false;
    }
  };

  const suggest = async (typed: string) => {
    if (typed.trim().length < BANK_SUGGESTION_MIN_CHARS) return setSuggestions([]);
    try {
      setSuggestions(await fetchBankNameSuggestions(typed.trim()));
    } catch {
      setSuggestions([]);
    }
  };

  // The upload control has refused files of another type or over 5 MB (spec 2 §5) already.
  const onChequeChosen = async (file: File) => {
    setChequeError(null);
    setChequeNote(null);
    setDialog({ kind: 'chequeProcessing' });
    try {
      // Spec 2 §4, §9: about a second's wait before the upload, under the processing modal.
      await pause(timings.chequeWaitMs);
      const result = await uploadCheque(file);
      setCheque({ id: result.cancelledChequeId, name: file.name });
      if (result.bankAccountNumber) form.setValue('bankAccountNumber', result.bankAccountNumber, { shouldValidate: true });
      if (result.ifscCode) form.setValue('ifscCode', result.ifscCode, { shouldValidate: true });
      if (result.bankName) form.setValue('bankName', result.bankName, { shouldValidate: true });
      setChequeNote(result.message);
      if (result.bankAccountNumber) checkDuplicate(result.bankAccountNumber);
      if (result.ifscCode) await lookUpIfsc(result.ifscCode);
    } catch (error) {
      setChequeError(failureOf(error, files.uploadUnavailable).message);
    } finally {
      setDialog({ kind: 'closed' });
    }
  };

  const store = async (values: FormOut, verification: BankVerificationResult, continueAnyway: boolean) => {
    const body = {
      ...values,
      cancelledChequeId: cheque?.id ?? null,
      verificationId: verification.verificationId ?? '',
      continueAnyway,
    };
    try {
      const changed = editing ? await edit.mutateAsync({ ...body, accountSequence: editing.accountSequence }) : await save.mutateAsync(body);
      setDialog(
        verification.isVerified
          ? { kind: 'verified', title: bank.verified, message: changed.message }
          : { kind: 'verified', title: changed.message, message: verification.message },
      );
      // Spec 2 §4: the list is updated, then the page reloads after 2 s.
      await pause(timings.reloadMs);
      setDialog({ kind: 'closed' });
      onSaved(changed);
    } catch (error) {
      setDialog({ kind: 'closed' });
      const failure = failureOf(error);
      const code = error instanceof ApiError ? error.envelope?.errorEnum : undefined;
      if (code === BankErrorEnum.BANK_MANDATE_CONFLICT) {
        setDialog({ kind: 'notice', title: own.mandateConflictTitle, body: failure.message });
        return;
      }
      if (code === BankErrorEnum.BANK_ACTIVE_MANDATE) {
        setDialog({ kind: 'notice', title: own.activeMandateTitle, body: failure.message });
        return;
      }
      const fields = Object.entries(failure.fieldErrors);
      for (const [field, message] of fields) {
        if (field === 'cancelledChequeId') setChequeError(message);
        else form.setError(field as FieldPath<FormIn>, { message });
      }
      if (fields.length === 0) flash.show({ type: 'error', message: failure.message });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (checkDuplicate(values.bankAccountNumber)) return;
    const primary = values.defaultBankFlag || accountSequence === 1 || editing?.defaultBankFlag === 'Y';
    const noCheque = chequeRefusal({ defaultBankFlag: primary, accountSequence }, cheque !== null);
    if (noCheque) return setChequeError(noCheque);
    if (!(await lookUpIfsc(values.ifscCode))) return;
    setDialog({ kind: 'verifying' });
    let verification: BankVerificationResult;
    try {
      // Spec 2 §9: a 2-second wait before the verification, under the verifying modal.
      await pause(timings.preVerificationMs);
      verification = await verifyBankAccount({
        bankAccountNumber: values.bankAccountNumber,
        ifscCode: values.ifscCode,
        purpose: editing ? 'edit' : 'add',
      });
    } catch (error) {
      setDialog({ kind: 'closed' });
      const failure = failureOf(error);
      if (failure.status === 0) flash.show({ type: 'error', message: bank.verificationError });
      else flash.show({ type: 'error', message: failure.message });
      return;
    }
    switch (verification.outcome) {
      case 'verified':
        return store(values, verification, false);
      case 'nameMismatch':
        pending.current = { values, verification };
        return setDialog({
          kind: 'nameMismatch',
          bankName: verification.userNameFromSignzy ?? '',
          panName: verification.loggedInUserName,
        });
      case 'failed':
        return setDialog({ kind: 'failed' });
      case 'unavailable':
        // serverDown on add: "You can proceed for now": saved unverified, the dialog says so.
        if (verification.mayProceed) return store(values, verification, false);
        setDialog({ kind: 'closed' });
        flash.show({ type: 'error', message: verification.message });
        return;
      case 'down':
        setDialog({ kind: 'closed' });
        // Spec 2 §8: shown for 5 seconds.
        flash.show({ type: 'error', message: verification.message, durationMs: 5000 });
        return;
    }
  });

  const field = (name: keyof FormIn) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof FormIn) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="onboarding-field__error">
        {errors[name]?.message}
      </p>
    ) : null;
  const busy = form.formState.isSubmitting || save.isPending || edit.isPending || dialog.kind !== 'closed';

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="onboarding-form bank-form" aria-label={editing ? 'Edit bank account' : 'Add bank account'}>
        <fieldset className="onboarding-form__fields" disabled={busy}>
          <FileUpload
            label="Cancelled cheque"
            hint="JPG, PNG or PDF, up to 5 MB"
            accept={['jpeg', 'png', 'pdf']}
            maxBytes={MAX_UPLOAD_BYTES}
            refusals={{ wrongType: bank.chequeFormat, tooLarge: bank.chequeSize }}
            error={chequeError}
            note={chequeNote ? <p className="bank-form__note">{chequeNote}</p> : null}
            current={cheque ? { name: cheque.name } : null}
            onChange={(file) => void onChequeChosen(file)}
          />

          <FormField label="Bank name" htmlFor={`${id}-bankName`} error={error('bankName')}>
            <input
              {...field('bankName')}
              list={`${id}-banks`}
              autoComplete="off"
              {...form.register('bankName', { onChange: (e: { target: HTMLInputElement }) => void suggest(e.target.value) })}
            />
            <datalist id={`${id}-banks`}>
              {suggestions.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </FormField>

          <FormField label="Account number" htmlFor={`${id}-bankAccountNumber`} error={error('bankAccountNumber')}>
            <input
              {...field('bankAccountNumber')}
              inputMode="numeric"
              maxLength={18}
              autoComplete="off"
              {...form.register('bankAccountNumber', { onBlur: (e: { target: HTMLInputElement }) => void checkDuplicate(e.target.value) })}
            />
          </FormField>

          <FormField label="IFSC" htmlFor={`${id}-ifscCode`} error={error('ifscCode')}>
            <input
              {...field('ifscCode')}
              maxLength={11}
              autoCapitalize="characters"
              autoComplete="off"
              {...form.register('ifscCode', { onBlur: (e: { target: HTMLInputElement }) => void lookUpIfsc(e.target.value) })}
            />
          </FormField>
          {branch ? (
            <p className="onboarding-form__place" aria-live="polite">
              {branch}
            </p>
          ) : null}

          <FormField label="Account type" htmlFor={`${id}-bankAccountType`} error={error('bankAccountType')}>
            <select {...field('bankAccountType')} {...form.register('bankAccountType')} defaultValue={editing?.bankAccountType ?? ''}>
              <option value="" disabled>
                Select
              </option>
              <option value="Savings">Savings</option>
              <option value="Current">Current</option>
            </select>
          </FormField>

          <label className="onboarding-radio bank-form__primary">
            <input type="checkbox" {...form.register('defaultBankFlag')} disabled={editing?.defaultBankFlag === 'Y'} /> Set as primary account
          </label>
        </fieldset>
        <div className="bank-form__actions">
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={busy}>
            {editing ? 'Verify & Save' : 'Verify & Add Account'}
          </Button>
        </div>
      </form>
      <BankDialogs
        state={dialog}
        onClose={() => setDialog({ kind: 'closed' })}
        onContinueAnyway={() => {
          const held = pending.current;
          pending.current = null;
          setDialog({ kind: 'closed' });
          if (held) void store(held.values, held.verification, true);
        }}
      />
    </>
  );
}

