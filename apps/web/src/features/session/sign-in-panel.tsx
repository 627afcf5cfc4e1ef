import type { LoginResult } from '@sanchay/contract';
import { useEffect, useId, useMemo, useRef } from 'react';
import { CloseIcon } from '../../ui';
import { SignInFlow } from './sign-in-flow';
import './session.css';

/**
 * The checkout login panel (spec 1 §2: "A login panel with id loginDiv is shown or hidden at
 * checkout"): the same sign-in steps as the dialog, inline on the page, so a guest signs in
 * without losing sight of the cart. The page decides what follows a login (`onSignedIn`).
 */
export function SignInPanel({ onSignedIn, onClose }: { onSignedIn: (result: LoginResult) => void; onClose: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Revealed by Invest Now, perhaps below the fold on a phone: bring it into view. The mobile
    // field takes the focus itself (autoFocus).
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const Heading = useMemo(
    () =>
      function PanelHeading({ title, description }: { title: string; description: string }) {
        return (
          <>
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            <p className="dialog-description">{description}</p>
          </>
        );
      },
    [titleId],
  );
  return (
    <section id="loginDiv" ref={ref} className="signin-panel" aria-labelledby={titleId}>
      <SignInFlow onFinished={onSignedIn} Heading={Heading} />
      <button type="button" className="dialog-close signin-panel__close" aria-label="Close login" onClick={onClose}>
        <CloseIcon size={20} />
      </button>
    </section>
  );
}
