import { opsCashierQueueItemSchema } from '@arcadia/contract/ops';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { queueKey } from './keys';

export type QueueKind = 'deposit' | 'withdraw';

/** GET /ops/merchants/:code/cashier/requests?status=pending&kind=deposit|withdraw */
export const getCashierQueue = (code: string, kind: QueueKind, signal?: AbortSignal) =>
  apiGet(`/ops/merchants/${encodeURIComponent(code)}/cashier/requests`, z.array(opsCashierQueueItemSchema), {
    signal,
    background: true,
    token: opsToken() ?? '',
    query: { status: 'pending', kind },
  });

export const useCashierQueue = (code: string, kind: QueueKind) =>
  useQuery({
    queryKey: [...queueKey(code), kind],
    queryFn: ({ signal }) => getCashierQueue(code, kind, signal),
    refetchInterval: 15_000,
  });
