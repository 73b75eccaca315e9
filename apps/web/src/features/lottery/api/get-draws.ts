import { drawSchema } from '@arcadia/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** GET /lgw/draw: the latest `count` results of a game, newest first. */
export const useDraws = (gameCode: string | null, count: number) =>
  useQuery({
    queryKey: lotteryKeys.draws(gameCode ?? '', count),
    queryFn: ({ signal }) =>
      apiGet('/lgw/draw', z.array(drawSchema), { signal, background: true, query: { gameCode: gameCode ?? '', count } }),
    enabled: gameCode !== null,
  });
