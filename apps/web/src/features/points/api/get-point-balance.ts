import { pointBalanceSchema } from '@arcadia/contract/points';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { pointsKeys } from './keys';

/** pointBalance (spec 000 §7). */
export const getPointBalance = (signal?: AbortSignal) => apiGet('/wps/points/balance', pointBalanceSchema, { signal, background: true });
/** refreshPointBalance: read fresh on the member's request. */
export const refreshPointBalance = () => apiSend('POST', '/wps/points/balance/refresh', pointBalanceSchema, { background: true });

export const pointBalanceQuery = () =>
  queryOptions({ queryKey: pointsKeys.balance(), queryFn: ({ signal }) => getPointBalance(signal), staleTime: 30_000 });

export function usePointBalance(enabled = true) {
  return useQuery({ ...pointBalanceQuery(), enabled, placeholderData: (previous) => previous });
}
