import { Big, LANGUAGES, type Language } from '@arcadia/contract';
import {
  DEFAULT_POINT_CONFIG,
  POINTS_ERRORS,
  type PointConfig,
  type PointsInfo,
  type PointsInfoInput,
  type Reward,
  type RewardInput,
  type RewardPage,
  type RewardType,
  rewardInputSchema,
} from '@arcadia/contract/points';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { ReadCache } from '../../platform/read-cache.js';
import type { RuleGate } from '../finance/index.js';
import type { ConfigRow, ImageRow, PointsRepository, Q, RewardRow } from './points.repository.js';

type Actor = { name: string; operatorId: number | null };
/** Seeds and tests set the config as the platform, not as a person: the machine token's standing (ADR 024). */
const AUTOMATION: Actor = { name: 'system', operatorId: null };

const pts = (v: string | null) => (v === null ? null : new Big(v).toFixed(4));
/** Rates as stored (6 places) read back without trailing zeros, e.g. "0.01". */
const rate = (v: string) => new Big(v).toString();

export const toReward = (r: RewardRow, images: ImageRow[]): Reward => ({
  id: r.id,
  name: r.name,
  chineseName: r.chineseName,
  type: r.typeId,
  price: pts(r.price),
  mpPointAmount: pts(r.mpPointAmount),
  mpMoneyAmount: pts(r.mpMoneyAmount),
  displayPointMoneyAmt: r.displayPointMoneyAmt === 'Y' ? 'Y' : 'N',
  inventory: r.inventory,
  adjustedCount: r.adjustedCount,
  description: r.description,
  imageLink: r.imageLink,
  merchandiseImages: images.filter((i) => i.rewardId === r.id).map((i) => ({ type: i.type === 'M' ? 'M' : 'S', imageUrl: i.imageUrl })),
});

/** The merchant's rewards catalogue and point config: members read it, operators manage it. */
export class PointsCatalogue {
  /** Every accrual reads the config; an operator's change applies within this time on every instance. */
  private readonly configs = new ReadCache<PointConfig>(10_000, 10_000, () => this.clock.now().getTime());

  constructor(
    private readonly repo: PointsRepository,
    private readonly clock: Clock,
    /** Finance's two-person gate (ADR 045): null saves at once; otherwise a raise waits for a second operator. */
    private readonly gate: RuleGate,
  ) {}

  config(merchantId: number): Promise<PointConfig> {
    return this.configs.get(String(merchantId), () => this.stored(merchantId));
  }

