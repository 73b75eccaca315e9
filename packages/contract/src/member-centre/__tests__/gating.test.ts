import { describe, expect, it } from 'vitest';
import { resolveWhitelabel, type Whitelabel } from '../../system/index.js';
import {
  type AgentContractSummary,
  type AgentPage,
  agentCentrePages,
  type CentreInput,
  type MemberPage,
  memberCentrePages,
  pickPage,
  referralTarget,
  rightBarEntries,
} from '../index.js';

const flags = (over: Partial<Whitelabel> = {}) => ({ ...resolveWhitelabel({}), ...over });
const emptyContracts: AgentContractSummary = {
  contracthoursalinfo: null,
  dailysalinfotype: null,
  realtimesalinfotype: null,
  divtypeinfo: null,
  divtypecompperiodinfo: null,
};
const withAgent = (status: string) => [{ agentList: [{ status }] }];

/** A player with every optional input present, so each row can take exactly one thing away. */
const base = (over: Partial<CentreInput> = {}): CentreInput => ({
  signedIn: true,
  flags: flags(),
  member: { type: 0, toUpline: 1 },
  isSingle: 0,
  hasDailySalary: true,
  hasRebate: true,
  promotions: { MISSION: { enabled: true }, REFERRAL: { enabled: true } },
  contracts: emptyContracts,
  ...over,
});

type MemberRow = { rule: string; input: CentreInput; page: MemberPage; shown: boolean };

