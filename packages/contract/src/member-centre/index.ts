/**
 * Which pages the member and agent centres show, from the merchant's flags and the member (spec 000 §2).
 * No server folder: the centre owns no table and no route; each page calls its own feature's API, and
 * the server refuses what a switch turns off there (ADR 048). The web's features/member-centre renders it.
 */
import { z } from 'zod';
import { AGENT_MENU_TYPES } from '../accounts/index.js';
import type { Whitelabel } from '../system/flags.js';
import type { CustomerServiceEntry, Resource } from '../system/settings.js';

/** Member centre pages in menu order; securityCenter is the default (spec 000 §2). */
export const MEMBER_PAGES = [
  'securityCenter',
  'messageV2',
  'transferFund',
  'transferUpline',
  'rewardCenter',
  'depositv2',
  'withdraw',
  'bonusDetails',
  'referral',
  'missionLeaderboard',
  'manualRebate',
  'playerMRDailySalary',
  /** Not in the spec's list: the member's own feedback with the operators' answers (ADR 033). */
  'myFeedback',
  /** Not in the spec's list: the member's own limits, time-out and self-exclusion (issue 27, ADR 065). */
  'saferGambling',
  /** Not in the spec's list: the member's KYC level and document uploads (docs/adr/066-kyc.md). */
  'identityVerification',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
/** `profile` is another name for securityCenter (spec 000 §2). */
export const MEMBER_PAGE_ALIASES: Readonly<Record<string, MemberPage>> = { profile: 'securityCenter' };
export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

export const AGENT_PAGES = [
  'agentTeamOverview',
  'agentRedRain',
  'palStatementsAgentCopy',
  'personalHistoryCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'registerCenter',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

const contractAgent = z.object({ status: z.string() });
const contractGroup = z.array(z.object({ agentList: z.array(contractAgent) })).nullable();

/** Agent contract summary (spec 000 §3): the groups that decide which salary pages exist. */
export const agentContractSummarySchema = z.object({
  contracthoursalinfo: contractGroup,
  dailysalinfotype: contractGroup,
  realtimesalinfotype: contractGroup,
  divtypeinfo: contractGroup,
  divtypecompperiodinfo: contractGroup,
});
export type AgentContractSummary = z.infer<typeof agentContractSummarySchema>;

/** Promotions the centre cares about (spec 000 §3 availablePromo). `null` means none listed. */
export type CentrePromotions = { MISSION?: { enabled: boolean }; REFERRAL?: { enabled: boolean } } | null;

export type CentreInput = {
  /** False without a session token. */
  signedIn: boolean;
  flags: Whitelabel;
  /** Member info: type is isAgent; toUpline 1 allows the transfer to the upline. */
  member: { type: number; toUpline: number } | null;
  /** Wallet flag isSingle: 1 when the merchant has a single wallet. */
  isSingle: number | null;
  /** A daily-salary setting exists for this player. */
  hasDailySalary: boolean;
  /** The player has a rebate (getRebate). */
  hasRebate: boolean;
  promotions: CentrePromotions;
  /** Agent contract summary; null until loaded or when the member has none. */
  contracts: AgentContractSummary | null;
};

const groupExists = (g: AgentContractSummary[keyof AgentContractSummary] | undefined) => !!g?.some((e) => e.agentList.length > 0);

/** Spec 000 §6: the dividend group counts when any compensation-period agent entry is active (A) or valid (V). */
export function contractExists(contracts: AgentContractSummary | null, group: keyof AgentContractSummary): boolean {
  if (!contracts) return false;
  if (group === 'divtypeinfo' || group === 'divtypecompperiodinfo')
    return !!contracts.divtypecompperiodinfo?.some((e) => e.agentList.some((a) => a.status === 'A' || a.status === 'V'));
  return groupExists(contracts[group]);
}

/** Spec 000 §6: referral is available with no promotions listed, the referral promotion on, or for agents. */
export function referralAvailable(input: Pick<CentreInput, 'promotions' | 'member'>): boolean {
  if (input.member && AGENT_MENU_TYPES.includes(input.member.type)) return true;
  if (!input.promotions || Object.keys(input.promotions).length === 0) return true;
  return input.promotions.REFERRAL?.enabled === true;
}

/** Why a centre cannot open at all, as the message code to show; null when it can. */
export function centreBlock(input: Pick<CentreInput, 'signedIn' | 'member'>): 'in_sorry_in' | 'in_please_account' | null {
  if (!input.signedIn) return 'in_sorry_in';
  if (input.member?.type === 4) return 'in_please_account';
  return null;
}

/**
 * Every member-centre gating rule of spec 000 §6 in one place. The result keeps menu order;
 * an empty list means the centre cannot open (no token, or account type 4).
 */
export function memberCentrePages(input: CentreInput): MemberPage[] {
  if (centreBlock(input)) return [];
  const { flags: f, member } = input;
  const creditMarket = f.CREDITMAR3;
  const rules: Record<MemberPage, boolean> = {
    securityCenter: true,
    messageV2: f.MAILCEN,
    transferFund: input.isSingle !== 1,
    transferUpline: member?.toUpline === 1 && member.type !== 2 && f.AGETRANSFERUP3,
    rewardCenter: f.REWCEN3,
    depositv2: f.DEPOSIT && !creditMarket,
    withdraw: f.WITHDRAW && !creditMarket,
    bonusDetails: f.PLYRBT && input.hasRebate,
    referral: referralAvailable(input),
    missionLeaderboard: input.promotions?.MISSION?.enabled === true,
    manualRebate: f.MANPLAYREB3,
    playerMRDailySalary: input.hasDailySalary,
    myFeedback: f.FEEDBACK3,
    // Real accounts only (types 0, 1, 2): trial credits are no one's money, and the API refuses them.
    saferGambling: member === null || member.type <= 2,
    // Always there: a member may verify before any threshold asks it (the server refuses what is not due).
    identityVerification: true,
  };
  return MEMBER_PAGES.filter((p) => rules[p]);
}

/** Whether the member sees the agent centre at all (isAgent 1, 2, 41, 42; spec 000 §6). */
export const hasAgentCentre = (type: number | undefined) => type !== undefined && AGENT_MENU_TYPES.includes(type);

/**
 * Agent pages (spec 000 §6): each hides when its switch is off or when no matching contract
 * exists; the overview always shows. Which switch guards which page is recorded in docs/adr/011.
 */
export function agentCentrePages(input: CentreInput): AgentPage[] {
  if (centreBlock(input) || !hasAgentCentre(input.member?.type)) return [];
  const { flags: f, contracts: c } = input;
  const rules: Record<AgentPage, boolean> = {
    agentTeamOverview: true,
    agentRedRain: f.AGENTRANSMULTDOWN3,
    palStatementsAgentCopy: f.AGETEAMPNL3,
    personalHistoryCopy: f.TEAMBETTING3,
    agentDividendRecordCopy2: contractExists(c, 'divtypeinfo'),
    agentDailyWages2: contractExists(c, 'dailysalinfotype'),
    agentHourSalary: contractExists(c, 'contracthoursalinfo'),
    agentRealtimeSalary: contractExists(c, 'realtimesalinfotype'),
    registerCenter: f.AGEPAG,
  };
  return AGENT_PAGES.filter((p) => rules[p]);
}

/** The page to select: the requested one when allowed (aliases resolved), else the first allowed. */
export function pickPage<P extends string>(
  allowed: readonly P[],
  requested: string | null | undefined,
  aliases: Readonly<Record<string, P>> = {},
): P | null {
  const wanted = requested ? (aliases[requested] ?? requested) : null;
  if (wanted && (allowed as readonly string[]).includes(wanted)) return wanted as P;
  return allowed[0] ?? null;
}

/** Referral button (spec 000 §4). */
export type ReferralTarget =
  | { kind: 'agentCentre'; page: 'registerCenter' }
  | { kind: 'memberCentre'; page: 'referral' }
  | { kind: 'customerService' }
  | { kind: 'overviewModal' };

export function referralTarget(
  input: Pick<CentreInput, 'signedIn' | 'member' | 'promotions'> & { referralEnabled: boolean },
): ReferralTarget {
  if (!input.signedIn) return { kind: 'overviewModal' };
  if (input.member && hasAgentCentre(input.member.type)) return { kind: 'agentCentre', page: 'registerCenter' };
  if (input.member?.type !== 4 && input.referralEnabled) return { kind: 'memberCentre', page: 'referral' };
  return { kind: 'customerService' };
}

/** Right bar buttons in their display order (spec 001 §2). */
export const RIGHT_BAR_BUTTONS = [
  'wechat',
  'qq',
  'liveChat',
  'skype',
  'appDownload',
  'promotion',
  'speedTest',
  'noticeBoard',
  'help',
  'recharge',
  'memberCentre',
  'zalo',
] as const;
export type RightBarButton = (typeof RIGHT_BAR_BUTTONS)[number];
/** Back-to-top appears once the page has scrolled this far (spec 001 §2). */
export const BACK_TO_TOP_FROM_PX = 200;

export type RightBarEntry = { key: RightBarButton; url: string | null; qrCodeUrl: string | null };

/**
 * The right bar per merchant: contact buttons come from resources (WECHAT, QQ, SKYPE, ZALO),
 * live chat from customer service, the rest from resources and flags. A button with nothing
 * to open is left out rather than shown dead.
 */
export function rightBarEntries(input: {
  resources: readonly Resource[];
  customerService: readonly CustomerServiceEntry[];
  flags: Whitelabel;
  signedIn: boolean;
  memberType: number | null;
}): RightBarEntry[] {
  const res = (type: string) => input.resources.find((r) => r.resourceType === type);
  const fromResource = (key: RightBarButton, type: string): RightBarEntry | null => {
    const r = res(type);
    return r ? { key, url: r.url || null, qrCodeUrl: r.qrCodeUrl } : null;
  };
  const real = input.signedIn && input.memberType !== 4;
  const f = input.flags;
  const entries: (RightBarEntry | null)[] = [
    fromResource('wechat', 'WECHAT'),
    fromResource('qq', 'QQ'),
    input.customerService.length ? { key: 'liveChat', url: null, qrCodeUrl: null } : null,
    fromResource('skype', 'SKYPE'),
    res('IOS') || res('Android') || res('H5') ? { key: 'appDownload', url: null, qrCodeUrl: null } : null,
    f.REWCEN3 ? { key: 'promotion', url: null, qrCodeUrl: null } : null,
    res('SpeedTest') ? { key: 'speedTest', url: res('SpeedTest')?.url || null, qrCodeUrl: null } : null,
    f.INBOX3 ? { key: 'noticeBoard', url: null, qrCodeUrl: null } : null,
    { key: 'help', url: null, qrCodeUrl: null },
    real && f.DEPOSIT && !f.CREDITMAR3 ? { key: 'recharge', url: null, qrCodeUrl: null } : null,
    real ? { key: 'memberCentre', url: null, qrCodeUrl: null } : null,
    fromResource('zalo', 'ZALO'),
  ];
  return entries.filter((e): e is RightBarEntry => e !== null);
}
