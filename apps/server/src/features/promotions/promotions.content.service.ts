import { sanitizeVariants, scheduleOf } from '@arcadia/contract';
import {
  type OpsPopup,
  type OpsPromotion,
  type Popup,
  type PopupInput,
  PROMOTION_CONTENT_ERRORS,
  type PromotionInput,
} from '@arcadia/contract/promotions';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { popupWindow, windowText } from './popup-window.js';
import type { PromotionsContentRepository } from './promotions.content.repository.js';
import type { PopupRow, PromotionRow } from './promotions.repository.js';
import { toPromotion } from './promotions.service.js';

const toOpsPromotion = (r: PromotionRow, now: Date): OpsPromotion => ({
  ...toPromotion(r, undefined),
  sort: r.sort,
  translations: r.translations,
  schedule: scheduleOf(r.startDate, r.endDate, now),
});
const toOpsPopup = (r: PopupRow): OpsPopup => ({
  id: r.id,
  title: r.title,
  content: r.content,
  execution: r.execution as Popup['execution'],
  sort: r.sort,
  ...windowText(r),
  translations: r.translations,
});

/**
 * The console's editors for promotions and popups (ADR 026). Every HTML body goes through the same
 * sanitiser as the original publish endpoints, on every write, and the preview is that sanitiser's
 * answer: what the operator sees is what players will get.
 */
export class PromotionsContentService {
  constructor(
    private readonly repo: PromotionsContentRepository,
    private readonly clock: Clock,
    private readonly sanitize: (html: string) => string,
  ) {}

  /** The onboarding workflow's step "default content copied from the template" (ADR 070), in its transaction. */
  copyDefaults(tx: Tx, from: number, to: number): Promise<void> {
    return this.repo.copyDefaults(tx, from, to);
  }

  preview(html: string): { html: string } {
    return { html: this.sanitize(html) };
  }

  async promotions(merchantId: number): Promise<OpsPromotion[]> {
    const rows = await this.repo.allPromotions(merchantId);
    const now = this.clock.now();
    return rows.map((r) => toOpsPromotion(r, now));
  }

  async updatePromotion(merchantId: number, id: number, input: PromotionInput): Promise<OpsPromotion> {
    const startDate = input.startDate ? new Date(input.startDate) : undefined;
    const endDate = input.endDate ? new Date(input.endDate) : null;
    const current = startDate ? null : (await this.repo.allPromotions(merchantId)).find((p) => p.id === id);
    const start = startDate ?? current?.startDate;
    // The table's CHECK would answer a bare 500; the operator gets a message instead.
    if (start && endDate && endDate <= start) throw new AppError(PROMOTION_CONTENT_ERRORS.window, 400);
    const row = await this.repo.updatePromotion(merchantId, id, {
      title: input.title,
      content: this.sanitize(input.content),
      ...(startDate ? { startDate } : {}),
      endDate,
      promotionType: input.promotionType,
      redirect: input.redirect,
      externalLink: input.externalLink,
      images: input.images,
      linkedPromotionId: input.linkedPromotionId,
      remarkRequired: input.remarkRequired === 'Y',
      imageRequired: input.imageRequired === 'Y',
      applicable: input.applicable,
      sort: input.sort,
      // Left out of the body, the stored variants stay (an editor that knows no languages wipes none).
      ...(input.translations ? { translations: sanitizeVariants(input.translations, this.sanitize) } : {}),
    });
    if (!row) throw new AppError('not_found', 404);
    return toOpsPromotion(row, this.clock.now());
  }

  /** A promotion members applied for cannot be deleted (their claims name it): end it with an end date. */
  async removePromotion(merchantId: number, id: number): Promise<void> {
    const result = await this.repo.deletePromotion(merchantId, id);
    if (result === 'missing') throw new AppError('not_found', 404);
    if (result === 'in_use') throw new AppError(PROMOTION_CONTENT_ERRORS.inUse, 409);
  }

  /** Ends a running promotion now (players stop seeing it at once); applications already made stay. */
  async endPromotion(merchantId: number, id: number): Promise<OpsPromotion> {
    const now = this.clock.now();
    const current = (await this.repo.allPromotions(merchantId)).find((p) => p.id === id);
    if (!current) throw new AppError('not_found', 404);
    // A promotion that has not started yet ends before it begins: its start moves to now as well.
    const startDate = current.startDate < now ? current.startDate : new Date(now.getTime() - 1);
    const row = await this.repo.updatePromotion(merchantId, id, { startDate, endDate: now });
    if (!row) throw new AppError('not_found', 404);
    return toOpsPromotion(row, this.clock.now());
  }

  async popups(merchantId: number): Promise<OpsPopup[]> {
    return (await this.repo.allPopups(merchantId)).map(toOpsPopup);
  }

  async updatePopup(merchantId: number, id: number, input: PopupInput): Promise<OpsPopup> {
    const window = popupWindow(input);
    const { translations, ...fields } = input;
    const row = await this.repo.updatePopup(merchantId, id, {
      ...fields,
      ...window,
      content: this.sanitize(input.content),
      ...(translations ? { translations: sanitizeVariants(translations, this.sanitize) } : {}),
    });
    if (!row) throw new AppError('not_found', 404);
    return toOpsPopup(row);
  }
}
