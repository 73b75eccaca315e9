import { z } from 'zod';
import { popupSchema } from './home/index.js';
import { popupTranslationsSchema } from './translations.js';

/**
 * The console's content editors (ADR 026): every promotion and popup whatever its dates, in the
 * order players see them, and a preview of operator HTML exactly as the server would store it.
 */
export const PROMOTION_CONTENT_ERRORS = {
  inUse: 'promotion_in_use',
  window: 'promotion_window_invalid',
  popupWindow: 'popup_window_invalid',
} as const;

export const opsPopupSchema = popupSchema.extend({
  sort: z.number().int(),
  /** When players start and stop seeing it (null: no limit on that side). */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  translations: popupTranslationsSchema,
});
export type OpsPopup = z.infer<typeof opsPopupSchema>;

/** Operator HTML to preview (the same limit as a promotion's content). */
export const htmlPreviewInputSchema = z.object({ html: z.string().max(200_000) });
export const htmlPreviewSchema = z.object({ html: z.string() });
export type HtmlPreview = z.infer<typeof htmlPreviewSchema>;
