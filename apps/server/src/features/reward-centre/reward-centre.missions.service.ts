import { Big } from '@arcadia/contract';
import { MISSION_ERRORS, type Mission, type MissionBoard, type MissionInput, type MissionPlace } from '@arcadia/contract/reward-centre';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { PrizeTableGate } from '../finance/index.js';
import type { WalletTx } from '../wallet/index.js';
import type { MissionRow, MissionsRepository, ResultRow } from './reward-centre.missions.repository.js';
import type { PayReward } from './reward-centre.payout.js';

/** A member's place by a metric over a window, from the feature that records it (rebates' per-bet stakes). */
export type Ranked = { memberId: number; value: string; rank: number };

export type MissionsPorts = {
  /** Pays a prize: the place taken and the wallet credit in one transaction (workflows/pay-reward.ts). */
  pay: PayReward;
  /** Members ranked by stakes in [from, to): the first `limit`, plus `memberId`'s own place. */
  ranking(merchantId: number, from: Date, to: Date, limit: number, memberId: number | null): Promise<Ranked[]>;
  accountOf(merchantId: number, memberId: number): Promise<string>;
  /**
   * Finance's two-person gate for operator payouts (ADR 037): null goes ahead at once, as always;
   * otherwise the prize table waits for a second operator (the approval's id and state).
   */
  payoutGate: PrizeTableGate;
};

/** Closed missions stay on the member's page this long, so winners see the result. */
const SHOW_CLOSED_MS = 7 * 86_400_000;
/** Places shown: every prized rank, at least ten. */
const shown = (m: MissionRow) => Math.min(50, Math.max(10, m.prizes.length));
const four = (v: Big.BigSource) => new Big(v).toFixed(4);
const mask = (a: string) => (a.length <= 3 ? `${a[0] ?? ''}**` : `${a.slice(0, 2)}***${a.slice(-2)}`);

const toMission = (m: MissionRow): Mission => ({
  id: m.id,
  title: m.title,
  metric: m.metric as Mission['metric'],
  startsAt: m.startsAt.toISOString(),
  endsAt: m.endsAt.toISOString(),
  status: m.status as Mission['status'],
  prizes: m.prizes.map(four),
  closedAt: m.closedAt?.toISOString() ?? null,
});

/**
 * Mission leaderboards (docs/adr/023). While a mission runs its board is computed from the stakes
 * recorded so far; once it ends, the settlement freezes the prized places and pays each one once.
 */
export class MissionsService {
  constructor(
    private readonly repo: MissionsRepository,
    private readonly clock: Clock,
    private readonly ports: MissionsPorts,
  ) {}

  /**
   * Prizes set by hand are money the house pays when the mission closes: a table whose prizes add up
   * to more than the merchant's threshold waits for a second operator (ADR 037), who creates it
   * through `createApproved`.
   */
  async create(
    merchantId: number,
    input: MissionInput,
    actor: { name: string; operatorId: number | null },
  ): Promise<Mission | { pending: boolean; approvalId: number }> {
    this.checkWindow(input);
    const total = input.prizes.reduce((sum, p) => sum.plus(p), new Big(0));
    const gate = await this.ports.payoutGate({
      merchantId,
      amount: four(total),
      unit: 'money',
      reference: `mission:${input.title.slice(0, 80)}@${input.startsAt}`,
      reason: `${input.title}: ${input.prizes.length} prizes`,
      payload: input,
      actor,
    });
    if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    return this.insert(merchantId, input);
  }

