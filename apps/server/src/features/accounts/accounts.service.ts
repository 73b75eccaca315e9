import type { Language } from '@arcadia/contract';
import {
  ACCOUNT_ERRORS,
  type ChangePasswordPayload,
  DEFAULT_ICON_COUNT,
  DEFAULT_PASSWORD_MARKER,
  type MemberInfo,
  PAYMENT_PASSWORD_ERRORS,
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_FAILURES,
} from '@arcadia/contract/accounts';
import type { Clock } from '../../platform/clock.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AccountsRepository, MemberRow, NewMember } from './accounts.repository.js';

export type Credentials = { account: string } | { countryCode: string; number: string };
export type NewMemberInput = {
  merchantId: number;
  account: string;
  password: string;
  passwordIsDefault: boolean;
  nickname?: string;
  mobile?: { countryCode: string; number: string } | null;
  uplineId?: number | null;
  language?: string;
  contact?: Record<string, string>;
};

/** The unique constraint a failed insert hit, if that is why it failed (drizzle wraps the driver error). */
function uniqueViolation(e: unknown): string | null {
  for (let cur = e as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; cur && i < 4; i++) {
    if (cur.code === '23505') return cur.constraint ?? null;
    cur = cur.cause as typeof cur;
  }
  return null;
}

export type AuthOutcome = { ok: true; member: MemberRow } | { ok: false };

const ICON_COLORS = ['#f5c542', '#e5484d', '#30a46c', '#0090ff', '#8e4ec6', '#f76b15', '#12a594', '#d6409f', '#6e56cf'];

