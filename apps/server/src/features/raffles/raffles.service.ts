import { Big } from '@arcadia/contract';
import { RAFFLE_ERRORS, type RafflePrize, type RaffleScheduleInput, type RaffleStatus } from '@arcadia/contract/raffles';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PrizeTableGate } from '../finance/index.js';
import type { WalletTx } from '../wallet/index.js';
import { draw, newSeed } from './raffles.draw.js';
import type { RafflesRepository, ScheduleRow } from './raffles.repository.js';

export type RafflesPorts = {
  /**
   * Reads what the wallet needs from outside our transaction (the merchant's currency) before it
   * opens: on PGlite a query outside an open transaction waits for it to end.
   */
  prepare(merchantId: number): Promise<void>;
  /** Pays a BONUS prize inside the claim's transaction, keyed by schedule and member. */
  credit(req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }): Promise<{ transactionId: number }>;
  /** Pays a POINT prize in points inside the claim's transaction, keyed by schedule and member. */
  creditPoints(req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }): Promise<unknown>;
  /**
   * Finance's two-person gate for operator payouts (ADR 037): null goes ahead at once, as always;
   * otherwise the prize table waits for a second operator (the approval's id and state).
   */
  payoutGate: PrizeTableGate;
};

type Display = RaffleStatus['display'];
const DEFAULT_WINDOW_MS = 7 * 86_400_000;
const dateStr = (d: Date) => d.toISOString().slice(0, 10);

const toSchedule = (r: ScheduleRow, now: Date) => ({
  id: r.id,
  promotionId: r.promotionId,
  startAt: r.startAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  prizeType: r.prizeType as RafflePrize['type'],
  display: r.display as Display,
  prizes: r.prizes,
  seedHash: r.seedHash,
  seed: r.dueAt <= now ? r.seed : null,
});

export class RafflesService {
  constructor(
    private readonly repo: RafflesRepository,
    private readonly clock: Clock,
    private readonly ports: RafflesPorts,
  ) {}

  /**
   * A prize table set by hand is money (BONUS) or points (POINT) the house pays to whoever draws it:
   * one whose largest prize is above the merchant's threshold waits for a second operator (ADR 037),
   * who adds it through `addApproved`. The largest prize, because that is what one member can get.
   */
  async addSchedule(merchantId: number, input: RaffleScheduleInput, actor: { name: string; operatorId: number | null }) {
    this.window(input);
    if (input.prizeType !== 'TICKET') {
      const largest = input.prizes.reduce((max, p) => (new Big(p.amount).gt(max) ? new Big(p.amount) : max), new Big(0));
      const gate = await this.ports.payoutGate({
        merchantId,
        amount: largest.toFixed(4),
        unit: input.prizeType === 'POINT' ? 'points' : 'money',
        reference: `raffle:${input.promotionId}@${input.startAt ?? this.clock.now().toISOString()}`,
        reason: `raffle of promotion ${input.promotionId}: ${input.prizes.length} prizes`,
        payload: input,
        actor,
      });
      if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    }
    return this.insert(merchantId, input);
  }

