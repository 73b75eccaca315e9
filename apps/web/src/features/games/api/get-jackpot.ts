import { jackpotSchema } from '@arcadia/contract/games';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { gamesKeys } from './keys';

/** POST /wps/game/jackpot (spec 001): the merchant's pools; none, and the jackpot strip is not shown. */
export const useJackpot = () =>
  useQuery({
    queryKey: gamesKeys.jackpot(),
    queryFn: ({ signal }) => apiSend('POST', '/wps/game/jackpot', jackpotSchema, { signal, background: true, body: {} }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
