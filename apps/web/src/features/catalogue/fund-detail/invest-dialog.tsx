import * as Dialog from '@radix-ui/react-dialog';
import { Button, CloseIcon } from '../../../ui';
import { catalogueMessages } from '../catalogue-messages';

const t = catalogueMessages.detail;

/**
 * The Invest button. The cart arrives with the next issue; until then the button says so plainly
 * instead of leading to a cart that cannot take the fund yet.
 */
export function InvestButton({ disabled }: { disabled?: boolean }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="accent" disabled={disabled}>
          {t.invest}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content">
          <Dialog.Title className="dialog-title">{t.investComesWithCart}</Dialog.Title>
          <Dialog.Description className="dialog-description">{t.investDialogBody}</Dialog.Description>
          <div className="dialog-actions">
            <Dialog.Close asChild>
              <Button variant="primary">{t.close}</Button>
            </Dialog.Close>
          </div>
          <Dialog.Close className="dialog-close" aria-label={t.close}>
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
