import { z } from 'zod';
import { payoutPendingSchema } from '../finance/index.js';
import { amountSchema, positiveAmountSchema } from '../wallet/index.js';

/**
 * Agents (issue 11; spec 000 §3/§6, spec 001 §3/§4/§5/§7/§9): the downline tree, the register
 * centre, the four contract kinds an upline proposes to a downline, their settlements and reports.
 */

/** The four contract kinds; each has its own consolidated request and info group. */
export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const contractKindSchema = z.enum(CONTRACT_KINDS);

/**
 * Spec 001 §4: P pending, E expired (like P for dividend), V active; R rejected and C terminated
 * are where a contract ends. Actions: A accept (or "keep" on an active one), R reject, C terminate.
 */
export const CONTRACT_STATUSES = ['P', 'E', 'V', 'R', 'C'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const contractActionSchema = z.enum(['A', 'R', 'C']);
export type ContractAction = z.infer<typeof contractActionSchema>;

/** Product types a dividend or hourly salary counts; ALL counts every bet (ADR 018). */
export const PRODUCT_TYPES = ['ALL', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'LOTTERY', 'PVP', 'ESPORTS'] as const;
export const productTypeSchema = z.enum(PRODUCT_TYPES);
/** Dividend computation periods: one settlement per period. */
export const COMPUTATION_PERIODS = ['DAILY', 'WEEKLY', 'HALF_MONTH', 'MONTHLY'] as const;
export const computationPeriodSchema = z.enum(COMPUTATION_PERIODS);
export type ComputationPeriod = z.infer<typeof computationPeriodSchema>;

/** A pending proposal becomes E (expired) after this long without an answer. */
export const CONTRACT_PENDING_DAYS = 7;
/** Spec 001 §9: contract rates are whole percents. */
export const contractRateSchema = z.number().int().min(0).max(100);
const count = z.number().int().min(0).max(1_000_000);
const yn = z.enum(['Y', 'N']);
/** P: rate is a percent of the team's bets (up to 2 decimals); F: a fixed amount. */
export const rateTypeSchema = z.enum(['P', 'F']);
const percent = z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'agents_rate_invalid');

export const dividendTierSchema = z.object({
  minimumBet: amountSchema,
  netLoss: amountSchema,
  periodicTotalBet: amountSchema,
  activeMember: count,
  contractRate: contractRateSchema,
  periodicTotalBetRequired: yn,
});
export const dailyTierSchema = z.object({ betVolume: amountSchema, activeMember: count, rateType: rateTypeSchema, rate: amountSchema });
export const hourTierSchema = z.object({ minimumBet: amountSchema, activeMember: count, rateType: rateTypeSchema, rate: amountSchema });
export const realtimeTierSchema = z.object({ betAmount: amountSchema, lossRate: percent, winRate: percent });
export type DividendTier = z.infer<typeof dividendTierSchema>;
export type DailyTier = z.infer<typeof dailyTierSchema>;
export type HourTier = z.infer<typeof hourTierSchema>;
export type RealtimeTier = z.infer<typeof realtimeTierSchema>;

/** What an upline proposes (agent side). `account` names a member of the proposer's downline. */
export const proposeContractSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DIVIDEND'),
    account: z.string().trim().min(1).max(32),
    productType: productTypeSchema,
    computationPeriod: computationPeriodSchema,
    tiers: z.array(dividendTierSchema).min(1).max(20),
  }),
  z.object({ kind: z.literal('DAILY'), account: z.string().trim().min(1).max(32), tiers: z.array(dailyTierSchema).min(1).max(20) }),
  z.object({
    kind: z.literal('HOURLY'),
    account: z.string().trim().min(1).max(32),
    productType: productTypeSchema,
    tiers: z.array(hourTierSchema).min(1).max(20),
  }),
  z.object({ kind: z.literal('REALTIME'), account: z.string().trim().min(1).max(32), tiers: z.array(realtimeTierSchema).min(1).max(20) }),
]);
export type ProposeContract = z.infer<typeof proposeContractSchema>;

