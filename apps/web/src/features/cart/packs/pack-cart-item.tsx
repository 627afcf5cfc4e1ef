import type { MintPackInvestment } from '@sanchay/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, FundName } from '../../../ui';
import { EditItemForm } from '../update-item-form';
import { packDetailsPath } from './pack-api';
import { useRemovePackItem, useUpdatePackItem } from './pack-mutations';
import { CartItemFacts, formatCartAmount } from '../cart-item-facts';
import { CartItemActions } from '../cart-item-actions';
import './packs.css';


/**
 * One pack in the cart review (spec 1 §2 "Cart summary": packs first, numbered with the funds):
 * its amount, SIP date and instalments, total, how the amount is split across its funds, edit
 * and remove.
 */
export function PackCartItem({ entry, index }: { entry: MintPackInvestment; index: number }) {
  const detail = entry.investmentDetail[0]!;
  const remove = useRemovePackItem();
  const update = useUpdatePackItem();
  const [editing, setEditing] = useState(false);
  const sip = detail.investmentType === 'SIP';
  return (
    <li>
      <Card className="cart-item" aria-label={`${index}. ${entry.packName}`}>
        <h2 className="cart-item__title">
          <span className="cart-item__number">{index}.</span>{' '}
          <Link to={packDetailsPath(entry.encryptedMintPackId)}>{entry.packName}</Link>
        </h2>
        <p className="cart-muted">Pack of {entry.fundSplit.length} funds</p>
        <CartItemFacts detail={detail} totalAmount={entry.totalAmount} />
        <ul
          className="pack-split"
          aria-label={`How ${entry.packName} is split${sip ? ' each month' : ''}`}
        >
          {entry.fundSplit.map((f) => (
            <li key={f.schemeId}>
              <span>
                <FundName official={f.schemeName} /> <span className="cart-muted">({Number(f.weight)}%)</span>
              </span>
              <span>{formatCartAmount(f.amount)}</span>
            </li>
          ))}
        </ul>
        {editing ? (
          <EditItemForm
            detail={detail}
            sipDates={entry.sipDates}
            pending={update.isPending}
            save={async (item) => {
              await update.mutateAsync({
                investmentId: detail.investmentId,
                amount: item.amount,
                ...(sip
                  ? { sipDate: item.sipDate, numOfSipInstallments: item.numOfInstallments }
                  : {}),
              });
            }}
            onDone={() => setEditing(false)}
          />
        ) : (
          <CartItemActions
            onEdit={() => setEditing(true)}
            removal={{ title: 'Remove this pack from your cart?', description: entry.packName }}
            remove={() => remove.mutateAsync({ investmentId: detail.investmentId })}
            removing={remove.isPending}
          />
        )}
      </Card>
    </li>
  );
}
