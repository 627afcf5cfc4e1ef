import { SIP_UNTIL_CANCELLED, validateCartItem, type ValidCartItem } from '@sanchay/domain';
import type { CustomizedInvestment, InvestmentDetail } from '@sanchay/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui';
import { useUpdateCartItem } from './cart-api';
import { groupAmountInput } from './invest-dialog';
import { failureOf } from '../../app/api-client';

/** Edits one fund item in place: amount, and for a SIP its date and instalments (same domain rules). */
export function UpdateItemForm({
  entry,
  onDone,
}: {
  entry: CustomizedInvestment;
  onDone: () => void;
}) {
  const update = useUpdateCartItem();
  const detail = entry.investmentDetail[0]!;
  return (
    <EditItemForm
      detail={detail}
      sipDates={entry.mutualFund.sipDates}
      pending={update.isPending}
      save={async (item) => {
        await update.mutateAsync({
          investmentId: detail.investmentId,
          amount: item.amount,
          ...(item.investmentType === 'SIP'
            ? { sipDate: item.sipDate, numOfSipInstallments: item.numOfInstallments }
            : {}),
        });
      }}
      onDone={onDone}
    />
  );
}

/**
 * The edit fields of a cart item (a fund's or a pack's): the field rules here for comfort, the
 * server's answer (a scheme's or pack's minimum) shown as it comes.
 */
export function EditItemForm({
  detail,
  sipDates,
  save,
  pending,
  onDone,
}: {
  detail: Pick<InvestmentDetail, 'investmentType' | 'amount' | 'sipDate' | 'numOfInstallments'>;
  sipDates: number[];
  save: (item: ValidCartItem) => Promise<void>;
  pending: boolean;
  onDone: () => void;
}) {
  const id = useId();
  const sip = detail.investmentType === 'SIP';
  const [amount, setAmount] = useState(groupAmountInput(String(Number(detail.amount))));
  const [sipDate, setSipDate] = useState(String(detail.sipDate));
  const [months, setMonths] = useState(String(detail.numOfInstallments));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateCartItem(
      {
        investmentType: sip ? 'SIP' : 'LUMPSUM',
        amount,
        sipDate,
        numOfInstallments: sip ? months : SIP_UNTIL_CANCELLED,
      },
      sipDates,
    );
    if (!result.ok) return setError(Object.values(result.fieldErrors)[0] ?? null);
    try {
      await save(result.item);
      onDone();
    } catch (e) {
      setError(failureOf(e).message);
    }
  };

  return (
    <form className="cart-edit" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-amount`}>Amount (₹)</label>
      <input
        id={`${id}-amount`}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(groupAmountInput(e.target.value))}
      />
      {sip ? (
        <>
          <label htmlFor={`${id}-date`}>SIP date</label>
          <select id={`${id}-date`} value={sipDate} onChange={(e) => setSipDate(e.target.value)}>
            {sipDates.map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-months`}>Instalments (months)</label>
          <input
            id={`${id}-months`}
            inputMode="numeric"
            value={months}
            onChange={(e) => setMonths(e.target.value)}
          />
        </>
      ) : null}
      {error ? (
        <p className="cart-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="cart-item__actions">
        <Button type="submit" size="small" disabled={pending}>
          Save
        </Button>
        <Button variant="ghost" size="small" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