  /** Finance's executor for an approved `mission`: creates it in the approval's transaction (nothing is paid yet). */
  async createApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    const input = payload as MissionInput;
    this.checkWindow(input);
    await this.insert(merchantId, input, tx);
    return { transactionId: null };
  }

  private checkWindow(input: MissionInput) {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (!(endsAt > startsAt) || endsAt <= this.clock.now()) throw new AppError(MISSION_ERRORS.window, 400);
  }

  private async insert(merchantId: number, input: MissionInput, q?: WalletTx): Promise<Mission> {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    const row = await this.repo.insert(
      {
        merchantId,
        title: input.title,
        metric: input.metric,
        startsAt,
        endsAt,
        prizes: input.prizes.map(four),
        createdAt: this.clock.now(),
      },
      q,
    );
    return toMission(row);
  }

  async list(merchantId: number): Promise<Mission[]> {
    return (await this.repo.all(merchantId)).map(toMission);
  }

  /** The member's page: running missions and those closed in the last week, each with its board. */
  async boards(merchantId: number, memberId: number): Promise<MissionBoard[]> {
    const now = this.clock.now();
    const rows = await this.repo.visible(merchantId, now, new Date(now.getTime() - SHOW_CLOSED_MS));
    return Promise.all(rows.map((m) => this.board(m, memberId)));
  }

  private async board(m: MissionRow, memberId: number): Promise<MissionBoard> {
    const places =
      m.status === 'CLOSED'
        ? (await this.repo.results(m.id)).map((r) => ({ memberId: r.memberId, value: r.value, rank: r.rank }))
        : await this.ports.ranking(m.merchantId, m.startsAt, m.endsAt, shown(m), memberId);
    const named = await Promise.all(
      places.map(async (p): Promise<MissionPlace> => {
        const mine = p.memberId === memberId;
        const account = await this.ports.accountOf(m.merchantId, p.memberId);
        const prize = m.prizes[p.rank - 1];
        return { rank: p.rank, member: mine ? account : mask(account), value: four(p.value), prize: prize ? four(prize) : null, mine };
      }),
    );
    return { ...toMission(m), top: named.filter((p) => p.rank <= shown(m)), mine: named.find((p) => p.mine) ?? null };
  }

  /** An operator ends a mission now: it is settled at once (the job would do the same within a minute). */
  async closeNow(merchantId: number, id: number): Promise<Mission> {
    const now = this.clock.now();
    const found = await this.repo.byId(merchantId, id);
    if (!found) throw new AppError(MISSION_ERRORS.notFound, 404);
    // Ending it before it starts would leave a window that ends before it begins (the table refuses it).
    if (found.status === 'OPEN' && now < found.startsAt) throw new AppError(MISSION_ERRORS.notStarted, 409);
    await this.repo.endNow(merchantId, id, now);
    const m = (await this.repo.byId(merchantId, id))!;
    if (m.status === 'OPEN') await this.settle(m);
    return toMission((await this.repo.byId(merchantId, id)) ?? m);
  }

  /** The `reward-centre:missions` job: settles every mission whose window has ended. */
  async settleDue(): Promise<number> {
    const due = await this.repo.due(this.clock.now());
    for (const m of due) await this.settle(m);
    return due.length;
  }

  /**
   * Freeze, pay, close — each step safe to repeat. The ranking of an ended window no longer moves,
   * so a repeated freeze inserts nothing new; each place is paid in the transaction that marks it
   * paid, keyed `mission:<id>:<rank>`; the mission is closed only when every place is paid.
   */
  private async settle(m: MissionRow): Promise<void> {
    const prizes = m.prizes;
    const ranked = await this.ports.ranking(m.merchantId, m.startsAt, m.endsAt, prizes.length, null);
    await this.repo.freeze(
      ranked
        .filter((r) => r.rank <= prizes.length)
        .map((r) => ({
          merchantId: m.merchantId,
          missionId: m.id,
          rank: r.rank,
          memberId: r.memberId,
          value: four(r.value),
          prize: four(prizes[r.rank - 1]!),
        })),
    );
    for (const r of await this.repo.results(m.id)) if (!r.paidAt) await this.pay(m, r);
    await this.repo.close(m.id, this.clock.now());
  }

  /** One place's prize, once: a place another run took already is not paid again. */
  private async pay(m: MissionRow, r: ResultRow): Promise<void> {
    await this.ports.pay({
      source: 'MISSION',
      merchantId: m.merchantId,
      claim: async (tx) =>
        (await this.repo.takeUnpaid(tx, r.id, this.clock.now()))
          ? { claimId: r.id, memberId: r.memberId, amount: four(r.prize), key: `mission:${m.id}:${r.rank}` }
          : null,
      paid: (tx, id, transactionId) => this.repo.paid(tx, id, transactionId),
    });
  }
}
