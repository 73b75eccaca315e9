import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@arcadia/contract';
import {
  type CodeSent,
  RECOVERY_CODE_COUNT,
  type SecurityConfig,
  type TotpSetup,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_CODE_MINUTES,
  TWO_FACTOR_ERRORS,
  TWO_FACTOR_LOCK_MINUTES,
  TWO_FACTOR_MAX_FAILURES,
  TWO_FACTOR_METHODS,
  type TwoFactorField,
  type TwoFactorLoginPayload,
  type TwoFactorMethod,
} from '@arcadia/contract/two-factor';
import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/http/app-error.js';
import { NO_SMS_GATE, type SmsGate } from '../../platform/http/client-key.js';
import { checkTotp, newTotpSecret, totpUri } from './totp.js';
import type { Phone, TwoFactorPorts } from './two-factor.ports.js';
import type { MethodRow, TwoFactorRepository } from './two-factor.repository.js';
import { codeMail } from './two-factor.texts.js';

export type { TwoFactorMember, TwoFactorPorts } from './two-factor.ports.js';

type Who = { merchantId: number; memberId: number };
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const byTabOrder = (a: TwoFactorMethod, b: TwoFactorMethod) => TWO_FACTOR_METHODS.indexOf(a) - TWO_FACTOR_METHODS.indexOf(b);
const phoneOfValue = (v: string | null): Phone | null => {
  const [cc, number] = (v ?? '').split(':');
  return cc !== undefined && number ? { countryDialingCode: cc, number } : null;
};
const fail = (code: string, field: TwoFactorField) => new AppError(code, 200, {}, { field });
/** Binds a sealed secret to its member: copied into another member's row it does not open. */
const secretContext = (w: Who) => `two-factor:G:${w.merchantId}:${w.memberId}`;

/** Second factors: enrolment, the merchant's requirement, and the check at login. */
export class TwoFactorService {
  constructor(
    private readonly repo: TwoFactorRepository,
    private readonly clock: Clock,
    private readonly secrets: SecretBox,
    private readonly ports: TwoFactorPorts,
  ) {}

  /**
   * The methods this member must choose from at login: those they enrolled, plus the merchant's
   * required e-mail or SMS when the account already has that contact. Empty means no second step.
   */
  async loginMethods(merchantId: number, memberId: number): Promise<TwoFactorMethod[]> {
    const { confirmed, required } = await this.repo.loginFactors({ merchantId, memberId });
    const set = new Set<TwoFactorMethod>(confirmed as TwoFactorMethod[]);
    if (required.includes('E') || required.includes('S')) {
      const m = await this.ports.member(merchantId, memberId);
      if (required.includes('E') && m.email) set.add('E');
      if (required.includes('S') && m.mobileNumber) set.add('S');
    }
    return [...set].sort(byTabOrder);
  }

  /** Issues the login challenge that comes with login_verify_required. */
  async begin(merchantId: number, memberId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
    await this.repo.addChallenge({ tokenHash: sha256(token), merchantId, memberId, expiresAt });
    return token;
  }

  /** The member a live challenge was issued to, or null. */
  async memberOf(merchantId: number, challenge: string): Promise<number | null> {
    const row = await this.repo.challenge(sha256(challenge), this.clock.now());
    return row && row.merchantId === merchantId ? row.memberId : null;
  }

  async endChallenge(challenge: string | undefined): Promise<void> {
    if (challenge) await this.repo.endChallenge(sha256(challenge), this.clock.now());
  }

