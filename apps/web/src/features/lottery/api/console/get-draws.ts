import { opsLotteryDrawsSchema } from '@arcadia/contract/lottery';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { lotteryOpsKeys, opsPath } from './keys';

export const DRAWS_PAGE = 10;

/** GET /ops/merchants/:code/lottery/draws?gameCode=&page=&size= */
export const getOpsDraws = (code: string, game: string, page: number, signal?: AbortSignal) =>
  apiGet(opsPath(code, '/lottery/draws'), opsLotteryDrawsSchema, {
    signal,
    background: true,
    token: opsToken() ?? '',
    query: { gameCode: game, page: String(page), size: String(DRAWS_PAGE) },
  });

export const useOpsDraws = (code: string, game: string | null, page: number) =>
  useQuery({
    queryKey: lotteryOpsKeys.draws(code, game ?? '', page),
    queryFn: ({ signal }) => getOpsDraws(code, game!, page, signal),
    enabled: !!game,
    placeholderData: keepPreviousData,
  });
