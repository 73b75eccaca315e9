import { type OpsCashierHistoryQuery, opsCashierHistoryPageSchema } from '@arcadia/contract/cashier';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';

/** GET /ops/merchants/:code/cashier/history: one page of deposits and withdrawals, newest first. */
export const useCashierHistory = (code: string, query: OpsCashierHistoryQuery) =>
  useQuery({
    queryKey: ['ops', code, 'cashier-history', query],
    queryFn: ({ signal }) =>
      apiGet(`/ops/merchants/${encodeURIComponent(code)}/cashier/history`, opsCashierHistoryPageSchema, {
        background: true,
        token: opsToken() ?? '',
        signal,
        query: {
          page: query.page,
          size: query.size,
          ...(query.status ? { status: query.status } : {}),
          ...(query.kind ? { kind: query.kind } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
