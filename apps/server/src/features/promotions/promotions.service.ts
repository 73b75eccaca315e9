import { Big, type Language, localised, sanitizeVariants } from '@arcadia/contract';
import {
  type AvailablePromotions,
  type Banner,
  type BannerTranslations,
  type OpsBanner,
  type Popup,
  type PopupInput,
  PROMOTION_ERRORS,
  PROMOTION_TYPES,
  type Promotion,
  type PromotionInput,
  type PromotionType,
  promotionCategories,
  REWARD_REMARKS_MAX,
  type RewardApplication,
  type RewardApplicationInput,
} from '@arcadia/contract/promotions';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { WalletTx } from '../wallet/index.js';
import { popupWindow } from './popup-window.js';
import { claimTitle, noticeTitles, type TitleSource } from './promotions.claim-titles.js';
import { checkPictures } from './promotions.images.js';
import type { PromoCodes, PromoCodesPorts } from './promotions.promo-codes.service.js';
import type { ApplicationRow, BannerRow, PromotionRow, PromotionsRepository } from './promotions.repository.js';
import { type TurnoverSince, Wagering, type WaiverGate } from './promotions.wagering.js';

export type PromotionsPorts = {
  /** False while the member is timed out or self-excluded (safer gambling): no popups then. */
  marketingAllowed?(merchantId: number, memberId: number): Promise<boolean>;
  /**
   * Reads what the wallet needs from outside our transaction (the merchant's currency) before it
   * opens: on PGlite a query outside an open transaction waits for it to end.
   */
  prepare(merchantId: number): Promise<void>;
  /** Pays an approved bonus inside the approval's transaction, keyed so a retry pays nothing more. */
  credit(req: { tx: WalletTx; merchantId: number; memberId: number; amount: string; key: string }): Promise<{ transactionId: number }>;
  /** Raises the real-time PROMOTION event (stored and published by the notifications feature). */
  notify(input: {
    merchantId: number;
    memberId: number;
    amount: string;
    /** In the merchant's default language; `titles` has it in each language (issue 29). */
    title: string;
    titles: Partial<Record<Language, string>>;
    success: boolean;
    remarks?: string;
  }): Promise<void>;
  /** Operator HTML is cleaned before it is stored. */
  sanitize(html: string): string;
  /** The merchant's default language: the second place a missing translation is looked for (issue 29). */
  defaultLanguage(merchantId: number): Promise<Language>;
  /** The member's stakes since a moment, which wagering requirements count. */
  turnoverSince: TurnoverSince;
  /**
   * Finance's two-person gate for operator payouts (ADR 037): null pays at once, as always; otherwise
   * the bonus waits for a second operator (or waited already: the approval's id and state).
   */
  payoutGate(req: {
    merchantId: number;
    memberId: number;
    amount: string;
    reference: string;
    reason: string;
    payload: unknown;
    actor: PayoutActor;
  }): Promise<{ approvalId: number; status: string } | null>;
  /** The same gate for waiving a bonus's wagering requirement (ADR 045): the bonus becomes withdrawable. */
  waiverGate: WaiverGate;
  promoCodes: PromoCodesPorts;
};

/** Who approves: an operator (with id) or the machine token (operatorId null). */
export type PayoutActor = { name: string; operatorId: number | null };
type ApproveInput = { bonus: string; turnoverMultiplier: number; remarks: string };

type Decided = ApplicationRow & { promotionTitle: string; images: number };

/** What the console writes for a banner; variants are optional so older callers keep theirs. */
export type BannerInput = Omit<BannerRow, 'id' | 'merchantId' | 'translations'> & { translations?: BannerTranslations };
/** The language a member reads and the merchant's default, in the fallback order (issue 29). */
export type ContentLanguage = { language: Language; defaultLanguage: Language };

const toBanner = (r: BannerRow, lang?: ContentLanguage): Banner => ({
  bannerId: r.id,
  url: lang ? localised({ url: r.url }, r.translations, lang.language, lang.defaultLanguage).url : r.url,
  linkage: r.linkage,
  linkageType: r.linkageType as Banner['linkageType'],
  roomId: r.roomId,
  nodeId: r.nodeId,
  vendor: r.vendor,
  groupName: r.groupName,
});

const dateStr = (d: Date) => d.toISOString().slice(0, 10);

/** A promotion's title, content and images in the member's language (the base row without one). */
export const promotionText = (r: PromotionRow, lang?: ContentLanguage) =>
  lang
    ? localised({ title: r.title, content: r.content, images: r.images }, r.translations, lang.language, lang.defaultLanguage)
    : { title: r.title, content: r.content, images: r.images };

