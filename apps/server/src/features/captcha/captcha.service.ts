import { createHash, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@arcadia/contract/captcha';
import type { Clock } from '../../platform/clock.js';
import type { CaptchaRepository } from './captcha.repository.js';

/** Draws the challenge image; the default renders svg-captcha to PNG with sharp (captcha.render.ts). */
export type CaptchaRenderer = () => Promise<{ text: string; png: Buffer }>;

const hash = (merchantId: number, clientKey: string, answer: string) =>
  createHash('sha256').update(`${merchantId}:${clientKey}:${answer.trim().toLowerCase()}`).digest('hex');

export class CaptchaService {
  constructor(
    private readonly repo: CaptchaRepository,
    private readonly clock: Clock,
    private readonly render: CaptchaRenderer,
  ) {}

  /** A new image for this client (base64 PNG); any earlier one stops working. */
  async issue(merchantId: number, clientKey: string): Promise<string> {
    const { text, png } = await this.render();
    const now = this.clock.now();
    await this.repo.put(merchantId, clientKey, hash(merchantId, clientKey, text), new Date(now.getTime() + CAPTCHA_TTL_MS));
    if (Math.random() < 0.01) await this.repo.purgeExpired(now);
    return png.toString('base64');
  }

  /** True when the answer matches the client's live image. The image is used up either way. */
  async verify(merchantId: number, clientKey: string, answer: string | undefined): Promise<boolean> {
    if (!answer || answer.length > CAPTCHA_LENGTH * 2) {
      await this.repo.take(merchantId, clientKey);
      return false;
    }
    const row = await this.repo.take(merchantId, clientKey);
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) return false;
    const given = Buffer.from(hash(merchantId, clientKey, answer));
    return timingSafeEqual(given, Buffer.from(row.answerHash));
  }
}
