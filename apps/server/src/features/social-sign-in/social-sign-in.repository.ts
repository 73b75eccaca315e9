import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { socialIdentities, socialSettings } from './social-sign-in.tables.js';

export type SocialSettingsRow = typeof socialSettings.$inferSelect;

export class SocialSignInRepository {
  constructor(private readonly db: Db) {}

  async settings(merchantId: number): Promise<SocialSettingsRow | null> {
    const [row] = await this.db.select().from(socialSettings).where(eq(socialSettings.merchantId, merchantId)).limit(1);
    return row ?? null;
  }

  async putSettings(values: typeof socialSettings.$inferInsert): Promise<void> {
    const { merchantId: _, ...set } = values;
    await this.db.insert(socialSettings).values(values).onConflictDoUpdate({ target: socialSettings.merchantId, set });
  }

  async identity(merchantId: number, subject: string) {
    const [row] = await this.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.merchantId, merchantId), eq(socialIdentities.subject, subject)))
      .limit(1);
    return row ?? null;
  }

  /** Binds unless the subject is already bound; returns the member it is bound to. */
  async bind(values: typeof socialIdentities.$inferInsert): Promise<number> {
    const [row] = await this.db
      .insert(socialIdentities)
      .values(values)
      .onConflictDoNothing()
      .returning({ memberId: socialIdentities.memberId });
    if (row) return row.memberId;
    return (await this.identity(values.merchantId, values.subject))!.memberId;
  }
}
