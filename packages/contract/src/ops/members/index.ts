import { z } from 'zod';
import { endedSessionsSchema } from '../../session/index.js';
import { walletBalanceSchema } from '../../wallet/index.js';

/**
 * The operator console's Members and agents pages (ADR 025). A module of its own so none of it
 * reaches the player's bundle.
 */

export const MEMBER_STATUSES = ['active', 'locked', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_OPS_ERRORS = {
  /** Every write on a member says why; the reason goes to the audit and (lock) onto the member. */
  reasonRequired: 'ops_reason_required',
  memberNotFound: 'ops_member_not_found',
  sessionNotFound: 'ops_session_not_found',
} as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

export const memberSearchQuerySchema = z.object({
  /** Prefix of the account, case-insensitive. */
  account: optionalText(32),
  /** Part of the nickname, case-insensitive. */
  nickname: optionalText(40),
  /** Digits anywhere in the mobile number. */
  mobile: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,20}$/)
      .optional(),
  ),
  status: z.preprocess(emptyToUndefined, z.enum(MEMBER_STATUSES).optional()),
  type: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(99).optional()),
  clubLabelId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

export const memberAccountParamsSchema = z.object({ code: z.string().min(1).max(32), account: z.string().min(1).max(32) });

const labelSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

export const memberSummarySchema = z.object({
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  clubLabel: labelSchema.nullable(),
  mobile: z.string().nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberPageSchema = z.object({
  items: z.array(memberSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const memberProfileSchema = memberSummarySchema.extend({
  email: z.string().nullable(),
  language: z.string(),
  memberLabels: z.array(labelSchema),
  upline: z.string().nullable(),
  /** Why the status last changed and when (null while never changed by an operator). */
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  /** The member still has a default/one-time password: the next sign-in forces a change. */
  passwordIsDefault: z.boolean(),
  passwordChangedAt: z.string(),
  /** Second-factor methods the member has bound (G authenticator, E e-mail, S SMS, P payee). */
  twoFactor: z.array(z.string()),
  /** Through the wallet service; null when the wallet cannot answer. */
  balance: walletBalanceSchema.nullable(),
  /** Members under this one in the downline tree (0 for players). */
  teamSize: z.number().int(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const opsReasonSchema = z.object({ reason: z.string().max(200) });
export const endSessionsInputSchema = opsReasonSchema.extend({
  /** One session; absent ends every live session of the member. */
  sessionId: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});
export const endSessionsResultSchema = endedSessionsSchema;
export const memberStatusResultSchema = z.object({ account: z.string(), status: z.enum(MEMBER_STATUSES), sessionsEnded: z.number().int() });
/** Shown once to the operator, who hands it to the member; never stored in clear nor in the audit. */
export const resetPasswordResultSchema = z.object({ temporaryPassword: z.string(), sessionsEnded: z.number().int() });
export const resetTwoFactorResultSchema = z.object({ removed: z.array(z.string()) });

export const memberSessionSchema = z.object({
  id: z.string(),
  /** member, or password_change (the forced-change sign-in). */
  kind: z.string(),
  device: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

// ---- Operator console: the downline tree (ADR 025) ----
export const agentTreeQuerySchema = z.object({
  /** Account whose direct downline to list; absent lists the top of the tree. */
  parent: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(32).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(50),
});
export const agentTreeNodeSchema = z.object({
  account: z.string(),
  type: z.number().int(),
  teamSize: z.number().int(),
  joinedAt: z.string(),
});
export type AgentTreeNode = z.infer<typeof agentTreeNodeSchema>;
export const agentTreePageSchema = z.object({
  items: z.array(agentTreeNodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** What the default SMS and mail providers kept (the dev/test stand-in for real transports; ADR 025). */
export const smsOutboxQuerySchema = z.object({
  to: z
    .string()
    .regex(/^\d{4,24}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const mailOutboxQuerySchema = z.object({
  to: z.string().max(120).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const smsOutboxItemSchema = z.object({
  id: z.number(),
  toNumber: z.string(),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const mailOutboxItemSchema = z.object({
  id: z.number(),
  toAddress: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;
