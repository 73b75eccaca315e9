import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  profileAvatars,
  profileEmailCodes,
  profileEmails,
  profileMailOutbox,
  profileRankConditions,
  profileRankValues,
} from './profile.tables.js';

export type EmailCodeRow = typeof profileEmailCodes.$inferSelect;

export class ProfileRepository {
  constructor(private readonly db: Db) {}

  async avatar(merchantId: number, memberId: number) {
    const [row] = await this.db
      .select()
      .from(profileAvatars)
      .where(and(eq(profileAvatars.merchantId, merchantId), eq(profileAvatars.memberId, memberId)));
    return row ?? null;
  }

  async putAvatar(merchantId: number, memberId: number, avatarType: string, avatar: string, at: Date) {
    await this.db
      .insert(profileAvatars)
      .values({ merchantId, memberId, avatarType, avatar, updatedAt: at })
      .onConflictDoUpdate({ target: [profileAvatars.merchantId, profileAvatars.memberId], set: { avatarType, avatar, updatedAt: at } });
  }

  async email(merchantId: number, memberId: number) {
    const [row] = await this.db
      .select()
      .from(profileEmails)
      .where(and(eq(profileEmails.merchantId, merchantId), eq(profileEmails.memberId, memberId)));
    return row ?? null;
  }

  async emailHolder(merchantId: number, email: string): Promise<number | null> {
    const [row] = await this.db
      .select({ memberId: profileEmails.memberId })
      .from(profileEmails)
      .where(and(eq(profileEmails.merchantId, merchantId), sql`lower(${profileEmails.email}) = lower(${email})`));
    return row?.memberId ?? null;
  }

  async putEmail(merchantId: number, memberId: number, email: string, at: Date) {
    await this.db
      .insert(profileEmails)
      .values({ merchantId, memberId, email, verifiedAt: at })
      .onConflictDoUpdate({ target: [profileEmails.merchantId, profileEmails.memberId], set: { email, verifiedAt: at } });
  }

  async emailCode(merchantId: number, memberId: number): Promise<EmailCodeRow | null> {
    const [row] = await this.db
      .select()
      .from(profileEmailCodes)
      .where(and(eq(profileEmailCodes.merchantId, merchantId), eq(profileEmailCodes.memberId, memberId)));
    return row ?? null;
  }

  async putEmailCode(values: typeof profileEmailCodes.$inferInsert) {
    const { merchantId, memberId, ...rest } = values;
    await this.db
      .insert(profileEmailCodes)
      .values(values)
      .onConflictDoUpdate({ target: [profileEmailCodes.merchantId, profileEmailCodes.memberId], set: { ...rest, attempts: 0 } });
  }

  async countEmailAttempt(merchantId: number, memberId: number): Promise<number> {
    const [row] = await this.db
      .update(profileEmailCodes)
      .set({ attempts: sql`${profileEmailCodes.attempts} + 1` })
      .where(and(eq(profileEmailCodes.merchantId, merchantId), eq(profileEmailCodes.memberId, memberId)))
      .returning({ attempts: profileEmailCodes.attempts });
    return row?.attempts ?? 0;
  }

  async dropEmailCode(merchantId: number, memberId: number) {
    await this.db
      .delete(profileEmailCodes)
      .where(and(eq(profileEmailCodes.merchantId, merchantId), eq(profileEmailCodes.memberId, memberId)));
  }

  async addMail(values: typeof profileMailOutbox.$inferInsert) {
    await this.db.insert(profileMailOutbox).values(values);
  }

  async mails(merchantId: number, to: string, limit = 10) {
    return this.db
      .select()
      .from(profileMailOutbox)
      .where(and(eq(profileMailOutbox.merchantId, merchantId), eq(profileMailOutbox.toAddress, to)))
      .orderBy(desc(profileMailOutbox.id))
      .limit(limit);
  }

  /** Labels with at least one rank condition (the ones a member earns). */
  async labelsWithConditions(merchantId: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ labelId: profileRankConditions.labelId })
      .from(profileRankConditions)
      .where(eq(profileRankConditions.merchantId, merchantId));
    return rows.map((r) => r.labelId);
  }

  async rankConditions(merchantId: number, labelId: number) {
    return this.db
      .select()
      .from(profileRankConditions)
      .where(and(eq(profileRankConditions.merchantId, merchantId), eq(profileRankConditions.labelId, labelId)))
      .orderBy(profileRankConditions.id);
  }

  async putRankCondition(values: typeof profileRankConditions.$inferInsert) {
    await this.db
      .insert(profileRankConditions)
      .values(values)
      .onConflictDoUpdate({
        target: [profileRankConditions.merchantId, profileRankConditions.labelId, profileRankConditions.conditionKey],
        set: { target: values.target },
      });
  }

  async rankValues(merchantId: number, memberId: number) {
    return this.db
      .select()
      .from(profileRankValues)
      .where(and(eq(profileRankValues.merchantId, merchantId), eq(profileRankValues.memberId, memberId)));
  }

  async putRankValue(merchantId: number, memberId: number, conditionKey: string, value: string, at: Date) {
    await this.db
      .insert(profileRankValues)
      .values({ merchantId, memberId, conditionKey, value, updatedAt: at })
      .onConflictDoUpdate({
        target: [profileRankValues.merchantId, profileRankValues.memberId, profileRankValues.conditionKey],
        set: { value, updatedAt: at },
      });
  }
}
