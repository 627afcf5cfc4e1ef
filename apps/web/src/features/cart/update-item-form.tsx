import { SIP_UNTIL_CANCELLED, validateCartItem } from '@sanchay/domain';
import type { CustomizedInvestment } from '@sanchay/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui';
import { failureOf, useUpdateCartItem } from './cart-api';
import { groupAmountInput } from './invest-dialog';

/** Edits one item in place: amount, and for a SIP its date and instalments (same domain rules). */
export function UpdateItemForm({
  entry,
  onDone,
}: {
  entry: CustomizedInvestment;
  onDone: () => void;
}) {
  const id = useId();
  const detail = entry.investmentDetail[0]!;
  const sip = detail.investmentType === 'SIP';
  const update = useUpdateCartItem();
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
      entry.mutualFund.sipDates,
    );
    if (!result.ok) return setError(Object.values(result.fieldErrors)[0] ?? null);
    try {
      await update.mutateAsync({
        investmentId: detail.investmentId,
        amount: result.item.amount,
        ...(sip
          ? { sipDate: result.item.sipDate, numOfSipInstallments: result.item.numOfInstallments }
          : {}),
      });
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
            {entry.mutualFund.sipDates.map((d) => (
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
        <Button type="submit" size="small" disabled={update.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="small" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