export const toPromotion = (r: PromotionRow, status: string | undefined, lang?: ContentLanguage): Promotion => {
  const text = promotionText(r, lang);
  return {
    id: r.id,
    title: text.title,
    content: text.content,
    startDate: r.startDate.toISOString(),
    startDateStr: dateStr(r.startDate),
    endDate: r.endDate?.toISOString() ?? null,
    promotionType: r.promotionType as PromotionType,
    redirect: r.redirect,
    externalLink: r.externalLink,
    announcementImages: text.images.map((url, i) => ({ imageId: i + 1, url })),
    linkedPromotionId: r.linkedPromotionId,
    remarkRequired: r.remarkRequired ? 'Y' : 'N',
    imageRequired: r.imageRequired ? 'Y' : 'N',
    applicable: r.applicable,
    applicationStatus: (status ?? null) as Promotion['applicationStatus'],
  };
};

export const toApplication = (r: Decided): RewardApplication => ({
  id: r.id,
  promotionId: r.promotionId,
  promotionTitle: r.promotionTitle,
  status: r.status as RewardApplication['status'],
  remarks: r.remarks,
  images: r.images,
  bonus: r.bonus,
  turnoverRequired: r.turnoverRequired,
  decisionRemarks: r.decisionRemarks,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  wageringWaivedAt: r.wageringWaivedAt?.toISOString() ?? null,
});

/** Popup execution codes by audience (ADR 016): F everyone, A members, B visitors. */
const executionsFor = (signedIn: boolean) => (signedIn ? ['F', 'A'] : ['F', 'B']);

export class PromotionsService {
  /** Wagering requirements of the bonuses this feature pays (the cashier asks before a withdrawal); promo codes (ADR 058). */
  readonly wagering: Wagering;

  constructor(
    private readonly repo: PromotionsRepository,
    private readonly clock: Clock,
    private readonly ports: PromotionsPorts,
    /** Built by the feature's index on its own repository (ADR 058). */
    readonly promoCodes: PromoCodes,
  ) {
    this.wagering = new Wagering(repo, clock, ports.turnoverSince, ports.waiverGate, (m, id) => this.promoCodes.wageringBonuses(m, id));
  }

  private async lang(merchantId: number, language: Language): Promise<ContentLanguage> {
    return { language, defaultLanguage: await this.ports.defaultLanguage(merchantId) };
  }

  async banners(merchantId: number, groupName: string, language: Language): Promise<Banner[]> {
    const [rows, lang] = await Promise.all([this.repo.banners(merchantId, groupName), this.lang(merchantId, language)]);
    return rows.map((r) => toBanner(r, lang));
  }

  async popups(merchantId: number, memberId: number | null, language: Language): Promise<Popup[]> {
    if (memberId !== null && this.ports.marketingAllowed && !(await this.ports.marketingAllowed(merchantId, memberId))) return [];
    const [rows, lang] = await Promise.all([
      this.repo.popups(merchantId, executionsFor(memberId !== null), this.clock.now()),
      this.lang(merchantId, language),
    ]);
    return rows.map((r) => ({
      id: r.id,
      ...localised({ title: r.title, content: r.content }, r.translations, lang.language, lang.defaultLanguage),
      execution: r.execution as Popup['execution'],
    }));
  }

  async list(merchantId: number, memberId: number | null, language: Language, category?: PromotionType): Promise<Promotion[]> {
    const [all, statuses, lang] = await Promise.all([
      this.repo.list(merchantId, this.clock.now()),
      memberId === null ? new Map<number, string>() : this.repo.statusesOf(merchantId, memberId),
      this.lang(merchantId, language),
    ]);
    return all.filter((r) => !category || r.promotionType === category).map((r) => toPromotion(r, statuses.get(r.id), lang));
  }

  async categories(merchantId: number) {
    return promotionCategories((await this.repo.list(merchantId, this.clock.now())).map((r) => r.promotionType));
  }

  /** Running promotions by type; those the member already applied for (pending or paid) no longer count. */
  async available(merchantId: number, memberId: number): Promise<AvailablePromotions> {
    const [rows, statuses] = await Promise.all([this.repo.list(merchantId, this.clock.now()), this.repo.statusesOf(merchantId, memberId)]);
    const counts = new Map<string, number>();
    for (const r of rows) {
      const status = statuses.get(r.id);
      if (status === 'PENDING' || status === 'APPROVED') continue;
      counts.set(r.promotionType, (counts.get(r.promotionType) ?? 0) + 1);
    }
    const types = PROMOTION_TYPES.map((type) => ({ type, count: counts.get(type) ?? 0 }));
    return { total: types.reduce((s, t) => s + t.count, 0), types };
  }