/** The 9 default profile icons: simple SVG badges, so there is no asset to go missing. */
export const DEFAULT_ICONS = ICON_COLORS.slice(0, DEFAULT_ICON_COUNT).map((color, i) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff"/></svg>`;
  return { id: i + 1, url: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` };
});

/** Members: credentials, profile, password. No HTTP and no sessions here. */
export class AccountsService {
  /** Features that keep something per member (the agents' downline tree) hear of each new one. */
  private readonly createdListeners: ((member: MemberRow) => Promise<void>)[] = [];

  onCreated(listener: (member: MemberRow) => Promise<void>): void {
    this.createdListeners.push(listener);
  }

  private async created(member: MemberRow): Promise<MemberRow> {
    for (const listener of this.createdListeners) await listener(member);
    return member;
  }

  constructor(
    private readonly repo: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  findByAccount(merchantId: number, account: string) {
    return this.repo.byAccount(merchantId, account);
  }

  /** The ids of those of `accounts` that exist (unknown names are left out: the caller reports them). */
  async idsByAccount(merchantId: number, accounts: readonly string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const name of accounts) {
      const member = await this.repo.byAccount(merchantId, name);
      if (member) found.set(name, member.id);
    }
    return found;
  }

  /** Accounts that may look like a new username (registration compares their skeletons). */
  lookalikeCandidates(merchantId: number, asciiSpellings: readonly string[]) {
    return this.repo.lookalikeCandidates(merchantId, asciiSpellings);
  }

  /**
   * Members who hold a mobile or e-mail: the safer-gambling registration gate asks, so a member in
   * a time-out or self-exclusion cannot open a second account with the same details.
   */
  async idsByIdentity(
    merchantId: number,
    identity: { mobile: { countryCode: string; number: string } | null; email: string | null; idNumber?: string | null },
  ) {
    const ids = new Set<number>();
    if (identity.mobile) {
      const m = await this.repo.byPhone(merchantId, identity.mobile.countryCode, identity.mobile.number);
      if (m) ids.add(m.id);
    }
    if (identity.email?.trim()) for (const id of await this.repo.idsByEmail(merchantId, identity.email)) ids.add(id);
    // Already normalised by the caller (normaliseIdNumber).
    if (identity.idNumber) for (const id of await this.repo.idsByIdNumber(merchantId, identity.idNumber)) ids.add(id);
    return [...ids];
  }

  findByPhone(merchantId: number, countryCode: string, number: string) {
    return this.repo.byPhone(merchantId, countryCode, number);
  }

  async get(merchantId: number, memberId: number): Promise<MemberRow> {
    const m = await this.repo.byId(merchantId, memberId);
    if (!m) throw new AppError(ACCOUNT_ERRORS.sorryIn, 401);
    return m;
  }

  /**
   * Checks a password. Exactly one argon2id verification runs whether or not the account
   * exists, so answers and timings are the same for "no such user" and "wrong password".
   */
  async authenticate(merchantId: number, who: Credentials, password: string): Promise<AuthOutcome> {
    const member =
      'account' in who
        ? await this.repo.byAccount(merchantId, who.account)
        : await this.repo.byPhone(merchantId, who.countryCode, who.number);
    if (!member) return burnPasswordCheck(password).then(() => ({ ok: false }) as const);
    return (await verifyPassword(member.passwordHash, password)) ? { ok: true, member } : { ok: false };
  }

  /** Marks the login; true when it is the member's first (as read with the credentials). */
  async recordLogin(member: MemberRow): Promise<boolean> {
    await this.repo.recordLogin(member.merchantId, member.id, this.clock.now());
    return member.lastLoginAt === null;
  }

  isPasswordExpired(member: MemberRow): boolean {
    return member.passwordExpiresAt !== null && member.passwordExpiresAt.getTime() <= this.clock.now().getTime();
  }

  async info(merchantId: number, memberId: number): Promise<MemberInfo> {
    const m = await this.get(merchantId, memberId);
    const labels = await this.repo.labels(merchantId, [...(m.clubLabelId ? [m.clubLabelId] : []), ...m.tagLabelIds]);
    const club = labels.find((l) => l.id === m.clubLabelId);
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname || m.account,
      type: m.isAgent,
      lastLogin: m.lastLoginAt?.toISOString() ?? null,
      toUpline: m.toUpline,
      clubLabel: club ? { labelId: club.id, labelName: club.name, color: club.color, type: club.type, rankLevel: club.rankLevel } : null,
      memberLabel: labels.filter((l) => m.tagLabelIds.includes(l.id)).map((l) => ({ labelId: l.id, labelName: l.name, color: l.color })),
      language: m.language,
      icon: m.icon,
    };
  }

  /** Changes the password after checking the old one; clears the default marker and restarts expiry. */
  async changePassword(merchantId: number, memberId: number, payload: ChangePasswordPayload, expiryDays: number): Promise<void> {
    const m = await this.get(merchantId, memberId);
    // Spec 000 §5: with the default password the client sends the {secret} marker; the session that
    // calls this already proved the default (login) or was just created for the account (registration).
    const markerOk = m.passwordIsDefault && payload.oldPassword === DEFAULT_PASSWORD_MARKER;
    if (!markerOk && !(await verifyPassword(m.passwordHash, payload.oldPassword))) throw new AppError(ACCOUNT_ERRORS.wrongOldPassword);
    if (await verifyPassword(m.passwordHash, payload.newPassword)) throw new AppError(ACCOUNT_ERRORS.samePassword);
    const now = this.clock.now();
    await this.repo.update(merchantId, memberId, {
      passwordHash: await hashPassword(payload.newPassword),
      passwordChangedAt: now,
      passwordExpiresAt: expiryDays > 0 ? new Date(now.getTime() + expiryDays * 86_400_000) : null,
      passwordIsDefault: false,
    });
  }

  /** Sets a new password without the old one (a proven recovery); clears the default marker and restarts expiry. */
  async setPassword(merchantId: number, memberId: number, password: string, expiryDays: number): Promise<void> {
    const now = this.clock.now();
    await this.repo.update(merchantId, memberId, {
      passwordHash: await hashPassword(password),
      passwordChangedAt: now,
      passwordExpiresAt: expiryDays > 0 ? new Date(now.getTime() + expiryDays * 86_400_000) : null,
      passwordIsDefault: false,
    });
  }

  /** Stores a verified e-mail address (the caller proved the member can read it). */
  async setEmail(merchantId: number, memberId: number, email: string | null): Promise<void> {
    await this.repo.update(merchantId, memberId, { email: email?.trim().toLowerCase() ?? null });
  }

  /** Whether a payment password is set, and how many minutes it stays locked (0 when not). */
  async paymentPasswordStatus(merchantId: number, memberId: number): Promise<{ set: boolean; lockedMinutes: number }> {
    const m = await this.get(merchantId, memberId);
    return { set: m.paymentPasswordHash !== null, lockedMinutes: this.lockedMinutes(m) };
  }

  /** Sets or changes the payment password; the login password proves it is the member. */
  async setPaymentPassword(merchantId: number, memberId: number, loginPassword: string, paymentPassword: string): Promise<void> {
    const m = await this.get(merchantId, memberId);
    if (!(await verifyPassword(m.passwordHash, loginPassword))) throw new AppError(ACCOUNT_ERRORS.wrongOldPassword);
    await this.repo.update(merchantId, memberId, {
      paymentPasswordHash: await hashPassword(paymentPassword),
      paymentPasswordFailures: 0,
      paymentPasswordLockedUntil: null,
    });
  }

  /**
   * Checks the payment password before money leaves the account. Five wrong answers in a row
   * lock it for 30 minutes; during the lock even the right one is refused.
   */
  async verifyPaymentPassword(merchantId: number, memberId: number, value: string): Promise<void> {
    const m = await this.get(merchantId, memberId);
    if (!m.paymentPasswordHash) throw new AppError(PAYMENT_PASSWORD_ERRORS.notSet);
    const locked = this.lockedMinutes(m);
    if (locked > 0) throw new AppError(PAYMENT_PASSWORD_ERRORS.locked, 200, { minutes: locked });
    if (await verifyPassword(m.paymentPasswordHash, value)) {
      if (m.paymentPasswordFailures > 0) await this.repo.update(merchantId, memberId, { paymentPasswordFailures: 0 });
      return;
    }
    const until = new Date(this.clock.now().getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
    const after = await this.repo.countPaymentFailure(merchantId, memberId, PAYMENT_PASSWORD_MAX_FAILURES, until);
    if (after.lockedUntil && after.lockedUntil.getTime() > this.clock.now().getTime())
      throw new AppError(PAYMENT_PASSWORD_ERRORS.locked, 200, { minutes: PAYMENT_PASSWORD_LOCK_MINUTES });
    throw new AppError(PAYMENT_PASSWORD_ERRORS.wrong, 200, { left: PAYMENT_PASSWORD_MAX_FAILURES - after.failures });
  }

  private lockedMinutes(m: MemberRow): number {
    const until = m.paymentPasswordLockedUntil?.getTime() ?? 0;
    const now = this.clock.now().getTime();
    return until > now ? Math.ceil((until - now) / 60_000) : 0;
  }

  async setLanguage(merchantId: number, memberId: number, language: string): Promise<void> {
    await this.repo.update(merchantId, memberId, { language });
  }

  /** Seeded members are existing players: they are never shown the first-login welcome. */
  markWelcomed(merchantId: number): Promise<void> {
    return this.repo.markWelcomed(merchantId, this.clock.now());
  }

  /** The member closed the first-login welcome (docs/adr/058); a repeat keeps the first time. */
  async dismissWelcome(merchantId: number, memberId: number): Promise<void> {
    const m = await this.get(merchantId, memberId);
    if (!m.welcomeDismissedAt) await this.repo.update(merchantId, memberId, { welcomeDismissedAt: this.clock.now() });
  }

  async setNickname(merchantId: number, memberId: number, nickname: string): Promise<void> {
    await this.repo.update(merchantId, memberId, { nickname });
  }

  /**
   * Binds a verified mobile number. The unique index is the final word when two members race
   * for one number; the caller maps the conflict to a message.
   */
  async setMobile(merchantId: number, memberId: number, countryCode: string, number: string): Promise<'ok' | 'in-use'> {
    const holder = await this.repo.byPhone(merchantId, countryCode, number);
    if (holder && holder.id !== memberId) return 'in-use';
    try {
      await this.repo.update(merchantId, memberId, { mobileCountryCode: countryCode, mobileNumber: number });
      return 'ok';
    } catch (e) {
      if ((e as { code?: string }).code === '23505' || /members_mobile/.test(String(e))) return 'in-use';
      throw e;
    }
  }

  /** Moves the member to another club label (VIP level); the reward centre promotes through it. */
  async setClubLabel(merchantId: number, memberId: number, labelId: number): Promise<void> {
    await this.repo.update(merchantId, memberId, { clubLabelId: labelId });
  }

  clubLabels(merchantId: number) {
    return this.repo.clubLabels(merchantId);
  }

  /** Members on any of these club labels, `limit` at a time by id (the reward centre's VIP keep review). */
  async membersOnClubLabels(merchantId: number, labelIds: number[], afterId: number, limit: number) {
    const rows = await this.repo.onClubLabels(merchantId, labelIds, afterId, limit);
    return rows.map((r) => ({ ...r, language: r.language as Language }));
  }

  icons() {
    return DEFAULT_ICONS;
  }

  /** Creates a member; `passwordHash` lets callers hash once for many accounts (demo seed). */
  async create(values: Omit<NewMember, 'passwordHash'> & { password?: string; passwordHash?: string }): Promise<MemberRow> {
    const { password, passwordHash, ...rest } = values;
    const hashValue = passwordHash ?? (await hashPassword(password ?? crypto.randomUUID()));
    return this.created(await this.repo.insert({ ...rest, passwordHash: hashValue }));
  }

  /**
   * Registers a member (the registration feature's entry point). Duplicate accounts and mobile
   * numbers are refused by the unique indexes, so two racing registrations cannot both win.
   */
  async createMember(input: NewMemberInput): Promise<MemberRow> {
    const { password, passwordIsDefault, mobile, ...rest } = input;
    try {
      const member = await this.repo.insert({
        ...rest,
        passwordHash: await hashPassword(password),
        passwordIsDefault,
        mobileCountryCode: mobile?.countryCode ?? null,
        mobileNumber: mobile?.number ?? null,
      });
      return await this.created(member);
    } catch (e) {
      const constraint = uniqueViolation(e);
      if (constraint === 'members_account') throw new AppError(ACCOUNT_ERRORS.accountTaken);
      if (constraint === 'members_mobile') throw new AppError(ACCOUNT_ERRORS.mobileTaken);
      throw e;
    }
  }

  /** A free-play guest (type 4) with a random name and an unusable password. */
  async createGuest(merchantId: number): Promise<MemberRow> {
    const account = `guest${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
    return this.create({ merchantId, account, nickname: account, isAgent: 4, password: crypto.randomUUID() });
  }

  createLabel(values: Parameters<AccountsRepository['insertLabel']>[0]) {
    return this.repo.insertLabel(values);
  }
}
