import { Big } from '@arcadia/contract';
import { LOTTERY_EVENTS, type LotteryKind, playTypeOf } from '@arcadia/contract/lottery';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { computeWinNo, drawTimeOf, newSeed, numeroOf, payoutOf, seqAfter } from './lottery.engine.js';
import type { BetRow, DrawRow, GameRow, LotteryRepository, NewDraw } from './lottery.repository.js';

/** Where lottery money moves: always the wallet feature, in the caller's transaction. */
/** A ticket's money; `productType` is the game's tag (LOTT or ELOTT) for points and rebates, `betId` the ticket. */
export type LotteryMove = { tx: Tx; merchantId: number; memberId: number; amount: string; key: string; productType: string; betId: number };
export type LotteryWallet = {
  debit(req: LotteryMove): Promise<void>;
  credit(req: LotteryMove): Promise<void>;
};
export type LotteryNotify = (input: {
  merchantId: number;
  memberId: number;
  type: string;
  data: { title: string; message: string; amount: string; success: boolean; remarks: string; popup: boolean };
}) => Promise<void>;

/** How many numeros a game keeps ahead of now, so the next seed hash is public before its betting opens. */
const AHEAD = 2;
/** Catch-up after downtime is bounded to a day of numeros per game (older gaps stay gaps, ADR 015). */
const MAX_CATCH_UP_SEC = 86_400;

/**
 * The draw job (registered on the platform scheduler). Idempotent: numeros are created with
 * ON CONFLICT DO NOTHING on (game, seq); a draw flips open → drawn by a conditional update in the
 * transaction that also writes nothing else; each bet settles by its own conditional update in
 * one transaction with its wallet credit (keyed by the bet id). A run that dies half-way leaves
 * work the next run (here or on another instance) finds and finishes.
 */
export class LotteryDraws {
  /** Highest seq this instance knows exists per game, under the cadence it was computed with. */
  private readonly ensured = new Map<number, { cadence: string; target: number }>();

  constructor(
    private readonly repo: LotteryRepository,
    private readonly clock: Clock,
    private readonly wallet: LotteryWallet,
    private readonly notify: LotteryNotify,
  ) {}

  /** One scheduler run: create upcoming numeros, draw the due ones, settle what is unsettled. */
  async run(now: Date = this.clock.now()): Promise<{ drawn: number }> {
    // Switched-off games get no new numeros, but what was published before the switch is drawn.
    const games = await this.repo.allGames();
    for (const g of games) if (g.enabled) await this.ensure(g, now);
    const byId = new Map(games.map((g) => [g.id, g]));
    let drawn = 0;
    for (;;) {
      const due = await this.repo.dueDraws(now, 200);
      for (const d of due) if (await this.drawOne(d, byId.get(d.gameId))) drawn++;
      if (due.length < 200) break;
    }
    for (const drawId of await this.repo.unsettledDrawIds()) {
      const d = await this.repo.drawById(drawId);
      if (d) await this.settleDraw(d, byId.get(d.gameId));
    }
    return { drawn };
  }

  /**
   * Makes sure the numeros up to AHEAD after now exist (and any missed ones since the last, within
   * a day). `resume` (a game switched back on) skips the numeros of the time it was off.
   */
  async ensure(g: GameRow, now: Date, opts: { resume?: boolean } = {}): Promise<void> {
    const current = seqAfter(g, now);
    const target = current + AHEAD;
    const cadence = `${g.intervalSec}:${g.offsetSec}`;
    const known = this.ensured.get(g.id);
    if (!opts.resume && known?.cadence === cadence && known.target >= target) return;
    const last = await this.repo.lastDraw(g.id);
    const floor = opts.resume ? current : current - Math.floor(MAX_CATCH_UP_SEC / g.intervalSec);
    const from = last === null ? current : Math.max(nextSeq(g, last), floor);
    await this.insert(g, from, target);
    this.ensured.set(g.id, { cadence, target });
  }

  /**
   * Before an operator's cadence change: creates the rest of the numero day (UTC) of the game's
   * last numero under the current cadence, so the new cadence starts on a fresh day and no numero
   * label repeats. Returns that day's end (the new cadence draws after it).
   */
  async closeDay(g: GameRow, now: Date): Promise<Date> {
    const last = await this.repo.lastDraw(g.id);
    if (!last) return now;
    const end = dayEnd(last.drawsAt);
    // That day is over (a game switched off for a while): nothing can repeat a label any more.
    if (end <= now) return now;
    const to = Math.floor((end.getTime() / 1000 - g.offsetSec) / g.intervalSec);
    await this.insert(g, seqAfter(g, last.drawsAt), to);
    return end;
  }

