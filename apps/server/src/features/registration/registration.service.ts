import { randomBytes } from 'node:crypto';
import type { Language } from '@arcadia/contract';
import type { SliderFields } from '@arcadia/contract/captcha/slider';
import { normaliseIdNumber } from '@arcadia/contract/kyc';
import {
  type AutoRegisterPayload,
  buildRegisterSchema,
  DEFAULT_AGREEMENT,
  REGISTER_ERRORS,
  REGISTER_EXTRA_KEYS,
  type RegisterMode,
  type RegisterPayload,
  type RegisterResult,
  type RegisterSettings,
  registerFields,
  registerModes,
  registerOptions,
} from '@arcadia/contract/registration';
import type { LoginResult } from '@arcadia/contract/session';
import type { RegisterRule, Whitelabel } from '@arcadia/contract/system';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MemberRow, NewMemberInput } from '../accounts/index.js';
import { asciiSpellings, skeleton } from './lookalike.js';
import type { RegistrationRepository } from './registration.repository.js';

export type Phone = { countryDialingCode: string; number: string };
export type RegisterContext = {
  merchantId: number;
  ip: string;
  device: string;
  userAgent: string;
  clientKey: string;
  language: Language;
};

/** What registration needs from its neighbours, wired in features/index.ts. */
export type RegistrationPorts = {
  flags(merchantId: number): Promise<Whitelabel>;
  rules(merchantId: number): Promise<RegisterRule[]>;
  defaultPassword(merchantId: number): Promise<string | null>;
  /** The country code of a mobile number sent with `given`: the merchant's default, or refused (system feature's policy). */
  mobileCountryCode(merchantId: number, given: string | undefined): Promise<string>;
  accounts: {
    createMember(input: NewMemberInput): Promise<MemberRow>;
    findByAccount(merchantId: number, account: string): Promise<MemberRow | null>;
    lookalikeCandidates(merchantId: number, asciiSpellings: readonly string[]): Promise<string[]>;
    findByPhone(merchantId: number, countryCode: string, number: string): Promise<MemberRow | null>;
  };
  captcha: { verify(merchantId: number, clientKey: string, answer: string | undefined): Promise<boolean> };
  codes: {
    /** Refuses (verify_first) when the merchant asks a slider before SMS codes and this one was not passed. */
    beforeSend(merchantId: number, clientKey: string, slider: SliderFields): Promise<void>;
    send(merchantId: number, phone: Phone, language: Language): Promise<{ expiredMinutes: number }>;
    verify(merchantId: number, purpose: string, phone: Phone, code: string): Promise<boolean>;
  };
  /**
   * The merchant's age rule (the KYC feature, docs/adr/066-kyc.md): `assert` refuses a missing or
   * under-age date of birth before the account exists; `record` keeps the date with KYC, not here.
   */
  age?: {
    assert(merchantId: number, dateOfBirth: string | undefined): Promise<void>;
    record(merchantId: number, memberId: number, dateOfBirth: string | undefined): Promise<void>;
  };
  /** Opens the session of the automatic login after registration. */
  signIn(ctx: RegisterContext, member: MemberRow): Promise<LoginResult>;
  social: {
    /** Verifies an ID token; throws the social error codes. */
    identify(merchantId: number, channel: string, idToken: string): Promise<{ subject: string; email: string | null }>;
    bind(merchantId: number, memberId: number, channel: string, idToken: string): Promise<void>;
    /** The merchant lets a social identity without a member register automatically (social sign-in's switch). */
    autoRegisterOpen(merchantId: number): Promise<boolean>;
  };
};

export const SMS_PURPOSE = 'register';

/** What listeners of a registration are told (referral links the referrer, a promo code is redeemed). */
export type Registered = { merchantId: number; memberId: number; referralCode: string | null; promoCode: string | null };

/** The details a new registration carries that identify a person (an identity gate looks them up). */
export type RegistrationIdentity = {
  mobile: { countryCode: string; number: string } | null;
  email: string | null;
  /** Normalised (normaliseIdNumber); null when the form had none. */
  idNumber: string | null;
};
export type IdentityGate = (merchantId: number, identity: RegistrationIdentity) => Promise<void>;