  /** Finance's executor for an approved `raffle`: adds the schedule in the approval's transaction (nothing is paid yet). */
  async addApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    await this.insert(merchantId, payload as RaffleScheduleInput, tx);
    return { transactionId: null };
  }

  private window(input: RaffleScheduleInput) {
    const startAt = input.startAt ? new Date(input.startAt) : this.clock.now();
    const dueAt = input.dueAt ? new Date(input.dueAt) : new Date(startAt.getTime() + DEFAULT_WINDOW_MS);
    if (dueAt <= startAt) throw new AppError('invalid_request', 400, { detail: 'dueAt must be after startAt' });
    return { startAt, dueAt };
  }

  private async insert(merchantId: number, input: RaffleScheduleInput, tx?: WalletTx) {
    const { startAt, dueAt } = this.window(input);
    const row = await this.repo.insertSchedule(
      {
        merchantId,
        promotionId: input.promotionId,
        startAt,
        dueAt,
        prizeType: input.prizeType,
        display: input.display,
        prizes: input.prizes,
        ...newSeed(),
      },
      tx,
    );
    return toSchedule(row, this.clock.now());
  }

  /** The raffle tip: the soonest schedule not yet due that this member has not claimed; null when none. */
  async status(merchantId: number, memberId: number): Promise<RaffleStatus | null> {
    const now = this.clock.now();
    const [upcoming, claimed] = await Promise.all([this.repo.upcoming(merchantId, now), this.repo.claimedIds(merchantId, memberId)]);
    const next = upcoming.find((s) => !claimed.has(s.id));
    if (!next) return null;
    return {
      promotionId: next.promotionId,
      raffleScheduleId: next.id,
      isClaimed: false,
      hasStarted: next.startAt <= now,
      hasEnded: next.dueAt <= now,
      time: next.startAt.toISOString(),
      due: next.dueAt.toISOString(),
      display: next.display as Display,
      seedHash: next.seedHash,
    };
  }

  /**
   * Raffle promotion (claim): draws the member's prize from the committed seed and pays it in one
   * transaction with the claim row; a second or concurrent claim of the same schedule fails.
   */
  async claim(merchantId: number, memberId: number, input: { promotionId: number; raffleScheduleId: number }): Promise<RafflePrize> {
    const s = await this.repo.schedule(merchantId, input.raffleScheduleId);
    if (!s || s.promotionId !== input.promotionId) throw new AppError(RAFFLE_ERRORS.notFound, 404);
    const now = this.clock.now();
    if (s.startAt > now) throw new AppError(RAFFLE_ERRORS.notStarted);
    if (s.dueAt <= now) throw new AppError(RAFFLE_ERRORS.ended);
    const { roll, index } = draw(s.seed, s.id, memberId, s.prizes);
    const amount = s.prizes[index]!.amount;
    const ticketId = s.prizeType === 'TICKET' ? `T${s.id}-${memberId}` : null;
    await this.ports.prepare(merchantId);
    const claim = await this.repo.transaction(async (tx) => {
      const row = await this.repo.insertClaim(tx, {
        merchantId,
        memberId,
        scheduleId: s.id,
        roll: String(roll),
        prizeIndex: index,
        amount,
        ticketId,
        createdAt: now,
      });
      if (!row) return null;
      // A TICKET is this row itself; BONUS goes to the wallet, POINT to the points ledger (ADR 023).
      if (s.prizeType === 'POINT' && new Big(amount).gt(0))
        await this.ports.creditPoints({ tx, merchantId, memberId, amount, key: `raffle:${s.id}:${memberId}` });
      if (s.prizeType === 'BONUS') {
        const m = await this.ports.credit({ tx, merchantId, memberId, amount, key: `raffle:${s.id}:${memberId}` });
        await this.repo.setTransaction(tx, row.id, m.transactionId);
        return { ...row, transactionId: m.transactionId };
      }
      return row;
    });
    if (!claim) throw new AppError(RAFFLE_ERRORS.claimed);
    return {
      type: s.prizeType as RafflePrize['type'],
      value: s.display as Display,
      amount: claim.amount,
      ticket: ticketId
        ? { id: claim.id, ticketId, transactionId: claim.transactionId, startDateStr: dateStr(s.startAt), endDateStr: dateStr(s.dueAt) }
        : null,
    };
  }

  /** The operator's audit of a schedule: every draw, and the seed once it is due. */
  async audit(merchantId: number, scheduleId: number) {
    const s = await this.repo.schedule(merchantId, scheduleId);
    if (!s) throw new AppError(RAFFLE_ERRORS.notFound, 404);
    const draws = await this.repo.draws(merchantId, scheduleId);
    return {
      schedule: toSchedule(s, this.clock.now()),
      draws: draws.map((d) => ({
        id: d.id,
        memberId: d.memberId,
        roll: d.roll,
        prizeIndex: d.prizeIndex,
        amount: d.amount,
        transactionId: d.transactionId,
        createdAt: d.createdAt.toISOString(),
      })),
    };
  }
}
