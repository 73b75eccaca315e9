import { and, asc, eq, gt, isNotNull, isNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  twoFactorChallenges,
  twoFactorGuards,
  twoFactorMailCodes,
  twoFactorMethods,
  twoFactorPolicies,
  twoFactorRecoveryCodes,
} from './two-factor.tables.js';

export type MethodRow = typeof twoFactorMethods.$inferSelect;
export type MailCodeRow = typeof twoFactorMailCodes.$inferSelect;
type Who = { merchantId: number; memberId: number };

/** What a sign-in asks on every attempt, as a named prepared statement (bench/login, ADR 003 §10). */
function loginFactorsStatement(db: Db) {
  const merchantId = sql.placeholder('merchantId');
  return db
    .select({
      confirmed: sql<string[] | null>`array_agg(${twoFactorMethods.method}) filter (where ${twoFactorMethods.confirmed})`,
      required: sql<
        string[] | null
      >`(select ${twoFactorPolicies.required} from ${twoFactorPolicies} where ${twoFactorPolicies.merchantId} = ${merchantId})`,
    })
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.merchantId, merchantId), eq(twoFactorMethods.memberId, sql.placeholder('memberId'))))
    .prepare('two_factor_login_factors');
}

export class TwoFactorRepository {
  private readonly loginFactorsStatement: ReturnType<typeof loginFactorsStatement>;

  constructor(private readonly db: Db) {
    this.loginFactorsStatement = loginFactorsStatement(db);
  }

  methods({ merchantId, memberId }: Who): Promise<MethodRow[]> {
    return this.db
      .select()
      .from(twoFactorMethods)
      .where(and(eq(twoFactorMethods.merchantId, merchantId), eq(twoFactorMethods.memberId, memberId)));
  }

  async putMethod(w: Who, method: string, values: { secret?: string | null; value?: string | null; confirmed: boolean }, now: Date) {
    await this.db
      .insert(twoFactorMethods)
      .values({ ...w, method, secret: values.secret ?? null, value: values.value ?? null, confirmed: values.confirmed, createdAt: now })
      .onConflictDoUpdate({
        target: [twoFactorMethods.merchantId, twoFactorMethods.memberId, twoFactorMethods.method],
        set: {
          secret: values.secret ?? null,
          value: values.value ?? null,
          confirmed: values.confirmed,
          lastTimeStep: null,
          createdAt: now,
        },
      });
  }

  /** Swaps the stored authenticator secret only while it is still `from` (a concurrent re-enrolment wins). */
  async replaceSecret(w: Who, from: string, to: string): Promise<boolean> {
    const m = twoFactorMethods;
    const rows = await this.db
      .update(m)
      .set({ secret: to })
      .where(and(eq(m.merchantId, w.merchantId), eq(m.memberId, w.memberId), eq(m.method, 'G'), eq(m.secret, from)))
      .returning({ id: m.id });
    return rows.length === 1;
  }