/** Registration: the rules engine applied on the server, affiliates, and the automatic login. */
export class RegistrationService {
  private readonly registeredListeners: ((e: Registered) => Promise<void>)[] = [];
  private readonly identityGates: IdentityGate[] = [];

  /**
   * A gate that may refuse a registration by its identity before anything is written (safer
   * gambling: the details of a timed-out or self-excluded member, docs/adr/065). A hook rather than
   * a constructor port because the deciding feature is built in a later composition stage.
   */
  addIdentityGate(gate: IdentityGate): void {
    this.identityGates.push(gate);
  }

  /** Told after a member registered and the registration is recorded (e.g. referral links the referrer). */
  onRegistered(listener: (e: Registered) => Promise<void>): void {
    this.registeredListeners.push(listener);
  }

  private async registered(
    merchantId: number,
    memberId: number,
    referralCode: string | null,
    promoCode: string | null = null,
  ): Promise<void> {
    for (const listener of this.registeredListeners) await listener({ merchantId, memberId, referralCode, promoCode });
  }

  constructor(
    private readonly repo: RegistrationRepository,
    private readonly clock: Clock,
    private readonly ports: RegistrationPorts,
  ) {}

  /** The schema the web form uses too; refuses a mode the merchant does not offer. */
  async schemaFor(merchantId: number, mode: RegisterMode) {
    const [flags, row] = await Promise.all([this.ports.flags(merchantId), this.repo.settings(merchantId)]);
    if (!registerModes(flags).includes(mode)) throw new AppError(REGISTER_ERRORS.closed);
    return buildRegisterSchema(await this.ports.rules(merchantId), registerOptions(flags, mode, row?.captcha ?? true));
  }

  async settings(merchantId: number, language: Language): Promise<RegisterSettings> {
    const [flags, row] = await Promise.all([this.ports.flags(merchantId), this.repo.settings(merchantId)]);
    const own = row?.agreement?.[language];
    return {
      modes: registerModes(flags),
      passwordOnMobile: flags.MOBILENUMPASSREG3,
      smsVerification: flags.REGMOBVERF3,
      affiliateSetting: row?.affiliateSetting ?? 0,
      captcha: row?.captcha ?? true,
      agreement: own?.length ? own : [...DEFAULT_AGREEMENT[language]],
    };
  }

  /** `GET/POST /wps/agent/affiliate`: the code when it is live, else affiliate_not_found with the setting. */
  async lookupAffiliate(merchantId: number, code: string): Promise<{ affiliateCode: string; affiliateSetting: number }> {
    const affiliateSetting = (await this.repo.settings(merchantId))?.affiliateSetting ?? 0;
    const row = await this.repo.affiliate(merchantId, code);
    if (!row) throw new AppError(REGISTER_ERRORS.affiliate, 200, {}, { affiliateSetting });
    return { affiliateCode: row.code, affiliateSetting };
  }

  /** `POST /wps/verification/sms/register`: a code for a number that is not registered yet. */
  async requestCode(ctx: RegisterContext, mobileNo: string, countryDialingCode: string | undefined, slider: SliderFields = {}) {
    const flags = await this.ports.flags(ctx.merchantId);
    const rules = await this.ports.rules(ctx.merchantId);
    const mode: RegisterMode = registerModes(flags).includes('mobile') ? 'mobile' : 'username';
    const field = registerFields(rules, registerOptions(flags, mode)).find((f) => f.key === 'mobileNum');
    const phone = await this.phoneOf(ctx.merchantId, mobileNo, countryDialingCode);
    // Spec 000 §5: a valid mobile number first, by the same rule the form applies.
    const probe = buildRegisterSchema(rules, registerOptions(flags, mode)).safeParse({ mobileNum: mobileNo, countryDialingCode });
    const phoneBad =
      !field || (!probe.success && probe.error.issues.some((i) => i.path[0] === 'mobileNum' || i.path[0] === 'countryDialingCode'));
    if (phoneBad || phone.number === '') throw new AppError(REGISTER_ERRORS.phone);
    if (await this.ports.accounts.findByPhone(ctx.merchantId, phone.countryDialingCode, phone.number))
      throw new AppError(REGISTER_ERRORS.mobileTaken);
    // After the number's checks, so a typo does not use up the slider.
    await this.ports.codes.beforeSend(ctx.merchantId, ctx.clientKey, slider);
    return this.ports.codes.send(ctx.merchantId, phone, ctx.language);
  }

