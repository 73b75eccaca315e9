import { randomInt } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { AGENTS_ERRORS, type CreateRain, RAIN_MAX_POT, RAIN_MIN_ENVELOPE, type Rain } from '@arcadia/contract/agents';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RainRepository, RainRow, RainTotals } from './agents.rain.repository.js';
import type { AgentsService } from './agents.service.js';
import type { SettlementWallet } from './agents.settlement.js';
import { TRANSFER_SWITCH, type TransferPorts } from './agents.transfer.js';

/** The rain's pot leaves the agent for this house account and comes back out of it (grabs, refund). */
export const RAIN_ACCOUNT = 'AGENT_RAIN';
export const RAIN_JOB_MS = 30_000;

export type RainWallet = SettlementWallet & {
  debit(req: {
    tx: Tx;
    merchantId: number;
    memberId: number;
    amount: string;
    key: string;
    sink: string;
  }): Promise<{ transactionId: number }>;
};

const MINUTE = 60_000;
const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

/**
 * Splits `pot` (whole cents) into `count` random envelopes of at least one cent that sum exactly to
 * the pot: one cent each, the rest shared by random weights, the rounding leftover (fewer cents
 * than envelopes) one cent at a time. `random(n)` gives an integer in [0, n).
 */
export function splitPot(pot: string, count: number, random: (n: number) => number = randomInt): string[] {
  const cents = Number(new Big(pot).times(100).toFixed(0));
  const rest = cents - count;
  if (!Number.isSafeInteger(cents) || rest < 0) throw new AppError(AGENTS_ERRORS.rainInvalid);
  const weights = Array.from({ length: count }, () => 1 + random(1_000_000));
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((rest * w) / total));
  let leftover = rest - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; leftover > 0; i = (i + 1) % count, leftover--) shares[i]! += 1;
  return shares.map((s) => new Big(s + 1).div(100).toFixed(2));
}

/**
 * agentRedRain: an agent funds a pot, split into envelopes the team grabs during a window — each
 * envelope once, each member once per rain — and the unclaimed rest goes back to the agent when
 * the window ends. Every movement goes through the wallet with a key of the rain and envelope.
 */
export class RainService {
  constructor(
    private readonly repo: RainRepository,
    private readonly clock: Clock,
    private readonly agents: AgentsService,
    private readonly wallet: RainWallet,
    private readonly ports: TransferPorts,
    private readonly accountOf: (merchantId: number, memberId: number) => Promise<string>,
  ) {}

  async create(merchantId: number, agentId: number, req: CreateRain): Promise<Rain> {
    await this.agents.requireAgent(merchantId, agentId);
    if (!(await this.ports.enabled(merchantId, TRANSFER_SWITCH))) throw new AppError(AGENTS_ERRORS.transferOff, 403);
    const pot = new Big(req.pot);
    // Whole cents, at least one cent per envelope, at most the ceiling.
    if (!pot.round(2).eq(pot) || pot.gt(RAIN_MAX_POT) || pot.lt(new Big(RAIN_MIN_ENVELOPE).times(req.envelopes)))
      throw new AppError(
        AGENTS_ERRORS.rainInvalid,
        400,
        {},
        { min: new Big(RAIN_MIN_ENVELOPE).times(req.envelopes).toFixed(2), max: RAIN_MAX_POT },
      );
    const retried = await this.repo.byKey(merchantId, agentId, req.key);
    if (retried) return (await this.views(merchantId, [retried], null))[0]!;
    await this.ports.paymentPasswordCheck(merchantId, agentId, req.paymentPassword);
    const now = this.clock.now();
    const startsAt = new Date(now.getTime() + req.startsInMinutes * MINUTE);
    const endsAt = new Date(startsAt.getTime() + req.minutes * MINUTE);
    const amounts = splitPot(req.pot, req.envelopes);
    const row = await this.repo.transaction(async (tx) => {
      const made = await this.repo.insertRain(
        tx,
        {
          merchantId,
          agentId,
          requestKey: req.key,
          pot: pot.toFixed(4),
          envelopes: req.envelopes,
          status: 'OPEN',
          startsAt,
          endsAt,
          createdAt: now,
        },
        amounts,
      );
      if (!made) return null;
      await this.wallet.debit({
        tx,
        merchantId,
        memberId: agentId,
        amount: pot.toFixed(4),
        key: `agents:rain:${agentId}:${req.key}`,
        sink: RAIN_ACCOUNT,
      });
      return made;
    });
    // A concurrent retry of the same request made it first: answer with that one.
    const rain = row ?? (await this.repo.byKey(merchantId, agentId, req.key))!;
    return (await this.views(merchantId, [rain], null))[0]!;
  }

