import { z } from 'zod';
import { languageSchema } from '../common/languages.js';

/** Help centre items edited one at a time by the console (ADR 031). Two levels: parents and their children. */
export const HELP_MAX_DEPTH = 2;

export const HELP_ERRORS = {
  tooDeep: 'help_too_deep',
  hasChildren: 'help_has_children',
  tagTaken: 'help_tag_taken',
} as const;

/** A colour the player page may paint behind a menu entry: #rgb, #rrggbb or #rrggbbaa only. */
export const helpColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/)
  .nullable();

const fields = {
  tag: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  title: z.string().trim().min(1).max(200),
  /** HTML; sanitised on write like notices and promotions. */
  content: z.string().max(100_000),
  bgColor: helpColorSchema,
};

/** One stored item as the console lists it (flat; `parentId` null for a parent). */
export const opsHelpItemSchema = z.object({
  id: z.number().int(),
  language: languageSchema,
  parentId: z.number().int().nullable(),
  tag: z.string(),
  title: z.string(),
  content: z.string(),
  bgColor: z.string().nullable(),
  sort: z.number().int(),
});
export type OpsHelpItem = z.infer<typeof opsHelpItemSchema>;

export const helpItemCreateSchema = z.object({
  language: languageSchema,
  parentId: z.number().int().positive().nullable(),
  ...fields,
});
export type HelpItemCreate = z.infer<typeof helpItemCreateSchema>;

/**
 * An edit; `parentId`, when given, moves the item under another parent (or to the top level with
 * null), at the end of its new siblings. The language does not change once created.
 */
export const helpItemUpdateSchema = z.object({ ...fields, parentId: z.number().int().positive().nullable().optional() });
export type HelpItemUpdate = z.infer<typeof helpItemUpdateSchema>;

export const helpItemMoveSchema = z.object({ direction: z.enum(['up', 'down']) });
export const helpItemDeleteQuerySchema = z.object({ cascade: z.enum(['true', 'false']).optional() });
export const helpItemIdParamsSchema = z.object({ code: z.string().min(1).max(32), id: z.coerce.number().int().positive() });
export const helpItemsQuerySchema = z.object({ language: languageSchema });
/** The ids a delete removed: the item, and its children when cascading. */
export const helpItemDeleteResultSchema = z.object({ deleted: z.array(z.number().int()) });
