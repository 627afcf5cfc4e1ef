import * as Dialog from '@radix-ui/react-dialog';
import { messages, productMessages } from '@sanchay/domain';
import { Suspense, useState } from 'react';
import { Button, CloseIcon, DialogRoot, lazyComponent, useReturnFocus } from '../../../ui';
import { useAdvisorHost } from '../use-advisor-host';

const RegisterDialog = lazyComponent('advisor/RegisterDialog', () => import('./register-dialog'));

/**
 * Spec 3 §4 (Redeem dialog): "If the advisor lacks NISM and ARN documents, a dialog 'Uh Oh!' says
 * they must be submitted to sell funds, then opens the upload dialog" (the Register popup).
 */
export default function SaleGuardDialogs({ agentCode, startAt, onClose }: { agentCode: string; startAt: 'uhOh' | 'register'; onClose: () => void }) {
  const [step, setStep] = useState(startAt);
  const host = useAdvisorHost();
  const returnFocus = useReturnFocus();
  if (step === 'register') {
    return (
      <Suspense fallback={null}>
        <RegisterDialog agentCode={agentCode} hasArn={host.agent?.isARNHolder ?? true} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" {...returnFocus}>
          <Dialog.Title className="dialog-title">{messages.redeem.uhOh}</Dialog.Title>
          <Dialog.Description className="dialog-description">{messages.redeem.nismArnRequired}</Dialog.Description>
          <div className="dialog-actions">
            <Button variant="primary" onClick={() => setStep('register')}>
              {productMessages.agentRegistration.uploadCertificates}
            </Button>
          </div>
          <Dialog.Close className="dialog-close" aria-label={productMessages.agentRegistration.close}>
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
