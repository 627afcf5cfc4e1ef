import type { HoldingDialogProps } from '../action-dialogs';
import { InvestMoreDialog } from './invest-more-dialog';

/**
 * The row action menu's Invest More (the plug-in point of action-dialogs.ts): the holding's folio
 * and metaData into the dialog; it goes to /cart-review once the item is in the cart.
 */
export default function InvestMoreAction({ holding, onClose }: HoldingDialogProps) {
  return (
    <InvestMoreDialog
      holding={{ schemeId: holding.metaData.schemeId, schemeName: holding.metaData.schemeName, folioNo: holding.folioNo, metaData: holding.metaData }}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
