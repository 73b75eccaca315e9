import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

/** What the settlement job reads before it sums anything: which periods are settled already (ADR 071). */
export class SettledPeriodsRepository {
  constructor(private readonly db: Db) {}

  /** The periods of these contracts claimed since `since` ("contractId:startMs"), so a run computes only the others. */
  async claimedPeriods(contracts: { id: number; merchantId: number }[], since: Date): Promise<Set<string>> {
    if (!contracts.length) return new Set();
    const pairs = sql.join(
      contracts.map((c) => sql`(${c.merchantId}::int, ${c.id}::bigint)`),
      sql`, `,
    );
    const rows = await this.db.execute(
      sql`select contract_id, period_start from agents_settlements where (merchant_id, contract_id) in (${pairs}) and period_start >= ${since.toISOString()}::timestamptz`,
    );
    const list = (rows as unknown as { rows: { contract_id: number; period_start: Date | string }[] }).rows;
    return new Set(list.map((r) => `${Number(r.contract_id)}:${new Date(r.period_start).getTime()}`));
  }
}
