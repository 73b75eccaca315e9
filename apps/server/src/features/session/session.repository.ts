import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { authFailures, sessions } from './session.tables.js';

export type SessionRow = typeof sessions.$inferSelect;
/** The NOTIFY channel on which ended sessions name their member ("merchantId:memberId"). */
export const SESSION_CHANNEL = 'arcadia_session';
export type FailureKey = { merchantId: number; scope: 'account' | 'ip'; kind: 'password' | 'code'; subject: string };

export type NewSession = Omit<typeof sessions.$inferInsert, 'id' | 'revokedAt' | 'revokedReason'>;

/**
 * The statements every login runs, built once per database and sent as named prepared statements:
 * building the SQL (drizzle) and parsing and planning it (PostgreSQL) on each attempt cost a login
 * more CPU than the statements' work itself (bench/login, ADR 003 §10).
 */
function loginStatements(db: Db) {
  const f = authFailures;
  const p = sql.placeholder;
  const isAccount = and(eq(f.scope, 'account'), eq(f.subject, p('account')));
  const isIp = and(eq(f.scope, 'ip'), eq(f.subject, p('ip')));
  return {
    failuresOf: db
      .select({
        accountCount: sql<number>`count(*) filter (where ${isAccount})`,
        accountLast: sql<string | null>`max(${f.occurredAt}) filter (where ${isAccount})`,
        ipCount: sql<number>`count(*) filter (where ${isIp})`,
      })
      .from(f)
      .where(and(eq(f.merchantId, p('merchantId')), eq(f.kind, p('kind')), gt(f.occurredAt, p('since')), or(isAccount, isIp)))
      .prepare('session_failures_of'),
    insert: db
      .insert(sessions)
      .values({
        merchantId: p('merchantId'),
        memberId: p('memberId'),
        tokenHash: p('tokenHash'),
        kind: p('kind'),
        isAgent: p('isAgent'),
        ip: p('ip'),
        device: p('device'),
        userAgent: p('userAgent'),
        createdAt: p('createdAt'),
        lastSeenAt: p('lastSeenAt'),
        expiresAt: p('expiresAt'),
      })
      .prepare('session_insert'),
  };
}

export class SessionRepository {
  private readonly statements: ReturnType<typeof loginStatements>;

  constructor(private readonly db: Db) {
    this.statements = loginStatements(db);
  }

  async insert(values: NewSession): Promise<void> {
    await this.statements.insert.execute(values);
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
    const [row] = await this.statements.failuresOf.execute({
      merchantId: account.merchantId,
      kind: account.kind,
      since,
      account: account.subject,
      ip: ip.subject,
    });
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
