import * as Dialog from '@radix-ui/react-dialog';
import type { LoginResult } from '@sanchay/contract';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { DialogCloseButton, DialogRoot, useReturnFocus } from '../../ui';
import { pathAfterLogin } from './after-login';
import { useSignIn } from './session-context';
import { SignInFlow } from './sign-in-flow';

function DialogHeading({ title, description }: { title: string; description: string }) {
  return (
    <>
      <Dialog.Title className="dialog-title">{title}</Dialog.Title>
      <Dialog.Description className="dialog-description">{description}</Dialog.Description>
    </>
  );
}

/** The sign-in steps inside a Radix Dialog (the title and description name the dialog). */
export function DialogSignInFlow({ onFinished }: { onFinished: (result: LoginResult) => void }) {
  return <SignInFlow onFinished={onFinished} Heading={DialogHeading} />;
}

/**
 * The sign-in dialog (spec 1 §2 "Sign-in dialog"), a Radix Dialog: labelled, focus-trapped; Esc,
 * × and browser Back close it. The steps live in a node of their own that is moved into the
 * dialog while it is open, so a dialog closed half-way (an Android back gesture in the middle of
 * a sign-up) opens again where it was, with what was typed; a finished sign-in starts over.
 */
export default function SignInDialogImpl() {
  const signIn = useSignIn();
  const returnFocus = useReturnFocus();
  const navigate = useNavigate();
  const [stepsNode] = useState(() => document.createElement('div'));
  const [round, setRound] = useState(0);
  const slot = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) element.appendChild(stepsNode);
      else stepsNode.remove();
    },
    [stepsNode],
  );
  return (
    <DialogRoot open={signIn.isOpen} onOpenChange={(open) => (open ? signIn.open() : signIn.close())}>
      {createPortal(
        <DialogSignInFlow
          key={round}
          onFinished={(result) => {
            signIn.close();
            setRound((n) => n + 1);
            // Spec 1 §4: a minor goes to the portfolio, and so does a statement-share link.
            const to = pathAfterLogin(result, window.location.href);
            if (to) void navigate(to);
          }}
        />,
        stepsNode,
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content signin-dialog" {...returnFocus}>
          <div ref={slot} />
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
