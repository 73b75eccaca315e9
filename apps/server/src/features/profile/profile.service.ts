import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Big, type Language } from '@arcadia/contract';
import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { type Avatar, maskEmail, maskMobile, PROFILE_ERRORS, type RankProgress, type SecurityConfig } from '@arcadia/contract/profile';
import { SMS_CODE_LENGTH, SMS_CODE_MAX_ATTEMPTS, SMS_RESEND_SECONDS, VERIFICATION_ERRORS } from '@arcadia/contract/verification';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { NO_SMS_GATE, type SmsGate } from '../../platform/http/client-key.js';
import type { ProfileRepository } from './profile.repository.js';

export type MailMessage = { merchantId: number; to: string; subject: string; text: string };
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

type Phone = { countryDialingCode: string; number: string };
type SmsSettings = { enabled: boolean; expiredMinutes: number; defaultCountryDialingCode: string };

/** What the profile needs from other features (wired in features/index.ts). */
export type ProfilePorts = {
  member(
    merchantId: number,
    memberId: number,
  ): Promise<{
    clubLabelId: number | null;
    icon: number;
    mobileCountryCode: string | null;
    mobileNumber: string | null;
    paymentPasswordSet: boolean;
  }>;
  clubLabels(merchantId: number): Promise<{ id: number; name: string; rankLevel: number }[]>;
  setNickname(merchantId: number, memberId: number, nickname: string): Promise<void>;
  setMobile(merchantId: number, memberId: number, countryCode: string, number: string): Promise<'ok' | 'in-use'>;
  smsSettings(merchantId: number): Promise<SmsSettings>;
  codes: {
    requestCode(
      merchantId: number,
      purpose: string,
      phone: Phone,
      settings: SmsSettings,
      language: Language,
    ): Promise<{ expiredMinutes: number }>;
    verify(merchantId: number, purpose: string, phone: Phone, code: string): Promise<boolean>;
    /** Refuses (verify_first) when the merchant asks a slider before SMS codes and this one was not passed (captcha feature). */
    beforeSend(merchantId: number, clientKey: string, slider: SliderFields): Promise<void>;
  };
  mail: MailSender;
};

export const BIND_MOBILE_PURPOSE = 'bind-mobile';
const EMAIL_CODE_MINUTES = 15;