// One row per rule of spec 000 §6 (member centre), named after the rule; each flips one input.
const memberRows: MemberRow[] = [
  { rule: 'myFeedback shows while the feedback form is on (FEEDBACK3)', input: base(), page: 'myFeedback', shown: true },
  { rule: 'myFeedback hidden with FEEDBACK3 off', input: base({ flags: flags({ FEEDBACK3: false }) }), page: 'myFeedback', shown: false },
  {
    rule: 'securityCenter always shows for a real member',
    input: base({ flags: flags({ MAILCEN: false }) }),
    page: 'securityCenter',
    shown: true,
  },
  { rule: 'playerMRDailySalary needs a daily-salary setting (has one)', input: base(), page: 'playerMRDailySalary', shown: true },
  {
    rule: 'playerMRDailySalary needs a daily-salary setting (has none)',
    input: base({ hasDailySalary: false }),
    page: 'playerMRDailySalary',
    shown: false,
  },
  { rule: 'transferUpline needs toUpline 1, not agent type 2, and AGETRANSFERUP3', input: base(), page: 'transferUpline', shown: true },
  {
    rule: 'transferUpline hidden when toUpline is not 1',
    input: base({ member: { type: 0, toUpline: 0 } }),
    page: 'transferUpline',
    shown: false,
  },
  {
    rule: 'transferUpline hidden for agent type 2',
    input: base({ member: { type: 2, toUpline: 1 } }),
    page: 'transferUpline',
    shown: false,
  },
  {
    rule: 'transferUpline hidden when AGETRANSFERUP3 is off',
    input: base({ flags: flags({ AGETRANSFERUP3: false }) }),
    page: 'transferUpline',
    shown: false,
  },
  { rule: 'transferFund shows when wallet isSingle is 0', input: base(), page: 'transferFund', shown: true },
  { rule: 'transferFund hidden when wallet isSingle is 1', input: base({ isSingle: 1 }), page: 'transferFund', shown: false },
  { rule: 'rewardCenter needs REWCEN3 (on)', input: base(), page: 'rewardCenter', shown: true },
  { rule: 'rewardCenter needs REWCEN3 (off)', input: base({ flags: flags({ REWCEN3: false }) }), page: 'rewardCenter', shown: false },
  { rule: 'messageV2 needs MAILCEN (on)', input: base(), page: 'messageV2', shown: true },
  { rule: 'messageV2 needs MAILCEN (off)', input: base({ flags: flags({ MAILCEN: false }) }), page: 'messageV2', shown: false },
  { rule: 'depositv2 needs DEPOSIT and not CREDITMAR3', input: base(), page: 'depositv2', shown: true },
  { rule: 'depositv2 hidden when DEPOSIT is off', input: base({ flags: flags({ DEPOSIT: false }) }), page: 'depositv2', shown: false },
  { rule: 'depositv2 hidden when CREDITMAR3 is on', input: base({ flags: flags({ CREDITMAR3: true }) }), page: 'depositv2', shown: false },
  { rule: 'withdraw needs WITHDRAW and not CREDITMAR3', input: base(), page: 'withdraw', shown: true },
  { rule: 'withdraw hidden when WITHDRAW is off', input: base({ flags: flags({ WITHDRAW: false }) }), page: 'withdraw', shown: false },
  { rule: 'withdraw hidden when CREDITMAR3 is on', input: base({ flags: flags({ CREDITMAR3: true }) }), page: 'withdraw', shown: false },
  { rule: 'bonusDetails needs PLYRBT and a rebate', input: base(), page: 'bonusDetails', shown: true },
  { rule: 'bonusDetails hidden when PLYRBT is off', input: base({ flags: flags({ PLYRBT: false }) }), page: 'bonusDetails', shown: false },
  { rule: 'bonusDetails hidden without a rebate', input: base({ hasRebate: false }), page: 'bonusDetails', shown: false },
  { rule: 'referral shows when the referral promotion is enabled', input: base(), page: 'referral', shown: true },
  { rule: 'referral shows when no promotions are listed', input: base({ promotions: null }), page: 'referral', shown: true },
  {
    rule: 'referral hidden when promotions are listed without an enabled referral',
    input: base({ promotions: { MISSION: { enabled: true }, REFERRAL: { enabled: false } } }),
    page: 'referral',
    shown: false,
  },
  {
    rule: 'referral shows for an agent even with the referral promotion off',
    input: base({ member: { type: 1, toUpline: 0 }, promotions: { REFERRAL: { enabled: false } } }),
    page: 'referral',
    shown: true,
  },
  { rule: 'missionLeaderboard needs the mission promotion enabled', input: base(), page: 'missionLeaderboard', shown: true },
  {
    rule: 'missionLeaderboard hidden when the mission promotion is off',
    input: base({ promotions: { MISSION: { enabled: false }, REFERRAL: { enabled: true } } }),
    page: 'missionLeaderboard',
    shown: false,
  },
  { rule: 'manualRebate needs MANPLAYREB3 (on)', input: base(), page: 'manualRebate', shown: true },
  {
    rule: 'manualRebate needs MANPLAYREB3 (off)',
    input: base({ flags: flags({ MANPLAYREB3: false }) }),
    page: 'manualRebate',
    shown: false,
  },
  { rule: 'no token: no member centre page (redirect to /login)', input: base({ signedIn: false }), page: 'securityCenter', shown: false },
  {
    rule: 'account type 4 is barred from the member centre',
    input: base({ member: { type: 4, toUpline: 0 } }),
    page: 'securityCenter',
    shown: false,
  },
  {
    rule: 'account type 4 has no myFeedback page (no member centre at all)',
    input: base({ member: { type: 4, toUpline: 0 } }),
    page: 'myFeedback',
    shown: false,
  },
];

describe('member centre gating (spec 000 §6)', () => {
  it.each(memberRows)('$rule', ({ input, page, shown }) => {
    expect(memberCentrePages(input).includes(page)).toBe(shown);
  });
});

const agent = (over: Partial<CentreInput> = {}) =>
  base({
    member: { type: 1, toUpline: 0 },
    contracts: {
      contracthoursalinfo: withAgent('A'),
      dailysalinfotype: withAgent('A'),
      realtimesalinfotype: withAgent('A'),
      divtypeinfo: withAgent('A'),
      divtypecompperiodinfo: withAgent('V'),
    },
    ...over,
  });
const noContract = (group: keyof AgentContractSummary) =>
  agent({ contracts: { ...(agent().contracts as AgentContractSummary), [group]: [] } });
const allOff = flags({ AGEPAG: false, AGENTRANSMULTDOWN3: false, AGETEAMPNL3: false, TEAMBETTING3: false });

