// The small component kit shared by the shell and every feature.
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './button';
export { LinkButton } from './link-button';
export { Card } from './card';
export { Spinner } from './spinner';
export { Skeleton } from './skeleton';
export { VisuallyHidden } from './visually-hidden';
export { AmountText, type AmountTextProps } from './amount-text';
export { ConfirmDialog } from './confirm-dialog-lazy';
export type { ConfirmDialogProps, ConfirmOptions } from './confirm-dialog-types';
export { ConfirmProvider, useConfirm } from './confirm';
export {
  FlashProvider,
  FlashBar,
  useFlash,
  FLASH_DEFAULT_DURATION_MS,
  type FlashInput,
  type FlashType,
} from './flash';
export { useIsMobile, MOBILE_QUERY, ViewportGuessContext } from './use-is-mobile';
export { useReturnFocus } from './use-return-focus';
export { OtpInput, OTP_LENGTH, type OtpInputProps } from './otp-input';
export { Stepper, type StepperProps } from './stepper';
export { FieldError, FormField } from './form-field';
export {
  FileUpload,
  type FileUploadProps,
  type UploadedFile,
  type UploadFileType,
} from './file-upload';
export { OtpDialog, type OtpDialogProps, type OtpDialogTexts, type OtpSent } from './otp-dialog';
export { OtpForm, type OtpFormProps, type OtpFormTexts, type OtpSendAnswer } from './otp-form';
export { DialogRoot } from './dialog-root';
export { DialogCloseButton } from './dialog-close';
export { dialogHistoryInstrumentation } from './dialog-history';
export { useResendCountdown } from './use-resend-countdown';
export * from './icons';
export { FundName, FundPlanChips } from './fund-name';
export {
  lazyComponent,
  preloadLazyComponents,
  RenderedLazyContext,
  type LazyComponent,
} from './lazy-component';
export { useDebouncedValue } from './use-debounced-value';
