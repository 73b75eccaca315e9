import { nearSchema } from '@arcadia/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** GET /lgw/numeros/near: the previous (result), current (open for bets) and next numero. */
export const useNear = (gameCode: string) =>
  useQuery({
    queryKey: lotteryKeys.near(gameCode),
    queryFn: ({ signal }) => apiGet('/lgw/numeros/near', nearSchema, { signal, background: true, query: { gameCode } }),
    // While a drawn result is due, look again soon.
    refetchInterval: (q) => (q.state.data?.previous && q.state.data.previous.status === 'open' ? 2000 : 15_000),
  });
