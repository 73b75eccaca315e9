import type { BetGate } from '../features/safer-gambling/index.js';
import type { Tx } from '../platform/db/client.js';
import type { Outbox } from '../platform/outbox/index.js';

/**
 * Placing and settling a bet (ARCHITECTURE.md §2b, docs/adr/043): the one path every bet source
 * takes — the in-house games, the house lottery and the seamless vendors. Each step runs in the
 * caller's transaction (the round, ticket or vendor call), so the bet, its money, the agents'
 * turnover and the event that feeds every accrual commit together or not at all:
 *
 *   0. the member's safer-gambling gate (docs/adr/065): refused while excluded or when the stake
 *      would pass a loss or wager limit; checked and counted here, in the bet's transaction with the
 *      member's row locked, so no source can skip it and concurrent bets cannot both slip under a limit;
 *   1. the stake leaves the member's MAIN wallet, keyed by the caller (a retry moves nothing again);
 *   2. the stake counts as the member's turnover in the agents' records (first-bet tasks read it);
 *   3. one `bet.placed` event goes to the outbox; points, rebate turnover (mission stakes) and VIP
 *      progress are its consumers (workflows/bet-accruals.ts), so a new source cannot miss one.
 *
 * Settling (a win, a refund, a vendor's rollback) is the mirror image with `bet.settled`.
 */
export const BET_PLACED = 'bet.placed';
export const BET_SETTLED = 'bet.settled';

/** Which kind of source took the bet (the product type says which game lane). */
export type BetSource = 'HOUSE' | 'LOTTERY' | 'SEAMLESS';

/** The payload of `bet.placed` and `bet.settled`. */
export type BetEvent = {
  merchantId: number;
  memberId: number;
  /** The stake (placed) or the money back (settled), a decimal string with 4 places. */
  amount: string;
  /** Points and rebate product type: RNG, FISH, LOTT, ELOTT, LIVE, SPORTS ... */
  productType: string;
  source: BetSource;
  /** Unique per bet; accruals are keyed by it. */
  reference: string;
};

type Movement = { tx: Tx; merchantId: number; memberId: number; amount: string; key: string };
/** The wallet's answer; `walletAvailable`: the member wallet's money right after this call's movement (absent on a retry). */
type Moved = { transactionId: number; walletAvailable?: string };

/** What the workflow needs of the wallet and agents features and of the outbox. */
export type BetWorkflowPorts = {
  wallet: {
    debit(req: Movement & { sink: string }): Promise<Moved>;
    credit(req: Movement & { source: string }): Promise<Moved>;
    /** Caches a house account's id (read outside any transaction) for the movements into or out of it. */
    warmHouse(merchantId: number, code: string): Promise<void>;
  };
  agents: {
    recordBet(tx: Tx, merchantId: number, memberId: number, amount: string): Promise<void>;
    recordWin(tx: Tx, merchantId: number, memberId: number, amount: string): Promise<void>;
  };
  outbox: Pick<Outbox, 'write'>;
  /**
   * The safer-gambling feature's gate and its running totals (same transaction as the money). The
   * gate answers the member's row it locked; the stake's `record` gets it back instead of reading it again.
   */
  limits: {
    assertCanBet(tx: Tx, merchantId: number, memberId: number, amount: string): Promise<BetGate>;
    record(
      tx: Tx,
      move: { merchantId: number; memberId: number; amount: string; key: string; kind: 'stake' | 'win'; gate?: BetGate },
    ): Promise<void>;
    /** Loads the settings the gate and `record` read, outside the bet's transaction (see `warm` below). */
    warm(merchantId: number): Promise<void>;
  };
};

/** One bet's money: `house` is the house account the stake goes to or the win comes from. */
export type BetMove = Movement & { house: string; productType: string; source: BetSource; reference: string };

const eventOf = (m: BetMove): BetEvent => ({
  merchantId: m.merchantId,
  memberId: m.memberId,
  amount: m.amount,
  productType: m.productType,
  source: m.source,
  reference: m.reference,
});

export function createBetWorkflow({ wallet, agents, outbox, limits }: BetWorkflowPorts) {
  return {
    /**
     * Called before the caller opens the bet's transaction: a cached setting missing inside it is
     * read through it on every bet (a pool read there could wait on the transaction itself), so a
     * source that warms first saves that round trip.
     */
    async warm(merchantId: number, house: string): Promise<void> {
      await Promise.all([limits.warm(merchantId), wallet.warmHouse(merchantId, house)]);
    },
    async place(bet: BetMove): Promise<Moved> {
      const { tx, merchantId, memberId, amount, key } = bet;
      const gate = await limits.assertCanBet(tx, merchantId, memberId, amount);
      const moved = await wallet.debit({ tx, merchantId, memberId, amount, key, sink: bet.house });
      await limits.record(tx, { merchantId, memberId, amount, key, kind: 'stake', gate });
      await agents.recordBet(tx, merchantId, memberId, amount);
      await outbox.write(tx, BET_PLACED, merchantId, eventOf(bet));
      return moved;
    },
    async settle(payout: BetMove): Promise<Moved> {
      const { tx, merchantId, memberId, amount, key } = payout;
      const moved = await wallet.credit({ tx, merchantId, memberId, amount, key, source: payout.house });
      await limits.record(tx, { merchantId, memberId, amount, key, kind: 'win' });
      await agents.recordWin(tx, merchantId, memberId, amount);
      await outbox.write(tx, BET_SETTLED, merchantId, eventOf(payout));
      return moved;
    },
  };
}

export type BetWorkflow = ReturnType<typeof createBetWorkflow>;
