export { RedeemDialog, type RedeemDialogProps } from './redeem-dialog';