  /** Sends the login modal's SMS or e-mail code, only to the contact on record. */
  async sendLoginCode(merchantId: number, challenge: string, method: 'S' | 'E', typed: string, language: Language, gate = NO_SMS_GATE) {
    const memberId = await this.memberOf(merchantId, challenge);
    if (memberId === null) throw new AppError(TWO_FACTOR_ERRORS.challengeExpired);
    const w = { merchantId, memberId };
    await this.refuseWhileLocked(w);
    if (!(await this.loginMethods(merchantId, memberId)).includes(method)) throw new AppError(TWO_FACTOR_ERRORS.methodUnavailable);
    if (method === 'E') {
      const email = await this.emailOf(w);
      if (!email || normalName(typed) !== email) throw fail(TWO_FACTOR_ERRORS.contactMismatch, 'email');
      return this.mailCode(w, 'login', email, language);
    }
    const phone = await this.phoneOf(w);
    if (!phone || typed.replace(/\D/g, '') !== phone.number) throw fail(TWO_FACTOR_ERRORS.contactMismatch, 'mobileNum');
    return this.smsCode(merchantId, '2fa-login', phone, language, gate);
  }

  /**
   * Checks the second factor of a login. Throws with `{ field }` naming the input to focus;
   * wrong answers count towards a lock that only the second factor has.
   */
  async verifyLogin(merchantId: number, memberId: number, p: TwoFactorLoginPayload): Promise<void> {
    const w = { merchantId, memberId };
    await this.refuseWhileLocked(w);
    if (!(await this.loginMethods(merchantId, memberId)).includes(p.method)) throw new AppError(TWO_FACTOR_ERRORS.methodUnavailable);
    const failure = await this.check(w, p);
    if (!failure) {
      await this.repo.clearFailures(w);
      return;
    }
    const until = new Date(this.clock.now().getTime() + TWO_FACTOR_LOCK_MINUTES * 60_000);
    await this.repo.countFailure(w, TWO_FACTOR_MAX_FAILURES, until);
    await this.refuseWhileLocked(w);
    throw failure;
  }

  async securityConfig(merchantId: number, memberId: number): Promise<SecurityConfig> {
    const w = { merchantId, memberId };
    const [rows, required, member, left, login] = await Promise.all([
      this.repo.methods(w),
      this.repo.policy(merchantId),
      this.ports.member(merchantId, memberId),
      this.repo.recoveryCodesLeft(w),
      this.loginMethods(merchantId, memberId),
    ]);
    const has = (m: TwoFactorMethod) => rows.some((r) => r.method === m && r.confirmed);
    const phone = phoneOfValue(rows.find((r) => r.method === 'S')?.value ?? null);
    return {
      required: (required as TwoFactorMethod[]).sort(byTabOrder),
      methods: {
        G: { enrolled: has('G'), recoveryCodesLeft: has('G') ? left : 0 },
        E: { enrolled: has('E'), email: member.email ? maskEmail(member.email) : null },
        S: { enrolled: has('S'), mobile: phone ? `+${phone.countryDialingCode} ${maskTail(phone.number)}` : null },
        P: { enrolled: has('P') },
      },
      loginVerification: login.length > 0,
    };
  }

  /** Starts authenticator enrolment: a new secret, pending until confirmed with a code. */
  async totpSetup(merchantId: number, memberId: number): Promise<TotpSetup> {
    const w = { merchantId, memberId };
    const secret = newTotpSecret();
    const [member, issuer] = await Promise.all([this.ports.member(merchantId, memberId), this.ports.issuer(merchantId)]);
    await this.repo.putMethod(w, 'G', { secret: this.secrets.seal(secret, secretContext(w)), confirmed: false }, this.clock.now());
    const otpauthUrl = totpUri(issuer, member.account, secret);
    return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  }

