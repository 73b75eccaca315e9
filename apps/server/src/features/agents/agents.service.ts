import { Big } from '@arcadia/contract';
import { AGENT_MENU_TYPES } from '@arcadia/contract/accounts';
import {
  AGENTS_ERRORS,
  type Invite,
  type RegisterCentre,
  type TeamMember,
  type TeamOverview,
  type TeamPeriod,
} from '@arcadia/contract/agents';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RuleGate } from '../finance/index.js';
import type { AgentsRepository, Q } from './agents.repository.js';
import type { RollupService } from './agents.rollup.js';
import { startOfDay, startOfHour } from './agents.rules.js';

/** What agents reads from the features that own members, codes and money (wired in features/index.ts). */
export type AgentsPorts = {
  member(
    merchantId: number,
    memberId: number,
  ): Promise<{ id: number; account: string; isAgent: number; uplineId: number | null; createdAt: Date }>;
  memberByAccount(merchantId: number, account: string): Promise<{ id: number; account: string; isAgent: number } | null>;
  createMember(input: {
    merchantId: number;
    account: string;
    password: string;
    isAgent: number;
    uplineId: number;
  }): Promise<{ id: number; account: string }>;
  /** Registers an invite code as a registration affiliate code of the agent. */
  addAffiliate(merchantId: number, code: string, agentId: number): Promise<void>;
  /** The affiliate code a member registered with, if any. */
  affiliateCodeOf(merchantId: number, memberId: number): Promise<string | null>;
  /**
   * Finance's two-person gate (ADR 045) for a rebate an operator raises and for a house-funded
   * contract that pays an agent more: null applies at once, as always; otherwise it waits for a
   * second operator (the approval's id and state).
   */
  rebateGate: RuleGate;
  contractGate: RuleGate;
};

export type Actor = { name: string; operatorId: number | null };
/** Seeds and tests act as the platform, not as a person: the machine token's standing (ADR 024). */
export const AUTOMATION: Actor = { name: 'system', operatorId: null };

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString();
const toFixed4 = (v: string) => new Big(v).toFixed(4);

/** The window of a team period (UTC days; the week starts on Monday). */
export function periodWindow(period: TeamPeriod, now: Date): { from: Date; to: Date } {
  const today = startOfDay(now);
  const tomorrow = new Date(today.getTime() + DAY);
  if (period === 'today') return { from: today, to: tomorrow };
  if (period === 'yesterday') return { from: new Date(today.getTime() - DAY), to: today };
  if (period === 'week') return { from: new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY), to: tomorrow };
  return { from: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)), to: tomorrow };
}

/** The downline tree, team reports and the register centre. Every read is limited to the caller's team. */
export class AgentsService {
  constructor(
    readonly repo: AgentsRepository,
    private readonly clock: Clock,
    private readonly ports: AgentsPorts,
    private readonly rollup: RollupService,
  ) {}

  /**
   * Port for accounts: every member it creates joins the downline tree, except guests (type 4)
   * without an upline, who belong to nobody's team.
   */
  async onAccountCreated(member: { merchantId: number; id: number; isAgent: number; uplineId: number | null; createdAt: Date }) {
    if (member.isAgent !== 4 || member.uplineId !== null)
      await this.onMemberCreated(member.merchantId, member.id, member.uplineId, member.createdAt);
  }

  /** A member was created (registration, register centre, seed) under `uplineId`. */
  async onMemberCreated(merchantId: number, memberId: number, uplineId: number | null, joinedAt: Date): Promise<void> {
    if (uplineId !== null) await this.ensureInTree(merchantId, uplineId);
    await this.repo.addToTree(merchantId, memberId, uplineId, joinedAt);
  }

  /** Members made before this feature existed join the tree on first use, ancestors first. */
  async ensureInTree(merchantId: number, memberId: number): Promise<void> {
    const chain: { id: number; uplineId: number | null; createdAt: Date }[] = [];
    for (let id: number | null = memberId; id !== null && chain.length < 64; ) {
      if (await this.repo.inTree(merchantId, id)) break;
      const m = await this.ports.member(merchantId, id);
      chain.push({ id, uplineId: m.uplineId, createdAt: m.createdAt });
      id = m.uplineId;
    }
    // Joined-at is the member's own creation time, so "new members" counts stay true for old members.
    for (const link of chain.reverse()) await this.repo.addToTree(merchantId, link.id, link.uplineId, link.createdAt);
  }

