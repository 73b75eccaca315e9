import { z } from 'zod';

/** Spec 001 §9: banner autoplay 2500 ms (another area 3000 ms). */
export const BANNER_AUTOPLAY_MS = 2500;
export const BANNER_AUTOPLAY_ALT_MS = 3000;
export const LINKAGE_TYPES = ['URL', 'P', 'G'] as const;
export const linkageTypeSchema = z.enum(LINKAGE_TYPES);

/** Spec 001 §3 banner. `url` is the image; `linkage` is where a click goes (by linkageType). */
export const bannerSchema = z.object({
  bannerId: z.number().int(),
  url: z.string(),
  linkage: z.string(),
  linkageType: linkageTypeSchema,
  roomId: z.string().nullable(),
  nodeId: z.string().nullable(),
  vendor: z.string().nullable(),
  groupName: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerQuerySchema = z.object({ groupName: z.string().max(40).default('home') });

/** Spec 001 §3 popup execution codes (meaning not shown; ADR 016): A after sign-in, B before sign-in (visitors), F for everyone. */
export const POPUP_EXECUTIONS = ['A', 'F', 'B'] as const;
export const popupExecutionSchema = z.enum(POPUP_EXECUTIONS);
export const popupSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string(), execution: popupExecutionSchema });
export type Popup = z.infer<typeof popupSchema>;
