import { iconSchema } from '@arcadia/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { accountsKeys } from './keys';

const iconsSchema = z.array(iconSchema);

/** GET /wps/member/info/icon: the default profile icons. Failures are ignored (spec 000 §8: avatar errors). */
export const getMemberIcons = (signal?: AbortSignal) => apiGet('/wps/member/info/icon', iconsSchema, { signal, background: true });

export const memberIconsQuery = () =>
  queryOptions({ queryKey: accountsKeys.icons(), queryFn: ({ signal }) => getMemberIcons(signal), staleTime: Number.POSITIVE_INFINITY });

export function useMemberIcons(enabled: boolean) {
  return useQuery({ ...memberIconsQuery(), enabled });
}
