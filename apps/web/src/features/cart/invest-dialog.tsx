import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import {
  SIP_MONTHS_DEFAULT,
  SIP_UNTIL_CANCELLED,
  cartMessages,
  formatIndianNumber,
  messages,
  schemeMinimumError,
  validateCartItem,
  type CartItemInput,
  type InvestmentType,
  type ValidCartItem,
} from '@sanchay/domain';
import { Button, DialogRoot, DialogCloseButton, useFlash } from '../../ui';
import { useSaveInvestment } from './cart-api';
import './cart.css';
import { failureOf } from '../../app/api-client';

const m = messages.investMore;

/** What the dialog needs to know about the fund (a subset of the fund detail). */
export interface InvestFund {
  schemeId: number;
  schemeName: string;
  sipDates: number[];
  sipAllowed: boolean;
  purchaseAllowed: boolean;
  minLumpsumAmount: string | null;
  minSipAmount: string | null;
}

/** The flash, when the app mounts one (component tests of other screens may not). */
function useOptionalFlash() {
  try {
    return useFlash();
  } catch {
    return null;
  }
}

/** Digits get Indian grouping as they are typed; anything else stays as typed (and is refused). */
export function groupAmountInput(text: string): string {
  if (!/^[\d,]*$/.test(text)) return text;
  const digits = text.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return digits === '' ? '' : formatIndianNumber(digits, 0);
}

/** The fields a fund and a pack save alike (spec 1 §3 cart item): what the investor chose in the form. */
export function investmentOf(item: ValidCartItem) {
  return {
    investmentType: item.investmentType === 'SIP' ? ('SIP' as const) : ('Lumpsum' as const),
    investmentFrequency: item.frequency,
    amount: item.amount,
    sipDate: item.sipDate,
    numOfSipInstallments: item.investmentType === 'SIP' ? item.numOfInstallments : null,
  };
}

export type InvestErrors = Partial<Record<'amount' | 'sipDate' | 'numOfInstallments' | 'form', string>>;
type Errors = InvestErrors;

/** Spec 3 §5: the duration in months is shown as years (120 → '10 years'; 18 → '1 year 6 months'). */
export function monthsAsYears(text: string): string | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text);
  if (n < 1) return null;
  const years = Math.floor(n / 12);
  const months = n % 12;
  const part = (k: number, unit: string) => `${k} ${unit}${k === 1 ? '' : 's'}`;
  return [years ? part(years, 'year') : '', months ? part(months, 'month') : ''].filter(Boolean).join(' ');
}

/** The Invest form (spec 3 §5 Invest More) for one fund: its SIP dates, its minimum, its save. */
export function InvestForm({ fund, onDone }: { fund: InvestFund; onDone: () => void }) {
  const save = useSaveInvestment();
  return (
    <InvestFields
      sipDates={fund.sipDates}
      sipAllowed={fund.sipAllowed}
      validate={(input) => {
        const result = validateCartItem(input, fund.sipDates);
        if (!result.ok) return result;
        const minimum = schemeMinimumError(input.investmentType, result.item.amount, fund);
        return minimum ? { ok: false, fieldErrors: { amount: minimum } } : result;
      }}
      save={async (item) => {
        await save.mutateAsync({
          schemeId: fund.schemeId,
          ...investmentOf(item),
        });
      }}
      pending={save.isPending}
      addedMessage={cartMessages.added}
      onDone={onDone}
    />
  );
}

/** What {@link InvestFields} needs: the allowed SIP dates, the rules to check, the save. */
export interface InvestFieldsProps {
  sipDates: number[];
  sipAllowed: boolean;
  /** Invest More (spec 3 §4): Lumpsum only when the scheme's lumpsum minimum is above 0 (default true). */
  lumpsumAllowed?: boolean;
  /** The submit button's text (default Add to Cart). */
  submitLabel?: string;
  /**
   * A failed save: the field and form errors to show, or null when the caller told the investor
   * itself (a toast). Default: the server's field errors and message under the form.
   */
  onSaveError?: (error: unknown) => Errors | null;
  /** The field rules plus the target's own minimum (a fund's or a pack's). */
  validate: (
    input: CartItemInput,
  ) => { ok: true; item: ValidCartItem } | { ok: false; fieldErrors: Errors };
  save: (item: ValidCartItem) => Promise<void>;
  pending: boolean;
  addedMessage: string;
  onDone: () => void;
}

