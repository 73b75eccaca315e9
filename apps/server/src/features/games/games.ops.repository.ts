import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { gameCatalogue, gameMerchantHidden, gameMerchantVendors, gameVendors } from './games.tables.js';

/** The operators' queries on the games tables (ADR 027); the members' side is GamesRepository. */
export class GamesOpsRepository {
  constructor(private readonly db: Db) {}

  /** Every vendor, with this merchant's switch row where it has one. */
  vendors(merchantId: number) {
    return this.db
      .select({ vendor: gameVendors, link: gameMerchantVendors })
      .from(gameVendors)
      .leftJoin(gameMerchantVendors, and(eq(gameMerchantVendors.vendorId, gameVendors.id), eq(gameMerchantVendors.merchantId, merchantId)))
      .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
  }

  /** The catalogue of every vendor, searchable by name or vendor game code, with this merchant's switch. */
  async catalogue(merchantId: number, q: { search?: string; vendor?: string }, limit: number, offset: number) {
    const term = q.search?.replace(/[%_\\]/g, (c) => `\\${c}`);
    const where = and(
      q.vendor ? eq(gameVendors.code, q.vendor) : undefined,
      term
        ? or(
            ilike(gameCatalogue.nodeName, `%${term}%`),
            ilike(gameCatalogue.roomId, `%${term}%`),
            sql`${gameCatalogue.names}::text ilike ${`%${term}%`}`,
          )
        : undefined,
    );
    const hidden = sql<boolean>`exists (select 1 from ${gameMerchantHidden} h where h.merchant_id = ${merchantId} and h.node_id = ${gameCatalogue.id})`;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ game: gameCatalogue, vendor: gameVendors.code, hidden })
        .from(gameCatalogue)
        .innerJoin(gameVendors, eq(gameVendors.id, gameCatalogue.vendorId))
        .where(where)
        .orderBy(asc(gameVendors.sortOrder), asc(gameCatalogue.sortOrder), asc(gameCatalogue.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(gameCatalogue)
        .innerJoin(gameVendors, eq(gameVendors.id, gameCatalogue.vendorId))
        .where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async setHidden(merchantId: number, nodeId: number, hidden: boolean, at: Date): Promise<void> {
    if (hidden) await this.db.insert(gameMerchantHidden).values({ merchantId, nodeId, hiddenAt: at }).onConflictDoNothing();
    else
      await this.db
        .delete(gameMerchantHidden)
        .where(and(eq(gameMerchantHidden.merchantId, merchantId), eq(gameMerchantHidden.nodeId, nodeId)));
  }
}