  /**
   * Sign-up request reward (spec 001 §3, §5). Every rule is checked before anything is stored;
   * the application starts PENDING and waits for an operator.
   */
  async apply(merchantId: number, memberId: number, input: RewardApplicationInput, language: Language): Promise<RewardApplication> {
    const promotion = await this.repo.running1(merchantId, input.promotionId, this.clock.now());
    if (!promotion) throw new AppError(PROMOTION_ERRORS.notFound, 404);
    if (!promotion.applicable) throw new AppError(PROMOTION_ERRORS.notApplicable);
    const remarks = input.remarks.trim();
    if (promotion.remarkRequired && !remarks) throw new AppError(PROMOTION_ERRORS.remarkRequired, 200, { max: REWARD_REMARKS_MAX });
    if (remarks.length > REWARD_REMARKS_MAX) throw new AppError(PROMOTION_ERRORS.remarkTooLong, 200, { max: REWARD_REMARKS_MAX });
    if (promotion.imageRequired && input.pictures.length === 0) throw new AppError(PROMOTION_ERRORS.imageRequired);
    const images = await checkPictures(input.pictures);
    const row = await this.repo.apply({ merchantId, memberId, promotionId: promotion.id, remarks, createdAt: this.clock.now() }, images);
    if (!row) throw new AppError(PROMOTION_ERRORS.alreadyApplied);
    const lang = await this.lang(merchantId, language);
    const promotionTitle = claimTitle(
      { promotionTitle: promotion.title, promotionTranslations: promotion.translations },
      lang.language,
      lang.defaultLanguage,
    );
    return toApplication({ ...row, promotionTitle, images: images.length });
  }

  /** The member's claims, each titled in `language` (the operator console keeps the base title). */
  async applicationsOf(merchantId: number, memberId: number, language: Language): Promise<RewardApplication[]> {
    const [rows, lang] = await Promise.all([this.repo.applicationsOf(merchantId, memberId), this.lang(merchantId, language)]);
    return rows.map((r) => toApplication({ ...r, promotionTitle: claimTitle(r, lang.language, lang.defaultLanguage) }));
  }

  private async noticeTitles(merchantId: number, r: TitleSource) {
    return noticeTitles(r, await this.ports.defaultLanguage(merchantId));
  }

  // ---- operator ----

  async applications(merchantId: number, status: string | undefined, limit: number) {
    return (await this.repo.applications(merchantId, status, limit)).map((r) => ({ ...toApplication(r), memberId: r.memberId }));
  }

  images(merchantId: number, applicationId: number) {
    return this.repo.images(merchantId, applicationId);
  }

  /**
   * Pays the bonus and marks the application APPROVED in one transaction. A retry (or a racing
   * second approval) finds it decided and answers with the first result: the member is credited once.
   * Above the merchant's threshold nothing is paid: the bonus waits in finance's pending approvals for
   * a second operator (ADR 037), who pays it through `payApproved`; the application stays PENDING.
   */
  async approve(merchantId: number, id: number, input: ApproveInput, actor: PayoutActor) {
    const bonus = new Big(input.bonus);
    if (bonus.lte(0)) throw new AppError('invalid_request', 400);
    const asked = await this.decided(merchantId, id);
    if (asked.status === 'PENDING') {
      const gate = await this.ports.payoutGate({
        merchantId,
        memberId: asked.memberId,
        amount: bonus.toFixed(4),
        reference: `reward-application:${id}`,
        reason: `${asked.promotionTitle} #${id}${input.remarks ? `: ${input.remarks}` : ''}`,
        payload: { applicationId: id, ...input, bonus: bonus.toFixed(4) },
        actor,
      });
      if (gate)
        return { ...toApplication(asked), memberId: asked.memberId, pending: gate.status === 'pending', approvalId: gate.approvalId };
    }
    await this.ports.prepare(merchantId);
    const paid = await this.repo.transaction((tx) => this.pay(tx, merchantId, id, input, `promo-app:${id}`));
    const current = await this.decided(merchantId, id);
    if (!paid) {
      if (current.status !== 'APPROVED') throw new AppError(PROMOTION_ERRORS.applicationDecided);
      return { ...toApplication(current), memberId: current.memberId };
    }
    await this.notifyPaid(merchantId, id, bonus.toFixed(4));
    return { ...toApplication(current), memberId: current.memberId };
  }

