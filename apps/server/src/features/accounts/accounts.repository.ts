import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { memberLabels, members } from './accounts.tables.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type LabelRow = typeof memberLabels.$inferSelect;

/**
 * The statements every login runs, built once and sent as named prepared statements, so neither
 * drizzle nor PostgreSQL builds and plans them again on each attempt (bench/login, ADR 003 §10).
 */
function loginStatements(db: Db) {
  const p = sql.placeholder;
  return {
    byAccount: db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, p('merchantId')), sql`lower(${members.account}) = ${p('account')}`))
      .limit(1)
      .prepare('accounts_by_account'),
    recordLogin: db
      .update(members)
      .set({
        lastLoginAt: sql`${p('at')}`,
        firstLoginAt: sql`case when ${members.lastLoginAt} is null then ${p('at')}::timestamptz else ${members.firstLoginAt} end`,
      })
      .where(and(eq(members.merchantId, p('merchantId')), eq(members.id, p('id'))))
      .prepare('accounts_record_login'),
  };
}

export class AccountsRepository {
  private readonly statements: ReturnType<typeof loginStatements>;

  constructor(private readonly db: Db) {
    this.statements = loginStatements(db);
  }

  async byAccount(merchantId: number, account: string): Promise<MemberRow | null> {
    const [row] = await this.statements.byAccount.execute({ merchantId, account: account.toLowerCase() });
    return row ?? null;
  }

  /**
   * The accounts a look-alike of a new username could be: those equal (case-insensitively) to one
   * of the given ASCII spellings, which the unique index answers, plus every account with a
   * character outside ASCII (few: the default rule allows only letters and digits).
   */
  async lookalikeCandidates(merchantId: number, asciiSpellings: readonly string[]): Promise<string[]> {
    const lowered = asciiSpellings.map((s) => s.toLowerCase());
    const rows = await this.db
      .select({ account: members.account })
      .from(members)
      .where(
        and(
          eq(members.merchantId, merchantId),
          lowered.length
            ? sql`(lower(${members.account}) in (${sql.join(
                lowered.map((s) => sql`${s}`),
                sql`, `,
              )}) or ${members.account} !~ '^[ -~]*$')`
            : sql`${members.account} !~ '^[ -~]*$'`,
        ),
      );
    return rows.map((r) => r.account);
  }

  async recordLogin(merchantId: number, id: number, at: Date): Promise<void> {
    await this.statements.recordLogin.execute({ merchantId, id, at });
  }

  /** Members whose e-mail (the verified one, or the registration's contact field) is `email`, case-insensitive. */
  async idsByEmail(merchantId: number, email: string): Promise<number[]> {
    const e = email.trim().toLowerCase();
    const rows = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), sql`(lower(${members.email}) = ${e} or lower(${members.contact}->>'email') = ${e})`));
    return rows.map((r) => r.id);
  }

  /**
   * Members whose registration gave this identity number, compared as `normaliseIdNumber` does
   * (upper case without spaces, dots or hyphens) so a differently typed number still matches.
   */
  async idsByIdNumber(merchantId: number, idNumber: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.merchantId, merchantId),
          sql`upper(regexp_replace(${members.contact}->>'idNumber', '[[:space:].-]', '', 'g')) = ${idNumber}`,
        ),
      );
    return rows.map((r) => r.id);
  }

  async byPhone(merchantId: number, countryCode: string, number: string): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.mobileCountryCode, countryCode), eq(members.mobileNumber, number)))
      .limit(1);
    return row ?? null;
  }

  async byId(merchantId: number, id: number): Promise<MemberRow | null> {
    const [row] = await this.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
      .limit(1);
    return row ?? null;
  }

  async insert(values: NewMember): Promise<MemberRow> {
    const [row] = await this.db.insert(members).values(values).returning();
    if (!row) throw new Error('member insert returned nothing');
    return row;
  }

  /** Every member of the merchant not yet welcomed counts as welcomed (demo seed: existing players). */
  async markWelcomed(merchantId: number, at: Date): Promise<void> {
    await this.db
      .update(members)
      .set({ welcomeDismissedAt: at })
      .where(and(eq(members.merchantId, merchantId), isNull(members.welcomeDismissedAt)));
  }

  async update(merchantId: number, id: number, values: Partial<NewMember>): Promise<void> {
    await this.db
      .update(members)
      .set(values)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  }

  /** Counts a wrong payment password; the limit-th in a row locks it until `lockUntil`. */
  async countPaymentFailure(
    merchantId: number,
    id: number,
    limit: number,
    lockUntil: Date,
  ): Promise<{ failures: number; lockedUntil: Date | null }> {
    const [row] = await this.db
      .update(members)
      .set({
        paymentPasswordFailures: sql`case when ${members.paymentPasswordFailures} + 1 >= ${limit} then 0 else ${members.paymentPasswordFailures} + 1 end`,
        paymentPasswordLockedUntil: sql`case when ${members.paymentPasswordFailures} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${members.paymentPasswordLockedUntil} end`,
      })
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
      .returning({ failures: members.paymentPasswordFailures, lockedUntil: members.paymentPasswordLockedUntil });
    return row ?? { failures: 0, lockedUntil: null };
  }

  async labels(merchantId: number, ids: number[]): Promise<LabelRow[]> {
    if (!ids.length) return [];
    return this.db
      .select()
      .from(memberLabels)
      .where(and(eq(memberLabels.merchantId, merchantId), inArray(memberLabels.id, ids)));
  }

  /** Members on any of the club labels, by id after `afterId` (the VIP keep review pages through them). */
  async onClubLabels(merchantId: number, labelIds: number[], afterId: number, limit: number) {
    if (!labelIds.length) return [];
    return this.db
      .select({ id: members.id, account: members.account, clubLabelId: members.clubLabelId, language: members.language })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), inArray(members.clubLabelId, labelIds), sql`${members.id} > ${afterId}`))
      .orderBy(members.id)
      .limit(limit);
  }

  /** Every club label of the merchant, lowest rank first (the VIP ladder). */
  async clubLabels(merchantId: number): Promise<LabelRow[]> {
    return this.db
      .select()
      .from(memberLabels)
      .where(and(eq(memberLabels.merchantId, merchantId), eq(memberLabels.kind, 'club')))
      .orderBy(memberLabels.rankLevel);
  }

  async insertLabel(values: typeof memberLabels.$inferInsert): Promise<LabelRow> {
    const [row] = await this.db.insert(memberLabels).values(values).returning();
    if (!row) throw new Error('label insert returned nothing');
    return row;
  }
}
