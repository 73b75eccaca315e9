import { opsLotteryGameSchema } from '@arcadia/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { lotteryOpsKeys, opsPath } from './keys';

/** GET /ops/merchants/:code/lottery/games */
export const getOpsLotteryGames = (code: string, signal?: AbortSignal) =>
  apiGet(opsPath(code, '/lottery/games'), z.array(opsLotteryGameSchema), { signal, background: true, token: opsToken() ?? '' });

export const useOpsLotteryGames = (code: string) =>
  useQuery({ queryKey: lotteryOpsKeys.lottery(code), queryFn: ({ signal }) => getOpsLotteryGames(code, signal) });