  /** Authenticator secrets not starting with `prefix` (the current key's), by id after `after`. */
  async secretsNotSealedWith(prefix: string, after: number, limit: number) {
    const m = twoFactorMethods;
    const rows = await this.db
      .select({ id: m.id, merchantId: m.merchantId, memberId: m.memberId, secret: m.secret })
      .from(m)
      .where(and(eq(m.method, 'G'), gt(m.id, after), isNotNull(m.secret), notLike(m.secret, `${prefix}%`)))
      .orderBy(asc(m.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, secret: r.secret ?? '' }));
  }

  async confirmTotp(w: Who, step: number): Promise<void> {
    await this.db
      .update(twoFactorMethods)
      .set({ confirmed: true, lastTimeStep: step })
      .where(
        and(eq(twoFactorMethods.merchantId, w.merchantId), eq(twoFactorMethods.memberId, w.memberId), eq(twoFactorMethods.method, 'G')),
      );
  }

  /**
   * Records a TOTP step as used; false when it (or a later one) already was. One conditional
   * update, so two logins racing with the same code cannot both pass.
   */
  async useTimeStep(w: Who, step: number): Promise<boolean> {
    const m = twoFactorMethods;
    const rows = await this.db
      .update(m)
      .set({ lastTimeStep: step })
      .where(
        and(
          eq(m.merchantId, w.merchantId),
          eq(m.memberId, w.memberId),
          eq(m.method, 'G'),
          or(isNull(m.lastTimeStep), lt(m.lastTimeStep, step)),
        ),
      )
      .returning({ id: m.id });
    return rows.length === 1;
  }

  async removeMethod(w: Who, method: string): Promise<void> {
    const m = twoFactorMethods;
    await this.db.delete(m).where(and(eq(m.merchantId, w.merchantId), eq(m.memberId, w.memberId), eq(m.method, method)));
    if (method === 'G') await this.replaceRecoveryCodes(w, []);
  }

  async replaceRecoveryCodes(w: Who, hashes: string[]): Promise<void> {
    const r = twoFactorRecoveryCodes;
    await this.db.delete(r).where(and(eq(r.merchantId, w.merchantId), eq(r.memberId, w.memberId)));
    if (hashes.length) await this.db.insert(r).values(hashes.map((codeHash) => ({ ...w, codeHash })));
  }

  async recoveryCodesLeft(w: Who): Promise<number> {
    const r = twoFactorRecoveryCodes;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)` })
      .from(r)
      .where(and(eq(r.merchantId, w.merchantId), eq(r.memberId, w.memberId), isNull(r.usedAt)));
    return Number(row?.n ?? 0);
  }

  /** Uses a recovery code up; true only for the caller that consumed it. */
  async useRecoveryCode(w: Who, codeHash: string, now: Date): Promise<boolean> {
    const r = twoFactorRecoveryCodes;
    const rows = await this.db
      .update(r)
      .set({ usedAt: now })
      .where(and(eq(r.merchantId, w.merchantId), eq(r.memberId, w.memberId), eq(r.codeHash, codeHash), isNull(r.usedAt)))
      .returning({ id: r.id });
    return rows.length === 1;
  }

  async mailCode(w: Who, purpose: string): Promise<MailCodeRow | null> {
    const c = twoFactorMailCodes;
    const [row] = await this.db
      .select()
      .from(c)
      .where(and(eq(c.merchantId, w.merchantId), eq(c.memberId, w.memberId), eq(c.purpose, purpose)))
      .limit(1);
    return row ?? null;
  }

  async putMailCode(w: Who, purpose: string, email: string, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    const c = twoFactorMailCodes;
    await this.db
      .insert(c)
      .values({ ...w, purpose, email, codeHash, expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: [c.merchantId, c.memberId, c.purpose],
        set: { email, codeHash, expiresAt, createdAt: now, attempts: 0 },
      });
  }

  async countMailAttempt(id: number): Promise<number> {
    const c = twoFactorMailCodes;
    const [row] = await this.db
      .update(c)
      .set({ attempts: sql`${c.attempts} + 1` })
      .where(eq(c.id, id))
      .returning({ attempts: c.attempts });
    return row?.attempts ?? Number.POSITIVE_INFINITY;
  }

  async consumeMailCode(id: number): Promise<boolean> {
    const c = twoFactorMailCodes;
    const rows = await this.db
      .update(c)
      .set({ codeHash: '', expiresAt: new Date(0) })
      .where(and(eq(c.id, id), sql`${c.codeHash} <> ''`))
      .returning({ id: c.id });
    return rows.length === 1;
  }

  async addChallenge(values: typeof twoFactorChallenges.$inferInsert): Promise<void> {
    await this.db.insert(twoFactorChallenges).values(values);
  }

  async challenge(tokenHash: string, now: Date) {
    const c = twoFactorChallenges;
    const [row] = await this.db
      .select()
      .from(c)
      .where(and(eq(c.tokenHash, tokenHash), gt(c.expiresAt, now)))
      .limit(1);
    return row ?? null;
  }

  async endChallenge(tokenHash: string, now: Date): Promise<void> {
    const c = twoFactorChallenges;
    await this.db.delete(c).where(or(eq(c.tokenHash, tokenHash), lt(c.expiresAt, now)));
  }

  async guard(w: Who): Promise<{ failures: number; lockedUntil: Date | null }> {
    const g = twoFactorGuards;
    const [row] = await this.db
      .select()
      .from(g)
      .where(and(eq(g.merchantId, w.merchantId), eq(g.memberId, w.memberId)))
      .limit(1);
    return { failures: row?.failures ?? 0, lockedUntil: row?.lockedUntil ?? null };
  }

  /** Counts a wrong second factor atomically; the limit-th in a row locks until `lockUntil`. */
  async countFailure(w: Who, limit: number, lockUntil: Date): Promise<number> {
    const g = twoFactorGuards;
    const [row] = await this.db
      .insert(g)
      .values({ ...w, failures: 1, lockedUntil: limit <= 1 ? lockUntil : null })
      .onConflictDoUpdate({
        target: [g.merchantId, g.memberId],
        set: {
          failures: sql`case when ${g.failures} + 1 >= ${limit} then 0 else ${g.failures} + 1 end`,
          lockedUntil: sql`case when ${g.failures} + 1 >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${g.lockedUntil} end`,
        },
      })
      .returning({ failures: g.failures, lockedUntil: g.lockedUntil });
    return row?.failures ?? 0;
  }

  async clearFailures(w: Who): Promise<void> {
    const g = twoFactorGuards;
    await this.db
      .update(g)
      .set({ failures: 0, lockedUntil: null })
      .where(and(eq(g.merchantId, w.merchantId), eq(g.memberId, w.memberId)));
  }

  /**
   * What a sign-in needs to know, in one round trip (it runs on every login): the member's confirmed
   * methods and the merchant's required ones.
   */
  async loginFactors({ merchantId, memberId }: Who): Promise<{ confirmed: string[]; required: string[] }> {
    const [row] = await this.loginFactorsStatement.execute({ merchantId, memberId });
    return { confirmed: row?.confirmed ?? [], required: row?.required ?? [] };
  }

  async policy(merchantId: number): Promise<string[]> {
    const [row] = await this.db.select().from(twoFactorPolicies).where(eq(twoFactorPolicies.merchantId, merchantId)).limit(1);
    return row?.required ?? [];
  }

  async setPolicy(merchantId: number, required: string[]): Promise<void> {
    await this.db
      .insert(twoFactorPolicies)
      .values({ merchantId, required })
      .onConflictDoUpdate({ target: twoFactorPolicies.merchantId, set: { required } });
  }
}
