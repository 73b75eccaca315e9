import { z } from 'zod';
import { isSafeLink, LINK_ERROR, safeLinkSchema } from '../common/links.js';
import { scheduleSchema } from '../common/schedule.js';
import { payoutPendingSchema } from '../finance/index.js';
import { amountSchema } from '../wallet/index.js';

/** Spec 000 §7 / §9: getAvailablePromotions is polled every 5 minutes. */
export const AVAILABLE_PROMOTIONS_POLL_MS = 300_000;
/** Spec 000 §2: a `#id` deep link scrolls after 400 ms, leaving 150 px above the promotion. */
export const PROMOTION_SCROLL_DELAY_MS = 400;
export const PROMOTION_SCROLL_OFFSET_PX = 150;

/** Spec 001 §5: reward application limits. */
export const REWARD_REMARKS_MAX = 140;
export const REWARD_IMAGE_MAX_BYTES = 5_242_880;
export const REWARD_IMAGES_MAX = 3;
export const REWARD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const REWARD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const PROMOTION_ERRORS = {
  notFound: 'promotion_not_found',
  remarkRequired: 'reward_remark_required',
  remarkTooLong: 'reward_remark_too_long',
  imageRequired: 'reward_image_required',
  imageType: 'reward_image_type',
  imageTooLarge: 'reward_image_too_large',
  tooManyImages: 'reward_too_many_images',
  alreadyApplied: 'reward_already_applied',
  notApplicable: 'promotion_not_applicable',
  applicationDecided: 'reward_application_decided',
  nothingToWaive: 'wagering_nothing_to_waive',
  applicationNotFound: 'reward_application_not_found',
} as const;

// What the home page shows (banners, popups) lives in a leaf module, so the home route loads
// those schemas without the rest of the feature's contract (the budget, ARCHITECTURE.md §5).
export * from './home/index.js';
export * from './ops-content.js';
export * from './translations.js';

import { bannerSchema, linkageTypeSchema, popupExecutionSchema } from './home/index.js';
import { bannerTranslationsSchema, popupTranslationsSchema, promotionTranslationsSchema } from './translations.js';

/** Spec 000 §3: available promotions are counted by these types (REFERRAL also exists). */
export const PROMOTION_TYPES = ['MANUAL', 'RAFFLE', 'TICKET', 'REGISTER', 'LOGIN', 'SAVIOR', 'MISSION_MANUAL', 'REFERRAL'] as const;
export const promotionTypeSchema = z.enum(PROMOTION_TYPES);
export type PromotionType = z.infer<typeof promotionTypeSchema>;

export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const yn = z.enum(['Y', 'N']);

/** Spec 001 §3 promotion. `applicationStatus` is the signed-in member's own (null: none or visitor). */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  startDateStr: z.string(),
  endDate: z.string().nullable(),
  promotionType: promotionTypeSchema,
  redirect: z.string().nullable(),
  externalLink: z.string().nullable(),
  announcementImages: z.array(z.object({ imageId: z.number().int(), url: z.string() })),
  linkedPromotionId: z.number().int().nullable(),
  remarkRequired: yn,
  imageRequired: yn,
  /** Members apply for its reward (the apply-for-reward modal); not a spec field. */
  applicable: z.boolean(),
  applicationStatus: applicationStatusSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
/** A promotion as the console lists it: any dates, with its order. */
/** As the console lists it: with its order, its variants and where it stands by the server's clock. */
export const opsPromotionSchema = promotionSchema.extend({
  sort: z.number().int(),
  translations: promotionTranslationsSchema,
  schedule: scheduleSchema,
});
export type OpsPromotion = z.infer<typeof opsPromotionSchema>;

/**
 * Spec 001 §7 "promotion announcement category": the promotion list's filter tabs. A category is a
 * promotion type with at least one running promotion, in PROMOTION_TYPES order (ADR 053).
 */
export const promotionCategorySchema = z.object({ category: promotionTypeSchema, count: z.number().int() });
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;
/** The categories of the running promotions' types (ADR 053): each present type once, in PROMOTION_TYPES order, counted. */
export function promotionCategories(types: readonly string[]): PromotionCategory[] {
  return PROMOTION_TYPES.filter((t) => types.includes(t)).map((category) => ({
    category,
    count: types.filter((t) => t === category).length,
  }));
}
/** `GET /wps/promotions?category=`: no category is all of them. */
export const promotionListQuerySchema = z.object({ category: promotionTypeSchema.optional() });

export const availablePromotionsSchema = z.object({
  total: z.number().int(),
  types: z.array(z.object({ type: promotionTypeSchema, count: z.number().int() })),
});
export type AvailablePromotions = z.infer<typeof availablePromotionsSchema>;

/** A data URL image grows by 4/3 in base64; a little room for the `data:` prefix. */
const IMAGE_TEXT_MAX = Math.ceil((REWARD_IMAGE_MAX_BYTES * 1.15) / 3) * 4 + 64;