  /** Confirms the app with its first code; answers the recovery codes, shown this once. */
  async totpConfirm(merchantId: number, memberId: number, authCode: string): Promise<{ recoveryCodes: string[] }> {
    const w = { merchantId, memberId };
    await this.refuseWhileLocked(w);
    const row = (await this.repo.methods(w)).find((r) => r.method === 'G');
    if (!row?.secret || row.confirmed) throw new AppError(TWO_FACTOR_ERRORS.notPending);
    const step = await checkTotp(await this.secretOf(w, row.secret), authCode, this.clock.now());
    if (step === null) {
      await this.repo.countFailure(w, TWO_FACTOR_MAX_FAILURES, new Date(this.clock.now().getTime() + TWO_FACTOR_LOCK_MINUTES * 60_000));
      throw fail(TWO_FACTOR_ERRORS.codeIncorrect, 'authCode');
    }
    await this.repo.confirmTotp(w, step);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const raw = randomBytes(5).toString('hex');
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
    await this.repo.replaceRecoveryCodes(
      w,
      recoveryCodes.map((c) => sha256(`${merchantId}:${memberId}:${c}`)),
    );
    return { recoveryCodes };
  }

  async emailEnrolCode(merchantId: number, memberId: number, email: string, language: Language): Promise<CodeSent> {
    return this.mailCode({ merchantId, memberId }, 'enrol', normalName(email), language);
  }

  async enrolEmail(merchantId: number, memberId: number, email: string, code: string): Promise<void> {
    const w = { merchantId, memberId };
    if (!(await this.checkMailCode(w, 'enrol', normalName(email), code))) throw fail(TWO_FACTOR_ERRORS.codeIncorrect, 'verificationCode');
    await this.ports.setEmail(merchantId, memberId, normalName(email));
    await this.repo.putMethod(w, 'E', { value: normalName(email), confirmed: true }, this.clock.now());
  }

  async smsEnrolCode(merchantId: number, memberId: number, cc: string | undefined, number: string, language: Language, gate = NO_SMS_GATE) {
    const phone = await this.phone(merchantId, cc, number);
    return this.smsCode(merchantId, `2fa-enrol-${memberId}`, phone, language, gate);
  }

  async enrolSms(merchantId: number, memberId: number, cc: string | undefined, number: string, code: string): Promise<void> {
    const phone = await this.phone(merchantId, cc, number);
    if (!(await this.ports.verifySms(merchantId, `2fa-enrol-${memberId}`, phone, code)))
      throw fail(TWO_FACTOR_ERRORS.codeIncorrect, 'verificationCode');
    const value = `${phone.countryDialingCode}:${phone.number}`;
    await this.repo.putMethod({ merchantId, memberId }, 'S', { value, confirmed: true }, this.clock.now());
  }

  async enrolPayee(merchantId: number, memberId: number, payeeName: string): Promise<void> {
    await this.repo.putMethod(
      { merchantId, memberId },
      'P',
      { value: payeeName.trim().replace(/\s+/g, ' '), confirmed: true },
      this.clock.now(),
    );
  }

  /** Removes a method after the login password is given again. */
  async remove(merchantId: number, memberId: number, method: TwoFactorMethod, password: string): Promise<void> {
    if (!(await this.ports.checkPassword(merchantId, memberId, password))) throw new AppError('in_old_password_incorrect');
    await this.repo.removeMethod({ merchantId, memberId }, method);
  }

  /** The methods a member has bound (console profile, ADR 025). */
  async enrolled(merchantId: number, memberId: number): Promise<TwoFactorMethod[]> {
    const rows = await this.repo.methods({ merchantId, memberId });
    return rows
      .filter((r) => r.confirmed)
      .map((r) => r.method as TwoFactorMethod)
      .sort(byTabOrder);
  }

  /** An operator's reset: every method (and the recovery codes and failure lock) goes, so the member can bind again. */
  async resetAll(merchantId: number, memberId: number): Promise<TwoFactorMethod[]> {
    const w = { merchantId, memberId };
    const rows = await this.repo.methods(w);
    for (const r of rows) await this.repo.removeMethod(w, r.method);
    await this.repo.replaceRecoveryCodes(w, []);
    await this.repo.clearFailures(w);
    return rows
      .filter((r) => r.confirmed)
      .map((r) => r.method as TwoFactorMethod)
      .sort(byTabOrder);
  }