  /** The caller must be an agent (isAgent 1, 2, 41, 42) to use the agent centre's calls. */
  async requireAgent(merchantId: number, memberId: number) {
    const me = await this.ports.member(merchantId, memberId);
    if (!AGENT_MENU_TYPES.includes(me.isAgent)) throw new AppError(AGENTS_ERRORS.notAgent, 403);
    await this.ensureInTree(merchantId, memberId);
    return me;
  }

  /** A member of the caller's downline by account; anyone else (or unknown) is the same refusal. */
  async downline(merchantId: number, agentId: number, account: string) {
    const m = await this.ports.memberByAccount(merchantId, account);
    if (m) await this.ensureInTree(merchantId, m.id);
    const depth = m ? await this.repo.depthBelow(merchantId, agentId, m.id) : null;
    if (!m || depth === null || depth < 1) throw new AppError(AGENTS_ERRORS.notDownline, 404);
    return { ...m, depth };
  }

  async isDownline(merchantId: number, agentId: number, memberId: number): Promise<boolean> {
    await this.ensureInTree(merchantId, memberId);
    const depth = await this.repo.depthBelow(merchantId, agentId, memberId);
    return depth !== null && depth >= 1;
  }

  async overview(merchantId: number, agentId: number, period: TeamPeriod): Promise<TeamOverview> {
    const { from, to } = periodWindow(period, this.clock.now());
    // The rollups (folded rows plus the unfolded tail), not a scan of the team's turnover. Read
    // beside the agent check (one round trip less); nothing is returned unless the check passes.
    const [, r] = await Promise.all([this.requireAgent(merchantId, agentId), this.rollup.overview(merchantId, agentId, period, from)]);
    return {
      period,
      from: iso(from),
      to: iso(to),
      teamSize: r.size,
      directMembers: r.direct,
      newMembers: r.joined,
      activeMembers: r.active,
      deposits: toFixed4(r.deposits),
      bets: toFixed4(r.bet),
      wins: toFixed4(r.win),
      profitLoss: new Big(r.bet).minus(r.win).toFixed(4),
    };
  }

  /** Direct members of the caller (or of `parent` in their team), or one named member, with period sums. */
  async members(
    merchantId: number,
    agentId: number,
    q: { period: TeamPeriod; parent?: string | undefined; account?: string | undefined; page: number; size: number },
  ): Promise<{ items: TeamMember[]; total: number }> {
    await this.requireAgent(merchantId, agentId);
    const parentId = q.parent ? (await this.downline(merchantId, agentId, q.parent)).id : agentId;
    const only = q.account ? (await this.downline(merchantId, agentId, q.account)).id : undefined;
    const { from, to } = periodWindow(q.period, this.clock.now());
    const rows = await this.repo.children(merchantId, q.account ? agentId : parentId, from, to, q.page, q.size, only);
    const rebates = await this.repo.rebates(
      merchantId,
      rows.map((r) => r.member_id),
    );
    const items = await Promise.all(
      rows.map(async (r) => {
        const m = await this.ports.member(merchantId, r.member_id);
        const bets = new Big(r.bet ?? 0);
        const wins = new Big(r.win ?? 0);
        return {
          account: m.account,
          isAgent: m.isAgent,
          depth: r.depth,
          teamSize: r.team,
          rebate: rebates.get(r.member_id) ?? '0.00',
          bets: bets.toFixed(4),
          wins: wins.toFixed(4),
          profitLoss: bets.minus(wins).toFixed(4),
          joinedAt: new Date(r.created_at).toISOString(),
        };
      }),
    );
    return { items, total: rows[0]?.total ?? 0 };
  }

  // ---- Rebates and the register centre ----
  /** A member's rebate: their own setting, else the invite they registered with, else 0. */
  async rebateOf(merchantId: number, memberId: number): Promise<string> {
    const own = await this.repo.rebate(merchantId, memberId);
    if (own !== null) return own;
    const code = await this.ports.affiliateCodeOf(merchantId, memberId);
    const invite = code ? await this.repo.inviteByCode(merchantId, code) : null;
    if (invite) {
      await this.repo.setRebate(merchantId, memberId, invite.rebate);
      return invite.rebate;
    }
    return '0.00';
  }

