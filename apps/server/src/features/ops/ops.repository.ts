import { and, count, desc, eq, gte, ilike, isNull, lte, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { opsAudit, opsIpAllow, opsOperators, opsSessions } from './ops.tables.js';

export type OperatorRow = typeof opsOperators.$inferSelect;
export type AuditRow = typeof opsAudit.$inferSelect;
export type AuditFilter = { action?: string; actor?: string; from?: Date; to?: Date; offset: number; limit: number };

export class OpsRepository {
  constructor(private readonly db: Db) {}

  async audit(values: typeof opsAudit.$inferInsert): Promise<void> {
    await this.db.insert(opsAudit).values(values);
  }

  async auditPage(merchantId: number, f: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
    const where = and(
      eq(opsAudit.merchantId, merchantId),
      f.action ? ilike(opsAudit.action, `%${escapeLike(f.action)}%`) : undefined,
      f.actor ? ilike(opsAudit.actor, escapeLike(f.actor)) : undefined,
      f.from ? gte(opsAudit.createdAt, f.from) : undefined,
      f.to ? lte(opsAudit.createdAt, f.to) : undefined,
    );
    const rows = await this.db.select().from(opsAudit).where(where).orderBy(desc(opsAudit.id)).limit(f.limit).offset(f.offset);
    const [total] = await this.db.select({ n: count() }).from(opsAudit).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async insertOperator(values: typeof opsOperators.$inferInsert): Promise<OperatorRow> {
    const [row] = await this.db.insert(opsOperators).values(values).returning();
    return row!;
  }

  async operatorByUsername(username: string): Promise<OperatorRow | null> {
    const [row] = await this.db.select().from(opsOperators).where(sql`lower(${opsOperators.username}) = ${username.toLowerCase()}`);
    return row ?? null;
  }

  async operatorById(id: number): Promise<OperatorRow | null> {
    const [row] = await this.db.select().from(opsOperators).where(eq(opsOperators.id, id));
    return row ?? null;
  }

  async updateOperator(id: number, values: Partial<typeof opsOperators.$inferInsert>): Promise<void> {
    await this.db.update(opsOperators).set(values).where(eq(opsOperators.id, id));
  }

  /** Swaps the stored TOTP secret only while it is still `from` (a concurrent reset wins). */
  async replaceTotpSecret(id: number, from: string, to: string): Promise<boolean> {
    const rows = await this.db
      .update(opsOperators)
      .set({ totpSecret: to })
      .where(and(eq(opsOperators.id, id), eq(opsOperators.totpSecret, from)))
      .returning({ id: opsOperators.id });
    return rows.length === 1;
  }

  /** Operators whose TOTP secret is not sealed with the current key (a few dozen per deployment: no paging). */
  async totpSecretsNotStartingWith(prefix: string) {
    return this.db
      .select({ id: opsOperators.id, username: opsOperators.username, totpSecret: opsOperators.totpSecret })
      .from(opsOperators)
      .where(notLike(opsOperators.totpSecret, `${prefix}%`));
  }

  /** Takes a TOTP step only if it is newer than the last one used: a code works once, even under a race. */
  async claimTotpStep(id: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(opsOperators)
      .set({ lastTotpStep: step })
      .where(and(eq(opsOperators.id, id), sql`coalesce(${opsOperators.lastTotpStep}, -1) < ${step}`))
      .returning({ id: opsOperators.id });
    return rows.length === 1;
  }

  async insertSession(values: typeof opsSessions.$inferInsert): Promise<void> {
    await this.db.insert(opsSessions).values(values);
  }

  async session(tokenHash: string) {
    const [row] = await this.db
      .select()
      .from(opsSessions)
      .where(and(eq(opsSessions.tokenHash, tokenHash), isNull(opsSessions.revokedAt)));
    return row ?? null;
  }

  async touchSession(tokenHash: string, at: Date): Promise<void> {
    await this.db.update(opsSessions).set({ lastSeenAt: at }).where(eq(opsSessions.tokenHash, tokenHash));
  }

  async revokeSession(tokenHash: string, at: Date): Promise<void> {
    await this.db.update(opsSessions).set({ revokedAt: at }).where(eq(opsSessions.tokenHash, tokenHash));
  }

  async ipAllowList(merchantId: number): Promise<string[]> {
    const rows = await this.db.select({ entry: opsIpAllow.entry }).from(opsIpAllow).where(eq(opsIpAllow.merchantId, merchantId));
    return rows.map((r) => r.entry);
  }

  async setIpAllowList(merchantId: number, entries: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(opsIpAllow).where(eq(opsIpAllow.merchantId, merchantId));
      if (entries.length) await tx.insert(opsIpAllow).values(entries.map((entry) => ({ merchantId, entry })));
    });
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