type AgentRow = { rule: string; input: CentreInput; page: AgentPage; shown: boolean };
const agentRows: AgentRow[] = [
  {
    rule: 'agentTeamOverview shows even with every agent switch off',
    input: agent({ flags: allOff, contracts: null }),
    page: 'agentTeamOverview',
    shown: true,
  },
  { rule: 'registerCenter needs AGEPAG (on)', input: agent(), page: 'registerCenter', shown: true },
  { rule: 'registerCenter needs AGEPAG (off)', input: agent({ flags: flags({ AGEPAG: false }) }), page: 'registerCenter', shown: false },
  { rule: 'agentRedRain needs AGENTRANSMULTDOWN3 (on)', input: agent(), page: 'agentRedRain', shown: true },
  {
    rule: 'agentRedRain needs AGENTRANSMULTDOWN3 (off)',
    input: agent({ flags: flags({ AGENTRANSMULTDOWN3: false }) }),
    page: 'agentRedRain',
    shown: false,
  },
  { rule: 'palStatementsAgentCopy needs AGETEAMPNL3 (on)', input: agent(), page: 'palStatementsAgentCopy', shown: true },
  {
    rule: 'palStatementsAgentCopy needs AGETEAMPNL3 (off)',
    input: agent({ flags: flags({ AGETEAMPNL3: false }) }),
    page: 'palStatementsAgentCopy',
    shown: false,
  },
  { rule: 'personalHistoryCopy needs TEAMBETTING3 (on)', input: agent(), page: 'personalHistoryCopy', shown: true },
  {
    rule: 'personalHistoryCopy needs TEAMBETTING3 (off)',
    input: agent({ flags: flags({ TEAMBETTING3: false }) }),
    page: 'personalHistoryCopy',
    shown: false,
  },
  { rule: 'agentDailyWages2 needs a daily-salary contract entry', input: agent(), page: 'agentDailyWages2', shown: true },
  {
    rule: 'agentDailyWages2 hidden without a daily-salary contract entry',
    input: noContract('dailysalinfotype'),
    page: 'agentDailyWages2',
    shown: false,
  },
  { rule: 'agentHourSalary needs an hour-salary contract entry', input: agent(), page: 'agentHourSalary', shown: true },
  {
    rule: 'agentHourSalary hidden without an hour-salary contract entry',
    input: noContract('contracthoursalinfo'),
    page: 'agentHourSalary',
    shown: false,
  },
  { rule: 'agentRealtimeSalary needs a realtime-salary contract entry', input: agent(), page: 'agentRealtimeSalary', shown: true },
  {
    rule: 'agentRealtimeSalary hidden without a realtime-salary contract entry',
    input: noContract('realtimesalinfotype'),
    page: 'agentRealtimeSalary',
    shown: false,
  },
  {
    rule: 'agentDividendRecordCopy2 shows when a compensation-period entry has status V',
    input: agent(),
    page: 'agentDividendRecordCopy2',
    shown: true,
  },
  {
    rule: 'agentDividendRecordCopy2 shows when a compensation-period entry has status A',
    input: agent({ contracts: { ...(agent().contracts as AgentContractSummary), divtypecompperiodinfo: withAgent('A') } }),
    page: 'agentDividendRecordCopy2',
    shown: true,
  },
  {
    rule: 'agentDividendRecordCopy2 hidden when compensation-period entries are neither A nor V',
    input: agent({ contracts: { ...(agent().contracts as AgentContractSummary), divtypecompperiodinfo: withAgent('X') } }),
    page: 'agentDividendRecordCopy2',
    shown: false,
  },
  {
    rule: 'contract pages hidden when no contract summary exists',
    input: agent({ contracts: null }),
    page: 'agentDailyWages2',
    shown: false,
  },
  { rule: 'agent centre open to isAgent 2', input: agent({ member: { type: 2, toUpline: 0 } }), page: 'agentTeamOverview', shown: true },
  { rule: 'agent centre open to isAgent 41', input: agent({ member: { type: 41, toUpline: 0 } }), page: 'agentTeamOverview', shown: true },
  { rule: 'agent centre open to isAgent 42', input: agent({ member: { type: 42, toUpline: 0 } }), page: 'agentTeamOverview', shown: true },
  {
    rule: 'no agent centre for a player (isAgent 0)',
    input: agent({ member: { type: 0, toUpline: 0 } }),
    page: 'agentTeamOverview',
    shown: false,
  },
  { rule: 'no agent centre for isAgent 40', input: agent({ member: { type: 40, toUpline: 0 } }), page: 'agentTeamOverview', shown: false },
  {
    rule: 'account type 4 is barred from the agent centre',
    input: agent({ member: { type: 4, toUpline: 0 } }),
    page: 'agentTeamOverview',
    shown: false,
  },
  { rule: 'no token: no agent centre', input: agent({ signedIn: false }), page: 'agentTeamOverview', shown: false },
];

