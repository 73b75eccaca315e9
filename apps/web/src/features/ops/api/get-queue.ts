import { opsCashierQueueItemSchema } from '@arcadia/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { opsToken } from '../stores/ops-token';
import { opsKeys } from './keys';

/** GET /ops/merchants/:code/cashier/requests?status=pending&kind=deposit */
export const getDepositQueue = (code: string, signal?: AbortSignal) =>
  apiGet(`/ops/merchants/${encodeURIComponent(code)}/cashier/requests`, z.array(opsCashierQueueItemSchema), {
    signal,
    background: true,
    token: opsToken() ?? '',
    query: { status: 'pending', kind: 'deposit' },
  });

export const useDepositQueue = (code: string) =>
  useQuery({ queryKey: opsKeys.queue(code), queryFn: ({ signal }) => getDepositQueue(code, signal), refetchInterval: 15_000 });
