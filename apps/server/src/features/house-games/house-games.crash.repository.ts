import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { houseCrashBets, houseCrashChains, houseCrashRounds } from './house-games.crash.tables.js';
import { houseTrials } from './house-games.tables.js';

export type Q = Db | Tx;
export type CrashChainRow = typeof houseCrashChains.$inferSelect;
export type CrashRoundRow = typeof houseCrashRounds.$inferSelect;
export type CrashBetRow = typeof houseCrashBets.$inferSelect;
export type CrashBettor = { memberId: number } | { trialId: string };

/** The only queries on the crash tables (ADR 069). */
export class CrashRepository {
  constructor(readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Merchants whose crash game has started (a chain exists): the loop advances these. */
  /**
   * The merchants whose loop has work: a round still open (it must reach its bust), or someone looking
   * at the game since `since`. An idle merchant costs the leader nothing, however many there are.
   */
  async merchantsDue(since: Date): Promise<number[]> {
    const rows = await this.db.execute(sql`select merchant_id from house_crash_rounds where busted_at is null
      union select merchant_id from house_crash_chains where wanted_at >= ${since.toISOString()}::timestamptz`);
    return (rows as unknown as { rows: { merchant_id: number }[] }).rows.map((r) => Number(r.merchant_id));
  }

  async markWanted(chainId: number, at: Date): Promise<void> {
    await this.db.update(houseCrashChains).set({ wantedAt: at }).where(eq(houseCrashChains.id, chainId));
  }

  async chain(merchantId: number, q: Q = this.db, lock = false): Promise<CrashChainRow | null> {
    const query = q
      .select()
      .from(houseCrashChains)
      .where(eq(houseCrashChains.merchantId, merchantId))
      .orderBy(desc(houseCrashChains.id))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async insertChain(values: typeof houseCrashChains.$inferInsert, q: Q = this.db): Promise<CrashChainRow> {
    const [row] = await q.insert(houseCrashChains).values(values).returning();
    return row!;
  }

  async useChain(q: Q, chainId: number, used: number): Promise<void> {
    await q.update(houseCrashChains).set({ used }).where(eq(houseCrashChains.id, chainId));
  }

  async openRound(merchantId: number, q: Q = this.db, lock = false): Promise<CrashRoundRow | null> {
    const query = q
      .select()
      .from(houseCrashRounds)
      .where(and(eq(houseCrashRounds.merchantId, merchantId), isNull(houseCrashRounds.bustedAt)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async round(merchantId: number, roundId: number, q: Q = this.db, lock = false): Promise<CrashRoundRow | null> {
    const query = q
      .select()
      .from(houseCrashRounds)
      .where(and(eq(houseCrashRounds.merchantId, merchantId), eq(houseCrashRounds.id, roundId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async lastBusts(merchantId: number, limit: number, q: Q = this.db): Promise<CrashRoundRow[]> {
    return q
      .select()
      .from(houseCrashRounds)
      .where(and(eq(houseCrashRounds.merchantId, merchantId), isNotNull(houseCrashRounds.bustedAt)))
      .orderBy(desc(houseCrashRounds.id))
      .limit(limit);
  }

  /** Inserts the next round unless another leader did (the open-round index). */
  async insertRound(q: Q, values: typeof houseCrashRounds.$inferInsert): Promise<CrashRoundRow | null> {
    const [row] = await q.insert(houseCrashRounds).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async bust(q: Q, roundId: number, at: Date): Promise<void> {
    await q.update(houseCrashRounds).set({ bustedAt: at }).where(eq(houseCrashRounds.id, roundId));
  }

  async bets(roundId: number, q: Q = this.db): Promise<CrashBetRow[]> {
    return q.select().from(houseCrashBets).where(eq(houseCrashBets.roundId, roundId)).orderBy(houseCrashBets.id);
  }

  /** Open bets whose auto cash-out the multiplier has reached (locked: a manual cash-out may race). */
  async dueAutos(q: Q, roundId: number, upTo: number): Promise<CrashBetRow[]> {
    return q
      .select()
      .from(houseCrashBets)
      .where(and(eq(houseCrashBets.roundId, roundId), eq(houseCrashBets.status, 'open'), lte(houseCrashBets.autoCashout, upTo)))
      .for('update');
  }

  /** The bet of a member (`{ memberId }`) or of a trial session (`{ trialId }`) in a round. */
  async bet(roundId: number, who: CrashBettor, q: Q = this.db, lock = false): Promise<CrashBetRow | null> {
    const player = 'memberId' in who ? eq(houseCrashBets.memberId, who.memberId) : eq(houseCrashBets.trialId, who.trialId);
    const query = q
      .select()
      .from(houseCrashBets)
      .where(and(eq(houseCrashBets.roundId, roundId), player));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Null when the member already bet in this round. */
  async insertBet(q: Q, values: typeof houseCrashBets.$inferInsert): Promise<CrashBetRow | null> {
    const [row] = await q.insert(houseCrashBets).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /**
   * Takes a trial stake from its demo credits in one statement: null when the session is unknown to
   * this merchant or holds less than the stake (nothing taken).
   */
  async takeTrial(q: Q, merchantId: number, trialId: string, amount: string): Promise<string | null> {
    const [row] = await q
      .update(houseTrials)
      .set({ balance: sql`${houseTrials.balance} - ${amount}` })
      .where(and(eq(houseTrials.merchantId, merchantId), eq(houseTrials.id, trialId), sql`${houseTrials.balance} >= ${amount}`))
      .returning({ balance: houseTrials.balance });
    return row?.balance ?? null;
  }

  async giveTrial(q: Q, trialId: string, amount: string): Promise<void> {
    await q
      .update(houseTrials)
      .set({ balance: sql`${houseTrials.balance} + ${amount}` })
      .where(eq(houseTrials.id, trialId));
  }

  async trialBalance(merchantId: number, trialId: string, q: Q = this.db): Promise<string | null> {
    const [row] = await q
      .select({ balance: houseTrials.balance })
      .from(houseTrials)
      .where(and(eq(houseTrials.merchantId, merchantId), eq(houseTrials.id, trialId)));
    return row?.balance ?? null;
  }

  async cash(q: Q, betId: number, cashedAt: number, win: string): Promise<void> {
    await q.update(houseCrashBets).set({ status: 'cashed', cashedAt, win }).where(eq(houseCrashBets.id, betId));
  }

  async loseOpen(q: Q, roundId: number): Promise<void> {
    await q
      .update(houseCrashBets)
      .set({ status: 'lost' })
      .where(and(eq(houseCrashBets.roundId, roundId), eq(houseCrashBets.status, 'open')));
  }

  async history(merchantId: number, memberId: number, limit: number): Promise<{ bet: CrashBetRow; round: CrashRoundRow }[]> {
    return this.db
      .select({ bet: houseCrashBets, round: houseCrashRounds })
      .from(houseCrashBets)
      .innerJoin(houseCrashRounds, eq(houseCrashRounds.id, houseCrashBets.roundId))
      .where(and(eq(houseCrashBets.merchantId, merchantId), eq(houseCrashBets.memberId, memberId)))
      .orderBy(desc(houseCrashBets.id))
      .limit(limit);
  }

  /** Test and ops check: every cashed bet's win equals amount × multiplier. */
  async paidTotal(merchantId: number): Promise<string> {
    const [row] = await this.db
      .select({ s: sql<string>`coalesce(sum(${houseCrashBets.win}), 0)` })
      .from(houseCrashBets)
      .where(eq(houseCrashBets.merchantId, merchantId));
    return row?.s ?? '0';
  }
}
