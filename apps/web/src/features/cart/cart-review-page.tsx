import { cartTotalText, messages, productMessages } from '@sanchay/domain';
import type { CustomizedInvestment } from '@sanchay/contract';
import { useState } from 'react';
import { Button, Card, FundName, FundPlanChips, LinkButton, Skeleton } from '../../ui';
import { HOME_PATH } from '../../app/paths';
import { useApproveCart, useCart, useRemoveCartItem } from './cart-api';
import { UpdateItemForm } from './update-item-form';
import { PackCartItem } from './packs/pack-cart-item';
import { InvestNow } from './invest-now';
import { CartItemFacts } from './cart-item-facts';
import { CartItemActions } from './cart-item-actions';
import './cart.css';
import { failureOf } from '../../app/api-client';


const own = productMessages.cartTotals;

/** /cart-review (spec 1 §2 "Cart", spec 3 §3): the numbered items, their totals, edit and remove. */
export default function CartReviewPage() {
  const cart = useCart();
  if (cart.isPending) return <Skeleton />;
  if (cart.isError) {
    return (
      <div className="cart-page">
        <p role="alert">{failureOf(cart.error).message}</p>
      </div>
    );
  }
  const items = cart.data.activeCustomizedInvestmentDetailList;
  const packs = cart.data.activeMintPackInvestmentDetailList;
  return (
    <div className="cart-page">
      <h1>Cart</h1>
      {cart.data.agentStatus === 'pending' ? <AwaitingApproval /> : null}
      {items.length + packs.length === 0 ? (
        // Not a dead end: the way back to the funds.
        <div className="cart-empty">
          <p>Your cart is empty.</p>
          <LinkButton to={HOME_PATH} variant="primary">
            {messages.shell.exploreMutualFunds}
          </LinkButton>
        </div>
      ) : (
        <>
          <ol className="cart-items" aria-label="Cart items">
            {packs.map((entry, i) => (
              <PackCartItem key={entry.investmentDetail[0]!.investmentId} entry={entry} index={i + 1} />
            ))}
            {items.map((entry, i) => (
              <CartItemCard
                key={entry.investmentDetail[0]!.investmentId}
                entry={entry}
                index={packs.length + i + 1}
              />
            ))}
          </ol>
          <p className="cart-total">
            {own.cartTotal} <strong>{cartTotalText([...packs, ...items].map((e) => ({ ...e.investmentDetail[0]!, totalAmount: e.totalAmount })))}</strong> (
            {own.itemCount(cart.data.noOfItems)})
          </p>
          <InvestNow />
        </>
      )}
    </div>
  );
}

function CartItemCard({ entry, index }: { entry: CustomizedInvestment; index: number }) {
  const detail = entry.investmentDetail[0]!;
  const remove = useRemoveCartItem();
  const [editing, setEditing] = useState(false);
  return (
    <li>
      <Card className="cart-item" aria-label={`${index}. ${entry.mutualFund.schemeName}`}>
        <h2 className="cart-item__title">
          <span className="cart-item__number">{index}.</span> <FundName official={entry.mutualFund.schemeName} />{' '}
          <FundPlanChips official={entry.mutualFund.schemeName} />
        </h2>
        <p className="cart-muted">
          {entry.mutualFund.brand} · {entry.mutualFund.category} · {entry.mutualFund.subCategory}
        </p>
        <CartItemFacts detail={detail} totalAmount={entry.totalAmount} />
        {editing ? (
          <UpdateItemForm entry={entry} onDone={() => setEditing(false)} />
        ) : (
          <CartItemActions
            onEdit={() => setEditing(true)}
            removal={{ title: 'Remove this fund from your cart?', description: entry.mutualFund.schemeName }}
            remove={() => remove.mutateAsync({ investmentId: detail.investmentId })}
            removing={remove.isPending}
          />
        )}
      </Card>
    </li>
  );
}

/**
 * A cart built by the customer's advisor waits for the customer's approval (decision 0138): the
 * spec's note and Approve. The server answers an advisor acting for the customer with its refusal.
 */
function AwaitingApproval() {
  const approve = useApproveCart();
  return (
    <div className="cart-approval">
      <p role="note">{messages.cart.awaitingApproval}</p>
      <Button variant="primary" onClick={() => approve.mutate()} disabled={approve.isPending}>
        {productMessages.acting.approveCart}
      </Button>
      {approve.isError ? <p role="alert">{failureOf(approve.error).message}</p> : null}
    </div>
  );
}
