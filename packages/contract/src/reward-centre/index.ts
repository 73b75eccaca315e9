import { z } from 'zod';
import { payoutPendingSchema } from '../finance/index.js';
import { amountSchema } from '../wallet/index.js';

export const REWARD_CENTRE_ERRORS = {
  disabled: 'reward_centre_disabled',
  claimed: 'reward_already_claimed',
  notEligible: 'reward_not_eligible',
  taskOff: 'reward_task_off',
  timezone: 'reward_timezone_invalid',
} as const;

/** The tasks of the reward centre (spec 000 §6: signInTask, newbieTask, rescueTask). */
export const REWARD_TASKS = ['SIGN_IN', 'FIRST_DEPOSIT', 'FIRST_BET', 'RESCUE'] as const;
export const rewardTaskSchema = z.enum(REWARD_TASKS);
export type RewardTask = z.infer<typeof rewardTaskSchema>;

const money = z.string().regex(/^\d{1,20}(\.\d{1,4})?$/, 'amount_invalid');
const rate = z.string().regex(/^0(\.\d{1,6})?$|^1(\.0{1,6})?$/, 'rate_invalid');

/** Operator settings. Amounts are decimal strings; `rate` a fraction of the net loss. */
export const rewardCentreSettingsSchema = z.object({
  /** IANA zone in which a "day" (sign-in, rescue periods) begins, e.g. Asia/Shanghai. */
  timezone: z.string().min(1).max(64),
  signIn: z.object({
    enabled: z.boolean(),
    /** Reward of streak day 1, 2, …; after the last day the cycle starts again at day 1. */
    amounts: z.array(money).min(1).max(31),
  }),
  newbie: z.object({
    firstDeposit: z.object({ enabled: z.boolean(), amount: money }),
    firstBet: z.object({ enabled: z.boolean(), amount: money }),
  }),
  rescue: z.object({
    enabled: z.boolean(),
    period: z.enum(['DAY', 'WEEK']),
    /** Net loss (bets minus wins) of the last closed period from which the bonus is paid. */
    threshold: money,
    rate,
    maxBonus: money,
  }),
});
export type RewardCentreSettings = z.infer<typeof rewardCentreSettingsSchema>;
/** What saving answers: the rules in force, or the request waiting for a second operator (ADR 045). */
export const rewardCentreSettingsSavedSchema = z.union([rewardCentreSettingsSchema, payoutPendingSchema]);

export const rewardCentreSchema = z.object({
  /** The member's current day in the merchant's zone (YYYY-MM-DD). */
  today: z.string(),
  signIn: z.object({
    enabled: z.boolean(),
    /** Consecutive days claimed up to today (or yesterday, when today is still open). */
    streak: z.number().int(),
    claimedToday: z.boolean(),
    /** What today's claim pays (or paid). */
    todayAmount: amountSchema,
    amounts: z.array(amountSchema),
  }),
  newbie: z.array(
    z.object({
      task: z.enum(['FIRST_DEPOSIT', 'FIRST_BET']),
      enabled: z.boolean(),
      amount: amountSchema,
      done: z.boolean(),
      claimed: z.boolean(),
    }),
  ),
  rescue: z.object({
    enabled: z.boolean(),
    period: z.enum(['DAY', 'WEEK']),
    /** The closed period the claim is for: its first and last local day. */
    from: z.string(),
    to: z.string(),
    netLoss: amountSchema,
    threshold: amountSchema,
    rate: z.string(),
    bonus: amountSchema,
    claimed: z.boolean(),
  }),
  history: z.array(z.object({ task: rewardTaskSchema, period: z.string(), amount: amountSchema, createdAt: z.string() })),
});
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