// ---- Consolidated contract settings (spec 001 §3), as the downline reads them ----
export const dividendRequestSchema = z.object({
  productType: z.string(),
  computationPeriod: z.string(),
  contracts: z.array(dividendTierSchema.extend({ id: z.number().int(), status: z.enum(CONTRACT_STATUSES), downlineHigherRate: yn })),
});
export const dailyRequestSchema = z.object({ id: z.number().int(), status: z.enum(CONTRACT_STATUSES), details: z.array(dailyTierSchema) });
export const hourRequestSchema = z.object({
  contractId: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  productType: z.string(),
  hourSalaryRates: z.array(hourTierSchema),
});
export const realtimeRequestSchema = z.object({
  contractId: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  realTimeSalaryRates: z.array(realtimeTierSchema),
});
const infoGroup = z.array(z.object({ agentList: z.array(z.object({ status: z.string(), agent: z.string() })) }));
export const consolidatedContractsSchema = z.object({
  dailysalreqtype: z.array(dailyRequestSchema),
  divtypereq: z.array(dividendRequestSchema),
  divtypecompperiodreq: z.array(dividendRequestSchema),
  contracthoursalreq: z.array(hourRequestSchema),
  realtimesalreqtype: z.array(realtimeRequestSchema),
  contracthoursalinfo: infoGroup,
  dailysalinfotype: infoGroup,
  realtimesalinfotype: infoGroup,
  divtypeinfo: infoGroup,
  divtypecompperiodinfo: infoGroup,
});
export type ConsolidatedContracts = z.infer<typeof consolidatedContractsSchema>;
export type DividendRequest = z.infer<typeof dividendRequestSchema>;
export type DailyRequest = z.infer<typeof dailyRequestSchema>;
export type HourRequest = z.infer<typeof hourRequestSchema>;
export type RealtimeRequest = z.infer<typeof realtimeRequestSchema>;

// ---- The four answer calls (spec 001 §7) ----
export const dividendAnswerSchema = z.object({
  productType: z.string().max(16),
  computationPeriod: z.string().max(16),
  status: contractActionSchema,
});
export const dailyAnswerSchema = z.object({ id: z.coerce.number().int().positive(), status: contractActionSchema });
export const hourAnswerSchema = z.object({
  contractId: z.coerce.number().int().positive(),
  status: contractActionSchema,
  productType: z.string().max(16).optional(),
});
export const realtimeAnswerSchema = z.object({ contractId: z.coerce.number().int().positive(), status: contractActionSchema });
export const contractAnswerResultSchema = z.object({ id: z.number().int(), status: z.enum(CONTRACT_STATUSES) });