  /**
   * Finance's executor for an approved `reward_application` payout: pays it in the approval's
   * transaction under the approval's key. An application decided meanwhile (rejected, or approved
   * with another bonus) fails the approval, which stays pending to be rejected.
   */
  async payApproved(tx: WalletTx, merchantId: number, payload: unknown, key: string) {
    const p = payload as ApproveInput & { applicationId: number };
    const paid = await this.pay(tx, merchantId, p.applicationId, p, key);
    if (!paid) throw new AppError(PROMOTION_ERRORS.applicationDecided, 409);
    return { transactionId: paid.transactionId, after: () => this.notifyPaid(merchantId, p.applicationId, p.bonus) };
  }

  private async pay(tx: WalletTx, merchantId: number, id: number, input: ApproveInput, key: string) {
    const bonus = new Big(input.bonus);
    const row = await this.repo.decide(tx, merchantId, id, {
      status: 'APPROVED',
      bonus: bonus.toFixed(4),
      turnoverRequired: bonus.times(input.turnoverMultiplier).toFixed(4),
      decisionRemarks: input.remarks,
      decidedAt: this.clock.now(),
    });
    if (!row) return null;
    const movement = await this.ports.credit({ tx, merchantId, memberId: row.memberId, amount: bonus.toFixed(4), key });
    return { row, transactionId: movement.transactionId };
  }

  private async notifyPaid(merchantId: number, id: number, amount: string) {
    const current = await this.decided(merchantId, id);
    await this.ports.notify({
      merchantId,
      memberId: current.memberId,
      amount,
      ...(await this.noticeTitles(merchantId, current)),
      success: true,
    });
  }

  async reject(merchantId: number, id: number, remarks: string) {
    const row = await this.repo.transaction((tx) =>
      this.repo.decide(tx, merchantId, id, { status: 'REJECTED', decisionRemarks: remarks, decidedAt: this.clock.now() }),
    );
    const current = await this.decided(merchantId, id);
    if (!row) {
      if (current.status !== 'REJECTED') throw new AppError(PROMOTION_ERRORS.applicationDecided);
    } else {
      await this.ports.notify({
        merchantId,
        memberId: current.memberId,
        amount: '0',
        ...(await this.noticeTitles(merchantId, current)),
        success: false,
        remarks,
      });
    }
    return { ...toApplication(current), memberId: current.memberId };
  }

  private async decided(merchantId: number, id: number) {
    const current = await this.repo.application(merchantId, id);
    if (!current) throw new AppError(PROMOTION_ERRORS.applicationNotFound, 404);
    return current;
  }

  async addBanner(merchantId: number, input: BannerInput): Promise<Banner> {
    return toBanner(await this.repo.insertBanner({ ...input, merchantId }));
  }

  async opsBanners(merchantId: number): Promise<OpsBanner[]> {
    return (await this.repo.allBanners(merchantId)).map((r) => ({ ...toBanner(r), sort: r.sort, translations: r.translations }));
  }

  async updateBanner(merchantId: number, id: number, input: BannerInput): Promise<OpsBanner> {
    const row = await this.repo.updateBanner(merchantId, id, input);
    if (!row) throw new AppError('not_found', 404);
    return { ...toBanner(row), sort: row.sort, translations: row.translations };
  }

  async addPopup(merchantId: number, input: PopupInput): Promise<Popup> {
    const window = popupWindow(input);
    const r = await this.repo.insertPopup({
      ...input,
      ...window,
      merchantId,
      content: this.ports.sanitize(input.content),
      translations: sanitizeVariants(input.translations ?? {}, this.ports.sanitize),
    });
    return { id: r.id, title: r.title, content: r.content, execution: r.execution as Popup['execution'] };
  }

  async removePopup(merchantId: number, id: number): Promise<void> {
    if (!(await this.repo.deletePopup(merchantId, id))) throw new AppError('not_found', 404);
  }

  async addPromotion(merchantId: number, input: PromotionInput): Promise<Promotion> {
    const row = await this.repo.insertPromotion({
      merchantId,
      title: input.title,
      content: this.ports.sanitize(input.content),
      startDate: input.startDate ? new Date(input.startDate) : this.clock.now(),
      endDate: input.endDate ? new Date(input.endDate) : null,
      promotionType: input.promotionType,
      redirect: input.redirect,
      externalLink: input.externalLink,
      images: input.images,
      linkedPromotionId: input.linkedPromotionId,
      remarkRequired: input.remarkRequired === 'Y',
      imageRequired: input.imageRequired === 'Y',
      applicable: input.applicable,
      sort: input.sort,
      translations: sanitizeVariants(input.translations ?? {}, this.ports.sanitize),
    });
    return toPromotion(row, undefined);
  }
}