  /** Taken when the name, or a look-alike of it (same TR39 skeleton), belongs to a member already. */
  private async usernameTaken(merchantId: number, username: string): Promise<boolean> {
    if (await this.ports.accounts.findByAccount(merchantId, username)) return true;
    const target = skeleton(username);
    const candidates = await this.ports.accounts.lookalikeCandidates(merchantId, asciiSpellings(target));
    return candidates.some((account) => skeleton(account) === target);
  }

  /** A registration already parsed by schemaFor(). */
  async register(ctx: RegisterContext, p: RegisterPayload, meta: { host: string }): Promise<RegisterResult> {
    const { merchantId } = ctx;
    const flags = await this.ports.flags(merchantId);
    const captchaOn = (await this.repo.settings(merchantId))?.captcha ?? true;
    if (captchaOn && !(await this.ports.captcha.verify(merchantId, ctx.clientKey, p.captcha))) throw new AppError(REGISTER_ERRORS.captcha);
    const phone = p.mobileNum ? await this.phoneOf(merchantId, p.mobileNum, p.countryDialingCode) : null;
    // Before "mobile taken": an excluded member's own number is refused for the exclusion, not as a duplicate.
    const identity = {
      mobile: phone ? { countryCode: phone.countryDialingCode, number: phone.number } : null,
      email: p.email?.trim() || null,
      idNumber: normaliseIdNumber(p.idNumber),
    };
    for (const gate of this.identityGates) await gate(merchantId, identity);
    if (p.mode === 'username' && (await this.usernameTaken(merchantId, p.username))) throw new AppError(REGISTER_ERRORS.usernameTaken);
    if (phone && (await this.ports.accounts.findByPhone(merchantId, phone.countryDialingCode, phone.number)))
      throw new AppError(REGISTER_ERRORS.mobileTaken);
    if (phone && flags.REGMOBVERF3 && !(await this.ports.codes.verify(merchantId, SMS_PURPOSE, phone, p.verificationCode)))
      throw new AppError(REGISTER_ERRORS.smsCode);
    await this.ports.age?.assert(merchantId, p.dateOfBirth?.trim() || undefined);
    const uplineId = await this.upline(merchantId, p.affiliateCode);
    if (p.firebaseIdToken) await this.ports.social.identify(merchantId, p.firebaseChannel ?? '', p.firebaseIdToken);

    let password = p.password;
    let passwordIsDefault = false;
    if (!password) {
      // Phone registration without a password field: the merchant's default, to be changed at once.
      const fallback = await this.ports.defaultPassword(merchantId);
      if (!fallback) throw new AppError(REGISTER_ERRORS.noDefaultPassword);
      password = fallback;
      passwordIsDefault = true;
    }
    const account = p.mode === 'username' ? p.username : await this.accountForPhone(merchantId, phone!);
    const contact: Record<string, string> = {};
    for (const key of REGISTER_EXTRA_KEYS) {
      const value = p[key]?.trim();
      if (value && key !== 'nickname' && key !== 'paymentPassword') contact[key] = value;
    }
    const member = await this.ports.accounts.createMember({
      merchantId,
      account,
      password,
      passwordIsDefault,
      nickname: p.nickname?.trim() || account,
      mobile: phone ? { countryCode: phone.countryDialingCode, number: phone.number } : null,
      uplineId,
      language: ctx.language,
      contact,
    });
    await this.repo.record({
      merchantId,
      memberId: member.id,
      method: p.mode,
      affiliateCode: uplineId ? p.affiliateCode : null,
      referralCode: p.referralCode || null,
      domain: (p.domain || meta.host).slice(0, 255),
      registerUrl: p.registerUrl?.slice(0, 1024) ?? null,
      ip: ctx.ip,
      createdAt: this.clock.now(),
    });
    await this.ports.age?.record(merchantId, member.id, p.dateOfBirth?.trim() || undefined);
    await this.registered(merchantId, member.id, p.referralCode || null, p.promoCode || null);
    if (p.firebaseIdToken) await this.ports.social.bind(merchantId, member.id, p.firebaseChannel ?? '', p.firebaseIdToken);
    const login = await this.ports.signIn(ctx, member);
    return { customerName: member.account, profile: { mobileNo: phone?.number ?? null }, defaultPassword: passwordIsDefault, login };
  }

