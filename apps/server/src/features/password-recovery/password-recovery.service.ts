import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@arcadia/contract';
import type { SliderFields } from '@arcadia/contract/captcha/slider';
import {
  RECOVERY_ERRORS,
  RESET_LINK_MINUTES,
  RESET_TOKEN_PARAM,
  type RecoveryEmailPayload,
  type RecoveryRequestResult,
  type RecoverySmsPayload,
  type RecoveryVerificationPayload,
  type ResetByLinkPayload,
} from '@arcadia/contract/password-recovery';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { NO_SMS_GATE, type SmsGate } from '../../platform/http/client-key.js';
import type { MailSender } from '../../platform/mail.js';
import type { PasswordRecoveryRepository } from './password-recovery.repository.js';
import { resetMail } from './reset-mail.js';

export type RecoveryMember = {
  id: number;
  status: string;
  email: string | null;
  mobileCountryCode: string | null;
  mobileNumber: string | null;
};
type Phone = { countryDialingCode: string; number: string };

/** What recovery needs from its neighbours (accounts, session, verification), wired in features/index.ts. */
export type RecoveryPorts = {
  findMember(merchantId: number, account: string): Promise<RecoveryMember | null>;
  setPassword(merchantId: number, memberId: number, password: string): Promise<void>;
  /** Ends every session of the member: whoever held the old password is out. */
  endSessions(merchantId: number, memberId: number): Promise<void>;
  /** The country code of a mobile number sent with `given`: the merchant's default, or refused (system feature's policy). */
  mobileCountryCode(merchantId: number, given: string | undefined): Promise<string>;
  /** Sends (when `deliver`) an SMS code; the answer and the throttle are the same either way. */
  requestCode(merchantId: number, phone: Phone, language: Language, deliver: boolean): Promise<{ expiredMinutes: number }>;
  verifyCode(merchantId: number, phone: Phone, code: string): Promise<boolean>;
  /** Refuses (verify_first) when the merchant asks a slider before SMS codes and this one was not passed (captcha feature). */
  beforeSend(merchantId: number, clientKey: string, slider: SliderFields): Promise<void>;
  onMailError?(error: unknown): void;
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Forgot password: a single-use e-mailed link, or an SMS code; never reveals whether an account exists. */
export class PasswordRecoveryService {
  constructor(
    private readonly repo: PasswordRecoveryRepository,
    private readonly clock: Clock,
    private readonly mailer: MailSender,
    private readonly ports: RecoveryPorts,
  ) {}

  /**
   * Mails a reset link when the account's stored e-mail matches. The mail is sent after the answer
   * (not awaited), so a slow SMTP server cannot reveal through timing that the account exists.
   */
  async requestByEmail(merchantId: number, p: RecoveryEmailPayload, linkBase: string, language: Language): Promise<RecoveryRequestResult> {
    const member = await this.ports.findMember(merchantId, p.username);
    const token = randomBytes(32).toString('base64url');
    const matches = member?.status === 'active' && !!member.email && member.email.toLowerCase() === p.email.toLowerCase();
    if (member && matches) {
      const now = this.clock.now();
      await this.repo.addToken({
        merchantId,
        memberId: member.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        createdAt: now,
      });
      const link = `${linkBase}/resetPassword?${RESET_TOKEN_PARAM}=${token}`;
      const mail = resetMail(language, link, RESET_LINK_MINUTES);
      void this.mailer
        .send({ merchantId, to: member.email!, subject: mail.subject, text: mail.text, purpose: 'password_reset' })
        .catch((e) => this.ports.onMailError?.(e));
    }
    return { expiredMinutes: RESET_LINK_MINUTES };
  }

  /** Follows an e-mailed link: sets the new password once, then ends every session of the member. */
  async resetByLink(merchantId: number, p: ResetByLinkPayload): Promise<void> {
    const now = this.clock.now();
    const row = await this.repo.consume(sha256(p.token), now);
    if (!row || row.merchantId !== merchantId) throw new AppError(RECOVERY_ERRORS.linkInvalid);
    await this.finish(merchantId, row.memberId, p.newPassword);
  }

  /** Sends a recovery code to the member's phone when username and number belong together. */
  async requestBySms(
    merchantId: number,
    p: RecoverySmsPayload,
    language: Language,
    gate: SmsGate = NO_SMS_GATE,
  ): Promise<RecoveryRequestResult> {
    const phone = await this.phoneOf(merchantId, p);
    // After the number's checks, so a typo does not use up the slider; before any lookup, so the
    // slider is asked whether or not the account exists.
    await this.ports.beforeSend(merchantId, gate.clientKey, gate.slider);
    const member = await this.ports.findMember(merchantId, p.username);
    return this.ports.requestCode(merchantId, phone, language, this.owns(member, phone));
  }

  /** Checks the SMS code and sets the new password; one answer for every kind of mismatch. */
  async resetBySms(merchantId: number, p: RecoveryVerificationPayload): Promise<void> {
    const phone = await this.phoneOf(merchantId, p);
    const member = await this.ports.findMember(merchantId, p.username);
    // The code is checked (and its attempts counted) even for a wrong username.
    const codeOk = await this.ports.verifyCode(merchantId, phone, p.verificationCode);
    if (!member || !codeOk || !this.owns(member, phone)) throw new AppError(RECOVERY_ERRORS.codeIncorrect);
    await this.finish(merchantId, member.id, p.newPassword);
  }

  mailOutbox(merchantId: number, to: string | undefined, limit = 20) {
    return this.repo.outbox(merchantId, to, limit);
  }

  private async finish(merchantId: number, memberId: number, password: string): Promise<void> {
    await this.ports.setPassword(merchantId, memberId, password);
    await this.repo.retireMember(merchantId, memberId, this.clock.now());
    await this.ports.endSessions(merchantId, memberId);
  }

  private owns(member: RecoveryMember | null, phone: Phone): boolean {
    return (
      !!member &&
      member.status === 'active' &&
      member.mobileNumber === phone.number &&
      (member.mobileCountryCode ?? '') === phone.countryDialingCode
    );
  }

  private async phoneOf(merchantId: number, p: { mobileNumber: string; countryDialingCode?: string | undefined }): Promise<Phone> {
    const cc = await this.ports.mobileCountryCode(merchantId, p.countryDialingCode);
    return { countryDialingCode: cc, number: p.mobileNumber.replace(/\D/g, '') };
  }
}
