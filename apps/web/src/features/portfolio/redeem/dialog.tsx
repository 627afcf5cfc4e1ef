import type { HoldingDialogProps } from '../action-dialogs';
import { RedeemDialog } from './redeem-dialog';

/**
 * The row action menu's Redeem (the portfolio's plug-in point, features/portfolio/README.md):
 * closing on the success screen reloads the portfolio (spec 3 §4: "Closing on the success screen
 * reloads the page").
 */
export default function RedeemHoldingDialog({ holding, onClose }: HoldingDialogProps) {
  return <RedeemDialog folioNo={holding.folioNo} isin={holding.metaData.isin ?? ''} onClose={() => onClose(false)} reload={() => onClose(true)} />;
}
