import { z } from 'zod';
import { customerServiceSchema } from '../system/index.js';

/** Customer-service entries for the caller: label matches for a member with a club label, else general ones (spec 000 §6). */
export const customerServiceListSchema = z.array(customerServiceSchema);

/** The provider script (spec 001 §4): loaded once, only when a merchant code is stored. */
export const csScriptSchema = z.object({ scripts: z.array(z.string()) });

/** Ops: replace a language's help tree; content is sanitised on write. */
export type HelpInput = { tag: string; title: string; content: string; bgColor?: string | null; children?: HelpInput[] };
export const helpInputSchema: z.ZodType<HelpInput> = z.lazy(() =>
  z.object({
    tag: z.string().min(1).max(40),
    title: z.string().min(1).max(200),
    content: z.string().max(100_000),
    bgColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{3,8}$/)
      .nullable()
      .optional(),
    children: z.array(helpInputSchema).max(100).optional(),
  }),
);
export const helpTreeInputSchema = z.object({ items: z.array(helpInputSchema).max(100) });
/** The answer of an operator's save (help tree, chat settings, operators, canned replies). */
export const savedResultSchema = z.object({ saved: z.literal(true) });

export * from './chat.js';
