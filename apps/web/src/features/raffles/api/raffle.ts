import { rafflePrizeSchema, raffleStatusSchema } from '@arcadia/contract/raffles';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const raffleKeys = { all: ['raffles'] as const, status: () => ['raffles', 'status'] as const };

/** GET /wps/raffles/status (raffle status): the next raffle this member can claim, or null. */
export const getRaffleStatus = (signal?: AbortSignal) =>
  apiGet('/wps/raffles/status', raffleStatusSchema.nullable(), { signal, background: true, nullable: true });

export function useRaffleStatus(enabled: boolean) {
  return useQuery({ queryKey: raffleKeys.status(), queryFn: ({ signal }) => getRaffleStatus(signal), enabled, staleTime: 60_000 });
}

/** POST /wps/raffles/claim (raffle promotion). In the background: a failure closes the tip (spec 000 §4), no global toast. */
export const claimRaffle = (promotionId: number, raffleScheduleId: number) =>
  apiSend('POST', '/wps/raffles/claim', rafflePrizeSchema, { body: { promotionId, raffleScheduleId }, background: true });
