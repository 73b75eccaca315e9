import { PAYMENT_LIST_INTERVAL_MS, paymentConfirmationItemSchema } from '@arcadia/contract/payment-confirmation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { paymentConfirmationKeys } from './keys';

let lastCallAt = 0;

/**
 * GET /wps/payment-confirmation/list, at most one call per 250 ms (spec 001 §7): a call that comes
 * sooner waits for its turn instead of being refused by the server.
 */
export async function getPaymentConfirmations(signal?: AbortSignal) {
  const wait = lastCallAt + PAYMENT_LIST_INTERVAL_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastCallAt = Date.now();
  return apiGet('/wps/payment-confirmation/list', z.array(paymentConfirmationItemSchema), { signal, background: true });
}

/** Asked once per sign-in (spec 001 §4 "at login"); the queue then lives in the modal. */
export const paymentConfirmationsQuery = (session: string) =>
  queryOptions({
    queryKey: paymentConfirmationKeys.list(session),
    queryFn: ({ signal }) => getPaymentConfirmations(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: 2,
    gcTime: 0,
  });

export function usePaymentConfirmations(session: string) {
  return useQuery(paymentConfirmationsQuery(session));
}