const MAIL_TEXTS: Record<Language, { subject: string; body: (code: string, minutes: number) => string }> = {
  CN: { subject: '邮箱验证码', body: (c, m) => `您的邮箱验证码是 ${c}，${m} 分钟内有效。如非本人操作请忽略。` },
  TW: { subject: '郵箱驗證碼', body: (c, m) => `您的郵箱驗證碼是 ${c}，${m} 分鐘內有效。如非本人操作請忽略。` },
  JA: {
    subject: 'メール認証コード',
    body: (c, m) => `メール認証コードは ${c} です（${m} 分間有効）。心当たりがなければ無視してください。`,
  },
  EN: {
    subject: 'Your e-mail code',
    body: (c, m) => `Your e-mail code is ${c}. It is valid for ${m} minutes. Ignore this mail if you did not ask for it.`,
  },
  TH: { subject: 'รหัสยืนยันอีเมล', body: (c, m) => `รหัสยืนยันอีเมลของคุณคือ ${c} ใช้ได้ ${m} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉย` },
  VI: {
    subject: 'Mã xác minh e-mail',
    body: (c, m) => `Mã xác minh e-mail của bạn là ${c}, có hiệu lực ${m} phút. Bỏ qua nếu bạn không yêu cầu.`,
  },
};

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Profile and security centre: avatar, nickname, VIP progress, mobile and e-mail binding. */
export class ProfileService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly clock: Clock,
    private readonly ports: ProfilePorts,
  ) {}

  async avatar(merchantId: number, memberId: number): Promise<Avatar> {
    const row = await this.repo.avatar(merchantId, memberId);
    if (row) return { avatarType: row.avatarType, avatar: row.avatar };
    const m = await this.ports.member(merchantId, memberId);
    return { avatarType: 'STATIC', avatar: String(m.icon) };
  }

  async setAvatar(merchantId: number, memberId: number, avatar: Avatar, iconCount: number): Promise<void> {
    const id = Number(avatar.avatar);
    if (avatar.avatarType !== 'STATIC' || !Number.isInteger(id) || id < 1 || id > iconCount) throw new AppError(PROFILE_ERRORS.avatar);
    await this.repo.putAvatar(merchantId, memberId, 'STATIC', String(id), this.clock.now());
  }

  setNickname(merchantId: number, memberId: number, nickname: string) {
    return this.ports.setNickname(merchantId, memberId, nickname);
  }

  /**
   * Progress toward the next club label: each of its conditions is met when the member's running
   * total reaches the target. At the top of the ladder there is nothing left to expect.
   */
  async rankProgress(merchantId: number, memberId: number): Promise<RankProgress> {
    const [m, ladder] = await Promise.all([this.ports.member(merchantId, memberId), this.ports.clubLabels(merchantId)]);
    const current = ladder.find((l) => l.id === m.clubLabelId) ?? null;
    const level = current?.rankLevel ?? 0;
    const next = ladder.find((l) => l.rankLevel > level) ?? null;
    const base = { labelId: current?.id ?? null, rankLevel: level };
    if (!next) return { ...base, completedConditions: 0, totalExpectedConditions: 0, nextLabel: null, conditions: [] };
    const [conditions, values] = await Promise.all([
      this.repo.rankConditions(merchantId, next.id),
      this.repo.rankValues(merchantId, memberId),
    ]);
    const rows = conditions.map((c) => {
      const value = values.find((v) => v.conditionKey === c.conditionKey)?.value ?? '0';
      return {
        key: c.conditionKey,
        current: new Big(value).toFixed(2),
        target: new Big(c.target).toFixed(2),
        completed: new Big(value).gte(c.target),
      };
    });
    return {
      ...base,
      completedConditions: rows.filter((r) => r.completed).length,
      totalExpectedConditions: rows.length,
      nextLabel: { labelId: next.id, labelName: next.name, rankLevel: next.rankLevel },
      conditions: rows,
    };
  }

  async securityConfig(merchantId: number, memberId: number): Promise<SecurityConfig> {
    const [m, email] = await Promise.all([this.ports.member(merchantId, memberId), this.repo.email(merchantId, memberId)]);
    return {
      mobile: m.mobileNumber ? maskMobile(m.mobileCountryCode, m.mobileNumber) : null,
      email: email ? maskEmail(email.email) : null,
      emailVerified: email !== null,
      paymentPasswordSet: m.paymentPasswordSet,
    };
  }

  /** Sends a code to a number the member wants to bind; a number held by another member is refused first. */
  async requestMobileCode(merchantId: number, memberId: number, phone: Phone, language: Language, gate: SmsGate = NO_SMS_GATE) {
    await this.checkMobileFree(merchantId, memberId, phone);
    await this.ports.codes.beforeSend(merchantId, gate.clientKey, gate.slider);
    const settings = await this.ports.smsSettings(merchantId);
    return this.ports.codes.requestCode(merchantId, BIND_MOBILE_PURPOSE, phone, settings, language);
  }

  async bindMobile(merchantId: number, memberId: number, phone: Phone, code: string): Promise<void> {
    await this.checkMobileFree(merchantId, memberId, phone);
    if (!(await this.ports.codes.verify(merchantId, BIND_MOBILE_PURPOSE, phone, code))) throw new AppError(PROFILE_ERRORS.codeIncorrect);
    if ((await this.ports.setMobile(merchantId, memberId, phone.countryDialingCode, phone.number)) === 'in-use')
      throw new AppError(PROFILE_ERRORS.mobileInUse);
  }

  private async checkMobileFree(merchantId: number, memberId: number, phone: Phone) {
    const m = await this.ports.member(merchantId, memberId);
    if (m.mobileNumber === phone.number && m.mobileCountryCode === phone.countryDialingCode) throw new AppError(PROFILE_ERRORS.mobileSame);
  }

  async requestEmailCode(merchantId: number, memberId: number, email: string, language: Language): Promise<{ expiredMinutes: number }> {
    const holder = await this.repo.emailHolder(merchantId, email);
    if (holder !== null && holder !== memberId) throw new AppError(PROFILE_ERRORS.emailInUse);
    const now = this.clock.now();
    const live = await this.repo.emailCode(merchantId, memberId);
    if (live && now.getTime() - live.createdAt.getTime() < SMS_RESEND_SECONDS * 1000)
      throw new AppError(VERIFICATION_ERRORS.tooFrequent, 200, { seconds: SMS_RESEND_SECONDS });
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    await this.repo.putEmailCode({
      merchantId,
      memberId,
      email,
      codeHash: hashCode(`${merchantId}:${memberId}:${email.toLowerCase()}`, code),
      expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000),
      createdAt: now,
    });
    const text = MAIL_TEXTS[language];
    await this.ports.mail.send({ merchantId, to: email, subject: text.subject, text: text.body(code, EMAIL_CODE_MINUTES) });
    return { expiredMinutes: EMAIL_CODE_MINUTES };
  }

  /** The code must be the one sent to this very address; wrong guesses count and the last one kills it. */
  async bindEmail(merchantId: number, memberId: number, email: string, code: string): Promise<void> {
    const live = await this.repo.emailCode(merchantId, memberId);
    const fail = () => new AppError(PROFILE_ERRORS.codeIncorrect);
    if (!live || live.email.toLowerCase() !== email.toLowerCase()) throw fail();
    if (live.expiresAt.getTime() <= this.clock.now().getTime()) {
      await this.repo.dropEmailCode(merchantId, memberId);
      throw fail();
    }
    const given = Buffer.from(hashCode(`${merchantId}:${memberId}:${email.toLowerCase()}`, code.trim()));
    if (given.length !== live.codeHash.length || !timingSafeEqual(given, Buffer.from(live.codeHash))) {
      if ((await this.repo.countEmailAttempt(merchantId, memberId)) >= SMS_CODE_MAX_ATTEMPTS)
        await this.repo.dropEmailCode(merchantId, memberId);
      throw fail();
    }
    await this.repo.dropEmailCode(merchantId, memberId);
    const holder = await this.repo.emailHolder(merchantId, email);
    if (holder !== null && holder !== memberId) throw new AppError(PROFILE_ERRORS.emailInUse);
    try {
      await this.repo.putEmail(merchantId, memberId, email, this.clock.now());
    } catch (e) {
      if (/profile_emails_address|23505/.test(String(e) + String((e as { code?: string }).code)))
        throw new AppError(PROFILE_ERRORS.emailInUse);
      throw e;
    }
  }

  /** Operators and the activity features set rank targets and totals through these. */
  setRankCondition(merchantId: number, labelId: number, conditionKey: string, target: string) {
    return this.repo.putRankCondition({ merchantId, labelId, conditionKey, target });
  }

  /** Club labels a member earns (they have rank conditions); the others are assigned by operators. */
  labelsWithConditions(merchantId: number): Promise<number[]> {
    return this.repo.labelsWithConditions(merchantId);
  }

  setRankValue(merchantId: number, memberId: number, conditionKey: string, value: string) {
    return this.repo.putRankValue(merchantId, memberId, conditionKey, value, this.clock.now());
  }

  mails(merchantId: number, to: string) {
    return this.repo.mails(merchantId, to);
  }
}
