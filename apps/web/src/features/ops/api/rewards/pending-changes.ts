import { adjustmentPageSchema, type PayoutKind } from '@arcadia/contract/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { rewardKeys, rewardsPath } from './keys';

/**
 * GET …/finance/adjustments?status=pending&kind=: the changes of one rule config (or waivers) that
 * wait for a second operator (ADR 045), so its page can say so after a reload, not only after saving.
 * The finance feature's endpoint and cache key; read here, not imported (ADR 054).
 */
export const usePendingChanges = (code: string, kind: PayoutKind) => {
  const q = { status: 'pending', kind, page: 1, size: 100 } as const;
  return useQuery({
    queryKey: rewardKeys.pendingAdjustments(code, q),
    queryFn: ({ signal }) =>
      apiGet(rewardsPath(code, 'finance/adjustments'), adjustmentPageSchema, {
        signal,
        background: true,
        token: opsToken() ?? '',
        query: q,
      }),
    placeholderData: keepPreviousData,
  });
};
