import * as Dialog from '@radix-ui/react-dialog';
import { messages, productMessages } from '@sanchay/domain';
import { useState } from 'react';
import { Button, buttonClassName, Card, DialogCloseButton, DialogRoot, PhoneIcon } from '../../ui';
import { advisorMessages } from './advisor-messages';
import './advisor.css';

const t = advisorMessages.loan;

/**
 * Home's loan-against-mutual-funds banner (spec 1 §2, advisors only per §6) with the promotion of
 * spec 1 §9 and spec 3 §9. Its button opens the loan popup (spec 3 §4's wording): the offer,
 * "Yes, I'm Interested" opening the partner's page with partnerId in a new tab, then the
 * thank-you (contact within 24 to 48 hours); and a free expert call.
 */
export function LoanAgainstMfBanner({ url, phoneHref }: { url: string | null; phoneHref: string }) {
  return (
    <Card as="section" className="home-banner home-banner--loan" aria-labelledby="loan-banner-title">
      <h2 id="loan-banner-title">{t.title}</h2>
      <ul>
        {t.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="advisor-loan__actions">
        {url ? <LoanPopup url={url} /> : null}
        <a href={phoneHref} className={buttonClassName({ variant: 'secondary' })}>
          <PhoneIcon size={20} /> {t.expertCall}
        </a>
      </div>
    </Card>
  );
}

function LoanPopup({ url }: { url: string }) {
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const own = productMessages.redeem;
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setThanked(false);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="primary">{t.apply}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" aria-describedby="loan-popup-text">
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