/** A contract as either side lists it. */
export const contractViewSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  status: z.enum(CONTRACT_STATUSES),
  upline: z.string().nullable(),
  downline: z.string(),
  productType: z.string().nullable(),
  computationPeriod: z.string().nullable(),
  tiers: z.array(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ContractView = z.infer<typeof contractViewSchema>;
/** `GET /wps/agent/contracts`: held from my upline, or given to my downline. */
export const contractsQuerySchema = z.object({ side: z.enum(['held', 'given']).default('held'), kind: contractKindSchema.optional() });
/** Both sides of one member at once (operator console). */
export const memberContractsSchema = z.object({ held: z.array(contractViewSchema), given: z.array(contractViewSchema) });

// ---- Settlements (statements both sides read) ----
export const statementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: contractKindSchema,
  upline: z.string().nullable(),
  downline: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamBet: amountSchema,
  teamNetLoss: amountSchema,
  activeMembers: z.number().int(),
  amount: amountSchema,
  status: z.enum(['PAID', 'NOTHING', 'UNPAID']),
  createdAt: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementQuerySchema = z.object({
  kind: contractKindSchema.optional(),
  /** paid: what I paid my downlines; received: what I was paid. */
  side: z.enum(['paid', 'received']).default('received'),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const statementPageSchema = z.object({ items: z.array(statementSchema), total: z.number().int() });

// ---- Team ----
export const TEAM_PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export const teamPeriodSchema = z.enum(TEAM_PERIODS);
export type TeamPeriod = z.infer<typeof teamPeriodSchema>;
export const teamOverviewSchema = z.object({
  period: teamPeriodSchema,
  from: z.string(),
  to: z.string(),
  teamSize: z.number().int(),
  directMembers: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: amountSchema,
  bets: amountSchema,
  wins: amountSchema,
  /** The team's result from the house side: bets minus wins (positive when the team lost). */
  profitLoss: amountSchema,
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;
export const teamOverviewQuerySchema = z.object({ period: teamPeriodSchema.default('today') });
export const teamMemberSchema = z.object({
  account: z.string(),
  isAgent: z.number().int(),
  depth: z.number().int(),
  teamSize: z.number().int(),
  rebate: z.string(),
  bets: amountSchema,
  wins: amountSchema,
  profitLoss: amountSchema,
  joinedAt: z.string(),
});
export const teamMembersQuerySchema = z.object({
  period: teamPeriodSchema.default('today'),
  /** Members under this one (must be in the caller's downline); default the caller's direct downline. */
  parent: z.string().max(32).optional(),
  account: z.string().max(32).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const teamMembersPageSchema = z.object({ items: z.array(teamMemberSchema), total: z.number().int() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

// ---- Register centre ----
/** Rebate as a percent with up to 2 decimals; never above the creating agent's own. */
export const rebateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'agents_rebate_invalid');
export const createDownlineSchema = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,16}$/, 'agents_account_invalid'),
  password: z.string().regex(/^[A-Za-z0-9]{6,12}$/, 'agents_password_invalid'),
  /** 0 player, 1 agent. */
  isAgent: z.union([z.literal(0), z.literal(1)]),
  rebate: rebateSchema,
});
export const createInviteSchema = z.object({ isAgent: z.union([z.literal(0), z.literal(1)]), rebate: rebateSchema });
export const inviteSchema = z.object({
  code: z.string(),
  isAgent: z.number().int(),
  rebate: z.string(),
  registrations: z.number().int(),
  createdAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const registerCentreSchema = z.object({ ownRebate: z.string(), invites: z.array(inviteSchema) });
export type RegisterCentre = z.infer<typeof registerCentreSchema>;
export const createdDownlineSchema = z.object({ account: z.string(), isAgent: z.number().int(), rebate: z.string() });

/** Most members one transfer request may pay (AGENTRANSMULTDOWN3: "one or several"). */
export const TRANSFER_DOWNLINE_MAX = 20;
/**
 * Transfer to the downline (AGENTRANSMULTDOWN3): amounts to one or several members of the caller's
 * team, all or nothing. `key` is the request's idempotency key (a retry moves nothing twice).
 */
export const transferDownlineSchema = z.object({
  transfers: z
    .array(z.object({ account: z.string().trim().min(1).max(32), amount: positiveAmountSchema }))
    .min(1)
    .max(TRANSFER_DOWNLINE_MAX),
  paymentPassword: z.string().max(32).optional(),
  key: z.string().min(8).max(100),
});
export type TransferDownline = z.infer<typeof transferDownlineSchema>;
export const downlineTransferSchema = z.object({
  account: z.string(),
  amount: z.string(),
  /** "out" the caller sent it to a downline, "in" the caller received it from their upline. */
  direction: z.enum(['out', 'in']),
  createdAt: z.string(),
});
export type DownlineTransfer = z.infer<typeof downlineTransferSchema>;
export const transferDownlineResultSchema = z.object({ total: z.string(), transfers: z.array(downlineTransferSchema) });
export const downlineTransfersPageSchema = z.object({ items: z.array(downlineTransferSchema), total: z.number().int() });
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const AGENTS_ERRORS = {
  notAgent: 'agents_not_agent',
  notDownline: 'agents_not_downline',
  contractNotFound: 'agents_contract_not_found',
  transition: 'agents_contract_transition',
  expired: 'agents_contract_expired',
  contractOpen: 'agents_contract_open',
  rebateTooHigh: 'agents_rebate_too_high',
  accountTaken: 'agents_account_taken',
  transferOff: 'agents_transfer_off',
  transferDuplicate: 'agents_transfer_duplicate',
  rainInvalid: 'agents_rain_invalid',
  rainNotFound: 'agents_rain_not_found',
  rainClosed: 'agents_rain_closed',
  rainEmpty: 'agents_rain_empty',
  rainGrabbed: 'agents_rain_grabbed',
} as const;

/** Spec 001 §9: a rate shown as a whole percent ("12%"). */
export const formatContractRate = (rate: number | string) => `${Math.round(Number(rate))}%`;

// ---- Team records: downline transactions and team betting (TEAMBETTING3) ----
export const BET_PRODUCTS = ['HOUSE', 'GAMES', 'LOTTERY'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];
/** Pages are read by merging several sources newest first, so a page reaches at most this far back. */
export const TEAM_RECORDS_MAX_ROWS = 1000;
export const teamRecordsQuerySchema = z.object({
  period: teamPeriodSchema.default('today'),
  /** One member of the caller's team; default the whole team. */
  account: z.string().trim().max(32).optional(),
  product: z.enum(['ALL', ...BET_PRODUCTS]).default('ALL'),
  /** page × size stays within TEAM_RECORDS_MAX_ROWS. */
  page: z.coerce.number().int().min(1).max(TEAM_RECORDS_MAX_ROWS).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type TeamRecordsQuery = z.infer<typeof teamRecordsQuerySchema>;
export const teamBetSchema = z.object({
  account: z.string(),
  product: z.enum(BET_PRODUCTS),
  game: z.string(),
  bet: z.string(),
  win: z.string(),
  createdAt: z.string(),
});
export type TeamBet = z.infer<typeof teamBetSchema>;
export const teamBetsPageSchema = z.object({ items: z.array(teamBetSchema), total: z.number().int() });
export const downlineTransactionSchema = z.object({
  account: z.string(),
  type: z.enum(['DEPOSIT', 'WITHDRAW', 'TRANSFER']),
  amount: z.string(),
  /** Cashier: pending, approved, rejected; transfers are always done. */
  status: z.string(),
  /** The sender of a transfer. */
  from: z.string().nullable(),
  createdAt: z.string(),
});
export type DownlineTransaction = z.infer<typeof downlineTransactionSchema>;
export const downlineTransactionsPageSchema = z.object({ items: z.array(downlineTransactionSchema), total: z.number().int() });

// ---- Red-envelope rain (agentRedRain): an agent-funded pot split into envelopes for the team ----
export const RAIN_MAX_ENVELOPES = 200;
export const RAIN_MAX_POT = '1000000';
/** The smallest envelope: every envelope holds at least this much. */
export const RAIN_MIN_ENVELOPE = '0.01';
export const RAIN_MAX_MINUTES = 24 * 60;
export const createRainSchema = z.object({
  pot: positiveAmountSchema,
  envelopes: z.coerce.number().int().min(1).max(RAIN_MAX_ENVELOPES),
  /** Start in this many minutes (0 = now); the window lasts `minutes`. */
  startsInMinutes: z.coerce.number().int().min(0).max(RAIN_MAX_MINUTES).default(0),
  minutes: z.coerce.number().int().min(1).max(RAIN_MAX_MINUTES),
  paymentPassword: z.string().max(32).optional(),
  key: z.string().min(8).max(100),
});
export type CreateRain = z.infer<typeof createRainSchema>;
export const rainSchema = z.object({
  id: z.number().int(),
  agent: z.string(),
  pot: z.string(),
  envelopes: z.number().int(),
  claimed: z.number().int(),
  claimedAmount: z.string(),
  /** OPEN until the window ends; SETTLED once the unclaimed rest went back to the agent. */
  status: z.enum(['OPEN', 'SETTLED']),
  refunded: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Member view: what I grabbed from this rain, if anything. */
  mine: z.string().nullable(),
});
export type Rain = z.infer<typeof rainSchema>;
export const grabResultSchema = z.object({ rainId: z.number().int(), amount: z.string() });
export const rainParamsSchema = z.object({ id: z.coerce.number().int().positive() });

// ---- Operator API ----
/** A future asOf settles open periods early (demos and tests); absent settles what has ended by now. */
export const settleAgentsInputSchema = z.object({ asOf: z.iso.datetime().optional() }).optional();
/** How many settlements the run paid. */
export const settleAgentsResultSchema = z.object({ settled: z.number().int() });
export const setAgentRebateSchema = z.object({ rebate: rebateSchema });
/** The rebate in force; a raise waiting for a second operator (ADR 045) also says pending and its approvalId. */
export const agentRebateResultSchema = z.object({ rebate: z.string() }).extend(payoutPendingSchema.shape);
/** The new proposal, or the approval a contract paying more waits for (ADR 045). */
export const houseContractResultSchema = z.union([z.object({ id: z.number().int() }), payoutPendingSchema]);
