import {
  AGENTS_ERRORS,
  CONTRACT_PENDING_DAYS,
  type ConsolidatedContracts,
  type ContractAction,
  type ContractKind,
  type ContractView,
  type DailyTier,
  type DividendTier,
  type HourTier,
  type ProposeContract,
  type RealtimeTier,
} from '@arcadia/contract/agents';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RuleGate } from '../finance/index.js';
import { contractRaise, describeTiers } from './agents.contract-raise.js';
import type { AgentsRepository, ContractRow, Q } from './agents.repository.js';
import { shownStatus, transition } from './agents.rules.js';
import { type Actor, type AgentsService, AUTOMATION } from './agents.service.js';

const DAY = 86_400_000;
const INFO_GROUP: Record<ContractKind, 'divtypecompperiodinfo' | 'dailysalinfotype' | 'contracthoursalinfo' | 'realtimesalinfotype'> = {
  DIVIDEND: 'divtypecompperiodinfo',
  DAILY: 'dailysalinfotype',
  HOURLY: 'contracthoursalinfo',
  REALTIME: 'realtimesalinfotype',
};

type Tier = ProposeContract['tiers'][number];
/** A salary proposal past its expiry (dividends may still be answered when expired: they stay open). */
const expiredProposal = (c: ContractRow, now: Date) => c.kind !== 'DIVIDEND' && shownStatus(c.status, c.expiresAt, now) === 'E';
/** The same slot: one open contract per downline, kind, product type and computation period. */
const sameSlot = (c: ContractRow, input: ProposeContract) =>
  (c.productType ?? null) === ('productType' in input ? input.productType : null) &&
  (c.computationPeriod ?? null) === ('computationPeriod' in input ? input.computationPeriod : null);

/** The best rate of a contract, comparable across its tiers (percent or fixed, per kind). */
const topRate = (c: ContractRow): number =>
  Math.max(
    0,
    ...c.tiers.map((t) =>
      Number((t as { contractRate?: number }).contractRate ?? (t as { rate?: string }).rate ?? (t as { lossRate?: string }).lossRate ?? 0),
    ),
  );

/** Contracts: proposals from an upline (or the house, for top agents), answers by the downline (spec 001 §4). */
export class ContractsService {
  constructor(
    private readonly repo: AgentsRepository,
    private readonly clock: Clock,
    private readonly agents: AgentsService,
    private readonly accountOf: (merchantId: number, memberId: number) => Promise<string>,
    /** Finance's two-person gate for house-funded contracts (ADR 045). */
    private readonly gate: RuleGate,
  ) {}

  /** An agent proposes a contract to a member of their downline; one open contract per kind (and product/period). */
  async propose(merchantId: number, uplineId: number, input: ProposeContract): Promise<ContractView> {
    await this.agents.requireAgent(merchantId, uplineId);
    const member = await this.agents.downline(merchantId, uplineId, input.account);
    return this.insert(merchantId, uplineId, member.id, input);
  }

