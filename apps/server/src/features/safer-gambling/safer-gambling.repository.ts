import { and, asc, count, desc, eq, gt, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  saferGamblingHistory,
  saferGamblingLimits,
  saferGamblingMembers,
  saferGamblingMoves,
  saferGamblingRefusals,
  saferGamblingRegister,
  saferGamblingSettings,
  saferGamblingUsage,
} from './safer-gambling.tables.js';

/** The database or an open transaction (the bet gate reads and writes in the bet's own). */
type Q = Db | Tx;
export type MemberRow = typeof saferGamblingMembers.$inferSelect;
export type LimitRow = typeof saferGamblingLimits.$inferSelect;
export type UsageRow = typeof saferGamblingUsage.$inferSelect;
export type HistoryRow = typeof saferGamblingHistory.$inferSelect;
export type NewHistory = typeof saferGamblingHistory.$inferInsert;
export type NewRefusal = typeof saferGamblingRefusals.$inferInsert;
export type UsageAdd = { period: string; periodStart: string; staked: string; won: string; seconds: number };

/** The NOTIFY channel on which a saved merchant's settings are named (their caches drop it). */
export const SAFER_GAMBLING_SETTINGS_CHANNEL = 'arcadia_safer_gambling_settings';

const member = (merchantId: number, memberId: number) =>
  and(eq(saferGamblingMembers.merchantId, merchantId), eq(saferGamblingMembers.memberId, memberId));

