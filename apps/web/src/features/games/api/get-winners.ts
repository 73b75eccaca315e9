import { winnerSchema } from '@arcadia/contract/games';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { gamesKeys } from './keys';

const winnersSchema = z.array(winnerSchema);

/**
 * GET /wps/game/winners: the merchant's newest wins, masked. Signed-in pages refetch on the socket's
 * GAME_WINNERS signal (the shell invalidates this key); visitors have no socket, so it polls too.
 */
export const useWinners = (limit: number, enabled = true) =>
  useQuery({
    queryKey: [...gamesKeys.winners(), limit],
    queryFn: ({ signal }) => apiGet('/wps/game/winners', winnersSchema, { signal, background: true, query: { limitNum: limit } }),
    enabled,
    refetchInterval: 60_000,
    staleTime: 10_000,
  });
