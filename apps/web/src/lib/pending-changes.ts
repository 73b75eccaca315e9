import { adjustmentPageSchema, type PayoutKind } from '@arcadia/contract/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { opsToken } from './ops-token';

/**
 * The finance feature's approvals list, by design under its own key (features/finance/api/keys.ts):
 * one cache entry, so a decision on the approvals page refreshes a rule page's waiting banner and a
 * rule saved on any feature's page refreshes the approvals list. Web features share keys, not imports
 * (ADR 054); here, below the features, because five of them gate their rule pages on it (ADR 045).
 */
export const pendingChangeKeys = {
  list: (code: string, q: object) => ['ops', code, 'finance', 'adjustments', q] as const,
  all: (code: string) => ['ops', code, 'finance', 'adjustments'] as const,
};

/**
 * GET …/finance/adjustments?status=pending&kind=: the changes of one rule config (or waivers) that
 * wait for a second operator (ADR 045), so its page can say so after a reload, not only after saving.
 * The finance feature's endpoint and cache key; read here, not imported (ADR 054).
 */
export const usePendingChanges = (code: string, kind: PayoutKind) => {
  const q = { status: 'pending', kind, page: 1, size: 100 } as const;
  return useQuery({
    queryKey: pendingChangeKeys.list(code, q),
    queryFn: ({ signal }) =>
      apiGet(`/ops/merchants/${encodeURIComponent(code)}/finance/adjustments`, adjustmentPageSchema, {
        signal,
        background: true,
        token: opsToken() ?? '',
        query: q,
      }),
    placeholderData: keepPreviousData,
  });
};
