import type { Language } from '@arcadia/contract';
import type { SliderFields } from '@arcadia/contract/captcha/slider';
import type { MailSender } from '../../platform/mail.js';

/** A mobile number as the verification feature keys it. */
export type Phone = { countryDialingCode: string; number: string };
export type TwoFactorMember = { account: string; email: string | null; mobileCountryCode: string | null; mobileNumber: string | null };

/** What the two-factor feature needs from accounts, verification and system; wired in features/index.ts. */
export type TwoFactorPorts = {
  member(merchantId: number, memberId: number): Promise<TwoFactorMember>;
  checkPassword(merchantId: number, memberId: number, password: string): Promise<boolean>;
  /** Enrolling e-mail stores the proven address on the account (password recovery uses it too). */
  setEmail(merchantId: number, memberId: number, email: string): Promise<void>;
  requestSms(merchantId: number, purpose: string, phone: Phone, language: Language): Promise<{ expiredMinutes: number }>;
  /** Refuses (verify_first) when the merchant asks a slider before SMS codes and this one was not passed (captcha feature). */
  beforeSms(merchantId: number, clientKey: string, slider: SliderFields): Promise<void>;
  verifySms(merchantId: number, purpose: string, phone: Phone, code: string): Promise<boolean>;
  /** The country code of a mobile number sent with `given`: the merchant's default, or refused (system feature's policy). */
  mobileCountryCode(merchantId: number, given: string | undefined): Promise<string>;
  /** The name authenticator apps show next to the code. */
  issuer(merchantId: number): Promise<string>;
  mailer: MailSender;
};