/** Spec 001 §3 reward application (sign-up request reward). Limits are checked by the service, so each gets its own message. */
export const rewardApplicationInputSchema = z.object({
  promotionId: z.number().int().positive(),
  remarks: z.string().max(1000).default(''),
  pictures: z.array(z.string().max(IMAGE_TEXT_MAX)).max(10).default([]),
});
export type RewardApplicationInput = z.infer<typeof rewardApplicationInputSchema>;

/** The member's view of an application (promotion claim list); the wagering requirement is visible. */
export const rewardApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  status: applicationStatusSchema,
  remarks: z.string(),
  images: z.number().int(),
  bonus: amountSchema.nullable(),
  turnoverRequired: amountSchema.nullable(),
  decisionRemarks: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Set when an operator waived the wagering requirement (the withdrawal check then ignores it). */
  wageringWaivedAt: z.string().nullable(),
});
export type RewardApplication = z.infer<typeof rewardApplicationSchema>;

// ---- operator inputs ----

// Every link an operator enters here follows the one rule in common/links.ts.
const link = safeLinkSchema();
export const bannerInputSchema = z
  .object({
    url: link.min(1),
    // A promotion id for P, unused for G, a link for URL (checked below).
    linkage: z.string().max(1000).default(''),
    linkageType: linkageTypeSchema,
    roomId: z.string().max(60).nullable().default(null),
    nodeId: z.string().max(60).nullable().default(null),
    vendor: z.string().max(40).nullable().default(null),
    groupName: z.string().min(1).max(40).default('home'),
    sort: z.number().int().default(0),
    /** Per-language images (issue 29); left out, the stored variants stay as they are. */
    translations: bannerTranslationsSchema.optional(),
  })
  // An empty URL linkage is a banner without a click target.
  .refine((b) => b.linkageType !== 'URL' || b.linkage.trim() === '' || isSafeLink(b.linkage.trim()), {
    message: LINK_ERROR,
    path: ['linkage'],
  });
/** A banner as the operator console lists it (with its order). */
export const opsBannerSchema = bannerSchema.extend({ sort: z.number().int(), translations: bannerTranslationsSchema });
export type OpsBanner = z.infer<typeof opsBannerSchema>;
export const popupInputSchema = z.object({
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
  execution: popupExecutionSchema,
  sort: z.number().int().default(0),
  /** Optional showing window (ADR 029); the service refuses an end not after the start with its own message. */
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Per-language title and content (issue 29); left out, the stored variants stay as they are. */
  translations: popupTranslationsSchema.optional(),
});
export type PopupInput = z.infer<typeof popupInputSchema>;
export const promotionInputSchema = z.object({
  title: z.string().min(1).max(200),
  content: z.string().max(200_000),
  startDate: z.iso.datetime().optional(),
  endDate: z.iso.datetime().nullable().default(null),
  promotionType: promotionTypeSchema.default('MANUAL'),
  redirect: safeLinkSchema({ max: 300, allowEmpty: true }).nullable().default(null),
  externalLink: safeLinkSchema({ allowEmpty: true }).nullable().default(null),
  images: z.array(link).max(10).default([]),
  linkedPromotionId: z.number().int().nullable().default(null),
  remarkRequired: yn.default('N'),
  imageRequired: yn.default('N'),
  /** Whether members apply for it (sign-up request reward) — the go-to button becomes "apply". */
  applicable: z.boolean().default(false),
  sort: z.number().int().default(0),
  /** Per-language title, content and images (issue 29); left out, the stored variants stay as they are. */
  translations: promotionTranslationsSchema.optional(),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

export const approveApplicationSchema = z.object({
  bonus: amountSchema,
  /** Wagering requirement as a multiple of the bonus (turnover required = bonus × multiplier). */
  turnoverMultiplier: z.number().int().min(0).max(100).default(1),
  remarks: z.string().max(300).default(''),
});
export const rejectApplicationSchema = z.object({ remarks: z.string().max(300).default('') });
export const opsApplicationSchema = rewardApplicationSchema.extend({ memberId: z.number().int() });
/**
 * The approval's answer: above the merchant's threshold the application stays PENDING and the bonus
 * waits in finance's pending approvals for a second operator (`pending: true`, `approvalId`; ADR 037).
 */
export const approveApplicationResultSchema = opsApplicationSchema.extend(payoutPendingSchema.shape);
export const applicationListQuerySchema = z.object({
  status: applicationStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The member's outstanding wagering (docs/adr/023): each approved bonus with a requirement, the
 * stakes counted since it was paid, and what is still to bet before a withdrawal is allowed.
 */
export const wageringStatusSchema = z.object({
  remaining: amountSchema,
  bonuses: z.array(
    z.object({
      /** The reward application; null for a promo code's bonus (docs/adr/058), named by `promoCode`. */
      applicationId: z.number().int().nullable(),
      promoCode: z.string().nullable().optional(),
      promotionTitle: z.string(),
      bonus: amountSchema,
      required: amountSchema,
      turnover: amountSchema,
      paidAt: z.string(),
    }),
  ),
});
export type WageringStatus = z.infer<typeof wageringStatusSchema>;
export const waiveWageringSchema = z.object({ remarks: z.string().min(1).max(300) });
