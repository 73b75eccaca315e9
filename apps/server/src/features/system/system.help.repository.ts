import type { Language } from '@arcadia/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { helpItems } from './system.tables.js';

export type HelpItemRow = typeof helpItems.$inferSelect;
export type NewHelpItem = typeof helpItems.$inferInsert;

/** Item-at-a-time access to the help tree (ADR 031); the whole-language replace stays in SystemRepository. */
export class HelpItemsRepository {
  constructor(private readonly db: Db) {}

  async list(merchantId: number, language: Language): Promise<HelpItemRow[]> {
    return this.db
      .select()
      .from(helpItems)
      .where(and(eq(helpItems.merchantId, merchantId), eq(helpItems.language, language)))
      .orderBy(asc(helpItems.sort), asc(helpItems.id));
  }

  async get(merchantId: number, id: number): Promise<HelpItemRow | null> {
    const [row] = await this.db
      .select()
      .from(helpItems)
      .where(and(eq(helpItems.merchantId, merchantId), eq(helpItems.id, id)));
    return row ?? null;
  }

  async insert(row: NewHelpItem): Promise<HelpItemRow> {
    const [inserted] = await this.db.insert(helpItems).values(row).returning();
    if (!inserted) throw new Error('help insert returned nothing');
    return inserted;
  }

  async update(
    merchantId: number,
    id: number,
    patch: Pick<NewHelpItem, 'tag' | 'title' | 'content' | 'bgColor'> & Partial<Pick<NewHelpItem, 'parentId' | 'sort'>>,
  ): Promise<HelpItemRow | null> {
    const [row] = await this.db
      .update(helpItems)
      .set(patch)
      .where(and(eq(helpItems.merchantId, merchantId), eq(helpItems.id, id)))
      .returning();
    return row ?? null;
  }

  /** Rewrites the sort of one sibling group in one transaction, so the order is never half-applied. */
  async setOrder(merchantId: number, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [sort, id] of ids.entries()) {
        await tx
          .update(helpItems)
          .set({ sort })
          .where(and(eq(helpItems.merchantId, merchantId), eq(helpItems.id, id)));
      }
    });
  }

  /** Children first, then the item: the parent foreign key refuses the other order. */
  async delete(merchantId: number, id: number, childIds: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (childIds.length) {
        await tx.delete(helpItems).where(and(eq(helpItems.merchantId, merchantId), inArray(helpItems.id, childIds)));
      }
      await tx.delete(helpItems).where(and(eq(helpItems.merchantId, merchantId), eq(helpItems.id, id)));
    });
  }
}
