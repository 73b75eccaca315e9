import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

type Node = { member_id: number; depth: number; created_at: string; team: number; total: number };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const teamOf = sql`(select count(*)::int from agents_tree s where s.merchant_id = c.merchant_id and s.ancestor_id = c.member_id and s.depth >= 1)`;

/** The console's reads of the downline closure table (ADR 025); the agent centre's are in agents.repository. */
export class AgentsOpsTreeRepository {
  constructor(private readonly db: Db) {}

  /** Top of the tree: members with no upline who have a downline, a page at a time. */
  roots(merchantId: number, page: number, size: number): Promise<Node[]> {
    return rowsOf<Node>(
      this.db,
      sql`select c.member_id, 0 as depth, c.created_at::text, ${teamOf} as team, count(*) over ()::int as total
            from agents_tree c
           where c.merchant_id = ${merchantId} and c.depth = 0
             and not exists (select 1 from agents_tree a where a.merchant_id = c.merchant_id and a.member_id = c.member_id and a.depth >= 1)
             and exists (select 1 from agents_tree d where d.merchant_id = c.merchant_id and d.ancestor_id = c.member_id and d.depth = 1)
           order by c.member_id limit ${size} offset ${(page - 1) * size}`,
    );
  }

  /** A member's direct downline, a page at a time. */
  children(merchantId: number, parentId: number, page: number, size: number): Promise<Node[]> {
    return rowsOf<Node>(
      this.db,
      sql`select c.member_id, c.depth, c.created_at::text, ${teamOf} as team, count(*) over ()::int as total
            from agents_tree c
           where c.merchant_id = ${merchantId} and c.ancestor_id = ${parentId} and c.depth = 1
           order by c.member_id limit ${size} offset ${(page - 1) * size}`,
    );
  }

  /** The chain from the top of the tree down to the member (the member last). */
  path(merchantId: number, memberId: number): Promise<Node[]> {
    return rowsOf<Node>(
      this.db,
      sql`select a.ancestor_id as member_id, a.depth, a.created_at::text,
                 (select count(*)::int from agents_tree s where s.merchant_id = a.merchant_id and s.ancestor_id = a.ancestor_id and s.depth >= 1) as team,
                 0 as total
            from agents_tree a
           where a.merchant_id = ${merchantId} and a.member_id = ${memberId}
           order by a.depth desc`,
    );
  }

  async teamSize(merchantId: number, memberId: number): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from agents_tree where merchant_id = ${merchantId} and ancestor_id = ${memberId} and depth >= 1`,
    );
    return row?.n ?? 0;
  }
}
