import { FEEDBACK_ERRORS, type feedbackItemSchema, type feedbackPayloadSchema } from '@arcadia/contract/feedback';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeedbackRepository } from './feedback.repository.js';

export type FeedbackPorts = {
  verifyCaptcha(merchantId: number, clientKey: string, answer: string): Promise<boolean>;
  /** The member's account name: the sender is never taken from the client. */
  accountOf(merchantId: number, memberId: number): Promise<string>;
  checkImage(dataUrl: string): Promise<{ image: Buffer; mime: string }>;
};

export type FeedbackContext = { memberId: number | null; clientKey: string; ip: string };
type Payload = z.output<typeof feedbackPayloadSchema>;
type Item = z.infer<typeof feedbackItemSchema>;

export class FeedbackService {
  constructor(
    private readonly repo: FeedbackRepository,
    private readonly clock: Clock,
    private readonly ports: FeedbackPorts,
  ) {}

  async submit(merchantId: number, ctx: FeedbackContext, payload: Payload): Promise<{ id: number }> {
    const content = payload.content.trim();
    if (!content) throw new AppError(FEEDBACK_ERRORS.descriptionRequired);
    if (!payload.captcha.trim()) throw new AppError(FEEDBACK_ERRORS.captchaRequired);
    if (payload.file && ctx.memberId === null) throw new AppError(FEEDBACK_ERRORS.imageNeedsLogin, 403);
    // The image is checked before the captcha so a bad file does not use up the captcha.
    const image = payload.file ? await this.ports.checkImage(payload.file) : null;
    if (!(await this.ports.verifyCaptcha(merchantId, ctx.clientKey, payload.captcha))) throw new AppError(FEEDBACK_ERRORS.captchaWrong);
    const sender = ctx.memberId === null ? '' : await this.ports.accountOf(merchantId, ctx.memberId);
    const id = await this.repo.insert({
      merchantId,
      memberId: ctx.memberId,
      sender,
      type: payload.type,
      content,
      image: image?.image ?? null,
      imageMime: image?.mime ?? null,
      ip: ctx.ip.slice(0, 64),
      createdAt: this.clock.now(),
    });
    return { id };
  }

  async list(merchantId: number, page: number, size: number): Promise<{ list: Item[]; total: number; page: number; size: number }> {
    const { rows, total } = await this.repo.page(merchantId, page, size);
    const list = rows.map((r) => ({
      id: r.id,
      memberId: r.memberId,
      sender: r.sender,
      type: r.type,
      content: r.content,
      hasImage: r.hasImage,
      imageMime: r.imageMime,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    }));
    return { list, total, page, size };
  }

  image(merchantId: number, id: number) {
    return this.repo.image(merchantId, id);
  }
}
