import { REGISTERED_WITH_BSE_ONBOARDED, type LoginResult } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { bseStatusKey, fetchBseStatus, pathAfterLogin, SignInPanel, useSession } from '../session';
import { Button, Spinner, useFlash } from '../../ui';
import { cartKeys, useMergeCarts } from './cart-api';
import { failureOf } from '../../app/api-client';

/** Spec 1 §4: checkout for someone not yet onboarded with the exchange starts at KYC. */
export const KYC_FOR_CHECKOUT = '/profile/kyc-details?flowType=checkout';
export const ORDER_SUMMARY = '/order-summary';

/**
 * The cart's Invest Now (spec 1 §2 "A login panel with id loginDiv is shown or hidden at
 * checkout", §4 "Login outcome"). Signed out: reveals the login panel, and after a login there
 * says so, merges the guest cart, hides the panel and goes to KYC (or reloads the page for an
 * investor already onboarded). Signed in: KYC when not onboarded, otherwise the order summary.
 */
export function InvestNow() {
  const session = useSession();
  const navigate = useNavigate();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const merge = useMergeCarts();
  const [panelOpen, setPanelOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function proceed() {
    setError(null);
    setBusy(true);
    try {
      // Asked fresh: onboarding may have finished in another tab since the page loaded.
      const status = await queryClient.fetchQuery({
        queryKey: bseStatusKey,
        queryFn: ({ signal }) => fetchBseStatus(signal),
        staleTime: 0,
      });
      // The checkout issue's pending-order popup (spec 3 §4) comes in here, before the order
      // summary: Cancel Order or Continue with Existing Order.
      navigate(status.onboarded ? ORDER_SUMMARY : KYC_FOR_CHECKOUT);
    } catch (err) {
      setError(failureOf(err).message);
    } finally {
      setBusy(false);
    }
  }

  async function afterPanelLogin(result: LoginResult) {
    setPanelOpen(false);
    try {
      await merge.mutateAsync();
    } catch {
      // The next cart call merges all the same (the server merges a signed-in caller's guest
      // cart on any cart call): fetch the cart again rather than show a stale one.
      await queryClient.invalidateQueries({ queryKey: cartKeys.details });
    }
    flash.show({ type: 'success', message: messages.session.loggedInToAccount(result.headerName || result.user.name) });
    const to = pathAfterLogin(result, window.location.href);
    if (to) navigate(to);
    else if (result.user.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED) window.location.reload();
    else navigate(KYC_FOR_CHECKOUT);
  }

  const signedIn = session.status === 'signed-in';
  return (
    <div className="cart-invest-now">
      <Button
        variant="primary"
        block
        disabled={busy}
        onClick={() => (signedIn ? void proceed() : setPanelOpen(true))}
        {...(signedIn ? {} : { 'aria-expanded': panelOpen, ...(panelOpen ? { 'aria-controls': 'loginDiv' } : {}) })}
      >
        Invest Now
      </Button>
      {error ? <p role="alert">{error}</p> : null}
      {/* Kept while open even once signed in: an OTP login still asks for a first password. */}
      {panelOpen ? (
        <Suspense fallback={<Spinner label="Loading sign-in" />}>
          <SignInPanel onSignedIn={(result) => void afterPanelLogin(result)} onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
