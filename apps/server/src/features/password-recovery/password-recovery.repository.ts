import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { mailOutbox, passwordResetTokens } from './password-recovery.tables.js';

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export class PasswordRecoveryRepository {
  constructor(private readonly db: Db) {}

  async addToken(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
    await this.db.insert(passwordResetTokens).values(values);
  }

  /**
   * Uses a live link up: the row comes back only for the one caller that consumed it, so a link
   * followed twice (or twice at once) resets the password once.
   */
  async consume(tokenHash: string, now: Date): Promise<ResetTokenRow | null> {
    const [row] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning();
    return row ?? null;
  }

  /** After a reset, every other link of the member stops working too. */
  async retireMember(merchantId: number, memberId: number, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.merchantId, merchantId), eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)),
      );
  }

  async addOutbox(values: typeof mailOutbox.$inferInsert): Promise<void> {
    await this.db.insert(mailOutbox).values(values);
  }

  async outbox(merchantId: number, to: string | undefined, limit: number) {
    return this.db
      .select()
      .from(mailOutbox)
      .where(
        to ? and(eq(mailOutbox.merchantId, merchantId), eq(mailOutbox.toAddress, to.toLowerCase())) : eq(mailOutbox.merchantId, merchantId),
      )
      .orderBy(desc(mailOutbox.id))
      .limit(limit);
  }
}
