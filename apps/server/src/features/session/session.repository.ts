import { and, count, desc, eq, gt, isNull, lt, max, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { authFailures, sessions } from './session.tables.js';

export type SessionRow = typeof sessions.$inferSelect;
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
    await this.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(and(eq(sessions.merchantId, merchantId), eq(sessions.id, id), isNull(sessions.revokedAt)));
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

  /** Failures since `since`, and the time of the latest. */
  async failures(key: FailureKey, since: Date): Promise<{ count: number; last: Date | null }> {
    const [row] = await this.db
      .select({ count: count(), last: max(authFailures.occurredAt) })
      .from(authFailures)
      .where(
        and(
          eq(authFailures.merchantId, key.merchantId),
          eq(authFailures.scope, key.scope),
          eq(authFailures.kind, key.kind),
          eq(authFailures.subject, key.subject),
          gt(authFailures.occurredAt, since),
        ),
      );
    return { count: Number(row?.count ?? 0), last: row?.last ? new Date(row.last) : null };
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
