import { z } from 'zod';
import { amountSchema, positiveAmountSchema } from '../wallet/index.js';

/**
 * Safer gambling (issue 27, docs/adr/065): limits the member sets, time-out and self-exclusion,
 * and the reality check. Shared by the server's routes and the member-centre page.
 */
export const SAFER_GAMBLING_ERRORS = {
  /** A bet would take the member past a loss or wager limit. */
  betLimitReached: 'sg_bet_limit_reached',
  /** A deposit request would take the member past a deposit limit. */
  depositLimitReached: 'sg_deposit_limit_reached',
  /** Signed in or betting during a time-out or self-exclusion. */
  excluded: 'sg_excluded',
  /** A registration with the mobile or e-mail of a member whose time-out or self-exclusion runs. */
  registrationRefused: 'sg_registration_refused',
  /** A KYC identity number that belongs to another member whose time-out or self-exclusion runs. */
  identityExcluded: 'sg_identity_excluded',
  /**
   * Signing in on one merchant with the mobile, e-mail or identity number of a self-exclusion taken
   * on another merchant of the deployment (the shared exclusion register, when it is on).
   */
  excludedElsewhere: 'sg_excluded_elsewhere',
  /** Confirming a raise before its 24 hours have passed. */
  pendingNotDue: 'sg_pending_not_due',
  /** Confirming when nothing waits. */
  noPending: 'sg_no_pending',
  /** A shorter or earlier-ending exclusion than the one running (it cannot be undone early). */
  exclusionActive: 'sg_exclusion_active',
  /** The play-time limit of a period is used up: no bets, and no sign-in until the period ends. */
  timeLimitReached: 'sg_time_limit_reached',
  /** A play-time limit that is not a whole number of minutes within TIME_LIMIT_MINUTES. */
  timeLimitInvalid: 'sg_time_limit_invalid',
  /** An operator's time zone that is not an IANA zone name the server knows. */
  timeZoneInvalid: 'sg_time_zone_invalid',
} as const;

/** `session_time` counts minutes of signed-in play; the others count money. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session_time'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const limitKindSchema = z.enum(LIMIT_KINDS);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);
export type LimitKind = z.infer<typeof limitKindSchema>;
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** A play-time limit in whole minutes: at least one, at most a whole month's. */
export const TIME_LIMIT_MINUTES = { min: 1, max: 31 * 24 * 60 } as const;

/** A raise or a removal waits this long before the member may confirm it (LCCP SR 3.5.5). */
export const RAISE_COOL_OFF_MS = 24 * 3_600_000;
/** Time-out: 1 day to 6 weeks; self-exclusion: 6 months to 5 years, or permanent (null months). */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
/** Reality-check intervals a member may choose; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export const realityCheckMinutesSchema = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);

export const limitViewSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The limit in force; null when none. For `session_time` this and `used`/`left` are whole minutes. */
  amount: amountSchema.nullable(),
  /** Counted since the period began in the merchant's time zone. */
  used: amountSchema,
  /** What is left before the limit (never negative); null when no limit. */
  left: amountSchema.nullable(),
  periodEndsAt: z.string(),
  /** A raise (amount) or removal (amount null) waiting; confirmable from `confirmableAt`. */
  pending: z.object({ amount: amountSchema.nullable(), confirmableAt: z.string() }).nullable(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const exclusionViewSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  startedAt: z.string(),
  /** null: permanent. */
  until: z.string().nullable(),
});
export type ExclusionView = z.infer<typeof exclusionViewSchema>;

export const saferGamblingOverviewSchema = z.object({
  limits: z.array(limitViewSchema),
  exclusion: exclusionViewSchema.nullable(),
  realityCheck: z.object({ minutes: realityCheckMinutesSchema, merchantDefault: realityCheckMinutesSchema, chosen: z.boolean() }),
  timeZone: z.string(),
});
export type SaferGamblingOverview = z.infer<typeof saferGamblingOverviewSchema>;

/** Set, lower, raise (waits) or remove (amount null, waits) one limit; a `session_time` amount is whole minutes (the service checks). */
export const setLimitSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema, amount: positiveAmountSchema.nullable() });
export type SetLimit = z.infer<typeof setLimitSchema>;
export const confirmLimitSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema });

export const takeExclusionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), days: z.number().int().min(TIMEOUT_DAYS.min).max(TIMEOUT_DAYS.max) }),
  z.object({
    kind: z.literal('self_exclusion'),
    months: z.number().int().min(SELF_EXCLUSION_MONTHS.min).max(SELF_EXCLUSION_MONTHS.max).nullable(),
  }),
]);
export type TakeExclusion = z.infer<typeof takeExclusionSchema>;

export const setRealityCheckSchema = z.object({ minutes: realityCheckMinutesSchema });

/** What the reality-check dialog shows: since this sign-in. */
export const realityCheckSchema = z.object({
  signedInAt: z.string(),
  minutes: z.number().int(),
  staked: amountSchema,
  won: amountSchema,
  /** Won minus staked: negative is a loss. */
  net: amountSchema,
  intervalMinutes: realityCheckMinutesSchema,
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/** What happened to a member's protections, as the history keeps it (operator console, ADR 065). */
export const HISTORY_EVENTS = ['limit_set', 'limit_pending', 'limit_confirmed', 'exclusion', 'reality_check'] as const;
export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.enum(HISTORY_EVENTS),
  kind: z.string().nullable(),
  period: limitPeriodSchema.nullable(),
  /** The limit's new amount (null: removed), or the reality-check minutes. */
  amount: z.string().nullable(),
  /** An exclusion's end (null: permanent or not an exclusion). */
  until: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The operator console's read-only view of one member: no route lifts or shortens an exclusion. */
export const opsSaferGamblingMemberSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  overview: saferGamblingOverviewSchema,
  history: z.array(historyEntrySchema),
});
export type OpsSaferGamblingMember = z.infer<typeof opsSaferGamblingMemberSchema>;
export const opsSaferGamblingMemberParamsSchema = z.object({ code: z.string().min(1).max(32), account: z.string().min(1).max(64) });

/**
 * What a merchant may tune (`GET|PUT /ops/merchants/:code/safer-gambling/settings`): the zone its
 * limit periods and ages are counted in, and the reality-check interval of members who chose none.
 * The protections themselves have no switch (docs/adr/065, part 3).
 */
export const saferGamblingSettingsSchema = z.object({
  /** An IANA zone name, e.g. `Asia/Shanghai`; the server refuses one it does not know. */
  timeZone: z.string().trim().min(1).max(64),
  realityCheckDefault: realityCheckMinutesSchema,
});
export type SaferGamblingSettings = z.infer<typeof saferGamblingSettingsSchema>;

/** `sign_in`: a sign-in refused because a period's play time is used up (its amount is 0: nothing was asked for). */
export const REFUSAL_GATES = ['bet', 'deposit', 'sign_in'] as const;
export type RefusalGate = (typeof REFUSAL_GATES)[number];
/** One refusal by a limit gate: who, when, which limit, and the amount asked for. */
export const limitRefusalSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  gate: z.enum(REFUSAL_GATES),
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: z.string(),
});
export const opsRefusalsQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const opsRefusalsPageSchema = z.object({
  list: z.array(limitRefusalSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OpsRefusalsPage = z.infer<typeof opsRefusalsPageSchema>;
