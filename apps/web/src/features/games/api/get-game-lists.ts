import { GAMES_LIMITS, gamePageSchema } from '@arcadia/contract/games';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { gamesKeys } from './keys';

/** The lists that are not a vendor's catalogue; recent and favourites need a session. */
export type GameListKind = 'hot' | 'recommended' | 'recent' | 'favourites';

/** GET /wps/game/{hot|recommended|recent|favourites}?pageNo&pageSize */
export const getGameList = (kind: GameListKind, pageNo: number, pageSize: number, signal?: AbortSignal) =>
  apiGet(`/wps/game/${kind}`, gamePageSchema, { signal, background: true, query: { pageNo, pageSize } });

export const gameListQuery = (kind: GameListKind, pageNo: number, pageSize: number = GAMES_LIMITS.pageSize) =>
  queryOptions({
    queryKey: gamesKeys.personal(kind, pageNo, pageSize),
    queryFn: ({ signal }) => getGameList(kind, pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useGameList = (kind: GameListKind, pageNo: number, pageSize?: number, enabled = true) =>
  useQuery({ ...gameListQuery(kind, pageNo, pageSize), enabled });
