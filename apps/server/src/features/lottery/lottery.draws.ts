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
/** Due draws drawn per statement; a minute's draws of a thousand brands are a few batches (ADR 071). */
const DRAW_BATCH = 500;
/** The games list is re-read at least this often, should a notification of a change be lost. */
const GAMES_CACHE_MS = 60_000;

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
  /** Every game, for the leader's runs; dropped on any game write (NOTIFY, see forgetGames) and after GAMES_CACHE_MS. */
  private games: { rows: GameRow[]; at: number } | null = null;

  constructor(
    private readonly repo: LotteryRepository,
    private readonly clock: Clock,
    private readonly wallet: LotteryWallet,
    private readonly notify: LotteryNotify,
  ) {}

  /** A game was written here or on another instance (or notifications may have been missed). */
  forgetGames(): void {
    this.games = null;
  }

  private async allGames(now: Date, reload = false): Promise<GameRow[]> {
    const t = now.getTime();
    if (reload || !this.games || t - this.games.at >= GAMES_CACHE_MS || t < this.games.at)
      this.games = { rows: await this.repo.allGames(), at: t };
    return this.games.rows;
  }

  /**
   * One scheduler run: create upcoming numeros, draw the due ones, settle what is unsettled. Its
   * statements grow with the numeros due, not with the games (ADR 071): the games are a cached
   * list, new numeros of every game go in one insert, due draws are drawn a batch per statement.
   */
  async run(now: Date = this.clock.now()): Promise<{ drawn: number }> {
    const games = { byId: new Map((await this.allGames(now)).map((g) => [g.id, g])) };
    // Draws first: at a thousand brands the minute's new numeros come due in the very second its
    // draws do, and creating them first made every draw wait for that insert (ADR 071). There is
    // slack: each game keeps AHEAD numeros published, so the insert after the draws is in time.
    let drawn = await this.drawDue(now, games);
    // Switched-off games get no new numeros, but what was published before the switch is drawn.
    const caughtUp = await this.ensureAll(
      [...games.byId.values()].filter((g) => g.enabled),
      now,
    );
    // Numeros missed while nobody ran (downtime, a clock moved on) are due at once: drawn in this run.
    if (caughtUp) drawn += await this.drawDue(now, games);
    for (const drawId of await this.repo.unsettledDrawIds()) {
      const d = await this.repo.drawById(drawId);
      if (d) await this.settleDraw(d, games.byId.get(d.gameId));
    }
    return { drawn };
  }

  /** Draws every due numero, a batch per statement; answers how many this call drew. */
  private async drawDue(now: Date, games: { byId: Map<number, GameRow> }): Promise<number> {
    let drawn = 0;
    for (;;) {
      const due = await this.repo.dueDraws(now, DRAW_BATCH);
      // A game created on another instance whose notification has not arrived yet.
      if (due.some((d) => !games.byId.has(d.gameId))) games.byId = new Map((await this.allGames(now, true)).map((g) => [g.id, g]));
      const done = await this.drawBatch(due, games.byId);
      drawn += done;
      if (due.length < DRAW_BATCH || done === 0) return drawn;
    }
  }

  /**
   * Makes sure the numeros up to AHEAD after now exist (and any missed ones since the last, within
   * a day). `resume` (a game switched back on) skips the numeros of the time it was off.
   */
  async ensure(g: GameRow, now: Date, opts: { resume?: boolean } = {}): Promise<void> {
    const known = this.ensured.get(g.id);
    if (!opts.resume && known?.cadence === cadenceOf(g) && known.target >= seqAfter(g, now) + AHEAD) return;
    const plan = planOf(g, now, await this.repo.lastDraw(g.id), undefined, opts.resume);
    await this.insert(g, plan.from, plan.target);
    this.ensured.set(g.id, { cadence: cadenceOf(g), target: plan.target });
  }

  /**
   * `ensure` for many games: the last numeros of those this instance does not know in one query, the
   * new ones in one insert. Answers whether it created a numero that is already due.
   */
  private async ensureAll(games: GameRow[], now: Date): Promise<boolean> {
    const behind = games.filter((g) => {
      const known = this.ensured.get(g.id);
      return !(known?.cadence === cadenceOf(g) && known.target >= seqAfter(g, now) + AHEAD);
    });
    if (!behind.length) return false;
    const unknown = behind.filter((g) => this.ensured.get(g.id)?.cadence !== cadenceOf(g));
    const last = unknown.length ? await this.repo.lastDraws(unknown.map((g) => g.id)) : new Map();
    const rows: NewDraw[] = [];
    const plans = behind.map((g) => {
      const known = this.ensured.get(g.id);
      const plan = planOf(g, now, last.get(g.id) ?? null, known?.cadence === cadenceOf(g) ? known : undefined);
      rows.push(...numeros(g, plan.from, plan.target));
      return { g, plan };
    });
    if (rows.length) await this.repo.insertDraws(rows);
    for (const { g, plan } of plans) this.ensured.set(g.id, { cadence: cadenceOf(g), target: plan.target });
    return rows.some((r) => r.drawsAt <= now);
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
    const rows = numeros(g, from, to);
    if (rows.length) await this.repo.insertDraws(rows);
  }

  /**
   * Draws a batch of due draws in one conditional update (open → drawn, each once whichever
   * instance races it) and settles those with tickets; answers how many this call drew.
   */
  private async drawBatch(due: DrawRow[], byId: Map<number, GameRow>): Promise<number> {
    const results = due.flatMap((d) => {
      const g = byId.get(d.gameId);
      return g ? [{ d, g, winNo: computeWinNo(g.kind as LotteryKind, d.seed, g.code, d.numero) }] : [];
    });
    const won = new Set(
      await this.repo.markDrawnMany(
        results.map((r) => ({ id: r.d.id, winNo: r.winNo })),
        this.clock.now(),
      ),
    );
    const bets = await this.repo.pendingBetsOf([...won]);
    for (const r of results) {
      const pending = bets.get(r.d.id);
      if (won.has(r.d.id) && pending) await this.settleBets({ ...r.d, status: 'drawn', winNo: r.winNo }, r.g, pending);
    }
    return won.size;
  }

  /** Settles every pending bet of a drawn or cancelled draw, then tells each member once. */
  async settleDraw(d: DrawRow, g: GameRow | undefined): Promise<void> {
    if (!g || d.status === 'open') return;
    await this.settleBets(d, g, await this.repo.pendingBets(d.id));
  }

  private async settleBets(d: DrawRow, g: GameRow, bets: BetRow[]): Promise<void> {
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

const cadenceOf = (g: GameRow) => `${g.intervalSec}:${g.offsetSec}`;

/**
 * Which seqs a game needs: from the one after what exists (the instance's own record under the same
 * cadence, else the game's last numero) to AHEAD after now, never more than a day back; `resume` (a
 * game switched back on) skips the numeros of the time it was off.
 */
function planOf(
  g: GameRow,
  now: Date,
  last: { numero: string; drawsAt: Date } | null,
  known: { target: number } | undefined,
  resume = false,
): { from: number; target: number } {
  const current = seqAfter(g, now);
  const floor = resume ? current : current - Math.floor(MAX_CATCH_UP_SEC / g.intervalSec);
  const next = known ? known.target + 1 : last === null ? current : nextSeq(g, last);
  return { from: Math.max(next, floor), target: current + AHEAD };
}

function numeros(g: GameRow, from: number, to: number): NewDraw[] {
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
  return rows;
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
