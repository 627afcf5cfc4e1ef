import { REGISTERED_WITH_BSE_ONBOARDED, type LoginResult } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { bseStatusKey, fetchBseStatus, pathAfterLogin, SignInPanel, useIsAdvisor, useSession } from '../session';
import { CheckoutFromCart, type CheckoutCart } from '../checkout';
import { useSaleGuard } from '../advisor';
import { Button, Spinner, useFlash } from '../../ui';
import { cartKeys, useCart, useMergeCarts } from './cart-api';
import { failureOf } from '../../app/api-client';

/** Spec 1 §4: checkout for someone not yet onboarded with the exchange starts at KYC. */
export const KYC_FOR_CHECKOUT = '/profile/kyc-details?flowType=checkout';

/**
 * The cart's Invest Now (spec 1 §2 "A login panel with id loginDiv is shown or hidden at
 * checkout", §4 "Login outcome"). Signed out: reveals the login panel, and after a login there
 * says so, merges the guest cart, hides the panel and goes to KYC (or reloads the page for an
 * investor already onboarded). Signed in: KYC when not onboarded; an advisor's cart not approved
 * yet waits (spec 3 §6); otherwise the checkout ('Hold on!' or the payment popup, features/checkout).
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
  const [checkingOut, setCheckingOut] = useState<(CheckoutCart & { itemCount: number }) | null>(null);
  const cart = useCart();
  const isAdvisor = useIsAdvisor();
  const saleGuard = useSaleGuard();

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
      if (!status.onboarded) return navigate(KYC_FOR_CHECKOUT);
      const data = cart.data;
      if (!data) return;
      if (data.agentStatus !== 'approved') return setError(messages.cart.awaitingApproval);
      const types = [
        ...data.activeCustomizedInvestmentDetailList.flatMap((e) => e.investmentDetail.map((d) => d.investmentType)),
        ...data.activeMintPackInvestmentDetailList.map((p) => p.investmentType),
      ];
      const checkout = {
        cartId: data.cartId,
        hasLumpsum: types.includes('Lumpsum'),
        hasSip: types.includes('SIP'),
        isAdvisor,
        itemCount: data.noOfItems,
      };
      // The advisor's checkout for a customer: 'Uh Oh!' without NISM and ARN (spec 3 §4, §8).
      saleGuard.guard(() => setCheckingOut(checkout));
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
      {checkingOut ? (
        <Suspense fallback={<Spinner label="Loading checkout" />}>
          <CheckoutFromCart
            cart={checkingOut}
            onClose={() => setCheckingOut(null)}
            onCartChanged={() => void queryClient.invalidateQueries({ queryKey: cartKeys.details })}
          />
        </Suspense>
      ) : null}
      {saleGuard.dialogs}
      {/* Kept while open even once signed in: an OTP login still asks for a first password. */}
      {panelOpen ? (
        <Suspense fallback={<Spinner label="Loading sign-in" />}>
          <SignInPanel onSignedIn={(result) => void afterPanelLogin(result)} onClose={() => setPanelOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