  /**
   * Operators give a top agent a house-funded contract (no upline pays it; the house does). A rate or
   * a salary paid every period has no amount to bound it, so a contract that pays more than the one
   * the agent last had in force in that slot (kind, product, period) waits for a second operator
   * (ADR 045), who creates it through `createApproved`; the same terms or lower ones apply at once.
   * The slot must be free first (one open contract each), so nothing is asked that could not be made.
   */
  async proposeFromHouse(merchantId: number, memberId: number, input: ProposeContract): Promise<ContractView>;
  async proposeFromHouse(
    merchantId: number,
    memberId: number,
    input: ProposeContract,
    actor: Actor,
  ): Promise<ContractView | { pending: boolean; approvalId: number }>;
  async proposeFromHouse(
    merchantId: number,
    memberId: number,
    input: ProposeContract,
    actor: Actor = AUTOMATION,
  ): Promise<ContractView | { pending: boolean; approvalId: number }> {
    await this.agents.ensureInTree(merchantId, memberId);
    const slot = (await this.repo.contractsOf(merchantId, memberId, 'held', input.kind)).filter((c) => sameSlot(c, input));
    if (slot.some((c) => (c.status === 'P' && !expiredProposal(c, this.clock.now())) || c.status === 'V'))
      throw new AppError(AGENTS_ERRORS.contractOpen, 409);
    const last = slot.find((c) => c.uplineId === null && c.activeFrom !== null);
    const { percent, fixed } = contractRaise(input.kind, (last?.tiers ?? []) as Tier[], input.tiers);
    const where = ['productType' in input ? input.productType : '', 'computationPeriod' in input ? input.computationPeriod : ''];
    const named = where.filter(Boolean).join(' ');
    const gate = await this.gate({
      merchantId,
      // A raised rate is shown in percent; a salary raised only in fixed amounts, in money (per period).
      amount: (percent.gt(0) ? percent : fixed).toFixed(4),
      unit: percent.gt(0) || fixed.eq(0) ? 'percent' : 'money',
      unbounded: true,
      reference: `agent-contract:${memberId}:${input.kind}:${where.join(':')}`,
      reason: `House ${input.kind} contract for ${input.account}${named ? ` (${named})` : ''}: ${describeTiers(input.kind, input.tiers)}`,
      payload: { memberId, input },
      actor,
    });
    if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    const row = await this.insertRow(merchantId, null, memberId, input);
    return this.view(merchantId, row);
  }

  /** Finance's executor for an approved `agent_contract`: the proposal is made in the approval's transaction. */
  async createApproved(q: Q, merchantId: number, payload: unknown) {
    const { memberId, input } = payload as { memberId: number; input: ProposeContract };
    await this.insertRow(merchantId, null, memberId, input, q);
    return { transactionId: null };
  }

  private async insert(merchantId: number, uplineId: number | null, memberId: number, input: ProposeContract): Promise<ContractView> {
    return this.view(merchantId, await this.insertRow(merchantId, uplineId, memberId, input));
  }