  async policy(merchantId: number): Promise<TwoFactorMethod[]> {
    return (await this.repo.policy(merchantId)) as TwoFactorMethod[];
  }

  async setPolicy(merchantId: number, required: TwoFactorMethod[]): Promise<void> {
    await this.repo.setPolicy(merchantId, [...new Set(required)]);
  }

  /** null when right, else the error to throw (with the field to focus). */
  private async check(w: Who, p: TwoFactorLoginPayload): Promise<AppError | null> {
    const rows = await this.repo.methods(w);
    const row = (m: string): MethodRow | undefined => rows.find((r) => r.method === m && r.confirmed);
    switch (p.method) {
      case 'G': {
        const code = (p.authCode ?? '').replace(/\s/g, '');
        const stored = row('G')?.secret;
        if (!stored) return new AppError(TWO_FACTOR_ERRORS.methodUnavailable);
        if (/^\d{6}$/.test(code)) {
          const step = await checkTotp(await this.secretOf(w, stored), code, this.clock.now());
          // A code already used (or older than one used) is refused even inside its window.
          return step !== null && (await this.repo.useTimeStep(w, step)) ? null : fail(TWO_FACTOR_ERRORS.codeIncorrect, 'authCode');
        }
        const used = await this.repo.useRecoveryCode(w, sha256(`${w.merchantId}:${w.memberId}:${code.toLowerCase()}`), this.clock.now());
        return used ? null : fail(TWO_FACTOR_ERRORS.codeIncorrect, 'authCode');
      }
      case 'E': {
        const email = await this.emailOf(w);
        if (!email || normalName(p.email ?? '') !== email) return fail(TWO_FACTOR_ERRORS.contactMismatch, 'email');
        return (await this.checkMailCode(w, 'login', email, p.verificationCode ?? ''))
          ? null
          : fail(TWO_FACTOR_ERRORS.codeIncorrect, 'verificationCode');
      }
      case 'S': {
        const phone = await this.phoneOf(w);
        if (!phone || (p.mobileNum ?? '').replace(/\D/g, '') !== phone.number) return fail(TWO_FACTOR_ERRORS.contactMismatch, 'mobileNum');
        return (await this.ports.verifySms(w.merchantId, '2fa-login', phone, p.verificationCode ?? ''))
          ? null
          : fail(TWO_FACTOR_ERRORS.codeIncorrect, 'verificationCode');
      }
      case 'P': {
        const stored = row('P')?.value;
        if (!stored) return new AppError(TWO_FACTOR_ERRORS.methodUnavailable);
        const a = sha256(normalName(stored));
        return sameHash(a, sha256(normalName(p.payeeName ?? ''))) ? null : fail(TWO_FACTOR_ERRORS.payeeIncorrect, 'payeeName');
      }
    }
  }

  /**
   * Re-seals, with the current key, every authenticator secret stored in plain text (rows from
   * before ADR 040) or sealed by a key since rotated out; answers how many it rewrote. A row no
   * configured key opens is left alone (and fails closed when used).
   */
  async sealStoredSecrets(batch = 200): Promise<number> {
    let after = 0;
    let sealed = 0;
    for (;;) {
      const rows = await this.repo.secretsNotSealedWith(this.secrets.prefix, after, batch);
      for (const r of rows) {
        try {
          const w = { merchantId: r.merchantId, memberId: r.memberId };
          const { plain } = this.secrets.open(r.secret, secretContext(w));
          if (await this.repo.replaceSecret(w, r.secret, this.secrets.seal(plain, secretContext(w)))) sealed++;
        } catch {
          // Unreadable with the configured keys: nothing to rewrite it with.
        }
      }
      if (rows.length < batch) return sealed;
      after = rows[rows.length - 1]!.id;
    }
  }

