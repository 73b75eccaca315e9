import { opsVendorSchema } from '@arcadia/contract/games';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { gamesOpsKeys, opsPath } from './keys';

/** GET /ops/merchants/:code/games/vendors */
export const getOpsVendors = (code: string, signal?: AbortSignal) =>
  apiGet(opsPath(code, '/games/vendors'), z.array(opsVendorSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsVendors = (code: string) =>
  useQuery({ queryKey: gamesOpsKeys.vendors(code), queryFn: ({ signal }) => getOpsVendors(code, signal) });
