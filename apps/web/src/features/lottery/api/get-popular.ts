import { lotteryGameSchema } from '@arcadia/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** GET /lgw/games/popular (count 6 for the popular trend, 5 for the quick bet). */
export const usePopularLotteries = (count: number) =>
  useQuery({
    queryKey: lotteryKeys.popular(count),
    queryFn: ({ signal }) => apiGet('/lgw/games/popular', z.array(lotteryGameSchema), { signal, background: true, query: { count } }),
  });
