import { type GameLane, vendorCardSchema } from '@arcadia/contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { gamesKeys } from './keys';

const vendorsSchema = z.array(vendorCardSchema);

/** GET /wps/game/vendors: every vendor card of the merchant, all lanes (ESPORTS included). */
export const getVendors = (signal?: AbortSignal) => apiGet('/wps/game/vendors', vendorsSchema, { signal, background: true });

export const vendorsQuery = () =>
  queryOptions({ queryKey: gamesKeys.vendors(), queryFn: ({ signal }) => getVendors(signal), staleTime: 60_000 });

/** The cards of one lane, in the merchant's order. */
export function useVendors(lane?: GameLane) {
  return useQuery({ ...vendorsQuery(), select: (cards) => (lane ? cards.filter((c) => c.gameType === lane) : cards) });
}
