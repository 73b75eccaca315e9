import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { sliderChallenges } from './captcha.tables.js';

type Key = { merchantId: number; challenge: string; clientKey: string };
const where = (k: Key) =>
  and(
    eq(sliderChallenges.merchantId, k.merchantId),
    eq(sliderChallenges.challenge, k.challenge),
    eq(sliderChallenges.clientKey, k.clientKey),
  );

/** The slider challenges table (ADR 057): every check-and-use is one conditional statement, so two instances never both accept. */
export class SliderRepository {
  constructor(private readonly db: Db) {}

  async put(row: Key & { provider: string; answerX: number | null; expiresAt: Date }): Promise<void> {
    await this.db.insert(sliderChallenges).values(row);
  }

  /** Marks the puzzle answered and returns its truth, once: a second answer (a replay) gets null. */
  async attempt(k: Key, now: Date): Promise<{ answerX: number | null } | null> {
    const [row] = await this.db
      .update(sliderChallenges)
      .set({ attemptedAt: now })
      .where(and(where(k), isNull(sliderChallenges.attemptedAt), gt(sliderChallenges.expiresAt, now)))
      .returning({ answerX: sliderChallenges.answerX });
    return row ?? null;
  }

  async setPass(k: Key, passHash: string): Promise<void> {
    await this.db.update(sliderChallenges).set({ passHash }).where(where(k));
  }

  /** Spends a puzzle's pass: true once, for the right pass before it expires. */
  async spendPass(k: Key, passHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .delete(sliderChallenges)
      .where(and(where(k), eq(sliderChallenges.passHash, passHash), gt(sliderChallenges.expiresAt, now)))
      .returning({ id: sliderChallenges.id });
    return rows.length === 1;
  }

  /** Removes an issued challenge of a provider (Geetest v3): true when this client had it live. */
  async take(k: Key, provider: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .delete(sliderChallenges)
      .where(and(where(k), eq(sliderChallenges.provider, provider), gt(sliderChallenges.expiresAt, now)))
      .returning({ id: sliderChallenges.id });
    return rows.length === 1;
  }

  async purgeExpired(before: Date): Promise<void> {
    await this.db.delete(sliderChallenges).where(lt(sliderChallenges.expiresAt, before));
  }
}
