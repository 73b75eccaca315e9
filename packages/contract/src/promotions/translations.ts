import { z } from 'zod';
import { safeLinkSchema } from '../common/links.js';
import { translationsSchema } from '../common/translations.js';

/**
 * The per-language variants of operator content (issue 29). Each field has the same limits as the
 * base field it overrides; an empty field means "use the fallback" (common/translations.ts).
 */
export const promotionTranslationsSchema = translationsSchema({
  title: z.string().trim().max(200),
  content: z.string().max(200_000),
  images: z.array(safeLinkSchema()).max(10),
});
export const popupTranslationsSchema = translationsSchema({ title: z.string().trim().max(200), content: z.string().max(100_000) });
export const bannerTranslationsSchema = translationsSchema({ url: safeLinkSchema({ allowEmpty: true }) });

export type PromotionTranslations = z.infer<typeof promotionTranslationsSchema>;
export type PopupTranslations = z.infer<typeof popupTranslationsSchema>;
export type BannerTranslations = z.infer<typeof bannerTranslationsSchema>;
