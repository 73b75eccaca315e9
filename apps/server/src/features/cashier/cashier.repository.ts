import type { BankAccount, CashierLimits, OpsCashierHistoryQuery } from '@arcadia/contract/cashier';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { cashierRequests, cashierSettings } from './cashier.tables.js';

export type CashierRow = typeof cashierRequests.$inferSelect;

export class CashierRepository {
  constructor(private readonly db: Db) {}

  /**
   * One transaction for a decision and the money it moves: the service hands `tx` on (to the deposit
   * workflow) so the decision, the credit and its event commit together. The handle stays in this file.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async settings(merchantId: number): Promise<{ limits: Partial<CashierLimits>; bank: BankAccount | null } | null> {
    const [row] = await this.db.select().from(cashierSettings).where(eq(cashierSettings.merchantId, merchantId));
    return row ? { limits: row.limits, bank: row.bank ?? null } : null;
  }

  async saveSettings(merchantId: number, limits: Partial<CashierLimits>, bank: BankAccount | null): Promise<void> {
    await this.db
      .insert(cashierSettings)
      .values({ merchantId, limits, bank })
      .onConflictDoUpdate({ target: cashierSettings.merchantId, set: { limits, bank, updatedAt: new Date() } });
  }

  /** Inserts unless the member already sent this key; returns the request either way. */
  async insertOnce(values: typeof cashierRequests.$inferInsert, q: Db | Tx = this.db): Promise<{ row: CashierRow; created: boolean }> {
    const [created] = await q.insert(cashierRequests).values(values).onConflictDoNothing().returning();
    if (created) return { row: created, created: true };
    const [row] = await q
      .select()
      .from(cashierRequests)
      .where(
        and(
          eq(cashierRequests.merchantId, values.merchantId),
          eq(cashierRequests.memberId, values.memberId),
          eq(cashierRequests.clientKey, values.clientKey),
        ),
      );
    if (!row) throw new Error('cashier request vanished');
    return { row, created: false };
  }

  async setHold(id: number, holdId: number): Promise<void> {
    await this.db.update(cashierRequests).set({ holdId }).where(eq(cashierRequests.id, id));
  }

  async remove(id: number): Promise<void> {
    await this.db.delete(cashierRequests).where(eq(cashierRequests.id, id));
  }

  /** Moves a pending request to its decision; null when it was not pending (decided already). */
  /** Decides a pending request (null when it is no longer pending); `q`: the caller's transaction. */
  async decide(
    q: Db | Tx,
    merchantId: number,
    id: number,
    status: 'approved' | 'rejected',
    remarks: string,
    at: Date,
  ): Promise<CashierRow | null> {
    const [row] = await q
      .update(cashierRequests)
      .set({ status, remarks, decidedAt: at })
      .where(and(eq(cashierRequests.merchantId, merchantId), eq(cashierRequests.id, id), eq(cashierRequests.status, 'pending')))
      .returning();
    return row ?? null;
  }

  async byId(merchantId: number, id: number): Promise<CashierRow | null> {
    const [row] = await this.db
      .select()
      .from(cashierRequests)
      .where(and(eq(cashierRequests.merchantId, merchantId), eq(cashierRequests.id, id)));
    return row ?? null;
  }

