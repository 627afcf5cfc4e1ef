import { advisorHomeMessages, messages } from '@sanchay/domain';
import { Button, Card, useFlash } from '../../../ui';
import { useSignUpInterest } from './advisor-home-api';

const t = advisorHomeMessages;

/**
 * The sign-up banner (spec 1 §2; spec 3 §6: I am Interested for advisors who are neither ARN
 * holders nor investors, as the server decides: decision 0145). Shown only to those advisors;
 * after the click (kept once by the server) the thank-you replaces the button, after a reload too.
 */
export function SignUpBanner({ agentCode, viewer }: { agentCode: string; viewer: string }) {
  const { query, save } = useSignUpInterest(agentCode, viewer);
  const flash = useFlash();
  const state = query.data;
  if (!state || (!state.showInterested && !state.interestedAt)) return null;
  return (
    <Card as="section" className="advisor-home-card advisor-sign-up" aria-labelledby="advisor-sign-up-title">
      <h3 id="advisor-sign-up-title">{t.signUpTitle}</h3>
      <p>{t.signUpText}</p>
      {state.interestedAt ? (
        <p role="status" className="advisor-sign-up__thanks">
          {t.interestRecorded}
        </p>
      ) : (
        <Button
          onClick={() => save.mutate(undefined, { onError: () => flash.show({ type: 'error', message: messages.generic.somethingWentWrong }) })}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {messages.content.iAmInterested}
        </Button>
      )}
    </Card>
  );
}
