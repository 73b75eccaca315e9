import type { MemberSearchQuery } from '@arcadia/contract/ops/members';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { members } from './accounts.tables.js';

/** `%` and `_` typed by an operator are matched literally. */
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The console's member search (accounts' own table; ADR 025). */
export class AccountsOpsRepository {
  constructor(private readonly db: Db) {}

  async search(merchantId: number, q: MemberSearchQuery) {
    const where: SQL[] = [eq(members.merchantId, merchantId)];
    // A prefix on lower(account) uses the members_account unique index.
    if (q.account) where.push(sql`lower(${members.account}) like ${`${escapeLike(q.account.toLowerCase())}%`}`);
    if (q.nickname) where.push(ilike(members.nickname, `%${escapeLike(q.nickname)}%`));
    if (q.mobile) where.push(sql`${members.mobileNumber} like ${`%${q.mobile}%`}`);
    if (q.status) where.push(eq(members.status, q.status));
    if (q.type !== undefined) where.push(eq(members.isAgent, q.type));
    if (q.clubLabelId !== undefined) where.push(eq(members.clubLabelId, q.clubLabelId));
    const filter = and(...where);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(members)
        .where(filter)
        .orderBy(desc(members.id))
        .limit(q.size)
        .offset((q.page - 1) * q.size),
      this.db.select({ n: count() }).from(members).where(filter),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Members per merchant, for one page of the platform's merchants list (ADR 070). */
  async countByMerchants(merchantIds: number[]): Promise<Map<number, number>> {
    if (!merchantIds.length) return new Map();
    const rows = await this.db
      .select({ merchantId: members.merchantId, n: count() })
      .from(members)
      .where(inArray(members.merchantId, merchantIds))
      .groupBy(members.merchantId);
    return new Map(rows.map((r) => [r.merchantId, r.n]));
  }
}
