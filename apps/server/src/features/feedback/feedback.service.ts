import { FEEDBACK_ERRORS, type feedbackItemSchema, type feedbackPayloadSchema, type MemberFeedbackItem } from '@arcadia/contract/feedback';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { FeedbackRepository } from './feedback.repository.js';

export type FeedbackPorts = {
  /** The merchant's feedback switch (FEEDBACK3): off hides the form, and the server refuses too. */
  enabled(merchantId: number, flag: 'FEEDBACK3'): Promise<boolean>;
  verifyCaptcha(merchantId: number, clientKey: string, answer: string): Promise<boolean>;
  /** The member's account name: the sender is never taken from the client. */
  accountOf(merchantId: number, memberId: number): Promise<string>;
  checkImage(dataUrl: string): Promise<{ image: Buffer; mime: string }>;
  /** Tells the member an answer is waiting (an inbox message with its real-time notice). */
  replied?(merchantId: number, memberId: number, reply: string): Promise<void>;
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
    if (!(await this.ports.enabled(merchantId, 'FEEDBACK3'))) throw new AppError(FEEDBACK_ERRORS.disabled, 403);
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
      reply: r.reply,
      repliedBy: r.repliedBy,
      repliedAt: r.repliedAt?.toISOString() ?? null,
    }));
    return { list, total, page, size };
  }

  async mine(
    merchantId: number,
    memberId: number,
    page: number,
    size: number,
  ): Promise<{ list: MemberFeedbackItem[]; total: number; page: number; size: number }> {
    const { rows, total } = await this.repo.pageOfMember(merchantId, memberId, page, size);
    const list = rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      // The answer decides the status: there is no other state to keep in step with it.
      status: r.reply === null ? ('awaiting' as const) : ('replied' as const),
      repliedAt: r.repliedAt?.toISOString() ?? null,
    }));
    return { list, total, page, size };
  }

  /** The state a reply changes, for the audit's before and after. */
  async replyState(merchantId: number, id: number) {
    const row = await this.repo.one(merchantId, id);
    if (!row) throw new AppError(FEEDBACK_ERRORS.notFound, 404);
    return { id: row.id, reply: row.reply, repliedBy: row.repliedBy, repliedAt: row.repliedAt?.toISOString() ?? null };
  }

  /** An operator answers a member's feedback; a second answer replaces the first. */
  async reply(merchantId: number, id: number, reply: string, operator: string) {
    const row = await this.repo.one(merchantId, id);
    if (!row) throw new AppError(FEEDBACK_ERRORS.notFound, 404);
    if (row.memberId === null) throw new AppError(FEEDBACK_ERRORS.replyVisitor, 409);
    await this.repo.setReply(merchantId, id, reply, operator, this.clock.now());
    await this.ports.replied?.(merchantId, row.memberId, reply);
    return this.replyState(merchantId, id);
  }

  image(merchantId: number, id: number) {
    return this.repo.image(merchantId, id);
  }
}
