import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  gameCatalogue,
  gameFavourites,
  gameJackpots,
  gameMerchantHidden,
  gameMerchantVendors,
  gameRecent,
  gameSeamlessTransactions,
  gameSessions,
  gameVendors,
} from './games.tables.js';

export type Q = Db | Tx;
export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof gameCatalogue.$inferSelect;
export type MerchantVendorRow = typeof gameMerchantVendors.$inferSelect;
export type SessionRow = typeof gameSessions.$inferSelect;
export type SeamlessRow = typeof gameSeamlessTransactions.$inferSelect;
export type GameFilter = {
  vendorIds: number[];
  /** Leaves out the games this merchant's operators switched off. */
  merchantId?: number;
  lane?: string;
  classify?: string;
  name?: string;
  minBet?: string;
  minLineNum?: number;
  hot?: boolean;
  recommended?: boolean;
};

const notHidden = (merchantId: number) =>
  sql`not exists (select 1 from ${gameMerchantHidden} h where h.merchant_id = ${merchantId} and h.node_id = ${gameCatalogue.id})`;

/** The only place with queries on the games tables. */
export class GamesRepository {
  constructor(readonly db: Db) {}

  /**
   * One transaction for a service's steps on these tables; the service hands `tx` on (e.g. to the
   * wallet) so they all commit or roll back together. The handle itself stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The merchant's vendors that are switched on, with their switch row, in the merchant's order. */
  async merchantVendors(merchantId: number): Promise<{ vendor: VendorRow; link: MerchantVendorRow }[]> {
    return this.db
      .select({ vendor: gameVendors, link: gameMerchantVendors })
      .from(gameMerchantVendors)
      .innerJoin(gameVendors, eq(gameVendors.id, gameMerchantVendors.vendorId))
      .where(and(eq(gameMerchantVendors.merchantId, merchantId), eq(gameMerchantVendors.enabled, true)))
      .orderBy(asc(gameMerchantVendors.sortOrder), asc(gameVendors.sortOrder), asc(gameVendors.id));
  }

  async vendorByCode(code: string): Promise<VendorRow | null> {
    const [row] = await this.db.select().from(gameVendors).where(eq(gameVendors.code, code)).limit(1);
    return row ?? null;
  }

  async game(nodeId: number): Promise<GameRow | null> {
    const [row] = await this.db.select().from(gameCatalogue).where(eq(gameCatalogue.id, nodeId)).limit(1);
    return row ?? null;
  }

  async gameByRoom(vendorId: number, roomId: string): Promise<GameRow | null> {
    const [row] = await this.db
      .select()
      .from(gameCatalogue)
      .where(and(eq(gameCatalogue.vendorId, vendorId), eq(gameCatalogue.roomId, roomId)))
      .limit(1);
    return row ?? null;
  }

