import { z } from 'zod';

/** Spec 000 §3 feedback types: deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, other 0. */
export const FEEDBACK_TYPES = { other: 0, deposit: 1, withdrawal: 2, game: 3, customerService: 4, applyAgent: 6 } as const;
export const FEEDBACK_TYPE_VALUES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPE_VALUES)[number];
/** Spec 000 §9: the description is limited to 500 characters, the hint says 20 to 500. */
export const FEEDBACK_MAX = 500;
export const FEEDBACK_HINT_MIN = 20;
export const FEEDBACK_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** Larger images are refused before decoding (the data URL is about 4/3 of this). */
export const FEEDBACK_IMAGE_MAX_BYTES = 3 * 1024 * 1024;

export const FEEDBACK_ERRORS = {
  descriptionRequired: 'feedback_description_required',
  captchaRequired: 'feedback_captcha_required',
  captchaWrong: 'feedback_captcha_wrong',
  /** Spec 000 §5: images only jpg, jpeg, png. */
  imageType: 'activity_apply_remark_limit2',
  imageNeedsLogin: 'feedback_image_needs_login',
  imageTooLarge: 'feedback_image_too_large',
  notFound: 'feedback_not_found',
  /** A visitor has no member centre to read an answer in. */
  replyVisitor: 'feedback_reply_visitor',
  /** The merchant has switched the feedback form off (flag FEEDBACK3). */
  disabled: 'feedback_disabled',
} as const;

/** Spec 000 §3 feedback payload. `file` is a data URL, only for signed-in members. */
export const feedbackPayloadSchema = z.object({
  sender: z.string().max(40).default(''),
  content: z.string().max(FEEDBACK_MAX).default(''),
  type: z.coerce
    .number()
    .int()
    .refine((v): v is FeedbackType => (FEEDBACK_TYPE_VALUES as readonly number[]).includes(v), { message: 'unknown feedback type' }),
  captcha: z.string().max(20).default(''),
  file: z
    .string()
    .max(Math.ceil((FEEDBACK_IMAGE_MAX_BYTES * 4) / 3) + 100)
    .optional(),
});
export type FeedbackPayload = z.input<typeof feedbackPayloadSchema>;

export const feedbackReceiptSchema = z.object({ id: z.number().int() });

/** What an operator sees. */
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int().nullable(),
  sender: z.string(),
  type: z.number().int(),
  content: z.string(),
  hasImage: z.boolean(),
  imageMime: z.string().nullable(),
  ip: z.string(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export const feedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const feedbackIdParamsSchema = z.object({ code: z.string().min(1).max(32), id: z.coerce.number().int().positive() });

export const FEEDBACK_REPLY_MAX = 1000;
/** `POST /ops/merchants/:code/feedback/:id/reply` (ADR 030). */
export const feedbackReplyInputSchema = z.object({ reply: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) });
export const feedbackReplyStateSchema = z.object({
  id: z.number().int(),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
/** A member's feedback is awaiting an answer until an operator replies (ADR 033). */
export const MEMBER_FEEDBACK_STATUSES = ['awaiting', 'replied'] as const;
export type MemberFeedbackStatus = (typeof MEMBER_FEEDBACK_STATUSES)[number];
/** Page size of the member centre's "My feedback" list (ADR 033). */
export const MEMBER_FEEDBACK_PAGE_SIZE = 10;
/** What a member sees of their own feedback (`GET /wps/feedback/mine`): never the IP or who answered. */
export const memberFeedbackItemSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  status: z.enum(MEMBER_FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type MemberFeedbackItem = z.infer<typeof memberFeedbackItemSchema>;
export const memberFeedbackPageSchema = z.object({
  list: z.array(memberFeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type MemberFeedbackPage = z.infer<typeof memberFeedbackPageSchema>;
