import { historySchema } from '@arcadia/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** GET /lgw/bets: the member's tickets (signed in only). */
export const useBetHistory = (gameCode: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: lotteryKeys.history(gameCode),
    queryFn: ({ signal }) => apiGet('/lgw/bets', historySchema, { signal, background: true, query: { gameCode } }),
    enabled,
    refetchInterval: 10_000,
  });
