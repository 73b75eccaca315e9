import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@arcadia/contract';
import { type LoginPayload, type LoginResult, SESSION_ERRORS, type SessionEntry, type SessionPolicy } from '@arcadia/contract/session';
import type { Whitelabel } from '@arcadia/contract/system';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuthContext } from '../../platform/http/auth.js';
import { ReadCache } from '../../platform/read-cache.js';
import type { AccountsService, MemberRow } from '../accounts/index.js';
import type { FailureKey, SessionRepository, SessionRow } from './session.repository.js';

export type LoginContext = { merchantId: number; ip: string; device: string; userAgent: string; clientKey: string };
export type Phone = { countryDialingCode: string; number: string };
/** A member signed in (password, code, social, second factor, or the login right after registering). */
export type SignedIn = { merchantId: number; memberId: number };

/** What the session feature needs from its neighbours, passed in so the service stays pure. */
export type SessionPorts = {
  accounts: AccountsService;
  captcha: { verify(merchantId: number, clientKey: string, answer: string | undefined): Promise<boolean> };
  codes: { verify(merchantId: number, purpose: string, phone: Phone, code: string): Promise<boolean> };
  policy(merchantId: number): Promise<SessionPolicy>;
  flags(merchantId: number): Promise<Whitelabel>;
  /** The country code of a mobile number sent with `given`: the merchant's default, or refused (system feature's policy). */
  mobileCountryCode(merchantId: number, given: string | undefined): Promise<string>;
  /** Social sign-in: the member bound to an ID token's identity, and binding one on a password login. */
  social?: {
    memberFor(merchantId: number, channel: string, idToken: string): Promise<number>;
    bind(merchantId: number, memberId: number, channel: string, idToken: string): Promise<void>;
  };
  /** The second factor (two-factor feature); absent means passwords alone sign in. */
  secondFactor?: SecondFactorPort;
};

/** Spec 000 §4 flow 4: what the login needs to ask for, and check, a second factor. */
export type SecondFactorPort = {
  /** The methods this member must choose from; empty when no second step is needed. */
  methods(merchantId: number, memberId: number): Promise<string[]>;
  /** Proof that the first factor passed, returned with login_verify_required. */
  begin(merchantId: number, memberId: number): Promise<string>;
  memberOf(merchantId: number, challenge: string): Promise<number | null>;
  endChallenge(challenge: string | undefined): Promise<void>;
  /** Throws the failure (with the field to focus) when the second factor is wrong. */
  verify(merchantId: number, memberId: number, payload: unknown): Promise<void>;
};

const HOUR = 3_600_000;
const FORCED_CHANGE_MINUTES = 15;
const TOUCH_EVERY_MS = 60_000;
/** Backstop only: an ended session leaves the cache at once on every instance. */
const SESSION_CACHE_TTL_MS = 10_000;