describe('agent centre gating (spec 000 §6)', () => {
  it.each(agentRows)('$rule', ({ input, page, shown }) => {
    expect(agentCentrePages(input).includes(page)).toBe(shown);
  });
});

describe('page selection', () => {
  it('selects the requested page when allowed, resolves the profile alias, and falls back to the first page', () => {
    const pages = memberCentrePages(base());
    expect(pickPage(pages, 'withdraw')).toBe('withdraw');
    expect(pickPage(pages, 'profile', { profile: 'securityCenter' })).toBe('securityCenter');
    expect(pickPage(memberCentrePages(base({ flags: flags({ WITHDRAW: false }) })), 'withdraw')).toBe('securityCenter');
    expect(pickPage([], 'withdraw')).toBeNull();
  });
});

describe('referral button (spec 000 §4)', () => {
  const ask = (signedIn: boolean, type: number, referralEnabled: boolean) =>
    referralTarget({ signedIn, member: signedIn ? { type, toUpline: 0 } : null, promotions: null, referralEnabled });
  it.each([
    { rule: 'a visitor sees the referral overview modal', got: ask(false, 0, true), want: { kind: 'overviewModal' } },
    {
      rule: 'an agent opens the agent centre at registerCenter',
      got: ask(true, 1, false),
      want: { kind: 'agentCentre', page: 'registerCenter' },
    },
    {
      rule: 'a player with referral opens the member centre at referral',
      got: ask(true, 0, true),
      want: { kind: 'memberCentre', page: 'referral' },
    },
    { rule: 'a player without referral gets customer service', got: ask(true, 0, false), want: { kind: 'customerService' } },
    { rule: 'a free-play guest gets customer service', got: ask(true, 4, true), want: { kind: 'customerService' } },
  ])('$rule', ({ got, want }) => expect(got).toEqual(want));
});

describe('right bar (spec 001 §2)', () => {
  it('shows contact buttons only for configured resources and member buttons only for real members', () => {
    const resources = [
      { resourceType: 'WECHAT' as const, url: 'weixin://x', qrCodeUrl: 'https://qr/wechat' },
      { resourceType: 'IOS' as const, url: '/download#ios', qrCodeUrl: null },
    ];
    const visitor = rightBarEntries({ resources, customerService: [], flags: flags(), signedIn: false, memberType: null }).map(
      (e) => e.key,
    );
    expect(visitor).toEqual(['wechat', 'appDownload', 'promotion', 'noticeBoard', 'help']);
    const player = rightBarEntries({ resources, customerService: [], flags: flags(), signedIn: true, memberType: 0 }).map((e) => e.key);
    expect(player).toEqual(['wechat', 'appDownload', 'promotion', 'noticeBoard', 'help', 'recharge', 'memberCentre']);
    const guest = rightBarEntries({ resources, customerService: [], flags: flags(), signedIn: true, memberType: 4 }).map((e) => e.key);
    expect(guest).not.toContain('memberCentre');
  });

  it('hides the notice board with INBOX3 off (the server refuses its calls too, ADR 036)', () => {
    const keys = (f: ReturnType<typeof flags>) =>
      rightBarEntries({ resources: [], customerService: [], flags: f, signedIn: true, memberType: 0 }).map((e) => e.key);
    expect(keys(flags())).toContain('noticeBoard');
    expect(keys(flags({ INBOX3: false }))).not.toContain('noticeBoard');
  });
});
