import { GAMES_LIMITS, type GameClassify, type GameLane, gamePageSchema } from '@arcadia/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { gamesKeys } from './keys';

export type GameListParams = {
  gameType: GameLane;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
  pageNo: number;
  pageSize?: number;
};

/** GET /wps/game/list: the user game list of spec 001 §7 (clientType 3, html5-desktop). */
export const getGames = (p: GameListParams, signal?: AbortSignal) =>
  apiGet('/wps/game/list', gamePageSchema, {
    signal,
    background: true,
    query: {
      clientType: 3,
      platform: 'html5-desktop',
      gameType: p.gameType,
      vassalage: p.vassalage,
      gameClassify: p.gameClassify,
      gameName: p.gameName,
      pageNo: p.pageNo,
      pageSize: p.pageSize ?? GAMES_LIMITS.pageSize,
    },
  });

export const gamesQuery = (p: GameListParams) =>
  queryOptions({ queryKey: gamesKeys.list(p), queryFn: ({ signal }) => getGames(p, signal), placeholderData: keepPreviousData });

export const useGames = (p: GameListParams, enabled = true) => useQuery({ ...gamesQuery(p), enabled });
