import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { lotteryBets, lotteryDraws, lotteryGames } from './lottery.tables.js';

export type Q = Db | Tx;
/** NOTIFY channel of game writes: each instance's draw job drops its list of games (LotteryDraws.forgetGames). */
export const LOTTERY_GAMES_CHANNEL = 'arcadia_lottery_games';
export type GameRow = typeof lotteryGames.$inferSelect;
export type DrawRow = typeof lotteryDraws.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type NewGame = typeof lotteryGames.$inferInsert;
export type NewDraw = typeof lotteryDraws.$inferInsert;
export type NewBet = typeof lotteryBets.$inferInsert;

export class LotteryRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async upsertGame(values: NewGame): Promise<GameRow> {
    const { merchantId: _m, code: _c, ...rest } = values;
    const [row] = await this.db
      .insert(lotteryGames)
      .values(values)
      .onConflictDoUpdate({ target: [lotteryGames.merchantId, lotteryGames.code], set: rest })
      .returning();
    await this.gamesChanged(this.db);
    return row!;
  }

  /** Raised in the writer's transaction, so every instance hears it once the change is committed. */
  private async gamesChanged(q: Q): Promise<void> {
    await q.execute(sql`select pg_notify(${LOTTERY_GAMES_CHANNEL}, '')`);
  }

  games(merchantId: number): Promise<GameRow[]> {
    return this.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.enabled, true)))
      .orderBy(asc(lotteryGames.groupId), asc(lotteryGames.sort), asc(lotteryGames.id));
  }

  /** A game whether switched on or not (operator settings, drawing what was published before a switch-off). */
  async gameByCode(merchantId: number, code: string): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, code)));
    return row ?? null;
  }

  /**
   * A new brand's lotteries, copied from its template in the onboarding transaction (ADR 071): the
   * games only; their numeros are the draw job's, under the new brand's own seeds.
   */
  async copyGames(tx: Tx, from: number, to: number): Promise<void> {
    const rows = await tx.select().from(lotteryGames).where(eq(lotteryGames.merchantId, from));
    if (!rows.length) return;
    await tx.insert(lotteryGames).values(rows.map(({ id: _, ...g }) => ({ ...g, merchantId: to })));
    await this.gamesChanged(tx);
  }

  allGames(): Promise<GameRow[]> {
    return this.db.select().from(lotteryGames);
  }

  async updateGame(
    id: number,
    set: Partial<Pick<GameRow, 'enabled' | 'intervalSec' | 'offsetSec' | 'lockSec' | 'liveVideoUrl'>>,
  ): Promise<GameRow> {
    const [row] = await this.db.update(lotteryGames).set(set).where(eq(lotteryGames.id, id)).returning();
    await this.gamesChanged(this.db);
    return row!;
  }

  /** The latest numero created for a game (by draw time: seqs of different cadences do not compare). */
  async lastDraw(gameId: number): Promise<{ numero: string; drawsAt: Date } | null> {
    const [row] = await this.db
      .select({ numero: lotteryDraws.numero, drawsAt: lotteryDraws.drawsAt })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.gameId, gameId))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * The latest numero of each game, in one statement: one index probe per game (lottery_draws_game_time),
   * where a DISTINCT ON would read every numero ever created.
   */
  async lastDraws(gameIds: number[]): Promise<Map<number, { numero: string; drawsAt: Date }>> {
    const out = new Map<number, { numero: string; drawsAt: Date }>();
    for (let i = 0; i < gameIds.length; i += 1000) {
      const ids = sql.join(
        gameIds.slice(i, i + 1000).map((id) => sql`(${id}::bigint)`),
        sql`, `,
      );
      const res = await this.db.execute(sql`select g.id, d.numero, d.draws_at from (values ${ids}) as g(id)
        cross join lateral (select numero, draws_at from lottery_draws where game_id = g.id order by draws_at desc limit 1) d`);
      for (const r of (res as unknown as { rows: { id: number | string; numero: string; draws_at: Date | string }[] }).rows)
        out.set(Number(r.id), { numero: r.numero, drawsAt: new Date(r.draws_at) });
    }
    return out;
  }

  /** Inserts the numeros not there yet; another instance may have written some (unique numero). */
  async insertDraws(rows: NewDraw[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500)
      await this.db
        .insert(lotteryDraws)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
  }

  /** Open draws whose time has come, oldest first. */
  dueDraws(now: Date, limit: number): Promise<DrawRow[]> {
    return this.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawsAt, now)))
      .orderBy(asc(lotteryDraws.drawsAt), asc(lotteryDraws.id))
      .limit(limit);
  }

  /** open → drawn for a batch of due draws, each only once: answers the ids this call drew. */
  async markDrawnMany(draws: { id: number; winNo: string }[], at: Date): Promise<number[]> {
    if (!draws.length) return [];
    const values = sql.join(
      draws.map((d) => sql`(${d.id}::bigint, ${d.winNo}::varchar)`),
      sql`, `,
    );
    const res =
      await this.db.execute(sql`update lottery_draws as d set status = 'drawn', win_no = v.win_no, drawn_at = ${at.toISOString()}::timestamptz
      from (values ${values}) as v(id, win_no) where d.id = v.id and d.status = 'open' returning d.id`);
    return (res as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  }

  async markCancelled(drawId: number, at: Date, q: Q = this.db): Promise<boolean> {
    const rows = await q
      .update(lotteryDraws)
      .set({ status: 'cancelled', drawnAt: at })
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'open')))
      .returning({ id: lotteryDraws.id });
    return rows.length === 1;
  }

  async draw(merchantId: number, gameId: number, numero: string, q: Q = this.db): Promise<DrawRow | null> {
    const [row] = await q
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameId, gameId), eq(lotteryDraws.numero, numero)));
    return row ?? null;
  }

  async drawById(drawId: number): Promise<DrawRow | null> {
    const [row] = await this.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
    return row ?? null;
  }

  /** The open numero after `at` and the ones around it. */
  async drawsAround(merchantId: number, gameId: number, at: Date): Promise<{ before: DrawRow[]; after: DrawRow[] }> {
    const base = and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameId, gameId));
    const [before, after] = await Promise.all([
      this.db
        .select()
        .from(lotteryDraws)
        .where(and(base, lte(lotteryDraws.drawsAt, at)))
        .orderBy(desc(lotteryDraws.drawsAt))
        .limit(1),
      this.db
        .select()
        .from(lotteryDraws)
        .where(and(base, gt(lotteryDraws.drawsAt, at)))
        .orderBy(asc(lotteryDraws.drawsAt))
        .limit(2),
    ]);
    return { before, after };
  }

  /** Latest finished draws (drawn or cancelled), newest first. */
  recentDraws(merchantId: number, gameId: number, limit: number): Promise<DrawRow[]> {
    return this.db
      .select()
      .from(lotteryDraws)
      .where(
        and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameId, gameId), inArray(lotteryDraws.status, ['drawn', 'cancelled'])),
      )
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(limit);
  }

  allDraws(gameId: number): Promise<DrawRow[]> {
    return this.db.select().from(lotteryDraws).where(eq(lotteryDraws.gameId, gameId)).orderBy(asc(lotteryDraws.drawsAt));
  }

  async betByKey(merchantId: number, memberId: number, key: string, q: Q = this.db): Promise<BetRow | null> {
    const [row] = await q
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.memberId, memberId), eq(lotteryBets.clientKey, key)));
    return row ?? null;
  }

  async insertBet(q: Q, values: NewBet): Promise<BetRow> {
    const [row] = await q.insert(lotteryBets).values(values).returning();
    return row!;
  }

  /** The pending bets of several draws, by draw, in one query. */
  async pendingBetsOf(drawIds: number[]): Promise<Map<number, BetRow[]>> {
    const out = new Map<number, BetRow[]>();
    if (!drawIds.length) return out;
    const rows = await this.db
      .select()
      .from(lotteryBets)
      .where(and(inArray(lotteryBets.drawId, drawIds), eq(lotteryBets.status, 'pending')))
      .orderBy(asc(lotteryBets.id));
    for (const r of rows) out.set(r.drawId, [...(out.get(r.drawId) ?? []), r]);
    return out;
  }

  pendingBets(drawId: number): Promise<BetRow[]> {
    return this.db
      .select()
      .from(lotteryBets)
      .where(and(eq(lotteryBets.drawId, drawId), eq(lotteryBets.status, 'pending')))
      .orderBy(asc(lotteryBets.id));
  }

  /** pending → final, only once: false when the bet was settled already. */
  async settleBet(q: Q, betId: number, status: 'won' | 'lost' | 'refunded', payout: string, at: Date): Promise<boolean> {
    const rows = await q
      .update(lotteryBets)
      .set({ status, payout, settledAt: at })
      .where(and(eq(lotteryBets.id, betId), eq(lotteryBets.status, 'pending')))
      .returning({ id: lotteryBets.id });
    return rows.length === 1;
  }

  /** Draws no longer open that still have pending tickets (a run stopped half-way). */
  async unsettledDrawIds(): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: lotteryBets.drawId })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(and(eq(lotteryBets.status, 'pending'), inArray(lotteryDraws.status, ['drawn', 'cancelled'])));
    return rows.map((r) => Number(r.id));
  }

  /** The draw row, share-locked: a bet commits before the draw flips, or sees it flipped. */
  async drawForBet(tx: Tx, drawId: number): Promise<DrawRow | null> {
    const [row] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId)).for('share');
    return row ?? null;
  }

  /** A member's tickets with their draw, newest first (one extra row tells whether more exist). */
  history(merchantId: number, memberId: number, gameId: number | null, offset: number, limit: number) {
    return this.db
      .select({ bet: lotteryBets, numero: lotteryDraws.numero, winNo: lotteryDraws.winNo, gameCode: lotteryGames.code })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryBets.gameId))
      .where(
        and(
          eq(lotteryBets.merchantId, merchantId),
          eq(lotteryBets.memberId, memberId),
          gameId ? eq(lotteryBets.gameId, gameId) : undefined,
        ),
      )
      .orderBy(desc(lotteryBets.id))
      .offset(offset)
      .limit(limit);
  }

  /** Recent bet counts per game: what "popular" means (falls back to the configured popularity). */
  async betCounts(merchantId: number, since: Date): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ gameId: lotteryBets.gameId, n: sql<number>`count(*)::int` })
      .from(lotteryBets)
      .where(and(eq(lotteryBets.merchantId, merchantId), gt(lotteryBets.createdAt, since)))
      .groupBy(lotteryBets.gameId);
    return new Map(rows.map((r) => [Number(r.gameId), Number(r.n)]));
  }

  /**
   * Read port for the agents' team reports (additive): the newest {limit} rows of these members in
   * [from, to), and how many there are. Members come as one array parameter (a team may be large).
   */
  async betsOfMembers(merchantId: number, memberIds: number[], from: Date, to: Date, limit: number) {
    const where = sql`b.merchant_id = ${merchantId} and b.member_id = any(${`{${memberIds.join(',')}}`}::int[])
      and b.created_at >= ${from.toISOString()}::timestamptz and b.created_at < ${to.toISOString()}::timestamptz`;
    const [rows, counted] = await Promise.all([
      this.db.execute(sql`select b.member_id, g.code as game, b.amount::text as bet, b.payout::text as win, b.status, b.created_at
        from lottery_bets b join lottery_games g on g.id = b.game_id where ${where} order by b.created_at desc, b.id desc limit ${limit}`),
      this.db.execute(sql`select count(*)::int as n from lottery_bets b where ${where}`),
    ]);
    type Row = { member_id: number; game: string; bet: string; win: string; status: string; created_at: string | Date };
    const list = (rows as unknown as { rows: Row[] }).rows;
    return {
      rows: list.map((r) => ({
        memberId: r.member_id,
        game: r.game,
        bet: r.bet,
        win: r.win,
        status: r.status,
        createdAt: new Date(r.created_at),
      })),
      total: (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
    };
  }

  /**
   * Read port of the operators' dashboard: tickets placed in [from, to), per UTC day. Refunded
   * tickets (cancelled numeros) are left out; a ticket not yet drawn counts its stake and no payout.
   */
  async turnoverByDay(merchantId: number, from: Date, to: Date) {
    const rows = await this.db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        count(*)::int as bets, coalesce(sum(amount), 0)::text as stake, coalesce(sum(payout), 0)::text as payout
      from lottery_bets where merchant_id = ${merchantId} and status <> 'refunded'
        and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      group by 1 order by 1`);
    return (rows as unknown as { rows: { day: string; bets: number; stake: string; payout: string }[] }).rows;
  }

  /** Stake and payout in [from, to) of each of these merchants, in one grouped query (the merchants list's page). */
  async turnoverOfMerchants(merchantIds: number[], from: Date, to: Date) {
    if (!merchantIds.length) return [];
    const rows = await this.db.execute(sql`select merchant_id as "merchantId",
        coalesce(sum(amount), 0)::text as stake, coalesce(sum(payout), 0)::text as payout
      from lottery_bets where merchant_id in (${sql.join(merchantIds, sql`, `)}) and status <> 'refunded'
        and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      group by 1`);
    return (rows as unknown as { rows: { merchantId: number; stake: string; payout: string }[] }).rows;
  }

  /** Every lottery of the merchant, on or off (the operators' list). */
  allOfMerchant(merchantId: number): Promise<GameRow[]> {
    return this.db
      .select()
      .from(lotteryGames)
      .where(eq(lotteryGames.merchantId, merchantId))
      .orderBy(asc(lotteryGames.groupId), asc(lotteryGames.sort), asc(lotteryGames.id));
  }

  /** Numeros whose draw time has come (published future ones are left out), newest first, a page. */
  async drawHistory(merchantId: number, gameId: number, now: Date, limit: number, offset: number) {
    const where = and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameId, gameId), lte(lotteryDraws.drawsAt, now));
    const [rows, [counted]] = await Promise.all([
      this.db.select().from(lotteryDraws).where(where).orderBy(desc(lotteryDraws.drawsAt)).limit(limit).offset(offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(lotteryDraws).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
}