/** Lumpsum or SIP, amount, SIP date and duration: the fields of a fund's and a pack's dialog. */
export function InvestFields({
  sipDates,
  sipAllowed,
  lumpsumAllowed = true,
  submitLabel = 'Add to Cart',
  onSaveError,
  validate,
  save,
  pending,
  addedMessage,
  onDone,
}: InvestFieldsProps) {
  const id = useId();
  const flash = useOptionalFlash();
  const [type, setType] = useState<InvestmentType>(lumpsumAllowed || !sipAllowed ? 'LUMPSUM' : 'SIP');
  const [amount, setAmount] = useState('');
  const [sipDate, setSipDate] = useState('');
  const [fixed, setFixed] = useState(false);
  const [months, setMonths] = useState(String(SIP_MONTHS_DEFAULT));
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      investmentType: type,
      amount,
      sipDate,
      numOfInstallments: fixed ? months : SIP_UNTIL_CANCELLED,
    };
    const result = validate(input);
    if (!result.ok) return setErrors(result.fieldErrors);
    setErrors({});
    try {
      await save(result.item);
      flash?.show({ type: 'success', message: addedMessage });
      onDone();
    } catch (error) {
      if (onSaveError) {
        const shown = onSaveError(error);
        if (shown) setErrors(shown);
        return;
      }
      const failure = failureOf(error);
      setErrors({ ...failure.fieldErrors, form: failure.message });
    }
  };

  const tab = (value: InvestmentType, label: string, disabled = false) => (
    <button
      type="button"
      role="tab"
      aria-selected={type === value}
      className={`cart-tab${type === value ? ' cart-tab--active' : ''}`}
      disabled={disabled}
      onClick={() => {
        setType(value);
        // Spec 3 §4 Invest More: changing the type resets the duration to Until Cancelled.
        setFixed(false);
        setMonths(String(SIP_MONTHS_DEFAULT));
        setErrors({});
      }}
    >
      {label}
    </button>
  );
  const fieldError = (key: keyof Errors) =>
    errors[key] ? (
      <p className="cart-field__error" id={`${id}-${key}-error`} role="alert">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: keyof Errors) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};

  return (
    <form className="cart-invest" onSubmit={(e) => void submit(e)} noValidate>
      <div role="tablist" aria-label="Investment type" className="cart-tabs">
        {tab('LUMPSUM', 'Lumpsum', !lumpsumAllowed)}
        {tab('SIP', 'SIP', !sipAllowed)}
      </div>
      <div className="cart-field">
        <label htmlFor={`${id}-amount`}>
          {type === 'SIP' ? 'Monthly SIP amount (₹)' : 'Amount (₹)'}
        </label>
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(groupAmountInput(e.target.value))}
          {...described('amount')}
        />
        {fieldError('amount')}
      </div>
      {type === 'SIP' ? (
        <>
          <div className="cart-field">
            <label htmlFor={`${id}-date`}>SIP date</label>
            <select
              id={`${id}-date`}
              value={sipDate}
              onChange={(e) => setSipDate(e.target.value)}
              {...described('sipDate')}
            >
              <option value="">Select date</option>
              {sipDates.map((d) => (
                <option key={d} value={String(d)}>
                  {d}
                </option>
              ))}
            </select>
            {fieldError('sipDate')}
          </div>
          <fieldset className="cart-field">
            <legend>Duration</legend>
            <label>
              <input
                type="radio"
                name={`${id}-duration`}
                checked={!fixed}
                onChange={() => setFixed(false)}
              />{' '}
              {m.untilCancelled}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-duration`}
                checked={fixed}
                onChange={() => setFixed(true)}
              />{' '}
              {m.fixedDuration}
            </label>
            {fixed ? (
              <>
                <label htmlFor={`${id}-months`}>Months</label>
                <input
                  id={`${id}-months`}
                  inputMode="numeric"
                  value={months}
                  onChange={(e) => setMonths(e.target.value)}
                  {...described('numOfInstallments')}
                />
                {monthsAsYears(months) ? <p className="cart-field__hint">{monthsAsYears(months)}</p> : null}
                {fieldError('numOfInstallments')}
              </>
            ) : null}
          </fieldset>
        </>
      ) : null}
      {errors.form && !errors.amount && !errors.sipDate && !errors.numOfInstallments ? (
        <p className="cart-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" block disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/**
 * The fund detail's Invest button and its dialog. Loaded by InvestButton (invest-button.tsx) on the
 * first click, which it opens with (`defaultOpen`).
 */
export function InvestDialogButton({ fund, label, defaultOpen = false }: { fund: InvestFund; label: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="primary" disabled={!fund.purchaseAllowed}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">Invest in {fund.schemeName}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            Add a lumpsum or a monthly SIP to your cart.
          </Dialog.Description>
          {open ? <InvestForm fund={fund} onDone={() => setOpen(false)} /> : null}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