export const rewardClaimRequestSchema = z.object({ task: rewardTaskSchema });
export const rewardClaimSchema = z.object({
  task: rewardTaskSchema,
  period: z.string(),
  amount: amountSchema,
  transactionId: z.number().int(),
  streak: z.number().int().nullable(),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;

// ---- Mission leaderboard (spec 000 §6 missionLeaderboard; docs/adr/023) ----

export const MISSION_ERRORS = {
  notFound: 'mission_not_found',
  window: 'mission_window_invalid',
  notStarted: 'mission_not_started',
} as const;

/** What a mission ranks members by: BET is the stakes of settled bets in the mission's window. */
export const MISSION_METRICS = ['BET'] as const;
export const missionMetricSchema = z.enum(MISSION_METRICS);
export const MISSION_STATUSES = ['OPEN', 'CLOSED'] as const;

/** Operators: a mission with its window and the prize of each rank (rank 1 first). */
export const missionInputSchema = z.object({
  title: z.string().trim().min(1).max(100),
  metric: missionMetricSchema.default('BET'),
  startsAt: z.string().datetime({ offset: true }),
  endsAt: z.string().datetime({ offset: true }),
  prizes: z
    .array(money.refine((v) => Number(v) > 0, 'amount_invalid'))
    .min(1)
    .max(50),
});
export type MissionInput = z.infer<typeof missionInputSchema>;

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  metric: missionMetricSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(MISSION_STATUSES),
  prizes: z.array(amountSchema),
  closedAt: z.string().nullable(),
});
export type Mission = z.infer<typeof missionSchema>;

/** One place on a leaderboard; `member` is masked (ab***yz) except the member's own row. */
export const missionPlaceSchema = z.object({
  rank: z.number().int(),
  member: z.string(),
  value: amountSchema,
  prize: amountSchema.nullable(),
  mine: z.boolean(),
});
export type MissionPlace = z.infer<typeof missionPlaceSchema>;

/** A mission as the member sees it: the top places, and their own place (null before they take part). */
export const missionBoardSchema = missionSchema.extend({
  top: z.array(missionPlaceSchema),
  mine: missionPlaceSchema.nullable(),
});
export type MissionBoard = z.infer<typeof missionBoardSchema>;
export const missionBoardsSchema = z.array(missionBoardSchema);

// ---- VIP benefits (club labels drive a level-up bonus; docs/adr/023) ----

export const VIP_ERRORS = { unknownLabel: 'vip_label_unknown' } as const;

/** Operators: the bonus paid once to each member who reaches a level (0 or absent: none). */
export const vipBenefitsInputSchema = z.object({
  levels: z.array(z.object({ labelId: z.number().int().positive(), levelUpBonus: money })).max(100),
});
export type VipBenefitsInput = z.infer<typeof vipBenefitsInputSchema>;
/** What saving answers: the bonuses in force, or the request waiting for a second operator (ADR 045). */
export const vipBenefitsSavedSchema = z.union([vipBenefitsInputSchema, payoutPendingSchema]);

/** The member's view: every level with its bonus, and whether they have received it. */
export const vipBenefitsSchema = z.object({
  currentLabelId: z.number().int().nullable(),
  levels: z.array(z.object({ labelId: z.number().int(), labelName: z.string(), levelUpBonus: amountSchema, received: z.boolean() })),
});
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

/** The console's VIP editor (ADR 029): every club label with its name and level-up bonus ('0.0000': none). */
export const opsVipLevelSchema = z.object({ labelId: z.number().int(), labelName: z.string(), levelUpBonus: amountSchema });
export type OpsVipLevel = z.infer<typeof opsVipLevelSchema>;

/**
 * What keeps a VIP level (ADR 055): over the last `periodDays` the member deposits at least
 * `deposit` and bets at least `validBet`, or moves down one level. A label without a rule is never
 * demoted. Saving replaces the merchant's whole set (a label left out has no rule any more).
 */
export const vipKeepRuleSchema = z.object({
  labelId: z.number().int().positive(),
  periodDays: z.number().int().min(1).max(365),
  deposit: money,
  validBet: money,
});
export type VipKeepRule = z.infer<typeof vipKeepRuleSchema>;
export const vipKeepInputSchema = z.object({ rules: z.array(vipKeepRuleSchema).max(100) });
export type VipKeepInput = z.infer<typeof vipKeepInputSchema>;
