import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { houseRounds, houseSeeds, houseTrials } from './house-games.tables.js';

export type Q = Db | Tx;
export type SeedRow = typeof houseSeeds.$inferSelect;
export type RoundRow = typeof houseRounds.$inferSelect;
export type NewSeed = typeof houseSeeds.$inferInsert;

export class HouseGamesRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async activeSeed(merchantId: number, owner: string, q: Q = this.db, lock = false): Promise<SeedRow | null> {
    const query = q
      .select()
      .from(houseSeeds)
      .where(and(eq(houseSeeds.merchantId, merchantId), eq(houseSeeds.owner, owner), isNull(houseSeeds.revealedAt)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Inserts unless the owner already has an active seed (two first requests at once). */
  async insertSeed(values: NewSeed, q: Q = this.db): Promise<void> {
    await q.insert(houseSeeds).values(values).onConflictDoNothing();
  }

  async reveal(q: Q, seedId: number, at: Date): Promise<void> {
    await q.update(houseSeeds).set({ revealedAt: at }).where(eq(houseSeeds.id, seedId));
  }

  async setClientSeed(seedId: number, clientSeed: string, q: Q = this.db): Promise<void> {
    await q.update(houseSeeds).set({ clientSeed }).where(eq(houseSeeds.id, seedId));
  }

  async bumpNonce(q: Q, seedId: number): Promise<void> {
    await q
      .update(houseSeeds)
      .set({ nextNonce: sql`${houseSeeds.nextNonce} + 1` })
      .where(eq(houseSeeds.id, seedId));
  }

  async roundByKey(q: Q, merchantId: number, owner: string, key: string): Promise<RoundRow | null> {
    const [row] = await q
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.merchantId, merchantId), eq(houseRounds.owner, owner), eq(houseRounds.clientKey, key)));
    return row ?? null;
  }

  async insertRound(q: Q, values: typeof houseRounds.$inferInsert): Promise<RoundRow> {
    const [row] = await q.insert(houseRounds).values(values).returning();
    if (!row) throw new Error('round not stored');
    return row;
  }

  /** The owner's unfinished round of a game played in steps (mines, blackjack; null: either), if any. */
  async openRound(merchantId: number, owner: string, game: string | null, q: Q = this.db): Promise<RoundRow | null> {
    const [row] = await q
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.merchantId, merchantId),
          eq(houseRounds.owner, owner),
          game ? eq(houseRounds.game, game) : undefined,
          sql`(${houseRounds.outcome}->>'status' = 'open' or ${houseRounds.outcome}->>'phase' in ('insurance', 'player'))`,
        ),
      )
      .orderBy(desc(houseRounds.id))
      .limit(1);
    return row ?? null;
  }

  /** One of the owner's rounds, locked: a step of a round played in steps waits for the one before. */
  async lockRound(q: Q, merchantId: number, owner: string, id: number): Promise<RoundRow | null> {
    const [row] = await q
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.id, id), eq(houseRounds.merchantId, merchantId), eq(houseRounds.owner, owner)))
      .for('update');
    return row ?? null;
  }

  async updateRound(q: Q, id: number, values: Pick<RoundRow, 'outcome' | 'win' | 'bet'>): Promise<RoundRow> {
    const [row] = await q.update(houseRounds).set(values).where(eq(houseRounds.id, id)).returning();
    if (!row) throw new Error('round vanished');
    return row;
  }

  async seedById(q: Q, id: number): Promise<SeedRow | null> {
    const [row] = await q.select().from(houseSeeds).where(eq(houseSeeds.id, id));
    return row ?? null;
  }

  async rounds(merchantId: number, owner: string, game: string | undefined, limit: number, offset: number) {
    return this.db
      .select({ round: houseRounds, serverSeed: houseSeeds.serverSeed, revealedAt: houseSeeds.revealedAt })
      .from(houseRounds)
      .innerJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
      .where(and(eq(houseRounds.merchantId, merchantId), eq(houseRounds.owner, owner), game ? eq(houseRounds.game, game) : undefined))
      .orderBy(desc(houseRounds.id))
      .limit(limit)
      .offset(offset);
  }

  /**
   * The merchant's newest real-money wins, newest first (the winner board): rounds that paid more than
   * their stake (a push, a blackjack tie, is not a win) and crash cash-outs, each read by its partial
   * index (house_rounds_wins, house_crash_bets_wins). A crash bet's id is negated so the board's rows
   * keep distinct ids.
   */
  async bigWins(merchantId: number, limit: number) {
    const rows = await this.db.execute(sql`select id, member_id, game, win::text as win, created_at from (
        (select id, member_id, game, win, created_at from house_rounds
          where merchant_id = ${merchantId} and mode = 'real' and win > 0 and win > bet order by id desc limit ${limit})
        union all
        (select -id, member_id, 'arcadia-crash', win, created_at from house_crash_bets
          where merchant_id = ${merchantId} and status = 'cashed' and member_id is not null order by id desc limit ${limit})
      ) w order by created_at desc, id desc limit ${limit}`);
    return (
      rows as unknown as { rows: { id: string | number; member_id: number; game: string; win: string; created_at: string | Date }[] }
    ).rows.map((r) => ({ id: Number(r.id), memberId: r.member_id, game: r.game, win: r.win, createdAt: new Date(r.created_at) }));
  }

  async countRounds(q: Q, seedId: number): Promise<number> {
    const [row] = await q.select({ n: sql<number>`count(*)::int` }).from(houseRounds).where(eq(houseRounds.seedId, seedId));
    return row?.n ?? 0;
  }

  async insertTrial(values: typeof houseTrials.$inferInsert): Promise<void> {
    await this.db.insert(houseTrials).values(values);
  }

  async trial(merchantId: number, id: string, q: Q = this.db, lock = false) {
    const query = q
      .select()
      .from(houseTrials)
      .where(and(eq(houseTrials.merchantId, merchantId), eq(houseTrials.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async setTrialBalance(q: Q, id: string, balance: string): Promise<void> {
    await q.update(houseTrials).set({ balance }).where(eq(houseTrials.id, id));
  }

  /**
   * Read port for the agents' team reports (additive): the newest {limit} rows of these members in
   * [from, to), and how many there are. Members come as one array parameter (a team may be large).
   */
  async betsOfMembers(merchantId: number, memberIds: number[], from: Date, to: Date, limit: number) {
    const where = sql`merchant_id = ${merchantId} and member_id = any(${`{${memberIds.join(',')}}`}::int[])
      and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`;
    const bets = realBets(where);
    const [rows, counted] = await Promise.all([
      this.db.execute(sql`select member_id, game, bet::text as bet, win::text as win, created_at from ${bets} b
        order by created_at desc, id desc limit ${limit}`),
      this.db.execute(sql`select count(*)::int as n from ${bets} b`),
    ]);
    const list = (rows as unknown as { rows: { member_id: number; game: string; bet: string; win: string; created_at: string | Date }[] })
      .rows;
    return {
      rows: list.map((r) => ({ memberId: r.member_id, game: r.game, bet: r.bet, win: r.win, createdAt: new Date(r.created_at) })),
      total: (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
    };
  }

  /** Read port of the operators' dashboard: real-money rounds and crash bets in [from, to), per UTC day (trials are not money). */
  async turnoverByDay(merchantId: number, from: Date, to: Date) {
    const bets = realBets(sql`merchant_id = ${merchantId}
      and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`);
    const rows = await this.db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        count(*)::int as bets, coalesce(sum(bet), 0)::text as stake, coalesce(sum(win), 0)::text as payout
      from ${bets} b group by 1 order by 1`);
    return (rows as unknown as { rows: { day: string; bets: number; stake: string; payout: string }[] }).rows;
  }

  /** Stake and payout in [from, to) of each of these merchants, in one grouped query (the merchants list's page). */
  async turnoverOfMerchants(merchantIds: number[], from: Date, to: Date) {
    if (!merchantIds.length) return [];
    const bets = realBets(sql`merchant_id in (${sql.join(merchantIds, sql`, `)})
      and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`);
    const rows = await this.db.execute(sql`select merchant_id as "merchantId",
        coalesce(sum(bet), 0)::text as stake, coalesce(sum(win), 0)::text as payout
      from ${bets} b group by 1`);
    return (rows as unknown as { rows: { merchantId: number; stake: string; payout: string }[] }).rows;
  }
}

/**
 * Every real-money bet of the Originals as one relation (id, merchant_id, member_id, game, bet, win, created_at):
 * the rounds of house_rounds and the crash bets (a crash bet's win is 0 until it is cashed). `where`
 * holds conditions on merchant_id, member_id and created_at, which both tables have.
 */
function realBets(where: SQL) {
  return sql`(select id, merchant_id, member_id, game, bet, win, created_at from house_rounds where mode = 'real' and ${where}
    union all
    select id, merchant_id, member_id, 'arcadia-crash' as game, amount as bet, win, created_at from house_crash_bets
      where member_id is not null and ${where})`;
}
