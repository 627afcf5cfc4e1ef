import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actingRoutes, type RouteDef } from '@sanchay/contract';
import { callApi } from '../../../app/api-client';

/**
 * Acting for a customer (decision 0138). Whose account is open decides every customer query, so
 * starting, switching and leaving drop every cached answer (the next screens ask again).
 */
export const actingKeys = {
  state: (viewer: string) => ['acting', 'state', viewer] as const,
  customer: (customerId: string) => ['acting', 'customer', customerId] as const,
};

/** The acting query's viewer key: changes when the signed-in person does. */
export const actingViewer = (session: { status: string; mobile?: string }) => (session.status === 'signed-in' ? `in:${session.mobile ?? ''}` : 'guest');

/** A route of the acting contract with its :customerId filled. */
const forCustomer = <D extends RouteDef>(route: D, customerId: string): D => ({
  ...route,
  path: route.path.replace(':customerId', encodeURIComponent(customerId)),
});

/** GET /api/v1/acting: the customer whose account is open, or null. Asked on the advisor host only. */
export function useActing(viewer: string, enabled: boolean) {
  return useQuery({
    queryKey: actingKeys.state(viewer),
    queryFn: ({ signal }) => callApi(actingRoutes.getActing, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useActingCustomer(customerId: string | null) {
  return useQuery({
    queryKey: actingKeys.customer(customerId ?? ''),
    queryFn: ({ signal }) => callApi(forCustomer(actingRoutes.getActingCustomer, customerId ?? ''), { signal }),
    enabled: customerId !== null,
    retry: false,
  });
}

export const sendActingOtp = (customerId: string) => callApi(forCustomer(actingRoutes.sendActingOtp, customerId));
export const startActing = (customerId: string, otp: string) =>
  callApi(forCustomer(actingRoutes.startActing, customerId), { body: { otp } });

/** Leave: back to the advisor's own view; every cached answer was the customer's. */
export function useLeaveActing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(actingRoutes.leaveActing),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'acting' });
      await queryClient.invalidateQueries({ queryKey: ['acting'] });
    },
  });
}
