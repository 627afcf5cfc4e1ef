import type { homePageLeadRoutes, HomePageLead } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../app/api-client';
import { Button, Card, useFlash } from '../../ui';
import { useSession, useSignIn } from './session-context';

// Path-only route objects: the home page is in the entry chunk, and callApi reads only the
// method and path (the server validates with the contract's schemas).
const getLead = { method: 'GET', path: '/api/v1/login/home-page-lead' } as unknown as typeof homePageLeadRoutes.getHomePageLead;
const saveLead = { method: 'POST', path: '/api/v1/login/home-page-lead' } as unknown as typeof homePageLeadRoutes.saveHomePageLead;

/** The signed-in user's app reminder (cleared with every other query at login and logout). */
export const homePageLeadKey = ['session', 'home-page-lead'] as const;

/**
 * The consumer-app banner (spec 1 §2 "Home on mobile"; spec 3 §4 "Consumer-app banner and content
 * popup"): Notify Me records the signed-in user's reminder (home-page-lead, once per user) and
 * turns into Reminder On, disabled, which the server remembers across reloads; a signed-out
 * visitor is sent to sign in.
 */
export function ConsumerAppBanner() {
  const session = useSession();
  const signIn = useSignIn();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const signedIn = session.status === 'signed-in';
  const lead = useQuery({
    queryKey: homePageLeadKey,
    queryFn: ({ signal }) => callApi(getLead, { signal }),
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });
  const save = useMutation({
    mutationFn: () => callApi(saveLead),
    onSuccess: (state: HomePageLead) => queryClient.setQueryData(homePageLeadKey, state),
    onError: () => flash.show({ type: 'error', message: messages.generic.somethingWentWrong }),
  });
  const reminderOn = signedIn && (lead.data?.reminderOn ?? false);
  const notify = () => {
    if (!signedIn) signIn.open();
    else save.mutate();
  };
  return (
    <Card as="section" className="home-banner" aria-labelledby="app-banner-title">
      <h2 id="app-banner-title">The Sanchay app is on its way</h2>
      <p>Track your portfolio and SIPs on your phone. We will tell you when it is ready.</p>
      <Button variant="secondary" onClick={notify} disabled={reminderOn || save.isPending || (signedIn && lead.isPending)}>
        {reminderOn ? messages.content.reminderOn : messages.content.notifyMe}
      </Button>
    </Card>
  );
}
