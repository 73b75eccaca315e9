import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { affiliateCodes, registrationSettings, registrations } from './registration.tables.js';

export type RegistrationSettingsRow = typeof registrationSettings.$inferSelect;
export type AffiliateRow = typeof affiliateCodes.$inferSelect;

export class RegistrationRepository {
  constructor(private readonly db: Db) {}

  async settings(merchantId: number): Promise<RegistrationSettingsRow | null> {
    const [row] = await this.db.select().from(registrationSettings).where(eq(registrationSettings.merchantId, merchantId)).limit(1);
    return row ?? null;
  }

  async putSettings(values: typeof registrationSettings.$inferInsert): Promise<void> {
    await this.db
      .insert(registrationSettings)
      .values(values)
      .onConflictDoUpdate({
        target: registrationSettings.merchantId,
        set: { affiliateSetting: values.affiliateSetting, captcha: values.captcha, agreement: values.agreement },
      });
  }

  async affiliate(merchantId: number, code: string): Promise<AffiliateRow | null> {
    const [row] = await this.db
      .select()
      .from(affiliateCodes)
      .where(
        and(
          eq(affiliateCodes.merchantId, merchantId),
          sql`lower(${affiliateCodes.code}) = ${code.toLowerCase()}`,
          eq(affiliateCodes.active, true),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async addAffiliate(values: typeof affiliateCodes.$inferInsert): Promise<void> {
    await this.db.insert(affiliateCodes).values(values).onConflictDoNothing();
  }

  async record(values: typeof registrations.$inferInsert): Promise<void> {
    await this.db.insert(registrations).values(values);
  }

  async byMember(merchantId: number, memberId: number) {
    const [row] = await this.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.merchantId, merchantId), eq(registrations.memberId, memberId)))
      .limit(1);
    return row ?? null;
  }
}
