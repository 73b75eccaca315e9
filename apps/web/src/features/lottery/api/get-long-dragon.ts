import { longDragonSchema } from '@arcadia/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** GET /lgw/games/long_dragon; refreshed every 15 s, since a run changes at each draw (SSC1 draws every minute). */
export const useLongDragon = (min: number) =>
  useQuery({
    queryKey: lotteryKeys.longDragon(min),
    queryFn: ({ signal }) => apiGet('/lgw/games/long_dragon', longDragonSchema, { signal, background: true, query: { min } }),
    refetchInterval: 15_000,
  });
