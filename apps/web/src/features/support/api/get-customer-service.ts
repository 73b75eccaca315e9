import { customerServiceListSchema } from '@arcadia/contract/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { supportKeys } from './keys';

/** GET /wps/support/customerService: club-label entries for a member, else the general ones. */
export const getCustomerService = (signal?: AbortSignal) =>
  apiGet('/wps/support/customerService', customerServiceListSchema, { signal, background: true });

export const customerServiceQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: supportKeys.customerService(signedIn),
    queryFn: ({ signal }) => getCustomerService(signal),
    staleTime: 5 * 60_000,
  });

export function useCustomerService(signedIn: boolean) {
  return useQuery(customerServiceQuery(signedIn));
}
