import { Big } from '@arcadia/contract';
import { type OpsVipLevel, VIP_ERRORS, type VipBenefits, type VipBenefitsInput } from '@arcadia/contract/reward-centre';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletTx } from '../wallet/index.js';
import type { VipBenefitsRepository } from './vip-benefits.repository.js';

export type VipBenefitsPorts = {
  prepare(merchantId: number): Promise<void>;
  credit(req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }): Promise<{ transactionId: number }>;
  /** The merchant's club labels (the VIP ladder of accounts). */
  labels(merchantId: number): Promise<{ id: number; name: string }[]>;
  currentLabel(merchantId: number, memberId: number): Promise<number | null>;
};

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

  /** Operators: replaces every level's bonus; an unknown label refuses the whole change. Future level-ups only. */
  async setSettings(merchantId: number, input: VipBenefitsInput): Promise<VipBenefitsInput> {
    const known = new Set((await this.ports.labels(merchantId)).map((l) => l.id));
    if (input.levels.some((l) => !known.has(l.labelId))) throw new AppError(VIP_ERRORS.unknownLabel, 400);
    const levels = [...new Map(input.levels.map((l) => [l.labelId, four(l.levelUpBonus)])).entries()]
      .filter(([, bonus]) => new Big(bonus).gt(0))
      .map(([labelId, levelUpBonus]) => ({ labelId, levelUpBonus }));
    await this.repo.replace(merchantId, levels, this.clock.now());
    return this.settings(merchantId);
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
    await this.ports.prepare(merchantId);
    await this.repo.db.transaction(async (tx) => {
      const id = await this.repo.open(tx, { merchantId, memberId, labelId, amount, createdAt: this.clock.now() });
      if (id === null) return;
      const { transactionId } = await this.ports.credit({ tx, merchantId, memberId, amount, key: `vip-levelup:${memberId}:${labelId}` });
      await this.repo.paid(tx, id, transactionId);
    });
  }
}
