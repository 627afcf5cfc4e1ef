import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '../features/session';
import { ConfirmProvider, FlashProvider } from '../ui';
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

/** Everything the screens share: server cache, session, flash bar, confirm dialog. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <FlashProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </FlashProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
