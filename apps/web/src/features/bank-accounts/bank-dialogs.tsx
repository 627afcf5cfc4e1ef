import * as Dialog from '@radix-ui/react-dialog';
import { messages, productMessages } from '@sanchay/domain';
import type { ReactNode } from 'react';
import { Button, DialogRoot, Spinner, useReturnFocus } from '../../ui';
import './bank-accounts.css';

const bank = messages.onboarding.bank;
const own = productMessages.bankAccounts;

/**
 * The bank screens' modals (spec 2 §2: verifying, verified, verification failed, name mismatch,
 * cheque processing, primary cannot be deleted, mandate conflict). One Radix dialog: focus stays
 * inside, Escape closes what may be closed, focus returns to the button that opened it.
 */
export type BankDialogState =
  | { kind: 'closed' }
  | { kind: 'chequeProcessing' }
  | { kind: 'verifying' }
  /** After the save: the verified title, or (serverDown on add) the saved line unverified. */
  | { kind: 'verified'; title: string; message: string }
  | { kind: 'failed' }
  | { kind: 'nameMismatch'; bankName: string; panName: string }
  | { kind: 'notice'; title: string; body: string };

export interface BankDialogsProps {
  state: BankDialogState;
  onClose: () => void;
  /** Name mismatch: Continue Anyway. */
  onContinueAnyway: () => void;
}

export function BankDialogs({ state, onClose, onContinueAnyway }: BankDialogsProps) {
  const returnFocus = useReturnFocus();
  // Work in progress cannot be dismissed: the answer is on its way.
  const busy = state.kind === 'verifying' || state.kind === 'chequeProcessing';
  return (
    <DialogRoot open={state.kind !== 'closed'} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog-content bank-dialog"
          {...returnFocus}
          onEscapeKeyDown={(e) => (busy ? e.preventDefault() : undefined)}
          onPointerDownOutside={(e) => (busy ? e.preventDefault() : undefined)}
        >
          <Body state={state} onClose={onClose} onContinueAnyway={onContinueAnyway} />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}

function Body({ state, onClose, onContinueAnyway }: BankDialogsProps) {
  switch (state.kind) {
    case 'closed':
      return null;
    case 'chequeProcessing':
      return <Waiting title={own.chequeProcessing} />;
    case 'verifying':
      return <Waiting title={own.verifying} body={own.verifyingBody} />;
    case 'verified':
      return (
        <Framed title={state.title} body={state.message}>
          <Button variant="primary" onClick={onClose}>
            OK
          </Button>
        </Framed>
      );
    case 'failed':
      return (
        <Framed title={bank.verificationFailedTitle} body={bank.verificationFailedBody}>
          <Button variant="primary" onClick={onClose}>
            {messages.onboarding.bank.reEnter}
          </Button>
        </Framed>
      );
    case 'nameMismatch':
      return (
        <Framed title={bank.nameMismatchTitle} body={own.nameMismatchBody(state.bankName, state.panName)}>
          <Button variant="secondary" onClick={onClose}>
            {messages.onboarding.bank.changeBankDetails}
          </Button>
          <Button variant="primary" onClick={onContinueAnyway}>
            {messages.onboarding.bank.continueAnyway}
          </Button>
        </Framed>
      );
    case 'notice':
      return (
        <Framed title={state.title} body={state.body}>
          <Button variant="primary" onClick={onClose}>
            OK
          </Button>
        </Framed>
      );
  }
}

function Framed({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <>
      <Dialog.Title className="dialog-title">{title}</Dialog.Title>
      <Dialog.Description className="dialog-description">{body}</Dialog.Description>
      <div className="dialog-actions">{children}</div>
    </>
  );
}

function Waiting({ title, body }: { title: string; body?: string }) {
  return (
    <div className="bank-dialog__waiting">
      <Spinner label={title} />
      <Dialog.Title className="dialog-title">{title}</Dialog.Title>
      {body ? <Dialog.Description className="dialog-description">{body}</Dialog.Description> : <Dialog.Description className="visually-hidden">{title}</Dialog.Description>}
    </div>
  );
}