  private async insert(g: GameRow, from: number, to: number): Promise<void> {
    const rows: NewDraw[] = [];
    for (let seq = from; seq <= to; seq++) {
      const drawsAt = drawTimeOf(g, seq);
      rows.push({
        merchantId: g.merchantId,
        gameId: g.id,
        seq,
        numero: numeroOf(g, seq),
        drawsAt,
        closesAt: new Date(drawsAt.getTime() - g.lockSec * 1000),
        ...newSeed(),
      });
    }
    if (rows.length) await this.repo.insertDraws(rows);
  }

  private async drawOne(d: DrawRow, g: GameRow | undefined): Promise<boolean> {
    if (!g) return false;
    const winNo = computeWinNo(g.kind as LotteryKind, d.seed, g.code, d.numero);
    const won = await this.repo.markDrawn(d.id, winNo, this.clock.now());
    if (won) await this.settleDraw({ ...d, status: 'drawn', winNo }, g);
    return won;
  }

  /** Settles every pending bet of a drawn or cancelled draw, then tells each member once. */
  async settleDraw(d: DrawRow, g: GameRow | undefined): Promise<void> {
    if (!g || d.status === 'open') return;
    const bets = await this.repo.pendingBets(d.id);
    const perMember = new Map<number, Big>();
    for (const bet of bets) {
      const paid = await this.settleBet(bet, d, g);
      if (paid) perMember.set(bet.memberId, (perMember.get(bet.memberId) ?? new Big(0)).plus(paid));
    }
    for (const [memberId, total] of perMember) {
      await this.notify({
        merchantId: d.merchantId,
        memberId,
        type: LOTTERY_EVENTS.result,
        data: {
          title: `${g.name} ${d.numero}`,
          message: d.status === 'drawn' ? (d.winNo ?? '') : 'cancelled',
          amount: total.toFixed(4),
          success: total.gt(0),
          remarks: g.code,
          popup: false,
        },
      }).catch(() => {});
    }
  }

  /** Returns the money the member got back (payout or refund), null if another run settled it. */
  private async settleBet(bet: BetRow, d: DrawRow, g: GameRow): Promise<Big | null> {
    const def = playTypeOf(g.kind as LotteryKind, bet.playType);
    const now = this.clock.now();
    return this.repo.transaction(async (tx) => {
      if (d.status === 'cancelled') {
        if (!(await this.repo.settleBet(tx, bet.id, 'refunded', '0', now))) return null;
        await this.wallet.credit({
          tx,
          merchantId: bet.merchantId,
          memberId: bet.memberId,
          amount: bet.amount,
          key: `lottery:bet:${bet.id}:refund`,
          productType: g.tag,
          betId: bet.id,
        });
        return new Big(bet.amount);
      }
      // Odds are the ones stored with the ticket (the paytable may change later).
      const paid = def ? payoutOf(def, bet.odds, bet.amount, bet.selection, d.winNo!) : new Big(0);
      if (!(await this.repo.settleBet(tx, bet.id, paid.gt(0) ? 'won' : 'lost', paid.toFixed(4), now))) return null;
      if (paid.gt(0))
        await this.wallet.credit({
          tx,
          merchantId: bet.merchantId,
          memberId: bet.memberId,
          amount: paid.toFixed(4),
          key: `lottery:bet:${bet.id}:win`,
          productType: g.tag,
          betId: bet.id,
        });
      return paid;
    });
  }

  /** Operator: cancels an undrawn numero and refunds every ticket on it. */
  async cancel(d: DrawRow, g: GameRow): Promise<boolean> {
    const done = await this.repo.markCancelled(d.id, this.clock.now());
    const fresh = await this.repo.drawById(d.id);
    if (fresh) await this.settleDraw(fresh, g);
    return done;
  }
}

/** A draw at exactly midnight closes the day before (numeroOf), so the ceiling is its numero day's end. */
const dayEnd = (at: Date) => new Date(Math.ceil(at.getTime() / 86_400_000) * 86_400_000);

/**
 * The first seq to create after the game's last numero: the next draw time of the game's cadence
 * (last seq + 1 while the cadence is unchanged). After an operator's cadence change that draw
 * could take a label already used that day; then the new cadence starts on the next numero day.
 */
function nextSeq(g: GameRow, last: { drawsAt: Date; numero: string }): number {
  const seq = seqAfter(g, last.drawsAt);
  return numeroOf(g, seq) > last.numero ? seq : seqAfter(g, dayEnd(last.drawsAt));
}
