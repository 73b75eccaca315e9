import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@arcadia/contract';
import { SMS_CODE_LENGTH, SMS_CODE_MAX_ATTEMPTS, SMS_RESEND_SECONDS, VERIFICATION_ERRORS } from '@arcadia/contract/verification';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SmsSender } from '../../platform/sms.js';
import type { VerificationRepository } from './verification.repository.js';

export type Phone = { countryDialingCode: string; number: string };
export type SmsSettings = { enabled: boolean; expiredMinutes: number; defaultCountryDialingCode: string };

/** Digits only: country code followed by the national number. */
export const phoneKey = (p: Phone) => `${p.countryDialingCode.replace(/\D/g, '')}${p.number.replace(/\D/g, '')}`;

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

const TEXTS: Record<Language, (code: string, minutes: number) => string> = {
  CN: (c, m) => `您的验证码是 ${c}，${m} 分钟内有效。请勿告诉他人。`,
  TW: (c, m) => `您的驗證碼是 ${c}，${m} 分鐘內有效。請勿告訴他人。`,
  JA: (c, m) => `認証コードは ${c} です（${m} 分間有効）。他人に教えないでください。`,
  EN: (c, m) => `Your code is ${c}. It is valid for ${m} minutes. Do not share it.`,
  TH: (c, m) => `รหัสของคุณคือ ${c} ใช้ได้ ${m} นาที ห้ามบอกผู้อื่น`,
  VI: (c, m) => `Mã của bạn là ${c}, có hiệu lực ${m} phút. Không chia sẻ mã này.`,
};

/** One-time SMS codes: hashed, expiring, limited attempts, one live code per number and purpose. */
export class VerificationService {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly clock: Clock,
    private readonly sms: SmsSender,
  ) {}

  /**
   * Sends a code unless `deliver` is false — the caller passes false when the number has no
   * account, and the answer is the same either way so numbers cannot be probed.
   */
  async requestCode(
    merchantId: number,
    purpose: string,
    phone: Phone,
    settings: SmsSettings,
    language: Language,
    deliver = true,
  ): Promise<{ expiredMinutes: number }> {
    if (!settings.enabled) throw new AppError(VERIFICATION_ERRORS.smsOff);
    const key = phoneKey(phone);
    const now = this.clock.now();
    const live = await this.repo.liveCode(merchantId, purpose, key);
    if (live && now.getTime() - live.createdAt.getTime() < SMS_RESEND_SECONDS * 1000) {
      throw new AppError(VERIFICATION_ERRORS.tooFrequent, 200, { seconds: SMS_RESEND_SECONDS });
    }
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const expiresAt = new Date(now.getTime() + settings.expiredMinutes * 60_000);
    // Store something even when not delivering, so the resend throttle behaves identically.
    await this.repo.putCode({
      merchantId,
      purpose,
      phone: key,
      codeHash: hashCode(`${merchantId}:${purpose}:${key}`, code),
      expiresAt,
      createdAt: now,
    });
    if (deliver) await this.sms.send({ merchantId, to: key, purpose, text: TEXTS[language](code, settings.expiredMinutes) });
    return { expiredMinutes: settings.expiredMinutes };
  }

  /** True once for the right code; wrong guesses count, and the code dies after the last allowed one. */
  async verify(merchantId: number, purpose: string, phone: Phone, code: string): Promise<boolean> {
    const key = phoneKey(phone);
    const live = await this.repo.liveCode(merchantId, purpose, key);
    if (!live?.codeHash) return false;
    if (live.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.repo.consume(live.id);
      return false;
    }
    const given = Buffer.from(hashCode(`${merchantId}:${purpose}:${key}`, code.trim()));
    if (given.length === live.codeHash.length && timingSafeEqual(given, Buffer.from(live.codeHash))) return this.repo.consume(live.id);
    const attempts = await this.repo.countAttempt(live.id);
    if (attempts >= SMS_CODE_MAX_ATTEMPTS) await this.repo.consume(live.id);
    return false;
  }

  outbox(merchantId: number, to: string | undefined, limit = 20) {
    return this.repo.outbox(merchantId, to, limit);
  }
}