/** A locked member (an operator's lock, ADR 025) hears so; any other inactive status is "disabled". */
function refuseInactive(member: MemberRow): void {
  if (member.status === 'locked') throw new AppError(SESSION_ERRORS.accountSuspended);
  if (member.status !== 'active') throw new AppError(SESSION_ERRORS.accountDisabled);
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sign-in, sessions and the brute-force defence. */
export class SessionService {
  /**
   * Every authenticated request checks its token; members send many in a row. Each instance keeps
   * recent sessions by token hash; an ended session is dropped everywhere through the database's
   * NOTIFY (`onEnded`) and on this instance at once. The TTL bounds a lost notification and keeps
   * another instance's last-seen updates (idle time) from drifting far.
   */
  private readonly cache = new ReadCache<SessionRow | null>(SESSION_CACHE_TTL_MS, 100_000, () => this.clock.now().getTime());

  private readonly signedInListeners: ((e: SignedIn) => Promise<void>)[] = [];
  private readonly signInGates: ((e: SignedIn) => Promise<void>)[] = [];
  private readonly activityListeners: ((e: SignedIn & { ended: boolean }) => Promise<void>)[] = [];

  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly ports: SessionPorts,
  ) {}

  /**
   * Told of each member sign-in once its session is stored (the reward centre counts login days,
   * ADR 055). Sessions are purged after 30 days, so listeners keep what they need themselves. A
   * failing listener is logged and never fails the sign-in.
   */
  onSignedIn(listener: (e: SignedIn) => Promise<void>): void {
    this.signedInListeners.push(listener);
  }

  /**
   * Checks that may refuse a member's sign-in after the credentials passed (a running time-out or
   * self-exclusion, docs/adr/065): a gate throws the localised refusal and no session opens.
   */
  addSignInGate(gate: (e: SignedIn) => Promise<void>): void {
    this.signInGates.push(gate);
  }

  /**
   * Told of a member's activity: a request on a live session (at most once a minute per session,
   * when its last-seen time is written) and a sign-out (`ended`). Safer gambling counts play time
   * from it (docs/adr/065). A failing listener is logged and never fails the request.
   */
  onActivity(listener: (e: SignedIn & { ended: boolean }) => Promise<void>): void {
    this.activityListeners.push(listener);
  }

  private async active(merchantId: number, memberId: number, ended: boolean): Promise<void> {
    for (const listener of this.activityListeners)
      await listener({ merchantId, memberId, ended }).catch((err: unknown) => {
        console.error(`activity listener failed for ${merchantId}:${memberId}`, err);
      });
  }

  /** A NOTIFY payload "merchantId:memberId": that member's sessions changed. */
  onEnded(payload: string): void {
    const [merchant, member] = payload.split(':').map(Number);
    this.cache.invalidateWhere((_k, row) => row === null || (row.merchantId === merchant && row.memberId === member));
  }

  onGap(): void {
    this.cache.clear();
  }

  async login(ctx: LoginContext, payload: LoginPayload): Promise<LoginResult> {
    const social = payload.type === 'firebase';
    const { member, policy, now } = await this.firstFactor(ctx, payload);
    // "Log in with an existing account" after bind_customer_required: the identity joins this member
    // once its password is right.
    if (!social && payload.firebaseIdToken && payload.firebaseChannel && this.ports.social)
      await this.ports.social.bind(ctx.merchantId, member.id, payload.firebaseChannel, payload.firebaseIdToken);
    const second = this.ports.secondFactor;
    const methods = second ? await second.methods(ctx.merchantId, member.id) : [];
    if (second && methods.length) {
      const challenge = await second.begin(ctx.merchantId, member.id);
      throw new AppError(ERROR_CODES.loginVerifyRequired, 200, {}, { methods, challenge, captcha: false });
    }
    return this.finish(ctx, member, policy, now);
  }

  /**
   * `POST /wps/session/login/verification`: the first factor (the challenge from
   * login_verify_required, or the password again with all its counters), then the second.
   */
  async loginVerified(
    ctx: LoginContext,
    payload: LoginPayload | null,
    challenge: string | undefined,
    secondPayload: unknown,
  ): Promise<LoginResult> {
    const second = this.ports.secondFactor;
    if (!second) throw new AppError(ERROR_CODES.invalidRequest, 400, { detail: 'two-factor is not available' });
    let first: { member: MemberRow; policy: SessionPolicy; now: Date };
    if (challenge) {
      const memberId = await second.memberOf(ctx.merchantId, challenge);
      if (memberId === null) throw new AppError('two_factor_challenge_expired');
      const member = await this.ports.accounts.get(ctx.merchantId, memberId);
      refuseInactive(member);
      first = { member, policy: await this.ports.policy(ctx.merchantId), now: this.clock.now() };
    } else {
      if (!payload) throw new AppError(ERROR_CODES.invalidRequest, 400, { detail: 'challenge or credentials required' });
      first = await this.firstFactor(ctx, payload);
    }
    if ((await second.methods(ctx.merchantId, first.member.id)).length) await second.verify(ctx.merchantId, first.member.id, secondPayload);
    await second.endChallenge(challenge);
    return this.finish(ctx, first.member, first.policy, first.now);
  }

  /** The password (or SMS code) check with the brute-force defence; the member when it passes. */
  private async firstFactor(ctx: LoginContext, payload: LoginPayload): Promise<{ member: MemberRow; policy: SessionPolicy; now: Date }> {
    const { merchantId } = ctx;
    if (payload.type === 'firebase') return this.socialFirstFactor(ctx, payload);
    const now = this.clock.now();
    const policy = await this.ports.policy(merchantId);
    const viaCode = payload.type === 'sms';
    // The mobile-number tab shares this route with the username login, so its switch is checked
    // here (ADR 036). The SMS-code tab needs a code, and its switch closes the code request.
    if (!viaCode && payload.mobileNum !== undefined && !(await this.ports.flags(merchantId)).MOBILELOGIN3)
      throw new AppError(ERROR_CODES.featureDisabled, 403);
    const phone = payload.mobileNum !== undefined || viaCode ? await this.phoneOf(merchantId, payload) : null;
    const kind = viaCode ? 'code' : 'password';
    const accountKey: FailureKey = {
      merchantId,
      scope: 'account',
      kind,
      subject: phone ? `p:${phone.countryDialingCode}${phone.number}` : payload.username.toLowerCase(),
    };
    const ipKey: FailureKey = { merchantId, scope: 'ip', kind, subject: ctx.ip };
    const since = new Date(now.getTime() - HOUR);
    const { account: acc, ip: fromIp } = await this.repo.failuresOf(accountKey, ipKey, since);

    this.refuseWhileLocked(acc, policy, now);
    const captchaNeeded = acc.count >= policy.captchaAfterFailures || fromIp.count >= policy.ipCaptchaAfterFailures;
    if (captchaNeeded) {
      if (!payload.captcha) throw new AppError(SESSION_ERRORS.captchaRequired, 200, {}, { captcha: true });
      if (!(await this.ports.captcha.verify(merchantId, ctx.clientKey, payload.captcha)))
        throw new AppError(SESSION_ERRORS.captchaIncorrect, 200, {}, { captcha: true });
    }

    const member = await this.check(merchantId, payload, phone);
    if (!member) {
      await Promise.all([this.repo.addFailure(accountKey, now), this.repo.addFailure(ipKey, now)]);
      const failures = acc.count + 1;
      if (failures >= Math.min(policy.lockAfterFailures, policy.maxFailuresPerHour)) {
        throw new AppError(
          SESSION_ERRORS.accountLocked,
          200,
          { minutes: policy.lockMinutes },
          { captcha: true, lockedMinutes: policy.lockMinutes },
        );
      }
      const captcha = failures >= policy.captchaAfterFailures || fromIp.count + 1 >= policy.ipCaptchaAfterFailures;
      throw new AppError(viaCode ? 'sms_code_incorrect' : 'in_incorrect_password', 200, {}, { captcha });
    }
    refuseInactive(member);
    if (acc.count > 0) await this.repo.clearFailures(accountKey);
    if (Math.random() < 0.01) await this.purge(now);
    return { member, policy, now };
  }

  /** The automatic login right after registration; a default password leads to the forced change. */
  async signInNew(ctx: LoginContext, member: MemberRow): Promise<LoginResult> {
    return this.finish(ctx, member, await this.ports.policy(ctx.merchantId), this.clock.now());
  }

  /** Social sign-in: the ID token names a bound identity, or the caller gets bind_customer_required. */
  private async socialFirstFactor(
    ctx: LoginContext,
    payload: LoginPayload,
  ): Promise<{ member: MemberRow; policy: SessionPolicy; now: Date }> {
    if (!this.ports.social) throw new AppError('social_not_configured');
    const memberId = await this.ports.social.memberFor(ctx.merchantId, payload.firebaseChannel!, payload.firebaseIdToken!);
    const member = await this.ports.accounts.get(ctx.merchantId, memberId);
    refuseInactive(member);
    return { member, policy: await this.ports.policy(ctx.merchantId), now: this.clock.now() };
  }

  private async finish(ctx: LoginContext, member: MemberRow, policy: SessionPolicy, now: Date): Promise<LoginResult> {
    const { merchantId } = ctx;
    for (const gate of this.signInGates) await gate({ merchantId, memberId: member.id });
    const firstTimeLogin = await this.ports.accounts.recordLogin(member);
    const passwordExpired = this.ports.accounts.isPasswordExpired(member);
    const flags = await this.ports.flags(merchantId);
    const mustChangePassword = member.passwordIsDefault || (passwordExpired && flags.PWDEXPFORCECHANGE3);
    const token = await this.open(ctx, member, mustChangePassword ? 'password_change' : 'member', policy, now);
    for (const listener of this.signedInListeners)
      await listener({ merchantId, memberId: member.id }).catch((err: unknown) => {
        console.error(`sign-in listener failed for ${merchantId}:${member.id}`, err);
      });
    return { token, firstTimeLogin, passwordExpired, mustChangePassword, defaultPassword: member.passwordIsDefault, captcha: false };
  }

  /** A free-play guest (type 4) and its session, when the merchant offers free play. */
  async freePlay(ctx: LoginContext): Promise<LoginResult> {
    if (!(await this.ports.flags(ctx.merchantId)).FREEPLAY3) throw new AppError(SESSION_ERRORS.freePlayOff);
    const guest = await this.ports.accounts.createGuest(ctx.merchantId);
    const policy = await this.ports.policy(ctx.merchantId);
    const token = await this.open(ctx, guest, 'member', policy, this.clock.now());
    return { token, firstTimeLogin: true, passwordExpired: false, mustChangePassword: false, captcha: false };
  }

  /** Resolves a token for the request's merchant, enforcing expiry, idle time and IP binding. */
  async verify(merchantId: number, token: string, ip: string): Promise<AuthContext> {
    const hash = hashToken(token);
    const row = await this.cache.get(hash, () => this.repo.byTokenHash(hash));
    const now = this.clock.now();
    if (!row || row.merchantId !== merchantId || row.revokedAt) throw new AppError(ERROR_CODES.tokenInvalid, 401);
    const policy = await this.ports.policy(merchantId);
    if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(ERROR_CODES.tokenInvalid, 401);
    if (now.getTime() - row.lastSeenAt.getTime() > policy.idleMinutes * 60_000) {
      await this.repo.revoke(merchantId, row.id, now, 'idle');
      this.forget(merchantId, row.memberId);
      throw new AppError(ERROR_CODES.tokenInvalid, 401);
    }
    if (policy.bindIp && row.ip !== ip) throw new AppError(ERROR_CODES.tokenIpDifferent, 401);
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.repo.touch(row.id, now);
      this.cache.patch(hash, (r) => (r ? { ...r, lastSeenAt: now } : r));
      await this.active(merchantId, row.memberId, false);
    }
    return { memberId: row.memberId, sessionId: row.id, isAgent: row.isAgent, kind: row.kind as AuthContext['kind'] };
  }

  async logout(merchantId: number, auth: AuthContext): Promise<void> {
    await this.repo.revoke(merchantId, auth.sessionId, this.clock.now(), 'logout');
    this.forget(merchantId, auth.memberId);
    await this.active(merchantId, auth.memberId, true);
  }

  /** The NOTIFY reaches this instance a moment after the change; its next request must not wait. */
  private forget(merchantId: number, memberId: number): void {
    this.onEnded(`${merchantId}:${memberId}`);
  }

  async list(merchantId: number, auth: AuthContext): Promise<SessionEntry[]> {
    const rows = await this.repo.live(merchantId, auth.memberId, this.clock.now());
    return rows.map((r) => ({
      id: String(r.id),
      current: r.id === auth.sessionId,
      device: r.device,
      ip: r.ip,
      userAgent: r.userAgent,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
    }));
  }

  async endOthers(merchantId: number, auth: AuthContext): Promise<number> {
    const ended = await this.repo.revokeMember(merchantId, auth.memberId, auth.sessionId, this.clock.now(), 'ended_by_member');
    this.forget(merchantId, auth.memberId);
    return ended;
  }

  /** After a password reset (recovery), or an operator's lock or "end all", every session of the member ends. */
  async endAll(merchantId: number, memberId: number, reason = 'password_reset'): Promise<number> {
    const ended = await this.repo.revokeMember(merchantId, memberId, null, this.clock.now(), reason);
    this.forget(merchantId, memberId);
    return ended;
  }

  /** The console's view of a member's live sessions (ADR 025). */
  liveSessions(merchantId: number, memberId: number): Promise<SessionRow[]> {
    return this.repo.live(merchantId, memberId, this.clock.now());
  }

  /** An operator ends one session (false when it is not a live session of this member); `endAll` ends every one. */
  async endOne(merchantId: number, memberId: number, sessionId: number, reason: string): Promise<boolean> {
    const live = await this.repo.live(merchantId, memberId, this.clock.now());
    if (!live.some((r) => r.id === sessionId)) return false;
    await this.repo.revoke(merchantId, sessionId, this.clock.now(), reason);
    this.forget(merchantId, memberId);
    return true;
  }

  /** After a password change every other session ends; a forced-change session ends too. */
  async afterPasswordChange(merchantId: number, auth: AuthContext): Promise<void> {
    const keep = auth.kind === 'member' ? auth.sessionId : null;
    await this.repo.revokeMember(merchantId, auth.memberId, keep, this.clock.now(), 'password_changed');
    this.forget(merchantId, auth.memberId);
  }

  /** Refuses during a lockout; past the hard cap, until the hour of failures has rolled by. */
  private refuseWhileLocked(acc: { count: number; last: Date | null }, policy: SessionPolicy, now: Date): void {
    if (!acc.last || acc.count < Math.min(policy.lockAfterFailures, policy.maxFailuresPerHour)) return;
    const hardCapped = acc.count >= policy.maxFailuresPerHour;
    const until = acc.last.getTime() + (hardCapped ? HOUR : policy.lockMinutes * 60_000);
    if (until <= now.getTime()) return;
    const minutes = Math.ceil((until - now.getTime()) / 60_000);
    throw new AppError(SESSION_ERRORS.accountLocked, 200, { minutes }, { captcha: true, lockedMinutes: minutes });
  }

  private async phoneOf(merchantId: number, p: LoginPayload): Promise<Phone> {
    const cc = await this.ports.mobileCountryCode(merchantId, p.countryDialingCode);
    return { countryDialingCode: cc, number: (p.mobileNum ?? p.username).replace(/\D/g, '') };
  }

  /** The member when the credentials are right, else null; one password check either way. */
  private async check(merchantId: number, p: LoginPayload, phone: Phone | null): Promise<MemberRow | null> {
    if (p.type === 'sms') {
      const member = await this.ports.accounts.findByPhone(merchantId, phone!.countryDialingCode, phone!.number);
      const codeOk = await this.ports.codes.verify(merchantId, 'login', phone!, p.password);
      return member && codeOk ? member : null;
    }
    const who = phone ? { countryCode: phone.countryDialingCode, number: phone.number } : { account: p.username };
    const outcome = await this.ports.accounts.authenticate(merchantId, who, p.password);
    return outcome.ok ? outcome.member : null;
  }

  private async open(ctx: LoginContext, member: MemberRow, kind: AuthContext['kind'], policy: SessionPolicy, now: Date): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const lifetime = kind === 'password_change' ? FORCED_CHANGE_MINUTES * 60_000 : policy.absoluteHours * HOUR;
    await this.repo.insert({
      merchantId: ctx.merchantId,
      memberId: member.id,
      tokenHash: hashToken(token),
      kind,
      isAgent: member.isAgent,
      ip: ctx.ip,
      device: ctx.device,
      userAgent: ctx.userAgent.slice(0, 300),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetime),
    });
    return token;
  }

  private async purge(now: Date): Promise<void> {
    await this.repo.purgeFailures(new Date(now.getTime() - 24 * HOUR));
    await this.repo.purgeSessions(new Date(now.getTime() - 30 * 24 * HOUR));
  }
}