  /** Sum of today's withdrawals that are pending or paid. */
  async withdrawnSince(merchantId: number, memberId: number, since: Date): Promise<string> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${cashierRequests.amount}), 0)` })
      .from(cashierRequests)
      .where(
        and(
          eq(cashierRequests.merchantId, merchantId),
          eq(cashierRequests.memberId, memberId),
          eq(cashierRequests.kind, 'withdraw'),
          inArray(cashierRequests.status, ['pending', 'approved']),
          gte(cashierRequests.createdAt, since),
        ),
      );
    return String(row?.total ?? '0');
  }

  list(merchantId: number, memberId: number, limit = 50): Promise<CashierRow[]> {
    return this.db
      .select()
      .from(cashierRequests)
      .where(and(eq(cashierRequests.merchantId, merchantId), eq(cashierRequests.memberId, memberId)))
      .orderBy(desc(cashierRequests.id))
      .limit(limit);
  }

  /** The operators' queue: every member's requests in one status, oldest first (first come, first served). */
  queue(merchantId: number, status: CashierRow['status'], kind: CashierRow['kind'] | undefined, limit = 100): Promise<CashierRow[]> {
    return this.db
      .select()
      .from(cashierRequests)
      .where(
        and(
          eq(cashierRequests.merchantId, merchantId),
          eq(cashierRequests.status, status),
          kind ? eq(cashierRequests.kind, kind) : undefined,
        ),
      )
      .orderBy(cashierRequests.id)
      .limit(limit);
  }

  /** The console's history (ADR 029): one page of every member's requests, newest first, and how many match. */
  async history(merchantId: number, q: OpsCashierHistoryQuery): Promise<{ rows: CashierRow[]; total: number }> {
    const where = and(
      eq(cashierRequests.merchantId, merchantId),
      q.status ? eq(cashierRequests.status, q.status) : undefined,
      q.kind ? eq(cashierRequests.kind, q.kind) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(cashierRequests)
        .where(where)
        .orderBy(desc(cashierRequests.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      this.db.select({ n: count() }).from(cashierRequests).where(where),
    ]);
    return { rows, total: Number(counted?.n ?? 0) };
  }

  /**
   * Read port for the agents' team reports (additive): the newest {limit} rows of these members in
   * [from, to), and how many there are. Members come as one array parameter (a team may be large).
   */
  async requestsOfMembers(merchantId: number, memberIds: number[], from: Date, to: Date, limit: number) {
    const where = and(
      eq(cashierRequests.merchantId, merchantId),
      sql`${cashierRequests.memberId} = any(${`{${memberIds.join(',')}}`}::int[])`,
      gte(cashierRequests.createdAt, from),
      sql`${cashierRequests.createdAt} < ${to.toISOString()}::timestamptz`,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          memberId: cashierRequests.memberId,
          kind: cashierRequests.kind,
          amount: cashierRequests.amount,
          status: cashierRequests.status,
          createdAt: cashierRequests.createdAt,
        })
        .from(cashierRequests)
        .where(where)
        .orderBy(desc(cashierRequests.createdAt), desc(cashierRequests.id))
        .limit(limit),
      this.db.select({ n: sql<number>`count(*)::int` }).from(cashierRequests).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  /** Read port of the operators' dashboard: approved requests by the UTC day of the decision, in [from, to). */
  async approvedByDay(merchantId: number, from: Date, to: Date) {
    const rows = await this.db.execute(sql`select to_char(decided_at at time zone 'UTC', 'YYYY-MM-DD') as day, kind,
        count(*)::int as count, coalesce(sum(amount), 0)::text as amount
      from cashier_requests where merchant_id = ${merchantId} and status = 'approved'
        and decided_at >= ${from.toISOString()}::timestamptz and decided_at < ${to.toISOString()}::timestamptz
      group by 1, 2 order by 1`);
    return (rows as unknown as { rows: { day: string; kind: 'deposit' | 'withdraw'; count: number; amount: string }[] }).rows;
  }

  /**
   * Deposits not rejected, asked for since `since` (a pending one counts: it may still be approved),
   * but the one under `exceptKey`: a retried request is checked as it was the first time.
   */
  async depositsSince(merchantId: number, memberId: number, since: Date, exceptKey: string, q: Db | Tx = this.db): Promise<string> {
    const rows = await q.execute(sql`select coalesce(sum(amount), 0)::text as total from cashier_requests
      where merchant_id = ${merchantId} and member_id = ${memberId} and kind = 'deposit' and status in ('pending', 'approved')
        and created_at >= ${since.toISOString()}::timestamptz and client_key <> ${exceptKey}`);
    return (rows as unknown as { rows: { total: string }[] }).rows[0]?.total ?? '0';
  }

  /** Read port of KYC's cumulative threshold: the member's approved deposits, in total. */
  async approvedDepositsOf(merchantId: number, memberId: number): Promise<string> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${cashierRequests.amount}), 0)::text` })
      .from(cashierRequests)
      .where(
        and(
          eq(cashierRequests.merchantId, merchantId),
          eq(cashierRequests.memberId, memberId),
          eq(cashierRequests.kind, 'deposit'),
          eq(cashierRequests.status, 'approved'),
        ),
      );
    return row?.total ?? '0';
  }
}
