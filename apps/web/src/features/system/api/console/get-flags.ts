import { whitelabelSchema } from '@arcadia/contract/system';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { flagsKey } from './keys';

/** GET /ops/merchants/:code/flags */
export const getOpsFlags = (code: string, signal?: AbortSignal) =>
  apiGet(`/ops/merchants/${encodeURIComponent(code)}/flags`, whitelabelSchema, { signal, background: true, token: opsToken() ?? '' });

export const useOpsFlags = (code: string) => useQuery({ queryKey: flagsKey(code), queryFn: ({ signal }) => getOpsFlags(code, signal) });