  /** One envelope for a member of the agent's team, while the window is open. */
  async grab(merchantId: number, memberId: number, rainId: number): Promise<{ rainId: number; amount: string }> {
    const rain = await this.repo.byId(merchantId, rainId);
    // Someone outside the agent's team gets the same answer as for an unknown rain.
    if (!rain || !(await this.agents.isDownline(merchantId, rain.agentId, memberId))) throw new AppError(AGENTS_ERRORS.rainNotFound, 404);
    try {
      return await this.repo.transaction(async (tx) => {
        const locked = await this.repo.lockRain(tx, rainId, 'share');
        const now = this.clock.now();
        if (locked?.status !== 'OPEN' || now < locked.startsAt || now >= locked.endsAt) throw new AppError(AGENTS_ERRORS.rainClosed);
        if (await this.repo.grabbedBy(rainId, memberId, tx)) throw new AppError(AGENTS_ERRORS.rainGrabbed);
        const envelope = await this.repo.claimEnvelope(tx, rainId, memberId, now);
        if (!envelope) throw new AppError(AGENTS_ERRORS.rainEmpty);
        const amount = new Big(envelope.amount).toFixed(4);
        await this.wallet.credit({ tx, merchantId, memberId, amount, key: `agents:rain:${rainId}:${envelope.idx}`, source: RAIN_ACCOUNT });
        return { rainId, amount };
      });
    } catch (e) {
      // The same member grabbing twice at the same moment: the unique index refuses the second.
      if (isUniqueViolation(e)) throw new AppError(AGENTS_ERRORS.rainGrabbed);
      throw e;
    }
  }

  /** Closes one ended rain: the unclaimed rest goes back to the agent, once. */
  async settle(rainId: number): Promise<boolean> {
    return this.repo.transaction(async (tx) => {
      const rain = await this.repo.lockRain(tx, rainId, 'update');
      if (rain?.status !== 'OPEN' || this.clock.now() < rain.endsAt) return false;
      const rest = new Big(await this.repo.unclaimedSum(tx, rainId));
      await this.repo.markSettled(tx, rainId, rest.toFixed(4));
      if (rest.gt(0))
        await this.wallet.credit({
          tx,
          merchantId: rain.merchantId,
          memberId: rain.agentId,
          amount: rest.toFixed(4),
          key: `agents:rain:${rainId}:refund`,
          source: RAIN_ACCOUNT,
        });
      return true;
    });
  }

  /** The refund job: every open rain whose window has ended. */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (const rain of await this.repo.due(this.clock.now())) if (await this.settle(rain.id)) settled++;
    return settled;
  }

  /** The agent's own rains, newest first. */
  async ofAgent(merchantId: number, agentId: number): Promise<Rain[]> {
    await this.agents.requireAgent(merchantId, agentId);
    return this.views(merchantId, await this.repo.ofAgent(merchantId, agentId), null);
  }

  /** Rains a member may grab now (from any of their uplines), with what they already grabbed. */
  async open(merchantId: number, memberId: number): Promise<Rain[]> {
    return this.views(merchantId, await this.repo.openForMember(merchantId, memberId, this.clock.now()), memberId);
  }

  private async views(merchantId: number, rows: RainRow[], memberId: number | null): Promise<Rain[]> {
    const totals = await this.repo.totals(rows.map((r) => r.id));
    const none: RainTotals = { claimed: 0, claimedAmount: '0' };
    return Promise.all(
      rows.map(async (r) => {
        const t = totals.get(r.id) ?? none;
        const mine = memberId === null ? null : await this.repo.grabbedBy(r.id, memberId);
        return {
          id: r.id,
          agent: await this.accountOf(merchantId, r.agentId),
          pot: new Big(r.pot).toFixed(4),
          envelopes: r.envelopes,
          claimed: t.claimed,
          claimedAmount: new Big(t.claimedAmount).toFixed(4),
          status: r.status as Rain['status'],
          refunded: new Big(r.refunded).toFixed(4),
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
          mine: mine === null ? null : new Big(mine).toFixed(4),
        };
      }),
    );
  }
}
