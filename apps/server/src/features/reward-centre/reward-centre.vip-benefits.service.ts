import { Big } from '@arcadia/contract';
import { type OpsVipLevel, VIP_ERRORS, type VipBenefits, type VipBenefitsInput } from '@arcadia/contract/reward-centre';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RuleGate } from '../finance/index.js';
import type { WalletTx } from '../wallet/index.js';
import type { PayReward } from './reward-centre.payout.js';
import type { VipBenefitsRepository } from './reward-centre.vip-benefits.repository.js';

export type VipBenefitsPorts = {
  /** Pays a level-up bonus: the bonus row and the wallet credit in one transaction (workflows/pay-reward.ts). */
  pay: PayReward;
  /** The merchant's club labels (the VIP ladder of accounts). */
  labels(merchantId: number): Promise<{ id: number; name: string }[]>;
  currentLabel(merchantId: number, memberId: number): Promise<number | null>;
  /**
   * Finance's two-person gate (ADR 045): null saves at once, as always; otherwise the new bonuses
   * wait for a second operator (the approval's id and state).
   */
  payoutGate: RuleGate;
};

type Actor = { name: string; operatorId: number | null };
type Level = { labelId: number; levelUpBonus: string };

const four = (v: Big.BigSource) => new Big(v).toFixed(4);

/**
 * What a VIP level gives (docs/adr/023): a level-up bonus, configured per merchant and label by
 * operators and paid once to each member when the sync moves them up to that label.
 */
export class VipBenefitsService {
  constructor(
    private readonly repo: VipBenefitsRepository,
    private readonly clock: Clock,
    private readonly ports: VipBenefitsPorts,
  ) {}

  async settings(merchantId: number): Promise<VipBenefitsInput> {
    return { levels: (await this.repo.benefits(merchantId)).map((b) => ({ labelId: b.labelId, levelUpBonus: four(b.levelUpBonus) })) };
  }

  /** The console's editor (ADR 029): every club label in ladder order with its name and bonus (0 when none). */
  async levels(merchantId: number): Promise<OpsVipLevel[]> {
    const [labels, benefits] = await Promise.all([this.ports.labels(merchantId), this.repo.benefits(merchantId)]);
    const bonusOf = new Map(benefits.map((b) => [b.labelId, four(b.levelUpBonus)]));
    return labels.map((l) => ({ labelId: l.id, labelName: l.name, levelUpBonus: bonusOf.get(l.id) ?? '0.0000' }));
  }

  /**
   * Operators: replaces every level's bonus; an unknown label refuses the whole change. Future
   * level-ups only. One member can climb the whole ladder, so what the house may pay one member is
   * the sum of the bonuses: a change that raises any bonus and leaves that sum above the merchant's
   * threshold waits for a second operator (ADR 045), who saves it through `saveApproved`. Lowering
   * (or a raise that keeps the sum under the threshold) applies at once, as before.
   */
  async setSettings(
    merchantId: number,
    input: VipBenefitsInput,
    actor: Actor,
  ): Promise<VipBenefitsInput | { pending: boolean; approvalId: number }> {
    const labels = await this.ports.labels(merchantId);
    const known = new Map(labels.map((l) => [l.id, l.name]));
    if (input.levels.some((l) => !known.has(l.labelId))) throw new AppError(VIP_ERRORS.unknownLabel, 400);
    const levels: Level[] = [...new Map(input.levels.map((l) => [l.labelId, four(l.levelUpBonus)])).entries()]
      .filter(([, bonus]) => new Big(bonus).gt(0))
      .map(([labelId, levelUpBonus]) => ({ labelId, levelUpBonus }));
    const before = new Map((await this.repo.benefits(merchantId)).map((b) => [b.labelId, new Big(b.levelUpBonus)]));
    const raises = levels.some((l) => new Big(l.levelUpBonus).gt(before.get(l.labelId) ?? 0));
    const total = levels.reduce((sum, l) => sum.plus(l.levelUpBonus), new Big(0));
    const gate = await this.ports.payoutGate({
      merchantId,
      // Nothing raised: nothing to weigh (the gate still refuses it while another change waits).
      amount: raises ? four(total) : '0',
      unit: 'money',
      reference: 'vip-benefits',
      reason: `VIP level-up bonuses: ${levels.map((l) => `${known.get(l.labelId)} ${new Big(l.levelUpBonus).toString()}`).join(', ') || '-'}`,
      payload: { levels },
      actor,
    });
    if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    await this.repo.replace(merchantId, levels, this.clock.now());
    return this.settings(merchantId);
  }

  /** Finance's executor for approved `vip_benefits`: saves them in the approval's transaction (nothing is paid yet). */
  async saveApproved(tx: WalletTx, merchantId: number, payload: unknown) {
    await this.repo.replace(merchantId, (payload as { levels: Level[] }).levels, this.clock.now(), tx);
    return { transactionId: null };
  }

  async view(merchantId: number, memberId: number): Promise<VipBenefits> {
    const [labels, benefits, received, currentLabelId] = await Promise.all([
      this.ports.labels(merchantId),
      this.repo.benefits(merchantId),
      this.repo.received(merchantId, memberId),
      this.ports.currentLabel(merchantId, memberId),
    ]);
    const bonusOf = new Map(benefits.map((b) => [b.labelId, four(b.levelUpBonus)]));
    const got = new Set(received.map((r) => r.labelId));
    return {
      currentLabelId,
      levels: labels.map((l) => ({
        labelId: l.id,
        labelName: l.name,
        levelUpBonus: bonusOf.get(l.id) ?? '0.0000',
        received: got.has(l.id),
      })),
    };
  }

  /** Pays the label's bonus to a member just moved up to it, once (row and credit commit together). */
  async levelReached(merchantId: number, memberId: number, labelId: number): Promise<void> {
    const benefit = (await this.repo.benefits(merchantId)).find((b) => b.labelId === labelId);
    if (!benefit || new Big(benefit.levelUpBonus).lte(0)) return;
    const amount = four(benefit.levelUpBonus);
    await this.ports.pay({
      source: 'VIP',
      merchantId,
      claim: async (tx) => {
        const id = await this.repo.open(tx, { merchantId, memberId, labelId, amount, createdAt: this.clock.now() });
        return id === null ? null : { claimId: id, memberId, amount, key: `vip-levelup:${memberId}:${labelId}` };
      },
      paid: (tx, id, transactionId) => this.repo.paid(tx, id, transactionId),
    });
  }
}