  /**
   * Operators set a top agent's rebate (the ceiling of everything below). It is a rate in percent
   * of the team's stakes, with no amount to bound it: a raise waits for a second operator (ADR 045),
   * who saves it through `saveRebateApproved`; a cut, or the same rebate again, applies at once.
   */
  async setRebate(
    merchantId: number,
    memberId: number,
    rebate: string,
    actor: Actor = AUTOMATION,
  ): Promise<{ pending: boolean; approvalId: number } | null> {
    const next = new Big(rebate);
    const before = await this.rebateOf(merchantId, memberId);
    const gate = await this.ports.rebateGate({
      merchantId,
      amount: next.gt(before) ? next.toFixed(4) : '0',
      unit: 'percent',
      reference: `agent-rebate:${memberId}`,
      reason: `Agent rebate of ${(await this.ports.member(merchantId, memberId)).account}: ${new Big(before).toString()}% → ${next.toString()}%`,
      payload: { memberId, rebate: next.toFixed(2) },
      actor,
    });
    if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    await this.repo.setRebate(merchantId, memberId, next.toFixed(2));
    return null;
  }

  /** Finance's executor for an approved `agent_rebate`: saves it in the approval's transaction (nothing is paid yet). */
  async saveRebateApproved(q: Q, merchantId: number, payload: unknown) {
    const { memberId, rebate } = payload as { memberId: number; rebate: string };
    await this.repo.setRebate(merchantId, memberId, rebate, q);
    return { transactionId: null };
  }

  private async checkRebate(merchantId: number, agentId: number, rebate: string): Promise<string> {
    const own = await this.rebateOf(merchantId, agentId);
    if (new Big(rebate).gt(own)) throw new AppError(AGENTS_ERRORS.rebateTooHigh, 400, {}, { ownRebate: own });
    return new Big(rebate).toFixed(2);
  }

  async registerCentre(merchantId: number, agentId: number): Promise<RegisterCentre> {
    await this.requireAgent(merchantId, agentId);
    const [ownRebate, invites] = await Promise.all([this.rebateOf(merchantId, agentId), this.repo.invites(merchantId, agentId)]);
    return { ownRebate, invites: invites.map((i) => this.inviteView(i)) };
  }

  private inviteView(i: { code: string; isAgent: number; rebate: string; createdAt: Date }): Invite {
    return { code: i.code, isAgent: i.isAgent, rebate: i.rebate, registrations: 0, createdAt: iso(i.createdAt) };
  }

  /** Register centre: a downline account made by the agent, with a rebate no higher than theirs. */
  async createDownline(merchantId: number, agentId: number, input: { account: string; password: string; isAgent: 0 | 1; rebate: string }) {
    await this.requireAgent(merchantId, agentId);
    const rebate = await this.checkRebate(merchantId, agentId, input.rebate);
    if (await this.ports.memberByAccount(merchantId, input.account)) throw new AppError(AGENTS_ERRORS.accountTaken);
    const member = await this.ports.createMember({
      merchantId,
      account: input.account,
      password: input.password,
      isAgent: input.isAgent,
      uplineId: agentId,
    });
    await this.ensureInTree(merchantId, member.id);
    await this.repo.setRebate(merchantId, member.id, rebate);
    return { account: member.account, isAgent: input.isAgent, rebate };
  }

  /** Register centre: an invite link (an affiliate code) whose registrations get this rebate and type. */
  async createInvite(merchantId: number, agentId: number, input: { isAgent: 0 | 1; rebate: string }): Promise<Invite> {
    await this.requireAgent(merchantId, agentId);
    const rebate = await this.checkRebate(merchantId, agentId, input.rebate);
    const code = `A${agentId.toString(36).toUpperCase()}${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    await this.ports.addAffiliate(merchantId, code, agentId);
    const row = await this.repo.addInvite({ merchantId, agentId, code, isAgent: input.isAgent, rebate, createdAt: this.clock.now() });
    return this.inviteView(row);
  }

  /**
   * A member's own bets, wins and deposits in [from, to) — the facts the reward centre's tasks and
   * VIP levels read (bets and wins in hourly buckets, deposits in UTC days).
   */
  memberActivity(merchantId: number, memberId: number, from: Date | null, to: Date) {
    return this.repo.memberActivity(merchantId, memberId, from, to);
  }

  // ---- Feeds from other features (called inside their transactions) ----
  async recordBet(q: Q, merchantId: number, memberId: number, amount: string): Promise<void> {
    await this.repo.addTurnover(q, merchantId, memberId, startOfHour(this.clock.now()), amount, '0');
  }

  async recordWin(q: Q, merchantId: number, memberId: number, amount: string): Promise<void> {
    await this.repo.addTurnover(q, merchantId, memberId, startOfHour(this.clock.now()), '0', amount);
  }

  async recordDeposit(q: Q | null, merchantId: number, memberId: number, amount: string): Promise<void> {
    await this.repo.addDeposit(merchantId, memberId, startOfDay(this.clock.now()), amount, q ?? undefined);
  }
}
