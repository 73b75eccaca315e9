import { opsOperatorSchema } from '@arcadia/contract/ops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';
import { opsKeys } from './keys';

/** GET /ops/auth/me: who is signed in, with which role and permissions. */
export const getOpsMe = (signal?: AbortSignal) =>
  apiGet('/ops/auth/me', opsOperatorSchema, { signal, background: true, token: opsToken() ?? '' });

export const opsMeQuery = (token: string | null) =>
  queryOptions({ queryKey: [...opsKeys.me(), token], queryFn: ({ signal }) => getOpsMe(signal), enabled: !!token, retry: false });

export const useOpsMe = (token: string | null) => useQuery(opsMeQuery(token));