export class SaferGamblingRepository {
  constructor(readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async settings(merchantId: number, q: Q = this.db) {
    const [row] = await q.select().from(saferGamblingSettings).where(eq(saferGamblingSettings.merchantId, merchantId));
    return row ?? null;
  }

  /** Saves and tells every instance (NOTIFY is delivered on commit) to drop its cached copy. */
  async saveSettings(values: typeof saferGamblingSettings.$inferInsert): Promise<void> {
    const { merchantId: _m, ...set } = values;
    await this.db.transaction(async (tx) => {
      await tx.insert(saferGamblingSettings).values(values).onConflictDoUpdate({ target: saferGamblingSettings.merchantId, set });
      await tx.execute(sql`select pg_notify(${SAFER_GAMBLING_SETTINGS_CHANNEL}, ${String(values.merchantId)})`);
    });
  }

  async member(merchantId: number, memberId: number, q: Q = this.db): Promise<MemberRow | null> {
    const [row] = await q.select().from(saferGamblingMembers).where(member(merchantId, memberId));
    return row ?? null;
  }

  /**
   * The member's row, created when missing and locked until the transaction ends. Most bets come
   * from a member who has a row: the lock is tried first, so they take one round trip, not two.
   */
  async lockMember(tx: Tx, merchantId: number, memberId: number): Promise<MemberRow> {
    const lock = () => tx.select().from(saferGamblingMembers).where(member(merchantId, memberId)).for('update');
    const [row] = await lock();
    if (row) return row;
    // Of two first bets at once, one inserts and the other's insert waits for it, then both lock in turn.
    await tx.insert(saferGamblingMembers).values({ merchantId, memberId }).onConflictDoNothing();
    const [created] = await lock();
    return created!;
  }

  async updateMember(q: Q, merchantId: number, memberId: number, set: Partial<Omit<MemberRow, 'merchantId' | 'memberId'>>) {
    await q
      .insert(saferGamblingMembers)
      .values({ merchantId, memberId, ...set })
      .onConflictDoUpdate({
        target: [saferGamblingMembers.merchantId, saferGamblingMembers.memberId],
        set,
      });
  }

  limits(merchantId: number, memberId: number, q: Q = this.db): Promise<LimitRow[]> {
    return q
      .select()
      .from(saferGamblingLimits)
      .where(and(eq(saferGamblingLimits.merchantId, merchantId), eq(saferGamblingLimits.memberId, memberId)));
  }

  async saveLimit(q: Q, row: LimitRow): Promise<void> {
    const { merchantId: _m, memberId: _p, kind: _k, period: _d, ...set } = row;
    await q
      .insert(saferGamblingLimits)
      .values(row)
      .onConflictDoUpdate({
        target: [saferGamblingLimits.merchantId, saferGamblingLimits.memberId, saferGamblingLimits.kind, saferGamblingLimits.period],
        set,
      });
  }

  /** The member's counters for one period; `q` is the caller's transaction, if any. */
  async usage(merchantId: number, memberId: number, period: string, periodStart: string, q: Q = this.db): Promise<UsageRow | null> {
    const [row] = await q
      .select()
      .from(saferGamblingUsage)
      .where(
        and(
          eq(saferGamblingUsage.merchantId, merchantId),
          eq(saferGamblingUsage.memberId, memberId),
          eq(saferGamblingUsage.period, period),
          eq(saferGamblingUsage.periodStart, periodStart),
        ),
      );
    return row ?? null;
  }

  /** Claims a movement's key; false when it was recorded before (a replay counts once). */
  async claimMove(tx: Tx, row: typeof saferGamblingMoves.$inferInsert): Promise<boolean> {
    const out = await tx.insert(saferGamblingMoves).values(row).onConflictDoNothing().returning({ key: saferGamblingMoves.key });
    return out.length > 0;
  }

  /**
   * Adds stakes, wins and play time (seconds) to several periods' totals in one statement (a bet
   * counts in its day, week and month). Each row must name a different period or start: one
   * statement may not update a row twice.
   */
  async addUsage(tx: Tx, merchantId: number, memberId: number, rows: UsageAdd[]) {
    if (rows.length === 0) return;
    await tx
      .insert(saferGamblingUsage)
      .values(rows.map((r) => ({ merchantId, memberId, ...r })))
      .onConflictDoUpdate({
        target: [saferGamblingUsage.merchantId, saferGamblingUsage.memberId, saferGamblingUsage.period, saferGamblingUsage.periodStart],
        set: {
          staked: sql`${saferGamblingUsage.staked} + excluded.staked`,
          won: sql`${saferGamblingUsage.won} + excluded.won`,
          seconds: sql`${saferGamblingUsage.seconds} + excluded.seconds`,
        },
      });
  }

  /** This sign-in's totals; a stake also moves the play-time watermark (`activeAt`). */
  async addSession(tx: Tx, merchantId: number, memberId: number, staked: string, won: string, activeAt?: Date) {
    await tx
      .update(saferGamblingMembers)
      .set({
        sessionStaked: sql`${saferGamblingMembers.sessionStaked} + ${staked}`,
        sessionWon: sql`${saferGamblingMembers.sessionWon} + ${won}`,
        ...(activeAt ? { activeAt } : {}),
      })
      .where(member(merchantId, memberId));
  }

  async addHistory(q: Q, row: NewHistory): Promise<void> {
    await q.insert(saferGamblingHistory).values(row);
  }

  /** Oldest first: the console reads it as the sequence of events. */
  history(merchantId: number, memberId: number): Promise<HistoryRow[]> {
    return this.db
      .select()
      .from(saferGamblingHistory)
      .where(and(eq(saferGamblingHistory.merchantId, merchantId), eq(saferGamblingHistory.memberId, memberId)))
      .orderBy(asc(saferGamblingHistory.at), asc(saferGamblingHistory.id));
  }

  async addRefusal(row: NewRefusal, q: Q = this.db): Promise<void> {
    await q.insert(saferGamblingRefusals).values(row);
  }

  /** Refusals in [from, to), newest first. */
  async refusals(merchantId: number, from: Date, to: Date, page: number, size: number) {
    const where = and(
      eq(saferGamblingRefusals.merchantId, merchantId),
      gte(saferGamblingRefusals.at, from),
      lt(saferGamblingRefusals.at, to),
    );
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(saferGamblingRefusals)
        .where(where)
        .orderBy(desc(saferGamblingRefusals.at), desc(saferGamblingRefusals.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ total: count() }).from(saferGamblingRefusals).where(where),
    ]);
    return { rows, total: Number(totals[0]?.total ?? 0) };
  }

  async addToRegister(tx: Tx, rows: (typeof saferGamblingRegister.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(saferGamblingRegister).values(rows);
  }

  /**
   * The latest end of a running register entry for any of these identifiers, on any merchant:
   * deliberately not scoped by merchant, because spanning merchants is the register's purpose.
   */
  async registerUntil(identifiers: string[], now: Date): Promise<Date | null> {
    if (identifiers.length === 0) return null;
    const [row] = await this.db
      .select({ until: max(saferGamblingRegister.until) })
      .from(saferGamblingRegister)
      .where(and(inArray(saferGamblingRegister.identifier, identifiers), gt(saferGamblingRegister.until, now)));
    return row?.until ?? null;
  }
}
