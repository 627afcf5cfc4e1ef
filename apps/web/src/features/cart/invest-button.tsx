import { Suspense, useState } from 'react';
import { Button, lazyComponent } from '../../ui';
import type { InvestFund } from './invest-dialog';

// The Invest dialog's code (Radix Dialog, the cart's validation and contract routes with zod) is
// fetched when someone reaches for the button (pointer over it, focus) and mounted on the first
// click, which opens it: a fund page's first load neither fetches nor runs it, as the header's
// Help menu (docs/decisions/0034-catalogue-first-load-without-zod.md). Until then a plain button of
// the same look, name and state stands in.
const loadInvestDialog = () => import('./invest-dialog');
const InvestDialogButton = lazyComponent('cart/InvestDialogButton', async () => ({ default: (await loadInvestDialog()).InvestDialogButton }));

/** The fund detail's Invest button; its dialog adds a lumpsum or SIP to the cart (spec 3 §5). */
export function InvestButton({ fund, label = 'Invest' }: { fund: InvestFund; label?: string }) {
  const [opened, setOpened] = useState(false);
  const button = (
    <Button
      variant="primary"
      disabled={!fund.purchaseAllowed}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadInvestDialog()}
      onFocus={() => void loadInvestDialog()}
      onClick={() => setOpened(true)}
    >
      {label}
    </Button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <InvestDialogButton fund={fund} label={label} defaultOpen />
    </Suspense>
  );
}
