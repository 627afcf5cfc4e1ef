import * as Dialog from '@radix-ui/react-dialog';
import { messages, productMessages } from '@sanchay/domain';
import { useState } from 'react';
import { buttonClassName, DialogCloseButton, DialogRoot, useReturnFocus } from '../../ui';
import { advisorMessages } from './advisor-messages';

const t = advisorMessages.loan;

/**
 * The loan popup (spec 3 §4's wording): the offer, "Yes, I'm Interested" opening the partner's page
 * with partnerId in a new tab, then the thank-you. Its own module, loaded on the first click: the
 * banner is on home, and Radix Dialog must stay out of home's first load.
 */
export default function LoanPopup({ url, onClose }: { url: string; onClose: () => void }) {
  const [thanked, setThanked] = useState(false);
  const returnFocus = useReturnFocus();
  const own = productMessages.redeem;
  return (
    <DialogRoot
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" aria-describedby="loan-popup-text" {...returnFocus}>
          <Dialog.Title className="dialog-title">{own.loanTitle}</Dialog.Title>
          {thanked ? (
            <p id="loan-popup-text" role="status" className="dialog-description">
              {own.loanThanks}
            </p>
          ) : (
            <>
              <p id="loan-popup-text" className="dialog-description">
                {own.loanText}
              </p>
              <div className="dialog-actions">
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClassName({ variant: 'primary' })}
                  onClick={() => setThanked(true)}
                >
                  {messages.redeem.yesInterested} <span className="visually-hidden">{t.opensInNewTab}</span>
                </a>
              </div>
            </>
          )}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
