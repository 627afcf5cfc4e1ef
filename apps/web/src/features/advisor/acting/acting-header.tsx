import { useSession, useSessionMeta } from '../../session';
import { ActingBar } from './acting-bar';
import { actingViewer, useActing } from './acting-api';

/**
 * The header's acting row: asked only on the advisor host with someone signed in (only there can
 * an advisor act); nothing while the session is the signed-in person's own.
 */
export default function ActingHeader() {
  const meta = useSessionMeta();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data } = useActing(actingViewer(session), meta.advisorHost && signedIn);
  return data?.acting ? <ActingBar customerName={data.acting.customerName} /> : null;
}
