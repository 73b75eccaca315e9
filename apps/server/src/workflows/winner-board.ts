import { WINNERS_CHANGED, WINNERS_PUSH_MS } from '@arcadia/contract/games';
import type { OutboxConsumer } from '../platform/outbox/index.js';
import { BET_SETTLED, type BetEvent } from './place-bet.js';

export type WinnerBoardPorts = { notifications: { broadcast(merchantId: number, type: string): Promise<void> } };

/**
 * The winner board live (issue 26): a paid win of a game (house or vendor; the lottery's draws are not
 * on the board) tells every signed-in page of the merchant to refetch the board. A burst of wins is
 * one signal at its start and one at its end per WINNERS_PUSH_MS, so a busy merchant does not push a
 * signal per spin to every socket. The board itself is read from the ledger of game credits, so a
 * lost or repeated signal only refreshes late or twice; nothing depends on it being exactly once.
 */
export function winnerBoardPush({ notifications }: WinnerBoardPorts, windowMs = WINNERS_PUSH_MS): OutboxConsumer<BetEvent>[] {
  const quietUntil = new Map<number, number>();
  const trailing = new Set<number>();
  const push = (merchantId: number) => {
    quietUntil.set(merchantId, Date.now() + windowMs);
    void notifications.broadcast(merchantId, WINNERS_CHANGED).catch(() => {});
    setTimeout(() => {
      quietUntil.delete(merchantId);
      if (trailing.delete(merchantId)) push(merchantId);
    }, windowMs).unref();
  };
  return [
    {
      name: 'bet.winner-board',
      type: BET_SETTLED,
      handle: async ({ payload }) => {
        if (payload.source === 'LOTTERY' || Number(payload.amount) <= 0) return;
        if ((quietUntil.get(payload.merchantId) ?? 0) > Date.now()) trailing.add(payload.merchantId);
        else push(payload.merchantId);
      },
    },
  ];
}
