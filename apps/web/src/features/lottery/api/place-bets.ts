import { type PlaceBet, placeBetsResultSchema } from '@arcadia/contract/lottery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { offerDepositWhenShort } from '../../../lib/deposit-offer';

/** POST /lgw/bets: the slip's lines keep their keys until the server answers, so a retry is the same ticket. */
export const placeBets = (bets: PlaceBet[]) => apiSend('POST', '/lgw/bets', placeBetsResultSchema, { body: { bets }, background: true });

export function usePlaceBets(onPlaced?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeBets,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['lottery', 'history'] });
      onPlaced?.();
    },
    // Not enough money: the dialog with the way to the deposit page; the slip keeps its lines.
    onError: (e) => void offerDepositWhenShort(e),
  });
}

/** A fresh idempotency key for one slip line. */
export const newBetKey = () => `lt-${crypto.randomUUID()}`;
