// Shared by the cart component tests: a fetch stand-in for the cart routes and the providers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { CartDetails, CustomizedInvestment } from '@sanchay/contract';
import { ConfirmProvider, FlashBar, FlashProvider } from '../../ui';
import { MemoryRouter, useLocation } from 'react-router';
import { SessionProvider, type Session } from '../session';

export interface CartCall {
  path: string;
  method: string;
  body: Record<string, unknown> | null;
  csrf: string | null;
}

type Handler = (call: CartCall) => { status?: number; body: unknown };

export function mockCartApi(handler: Handler) {
  const calls: CartCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const call: CartCall = {
      path: url.pathname,
      method: init?.method ?? 'GET',
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      csrf: headers.get('x-csrf-token'),
    };
    calls.push(call);
    const reply = handler(call);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, posts: () => calls.filter((c) => c.method === 'POST') };
}

export const success = (responseData: unknown) => ({
  body: { operationMessage: 'success', responseData },
});
export const failure = (status: number, message: string, fieldErrors?: Record<string, string>) => ({
  status,
  body: {
    operationMessage: 'failure',
    errorEnum: 'VALIDATION_FAILED',
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  },
});

export function entry(over: {
  id: string;
  type: 'SIP' | 'Lumpsum';
  amount: string;
  sipDate?: number;
  months?: number;
  total: string;
  name?: string;
}): CustomizedInvestment {
  return {
    totalAmount: over.total,
    investmentDetail: [
      {
        investmentId: over.id,
        investmentType: over.type,
        investmentFrequency: over.type === 'SIP' ? 1 : 0,
        sipDate: over.sipDate ?? 1,
        numOfInstallments: over.months ?? 1,
        amount: over.amount,
      },
    ],
    mutualFund: {
      fundName: over.name ?? 'HDFC Flexi Cap Fund - Direct Plan - Growth',
      schemeId: 200001,
      brand: 'HDFC Mutual Fund',
      category: 'Equity',
      subCategory: 'Flexi Cap',
      schemeName: over.name ?? 'HDFC Flexi Cap Fund - Direct Plan - Growth',
      sipDates: [1, 5, 10, 15],
    },
  };
}

export function cartOf(items: CustomizedInvestment[], amount: string): CartDetails {
  return {
    cartId: '11111111-1111-4111-8111-111111111111',
    noOfItems: items.length,
    amount,
    agentStatus: 'approved',
    activeMintPackInvestmentDetailList: [],
    activeCustomizedInvestmentDetailList: items,
  };
}

/**
 * Renders a cart screen with the app's providers: a guest session unless `session` says otherwise
 * (no get-current-user on start), and a memory router at `path` whose location shows in
 * `data-testid="location"`.
 */
export function renderWithProviders(element: ReactElement, options: { session?: Session; path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider fetchOnStart={false} initial={options.session ?? { status: 'signed-out' }}>
        <MemoryRouter initialEntries={[options.path ?? '/cart-review']}>
          <FlashProvider>
            <ConfirmProvider>
              <FlashBar />
              {element}
              <Location />
            </ConfirmProvider>
          </FlashProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
