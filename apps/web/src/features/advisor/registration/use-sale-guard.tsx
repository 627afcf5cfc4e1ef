import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyComponent } from '../../../ui';
import { useIsAdvisor, useSession, useSessionMeta } from '../../session';
import { actingViewer, useActing } from '../acting/acting-api';
import { saleGuardKeys } from './sale-guard-keys';

const SaleGuardDialogs = lazyComponent('advisor/SaleGuardDialogs', () => import('./sale-guard-dialogs'));

export interface SaleGuard {
  /**
   * Before a sale for a customer (Redeem, Invest More, STP, the checkout): on the advisor host,
   * the allowed-agent check (its result stored in the query cache, spec 1 §7); not allowed → the
   * 'Uh Oh!' dialog instead of `proceed`. A direct investor proceeds at once.
   */
  guard: (proceed: () => void) => void;
  /** Render once: the 'Uh Oh!' dialog and the Register popup, when open. */
  dialogs: ReactNode;
}

/** The sale guard of spec 3 §4 and §8 (docs/decisions/0127); the server checks again. */
export function useSaleGuard(): SaleGuard {
  const isAdvisor = useIsAdvisor();
  const { agentCode } = useSessionMeta();
  const session = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const viewer = session.status === 'signed-in' ? `in:${session.mobile}:${session.displayName}` : 'guest';
  // A sale is the advisor's only while he acts for a customer; his own purchases are not (0138).
  const acting = Boolean(useActing(actingViewer(session), isAdvisor).data?.acting);

  const guard = useCallback(
    (proceed: () => void) => {
      if (!isAdvisor || !acting || !agentCode || session.status !== 'signed-in') return proceed();
      queryClient
        .fetchQuery({
          queryKey: saleGuardKeys.allow(agentCode, viewer),
          queryFn: async ({ signal }) => (await import('./registration-api')).fetchTransactionAllow(agentCode, signal),
          staleTime: 5 * 60_000,
        })
        .then(
          (answer) => (answer.transactionAllowed ? proceed() : setOpen(true)),
          // The check could not be made: go on; the sale's own call is refused if it must be.
          () => proceed(),
        );
    },
    [isAdvisor, acting, agentCode, session.status, queryClient, viewer],
  );

  const dialogs =
    open && agentCode ? (
      <Suspense fallback={null}>
        <SaleGuardDialogs agentCode={agentCode} startAt="uhOh" onClose={() => setOpen(false)} />
      </Suspense>
    ) : null;
  return { guard, dialogs };
}
