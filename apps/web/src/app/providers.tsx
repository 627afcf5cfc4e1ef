import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider, type Session } from '../features/session';
import { ConfirmProvider, FlashProvider, ViewportGuessContext } from '../ui';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx is an answer, not a glitch: retry only network errors and 5xx, once.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

/**
 * Everything the screens share: server cache, session, flash bar, confirm dialog. `viewportGuess`
 * and `session` only for a page the server rendered: the layout it rendered and the session it
 * rendered for (entry-server.tsx, main.tsx).
 */
export function AppProviders({
  children,
  queryClient,
  viewportGuess,
  session,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  viewportGuess?: 'mobile' | 'desktop';
  session?: Session;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ViewportGuessContext.Provider value={viewportGuess}>
      <QueryClientProvider client={client}>
        <SessionProvider initial={session}>
          <FlashProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </FlashProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ViewportGuessContext.Provider>
  );
}