  /**
   * Social auto-register (where social sign-in allows it): a member with a generated name and an unusable
   * password, bound to the identity and signed in. They sign in again through the provider.
   */
  async autoRegister(ctx: RegisterContext, p: AutoRegisterPayload, meta: { host: string }): Promise<RegisterResult> {
    const { merchantId } = ctx;
    if (!(await this.ports.social.autoRegisterOpen(merchantId))) throw new AppError('social_register_disabled');
    const who = await this.ports.social.identify(merchantId, p.firebaseChannel, p.firebaseIdToken);
    const code = p.affiliateCode?.trim() ?? '';
    const uplineId = await this.upline(merchantId, code);
    const account = await this.freeAccount(merchantId, p.firebaseChannel.slice(0, 2));
    const member = await this.ports.accounts.createMember({
      merchantId,
      account,
      password: randomBytes(24).toString('base64url'),
      passwordIsDefault: false,
      nickname: who.email?.split('@')[0]?.slice(0, 40) || account,
      uplineId,
      language: ctx.language,
      contact: who.email ? { email: who.email } : {},
    });
    await this.repo.record({
      merchantId,
      memberId: member.id,
      method: 'social',
      affiliateCode: uplineId ? code : null,
      referralCode: p.referralCode?.trim() || null,
      domain: (p.domain || meta.host).slice(0, 255),
      registerUrl: p.registerUrl?.slice(0, 1024) ?? null,
      ip: ctx.ip,
      createdAt: this.clock.now(),
    });
    await this.registered(merchantId, member.id, p.referralCode?.trim() || null);
    await this.ports.social.bind(merchantId, member.id, p.firebaseChannel, p.firebaseIdToken);
    const login = await this.ports.signIn(ctx, member);
    return { customerName: member.account, profile: { mobileNo: null }, defaultPassword: false, login };
  }

  /** The affiliate's agent; a bad code is dropped (setting 0) or refused (setting 1). */
  private async upline(merchantId: number, code: string): Promise<number | null> {
    const setting = (await this.repo.settings(merchantId))?.affiliateSetting ?? 0;
    const row = code ? await this.repo.affiliate(merchantId, code) : null;
    if (row) return row.agentMemberId;
    if (setting !== 0) throw new AppError(REGISTER_ERRORS.affiliate, 200, {}, { affiliateSetting: setting });
    return null;
  }

  private async phoneOf(merchantId: number, number: string, cc: string | undefined): Promise<Phone> {
    return { countryDialingCode: await this.ports.mobileCountryCode(merchantId, cc), number: number.replace(/\D/g, '') };
  }

  /** Phone registrations use the number as the account name when it is free. */
  private async accountForPhone(merchantId: number, phone: Phone): Promise<string> {
    if (!(await this.ports.accounts.findByAccount(merchantId, phone.number))) return phone.number;
    return this.freeAccount(merchantId, 'm');
  }

  private async freeAccount(merchantId: number, prefix: string): Promise<string> {
    for (;;) {
      const account = `${prefix}${randomBytes(6).toString('hex').slice(0, 10)}`;
      if (!(await this.ports.accounts.findByAccount(merchantId, account))) return account;
    }
  }

  setSettings(merchantId: number, affiliateSetting: number, agreement: Partial<Record<string, string[]>> | null = null, captcha = true) {
    return this.repo.putSettings({ merchantId, affiliateSetting, agreement, captcha });
  }

  addAffiliate(merchantId: number, code: string, agentMemberId: number) {
    return this.repo.addAffiliate({ merchantId, code, agentMemberId });
  }

  registrationOf(merchantId: number, memberId: number) {
    return this.repo.byMember(merchantId, memberId);
  }
}
