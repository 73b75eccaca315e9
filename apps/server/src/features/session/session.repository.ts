import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { authFailures, sessions } from './session.tables.js';

export type SessionRow = typeof sessions.$inferSelect;
/** The NOTIFY channel on which ended sessions name their member ("merchantId:memberId"). */
export const SESSION_CHANNEL = 'arcadia_session';
export type FailureKey = { merchantId: number; scope: 'account' | 'ip'; kind: 'password' | 'code'; subject: string };

export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await this.db.insert(sessions).values(values).returning();
    if (!row) throw new Error('session insert returned nothing');
    return row;
  }

  async byTokenHash(tokenHash: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    return row ?? null;
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
  }

  async revoke(merchantId: number, id: number, at: Date, reason: string): Promise<void> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.merchantId, merchantId), eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ memberId: sessions.memberId });
    if (rows[0]) await this.notifyEnded(merchantId, rows[0].memberId);
  }

  /** Every instance drops its cached sessions of the member (see SessionService.verify). */
  private async notifyEnded(merchantId: number, memberId: number): Promise<void> {
    await this.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`${merchantId}:${memberId}`})`);
  }

  /** Revokes every live session of a member except `keep`; returns how many ended. */
  async revokeMember(merchantId: number, memberId: number, keep: number | null, at: Date, reason: string): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(
        and(
          eq(sessions.merchantId, merchantId),
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          keep === null ? undefined : ne(sessions.id, keep),
        ),
      )
      .returning({ id: sessions.id });
    if (rows.length) await this.notifyEnded(merchantId, memberId);
    return rows.length;
  }

  async live(merchantId: number, memberId: number, now: Date): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.merchantId, merchantId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      )
      .orderBy(desc(sessions.lastSeenAt));
  }

  async addFailure(key: FailureKey, at: Date): Promise<void> {
    await this.db.insert(authFailures).values({ ...key, occurredAt: at });
  }

  /** Both counters of one attempt (account and IP) in a single query: this runs on every login. */
  async failuresOf(
    account: FailureKey,
    ip: FailureKey,
    since: Date,
  ): Promise<{ account: { count: number; last: Date | null }; ip: { count: number } }> {
    const f = authFailures;
    const isAccount = and(eq(f.scope, 'account'), eq(f.subject, account.subject));
    const isIp = and(eq(f.scope, 'ip'), eq(f.subject, ip.subject));
    const [row] = await this.db
      .select({
        accountCount: sql<number>`count(*) filter (where ${isAccount})`,
        accountLast: sql<string | null>`max(${f.occurredAt}) filter (where ${isAccount})`,
        ipCount: sql<number>`count(*) filter (where ${isIp})`,
      })
      .from(f)
      .where(and(eq(f.merchantId, account.merchantId), eq(f.kind, account.kind), gt(f.occurredAt, since), or(isAccount, isIp)));
    return {
      account: { count: Number(row?.accountCount ?? 0), last: row?.accountLast ? new Date(row.accountLast) : null },
      ip: { count: Number(row?.ipCount ?? 0) },
    };
  }

  async clearFailures(key: FailureKey): Promise<void> {
    await this.db
      .delete(authFailures)
      .where(
        and(
          eq(authFailures.merchantId, key.merchantId),
          eq(authFailures.scope, key.scope),
          eq(authFailures.kind, key.kind),
          eq(authFailures.subject, key.subject),
        ),
      );
  }

  async purgeFailures(before: Date): Promise<void> {
    await this.db.delete(authFailures).where(lt(authFailures.occurredAt, before));
  }

  /** Drops sessions that ended long ago, so the table does not grow for ever. */
  async purgeSessions(before: Date): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, before));
  }
}
