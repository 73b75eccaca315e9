import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { captchaChallenges } from './captcha.tables.js';

export class CaptchaRepository {
  constructor(private readonly db: Db) {}

  /** Replaces the client's live challenge, so only the newest image can be answered. */
  async put(merchantId: number, clientKey: string, answerHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insert(captchaChallenges)
      .values({ merchantId, clientKey, answerHash, expiresAt })
      .onConflictDoUpdate({
        target: [captchaChallenges.merchantId, captchaChallenges.clientKey],
        set: { answerHash, expiresAt, createdAt: new Date() },
      });
  }

  /** Removes and returns the client's challenge: whatever the answer, it cannot be tried twice. */
  async take(merchantId: number, clientKey: string): Promise<{ answerHash: string; expiresAt: Date } | null> {
    const [row] = await this.db
      .delete(captchaChallenges)
      .where(and(eq(captchaChallenges.merchantId, merchantId), eq(captchaChallenges.clientKey, clientKey)))
      .returning({ answerHash: captchaChallenges.answerHash, expiresAt: captchaChallenges.expiresAt });
    return row ?? null;
  }

  async purgeExpired(before: Date): Promise<void> {
    await this.db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, before));
  }
}
