import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { smsCodes, smsOutbox } from './verification.tables.js';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export class VerificationRepository {
  constructor(private readonly db: Db) {}

  async liveCode(merchantId: number, purpose: string, phone: string): Promise<SmsCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.purpose, purpose), eq(smsCodes.phone, phone)))
      .limit(1);
    return row ?? null;
  }

  /** Replaces any earlier code for the number: only the newest one works. */
  async putCode(values: {
    merchantId: number;
    purpose: string;
    phone: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<void> {
    await this.db
      .insert(smsCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [smsCodes.merchantId, smsCodes.purpose, smsCodes.phone],
        set: { codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.createdAt, attempts: 0 },
      });
  }

  /** Counts a wrong guess atomically and returns the new count. */
  async countAttempt(id: number): Promise<number> {
    const [row] = await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, id))
      .returning({ attempts: smsCodes.attempts });
    return row?.attempts ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Uses the code up: true only for the caller that actually consumed it (single use under races).
   * The row stays, with its send time, so the resend throttle still holds after a successful use.
   */
  async consume(id: number): Promise<boolean> {
    const rows = await this.db
      .update(smsCodes)
      .set({ codeHash: '', expiresAt: new Date(0) })
      .where(and(eq(smsCodes.id, id), ne(smsCodes.codeHash, '')))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  }

  async addOutbox(values: { merchantId: number; toNumber: string; purpose: string; body: string }): Promise<void> {
    await this.db.insert(smsOutbox).values(values);
  }

  async outbox(merchantId: number, toNumber: string | undefined, limit: number) {
    return this.db
      .select()
      .from(smsOutbox)
      .where(toNumber ? and(eq(smsOutbox.merchantId, merchantId), eq(smsOutbox.toNumber, toNumber)) : eq(smsOutbox.merchantId, merchantId))
      .orderBy(desc(smsOutbox.id))
      .limit(limit);
  }
}
