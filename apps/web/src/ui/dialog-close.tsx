import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';

/**
 * The × in a dialog's corner (every DialogRoot dialog): closes it like Escape does. `label` is its
 * accessible name ('Close' unless the caller's wording differs).
 */
export function DialogCloseButton({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.Close className="dialog-close" aria-label={label}>
      <CloseIcon size={20} />
    </Dialog.Close>
  );
}