  private async stored(merchantId: number): Promise<PointConfig> {
    const row = await this.repo.config(merchantId);
    if (!row) return DEFAULT_POINT_CONFIG;
    const { merchantId: _m, ...rates } = row;
    return Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, rate(v)])) as PointConfig;
  }

  /**
   * Every field is a rate members are paid by: money per point converted, points per unit staked,
   * deposited or paid in a redemption. A rate has no amount to bound it, so a change that raises
   * any of them waits for a second operator (ADR 045), who saves it through `saveApproved`; one that
   * only lowers or keeps them applies at once (cutting must never wait). The gate gets the largest
   * raised rate in percent (rates are fractions: 0.01 is 1 %), the reason every changed rate.
   */
  async saveConfig(
    merchantId: number,
    config: PointConfig,
    actor: Actor = AUTOMATION,
  ): Promise<PointConfig | { pending: boolean; approvalId: number }> {
    // The stored config, not the cached one: another instance may have changed it within the cache's time.
    const before = await this.stored(merchantId);
    const keys = Object.keys(config) as (keyof PointConfig)[];
    const changed = keys.filter((k) => !new Big(config[k]).eq(before[k]));
    const top = changed.reduce(
      (max, k) => (new Big(config[k]).gt(before[k]) && new Big(config[k]).gt(max) ? new Big(config[k]) : max),
      new Big(0),
    );
    const gate = await this.gate({
      merchantId,
      amount: top.times(100).toFixed(4),
      unit: 'percent',
      reference: 'points-config',
      reason: `Points config: ${changed.map((k) => `${k} ${rate(before[k])} → ${rate(config[k])}`).join(', ') || '-'}`,
      payload: config,
      actor,
    });
    if (gate) return { pending: gate.status === 'pending', approvalId: gate.approvalId };
    await this.repo.saveConfig({ merchantId, ...config } satisfies ConfigRow);
    this.configs.invalidate(String(merchantId));
    return this.config(merchantId);
  }

  /** Finance's executor for an approved `points_config`: saves it in the approval's transaction (nothing is paid yet). */
  async saveApproved(q: Q, merchantId: number, payload: unknown) {
    await this.repo.saveConfig({ merchantId, ...(payload as PointConfig) } satisfies ConfigRow, q);
    // After the commit: a read in between would cache the old config again.
    return { transactionId: null, after: async () => this.configs.invalidate(String(merchantId)) };
  }

  /**
   * The (i) explanation in the member's language; a language the operator left empty shows the
   * default language's (CN) text rather than nothing, and an empty content means none was set.
   */
  async info(merchantId: number, language: Language): Promise<PointsInfo> {
    const texts = await this.repo.infoTexts(merchantId);
    const pick = texts.find((t) => t.language === language) ?? texts.find((t) => t.language === LANGUAGES[0]);
    return { language: (pick?.language as Language | undefined) ?? language, content: pick?.content ?? '' };
  }

  /** Every language's text for the console, empty where none is set. */
  async infoAll(merchantId: number): Promise<PointsInfoInput> {
    const texts = await this.repo.infoTexts(merchantId);
    return { items: LANGUAGES.map((language) => ({ language, content: texts.find((t) => t.language === language)?.content ?? '' })) };
  }

  async saveInfo(merchantId: number, input: PointsInfoInput): Promise<PointsInfoInput> {
    await this.repo.saveInfoTexts(merchantId, input.items, this.clock.now());
    return this.infoAll(merchantId);
  }

  async types(merchantId: number): Promise<RewardType[]> {
    return (await this.repo.rewardTypes(merchantId)).map((t) => ({ typeId: t.typeId, name: t.name, chineseName: t.chineseName }));
  }

  async saveType(merchantId: number, input: { typeId: number; name: string; chineseName: string; sort?: number }): Promise<RewardType[]> {
    await this.repo.saveRewardType({ merchantId, ...input, sort: input.sort ?? 0 });
    return this.types(merchantId);
  }

  async rewards(merchantId: number, query: { page: number; size: number; type?: number | undefined }): Promise<RewardPage> {
    const { rows, total } = await this.repo.rewards(merchantId, query.type, query.size, (query.page - 1) * query.size);
    const images = await this.repo.imagesOf(rows.map((r) => r.id));
    return { list: rows.map((r) => toReward(r, images)), total, page: query.page, size: query.size };
  }

  async reward(merchantId: number, id: number): Promise<Reward> {
    const row = await this.repo.reward(merchantId, id);
    if (!row) throw new AppError(POINTS_ERRORS.rewardUnknown, 404);
    return toReward(row, await this.repo.imagesOf([row.id]));
  }

  private async checkType(merchantId: number, typeId: number) {
    if (!(await this.repo.rewardTypes(merchantId)).some((t) => t.typeId === typeId))
      throw new AppError('invalid_request', 400, { detail: `type ${typeId}: no such reward type` });
  }

  async createReward(merchantId: number, input: RewardInput): Promise<Reward> {
    const r = rewardInputSchema.parse(input);
    await this.checkType(merchantId, r.type);
    const { type, ...rest } = r;
    const row = await this.repo.insertReward({ merchantId, typeId: type, ...rest });
    return toReward(row, []);
  }

  async updateReward(merchantId: number, id: number, input: RewardInput): Promise<Reward> {
    const r = rewardInputSchema.parse(input);
    await this.checkType(merchantId, r.type);
    const { type, ...rest } = r;
    const row = await this.repo.updateReward(merchantId, id, { typeId: type, ...rest });
    if (!row) throw new AppError(POINTS_ERRORS.rewardUnknown, 404);
    return toReward(row, await this.repo.imagesOf([id]));
  }

  async setImages(merchantId: number, id: number, images: { type: 'S' | 'M'; imageUrl: string }[]): Promise<Reward> {
    if (!(await this.repo.reward(merchantId, id))) throw new AppError(POINTS_ERRORS.rewardUnknown, 404);
    await this.repo.replaceImages(merchantId, id, images);
    return this.reward(merchantId, id);
  }
}
