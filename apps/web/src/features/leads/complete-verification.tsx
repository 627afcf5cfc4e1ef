import { messages } from '@sanchay/domain';
import { Suspense, useState } from 'react';
import { Button } from '../../ui';
import { RegisterPopup } from '../advisor';

/**
 * Spec 1 §2 "Complete Account Verification": the advisor verifies by registering NISM and ARN
 * (decision 0147: a complete, valid registration makes the agent verified), so the button opens
 * the Register popup in place; a success refreshes the agent's details and Create Lead appears.
 */
export function CompleteVerificationButton({ agentCode }: { agentCode: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" block onClick={() => setOpen(true)}>
        {messages.lead.completeAccountVerification}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RegisterPopup agentCode={agentCode} startAt="register" onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