  /**
   * Opens a stored authenticator secret. A plain (pre-ADR 040) row or one sealed by an older key is
   * re-sealed on the way; the conditional write leaves a secret re-enrolled meanwhile alone.
   * A sealed secret no configured key opens throws: the request fails rather than skip the factor.
   */
  private async secretOf(w: Who, stored: string): Promise<string> {
    const { plain, stale } = this.secrets.open(stored, secretContext(w));
    if (stale) await this.repo.replaceSecret(w, stored, this.secrets.seal(plain, secretContext(w)));
    return plain;
  }

  private async refuseWhileLocked(w: Who): Promise<void> {
    const { lockedUntil } = await this.repo.guard(w);
    const now = this.clock.now().getTime();
    if (lockedUntil && lockedUntil.getTime() > now)
      throw new AppError(TWO_FACTOR_ERRORS.locked, 200, { minutes: Math.ceil((lockedUntil.getTime() - now) / 60_000) });
  }

  private async emailOf(w: Who): Promise<string | null> {
    const row = (await this.repo.methods(w)).find((r) => r.method === 'E' && r.confirmed);
    const email = row?.value ?? (await this.ports.member(w.merchantId, w.memberId)).email;
    return email ? normalName(email) : null;
  }

  private async phoneOf(w: Who): Promise<Phone | null> {
    const row = (await this.repo.methods(w)).find((r) => r.method === 'S' && r.confirmed);
    const enrolled = phoneOfValue(row?.value ?? null);
    if (enrolled) return enrolled;
    const m = await this.ports.member(w.merchantId, w.memberId);
    return m.mobileNumber ? { countryDialingCode: m.mobileCountryCode ?? '', number: m.mobileNumber } : null;
  }

  private async phone(merchantId: number, cc: string | undefined, number: string): Promise<Phone> {
    const code = await this.ports.mobileCountryCode(merchantId, cc);
    return { countryDialingCode: code, number: number.replace(/\D/g, '') };
  }

  /** Every SMS this feature sends passes here: the slider is asked first when the merchant wants it. */
  private async smsCode(merchantId: number, purpose: string, phone: Phone, language: Language, gate: SmsGate): Promise<CodeSent> {
    await this.ports.beforeSms(merchantId, gate.clientKey, gate.slider);
    const { expiredMinutes } = await this.ports.requestSms(merchantId, purpose, phone, language);
    return { expirationTime: this.clock.now().getTime() + expiredMinutes * 60_000 };
  }

  private async mailCode(w: Who, purpose: 'login' | 'enrol', email: string, language: Language): Promise<CodeSent> {
    const now = this.clock.now();
    const live = await this.repo.mailCode(w, purpose);
    if (live?.codeHash && now.getTime() - live.createdAt.getTime() < 60_000) throw new AppError('sms_too_frequent', 200, { seconds: 60 });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + TWO_FACTOR_CODE_MINUTES * 60_000);
    await this.repo.putMailCode(w, purpose, email, sha256(`${w.memberId}:${purpose}:${code}`), expiresAt, now);
    const mail = codeMail(language, code, TWO_FACTOR_CODE_MINUTES);
    await this.ports.mailer.send({
      merchantId: w.merchantId,
      to: email,
      subject: mail.subject,
      text: mail.text,
      purpose: `2fa_${purpose}`,
    });
    return { expirationTime: expiresAt.getTime() };
  }

  private async checkMailCode(w: Who, purpose: string, email: string, code: string): Promise<boolean> {
    const live = await this.repo.mailCode(w, purpose);
    if (!live?.codeHash || live.email !== email) return false;
    if (live.expiresAt.getTime() <= this.clock.now().getTime()) return false;
    if (sameHash(live.codeHash, sha256(`${w.memberId}:${purpose}:${code.trim()}`))) return this.repo.consumeMailCode(live.id);
    if ((await this.repo.countMailAttempt(live.id)) >= 5) await this.repo.consumeMailCode(live.id);
    return false;
  }
}

function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'*'.repeat(Math.max(1, user.length - 2))}@${domain}`;
}
const maskTail = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