  async games(
    filter: GameFilter,
    page: { offset: number; limit: number },
    nodeIds?: number[],
  ): Promise<{ rows: GameRow[]; total: number }> {
    if (!filter.vendorIds.length || nodeIds?.length === 0) return { rows: [], total: 0 };
    const name = filter.name?.replace(/[%_\\]/g, (c) => `\\${c}`);
    const where = and(
      eq(gameCatalogue.enabled, true),
      inArray(gameCatalogue.vendorId, filter.vendorIds),
      filter.lane ? eq(gameCatalogue.gameType, filter.lane) : undefined,
      filter.classify ? eq(gameCatalogue.classify, filter.classify) : undefined,
      name ? or(ilike(gameCatalogue.nodeName, `%${name}%`), sql`${gameCatalogue.names}::text ilike ${`%${name}%`}`) : undefined,
      filter.minBet ? gte(gameCatalogue.minBet, filter.minBet) : undefined,
      filter.minLineNum ? gte(gameCatalogue.minLineNum, filter.minLineNum) : undefined,
      filter.hot ? eq(gameCatalogue.hot, true) : undefined,
      filter.recommended ? eq(gameCatalogue.recommended, true) : undefined,
      nodeIds ? inArray(gameCatalogue.id, nodeIds) : undefined,
      filter.merchantId ? notHidden(filter.merchantId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(gameCatalogue)
        .where(where)
        .orderBy(asc(gameCatalogue.sortOrder), asc(gameCatalogue.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(gameCatalogue).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async favouriteIds(merchantId: number, memberId: number): Promise<number[]> {
    const rows = await this.db
      .select({ nodeId: gameFavourites.nodeId })
      .from(gameFavourites)
      .where(and(eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId)))
      .orderBy(desc(gameFavourites.createdAt));
    return rows.map((r) => r.nodeId);
  }

  async addFavourite(merchantId: number, memberId: number, nodeId: number, at: Date): Promise<void> {
    await this.db.insert(gameFavourites).values({ merchantId, memberId, nodeId, createdAt: at }).onConflictDoNothing();
  }

  async removeFavourite(merchantId: number, memberId: number, nodeId: number): Promise<void> {
    await this.db
      .delete(gameFavourites)
      .where(and(eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId), eq(gameFavourites.nodeId, nodeId)));
  }

  async recentIds(merchantId: number, memberId: number): Promise<number[]> {
    const rows = await this.db
      .select({ nodeId: gameRecent.nodeId })
      .from(gameRecent)
      .where(and(eq(gameRecent.merchantId, merchantId), eq(gameRecent.memberId, memberId)))
      .orderBy(desc(gameRecent.playedAt))
      .limit(100);
    return rows.map((r) => r.nodeId);
  }

  async touchRecent(merchantId: number, memberId: number, nodeId: number, at: Date): Promise<void> {
    await this.db
      .insert(gameRecent)
      .values({ merchantId, memberId, nodeId, playedAt: at })
      .onConflictDoUpdate({ target: [gameRecent.merchantId, gameRecent.memberId, gameRecent.nodeId], set: { playedAt: at } });
  }

  async insertSession(values: typeof gameSessions.$inferInsert): Promise<SessionRow> {
    const [row] = await this.db.insert(gameSessions).values(values).returning();
    return row!;
  }

  async sessionByHash(tokenHash: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  }

  /** Ends the member's open sessions (all vendors, or one); returns the ones ended. */
  async logoutSessions(merchantId: number, memberId: number, at: Date, vendorId?: number): Promise<SessionRow[]> {
    return this.db
      .update(gameSessions)
      .set({ loggedOutAt: at })
      .where(
        and(
          eq(gameSessions.merchantId, merchantId),
          eq(gameSessions.memberId, memberId),
          isNull(gameSessions.loggedOutAt),
          vendorId ? eq(gameSessions.vendorId, vendorId) : undefined,
        ),
      )
      .returning();
  }

  async seamlessTx(q: Q, vendorId: number, vendorTxId: string): Promise<SeamlessRow | null> {
    const [row] = await q
      .select()
      .from(gameSeamlessTransactions)
      .where(and(eq(gameSeamlessTransactions.vendorId, vendorId), eq(gameSeamlessTransactions.vendorTxId, vendorTxId)))
      .limit(1);
    return row ?? null;
  }

  /** Claims the vendor's transaction id; null when another call already holds it. */
  async claimSeamless(q: Q, values: typeof gameSeamlessTransactions.$inferInsert): Promise<SeamlessRow | null> {
    const [row] = await q.insert(gameSeamlessTransactions).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Stores the effect and the answer; the status only when given (a later rollback may have changed it). */
  async finishSeamless(
    q: Q,
    id: number,
    walletTransactionId: number | null,
    response: Record<string, unknown>,
    status?: string,
  ): Promise<void> {
    await q
      .update(gameSeamlessTransactions)
      .set({ walletTransactionId, response, ...(status ? { status } : {}) })
      .where(eq(gameSeamlessTransactions.id, id));
  }

  async setAmount(q: Q, id: number, amount: string): Promise<void> {
    await q.update(gameSeamlessTransactions).set({ amount }).where(eq(gameSeamlessTransactions.id, id));
  }

  /** Marks an ok debit rolled back; false when it was not an ok debit any more. */
  async markRolledBack(q: Q, id: number): Promise<boolean> {
    const rows = await q
      .update(gameSeamlessTransactions)
      .set({ status: 'rolledback' })
      .where(and(eq(gameSeamlessTransactions.id, id), eq(gameSeamlessTransactions.status, 'ok')))
      .returning({ id: gameSeamlessTransactions.id });
    return rows.length === 1;
  }

  async roundRows(q: Q, vendorId: number, roundId: string): Promise<SeamlessRow[]> {
    return q
      .select()
      .from(gameSeamlessTransactions)
      .where(and(eq(gameSeamlessTransactions.vendorId, vendorId), eq(gameSeamlessTransactions.roundId, roundId)));
  }

  /** Largest recent wins of the merchant (the winner board). */
  async bigWins(merchantId: number, lane: string | null, limit: number) {
    return this.db
      .select({
        recordId: gameSeamlessTransactions.id,
        amount: gameSeamlessTransactions.amount,
        createdAt: gameSeamlessTransactions.createdAt,
        account: gameSessions.account,
        vendor: gameVendors.code,
        lane: gameVendors.lane,
        gameName: gameCatalogue.nodeName,
      })
      .from(gameSeamlessTransactions)
      .innerJoin(gameSessions, eq(gameSessions.id, gameSeamlessTransactions.sessionId))
      .innerJoin(gameVendors, eq(gameVendors.id, gameSeamlessTransactions.vendorId))
      .leftJoin(gameCatalogue, eq(gameCatalogue.id, gameSessions.nodeId))
      .where(
        and(
          eq(gameSeamlessTransactions.merchantId, merchantId),
          eq(gameSeamlessTransactions.kind, 'credit'),
          eq(gameSeamlessTransactions.status, 'ok'),
          sql`${gameSeamlessTransactions.amount} > 0`,
          lane ? eq(gameVendors.lane, lane) : undefined,
        ),
      )
      .orderBy(desc(gameSeamlessTransactions.createdAt))
      .limit(limit);
  }

  async jackpots(merchantId: number) {
    return this.db.select().from(gameJackpots).where(eq(gameJackpots.merchantId, merchantId)).orderBy(desc(gameJackpots.amount));
  }

  // ---- catalogue administration (seed, operators) ----

  async upsertVendor(values: typeof gameVendors.$inferInsert): Promise<VendorRow> {
    const { code: _c, ...set } = values;
    const [row] = await this.db.insert(gameVendors).values(values).onConflictDoUpdate({ target: gameVendors.code, set }).returning();
    return row!;
  }

  async linkVendor(values: typeof gameMerchantVendors.$inferInsert): Promise<void> {
    const { merchantId: _m, vendorId: _v, ...set } = values;
    await this.db
      .insert(gameMerchantVendors)
      .values(values)
      .onConflictDoUpdate({ target: [gameMerchantVendors.merchantId, gameMerchantVendors.vendorId], set });
  }

  async upsertGame(values: typeof gameCatalogue.$inferInsert): Promise<GameRow> {
    const { vendorId: _v, roomId: _r, ...set } = values;
    const [row] = await this.db
      .insert(gameCatalogue)
      .values(values)
      .onConflictDoUpdate({ target: [gameCatalogue.vendorId, gameCatalogue.roomId], set })
      .returning();
    return row!;
  }

  async setJackpot(merchantId: number, name: string, amount: string): Promise<void> {
    await this.db
      .insert(gameJackpots)
      .values({ merchantId, name, amount })
      .onConflictDoUpdate({ target: [gameJackpots.merchantId, gameJackpots.name], set: { amount } });
  }

  /**
   * Read port for the agents' team reports (additive): the newest {limit} rows of these members in
   * [from, to), and how many there are. Members come as one array parameter (a team may be large).
   */
  async betsOfMembers(merchantId: number, memberIds: number[], from: Date, to: Date, limit: number) {
    // A bet is an accepted debit; its win is the round's accepted credits (a cancelled bet is not listed).
    const where = sql`d.merchant_id = ${merchantId} and d.kind = 'debit' and d.status = 'ok'
      and d.member_id = any(${`{${memberIds.join(',')}}`}::int[])
      and d.created_at >= ${from.toISOString()}::timestamptz and d.created_at < ${to.toISOString()}::timestamptz`;
    const [rows, counted] = await Promise.all([
      this.db.execute(sql`select d.member_id, v.code as game, d.amount::text as bet,
          coalesce((select sum(c.amount) from game_seamless_transactions c where c.vendor_id = d.vendor_id
            and c.round_id = d.round_id and c.member_id = d.member_id and c.kind = 'credit' and c.status = 'ok'), 0)::text as win,
          d.created_at
        from game_seamless_transactions d join game_vendors v on v.id = d.vendor_id
        where ${where} order by d.created_at desc, d.id desc limit ${limit}`),
      this.db.execute(sql`select count(*)::int as n from game_seamless_transactions d where ${where}`),
    ]);
    type Row = { member_id: number; game: string; bet: string; win: string; created_at: string | Date };
    const list = (rows as unknown as { rows: Row[] }).rows;
    return {
      rows: list.map((r) => ({ memberId: r.member_id, game: r.game, bet: r.bet, win: r.win, createdAt: new Date(r.created_at) })),
      total: (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0,
    };
  }

  /**
   * Read port of the operators' dashboard: accepted seamless debits (bets, stake) and credits
   * (payout) of the merchant in [from, to), per UTC day. A debit later rolled back is not counted.
   */
  async turnoverByDay(merchantId: number, from: Date, to: Date) {
    const rows = await this.db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        (count(*) filter (where kind = 'debit'))::int as bets,
        coalesce(sum(amount) filter (where kind = 'debit'), 0)::text as stake,
        coalesce(sum(amount) filter (where kind = 'credit'), 0)::text as payout
      from game_seamless_transactions where merchant_id = ${merchantId} and status = 'ok' and kind in ('debit', 'credit')
        and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      group by 1 order by 1`);
    return (rows as unknown as { rows: { day: string; bets: number; stake: string; payout: string }[] }).rows;
  }

  /** Stake and payout in [from, to) of each of these merchants, in one grouped query (the merchants list's page). */
  async turnoverOfMerchants(merchantIds: number[], from: Date, to: Date) {
    if (!merchantIds.length) return [];
    const rows = await this.db.execute(sql`select merchant_id as "merchantId",
        coalesce(sum(amount) filter (where kind = 'debit'), 0)::text as stake,
        coalesce(sum(amount) filter (where kind = 'credit'), 0)::text as payout
      from game_seamless_transactions where merchant_id in (${sql.join(merchantIds, sql`, `)}) and status = 'ok' and kind in ('debit', 'credit')
        and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
      group by 1`);
    return (rows as unknown as { rows: { merchantId: number; stake: string; payout: string }[] }).rows;
  }

  /** True when this merchant's operators switched the game off (ADR 027). */
  async isHidden(merchantId: number, nodeId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: gameMerchantHidden.nodeId })
      .from(gameMerchantHidden)
      .where(and(eq(gameMerchantHidden.merchantId, merchantId), eq(gameMerchantHidden.nodeId, nodeId)));
    return !!row;
  }
}