  private async insertRow(
    merchantId: number,
    uplineId: number | null,
    memberId: number,
    input: ProposeContract,
    q?: Q,
  ): Promise<ContractRow> {
    const now = this.clock.now();
    // An expired proposal no longer blocks a new one: it is closed as rejected first.
    for (const c of await this.repo.contractsOf(merchantId, memberId, 'held', input.kind, q))
      if (expiredProposal(c, now)) await this.repo.setStatus(merchantId, c.id, 'P', 'R', now, q);
    const row = await this.repo.insertContract(
      {
        merchantId,
        kind: input.kind,
        uplineId,
        memberId,
        status: 'P',
        productType: 'productType' in input ? input.productType : null,
        computationPeriod: 'computationPeriod' in input ? input.computationPeriod : null,
        tiers: input.tiers,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CONTRACT_PENDING_DAYS * DAY),
      },
      q,
    );
    if (!row) throw new AppError(AGENTS_ERRORS.contractOpen, 409);
    return row;
  }

  /** The downline answers: A accept (or keep an active one), R reject, C terminate. */
  async answer(merchantId: number, memberId: number, kind: ContractKind, id: number, action: ContractAction) {
    const row = await this.repo.contract(merchantId, id);
    if (!row || row.memberId !== memberId || row.kind !== kind) throw new AppError(AGENTS_ERRORS.contractNotFound, 404);
    const now = this.clock.now();
    const status = shownStatus(row.status, row.expiresAt, now);
    const next = transition(kind, status, action);
    if ('error' in next) throw new AppError(next.error === 'expired' ? AGENTS_ERRORS.expired : AGENTS_ERRORS.transition, 409);
    if (next.to === row.status) return { id, status: next.to };
    const moved = await this.repo.setStatus(merchantId, id, row.status, next.to, now);
    if (!moved) throw new AppError(AGENTS_ERRORS.transition, 409);
    return { id, status: next.to };
  }

  /** Dividends are answered by product type and computation period (spec 001 §7). */
  async answerDividend(merchantId: number, memberId: number, productType: string, period: string, action: ContractAction) {
    const open = (await this.repo.contractsOf(merchantId, memberId, 'held', 'DIVIDEND')).find(
      (c) => c.productType === productType && c.computationPeriod === period && (c.status === 'P' || c.status === 'V'),
    );
    if (!open) throw new AppError(AGENTS_ERRORS.contractNotFound, 404);
    return this.answer(merchantId, memberId, 'DIVIDEND', open.id, action);
  }

  /** The consolidated settings a member reads at login (isAgent 0, 1, 2): requests and info groups. */
  async consolidated(merchantId: number, memberId: number): Promise<ConsolidatedContracts> {
    const now = this.clock.now();
    const held = await this.repo.contractsOf(merchantId, memberId, 'held');
    const out: ConsolidatedContracts = {
      dailysalreqtype: [],
      divtypereq: [],
      divtypecompperiodreq: [],
      contracthoursalreq: [],
      realtimesalreqtype: [],
      contracthoursalinfo: [],
      dailysalinfotype: [],
      realtimesalinfotype: [],
      divtypeinfo: [],
      divtypecompperiodinfo: [],
    };
    const given = await this.repo.contractsOf(merchantId, memberId, 'given');
    for (const c of held) {
      const status = shownStatus(c.status, c.expiresAt, now);
      const upline = c.uplineId === null ? '' : await this.accountOf(merchantId, c.uplineId);
      // Info groups: contracts held (any live status) drive the agent menu (spec 000 §6).
      // An expired salary proposal is closed (only dividends may still be answered when E).
      const live = status === 'P' || status === 'V' || (status === 'E' && c.kind === 'DIVIDEND');
      if (!live) continue;
      out[INFO_GROUP[c.kind as ContractKind]].push({ agentList: [{ status, agent: upline }] });
      if (c.kind === 'DAILY') out.dailysalreqtype.push({ id: c.id, status, details: c.tiers as DailyTier[] });
      if (c.kind === 'HOURLY')
        out.contracthoursalreq.push({
          contractId: c.id,
          status,
          productType: c.productType ?? 'ALL',
          hourSalaryRates: c.tiers as HourTier[],
        });
      if (c.kind === 'REALTIME') out.realtimesalreqtype.push({ contractId: c.id, status, realTimeSalaryRates: c.tiers as RealtimeTier[] });
      if (c.kind === 'DIVIDEND') {
        // Y when one of the member's own downlines holds a higher dividend rate than this offer.
        const higher = given.some((g) => g.kind === 'DIVIDEND' && g.status === 'V' && topRate(g) > topRate(c));
        out.divtypecompperiodreq.push({
          productType: c.productType ?? 'ALL',
          computationPeriod: c.computationPeriod ?? 'DAILY',
          contracts: (c.tiers as DividendTier[]).map((t) => ({ ...t, id: c.id, status, downlineHigherRate: higher ? 'Y' : 'N' })),
        });
      }
    }
    out.divtypeinfo = out.divtypecompperiodinfo;
    return out;
  }

  /** Contracts the member holds (received) or has given to downlines, as both sides list them. */
  async list(merchantId: number, memberId: number, side: 'held' | 'given', kind?: ContractKind): Promise<ContractView[]> {
    const rows = await this.repo.contractsOf(merchantId, memberId, side, kind);
    return Promise.all(rows.map((r) => this.view(merchantId, r)));
  }

  private async view(merchantId: number, r: ContractRow): Promise<ContractView> {
    return {
      id: r.id,
      kind: r.kind as ContractKind,
      status: shownStatus(r.status, r.expiresAt, this.clock.now()),
      upline: r.uplineId === null ? null : await this.accountOf(merchantId, r.uplineId),
      downline: await this.accountOf(merchantId, r.memberId),
      productType: r.productType,
      computationPeriod: r.computationPeriod,
      tiers: r.tiers,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  }
}
