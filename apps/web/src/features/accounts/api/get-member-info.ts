import { memberInfoSchema } from '@arcadia/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { accountsKeys } from './keys';

/** GET /wps/member/info: the signed-in member. */
export const getMemberInfo = (signal?: AbortSignal) => apiGet('/wps/member/info', memberInfoSchema, { signal });

export const memberInfoQuery = () =>
  queryOptions({ queryKey: accountsKeys.info(), queryFn: ({ signal }) => getMemberInfo(signal), staleTime: 60_000 });

export function useMemberInfo(enabled: boolean) {
  return useQuery({ ...memberInfoQuery(), enabled });
}
