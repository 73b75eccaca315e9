import { lotteryGameSchema, type PrizeMode } from '@arcadia/contract/lottery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** GET /lgw/games: every lottery with its open numero; refreshed by the countdowns, and each 30 s. */
export const gamesQuery = (group?: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.games(group),
    queryFn: ({ signal }) =>
      apiGet('/lgw/games', z.array(lotteryGameSchema), { signal, background: true, query: { lottoGameGroup: group } }),
    refetchInterval: 30_000,
  });
export const useLotteryGames = (group?: PrizeMode) => useQuery(gamesQuery(group));
