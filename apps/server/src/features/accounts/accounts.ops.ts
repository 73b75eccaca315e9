import { randomInt } from 'node:crypto';
import { MEMBER_OPS_ERRORS, type MemberSearchQuery, type MemberStatus, type MemberSummary } from '@arcadia/contract/ops/members';
import type { Clock } from '../../platform/clock.js';
import { hashPassword } from '../../platform/crypto/password.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AccountsOpsRepository } from './accounts.ops-repository.js';
import type { AccountsRepository, LabelRow, MemberRow } from './accounts.repository.js';

/** Every operator write on a member carries a reason of a few words; a blank one is refused. */
export function requireReason(reason: string): string {
  const r = reason.trim();
  if (r.length < 3) throw new AppError(MEMBER_OPS_ERRORS.reasonRequired);
  return r;
}

// No 0/O/1/l/I: the operator reads it out or types it to the member.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/** 10 characters, letters and digits: within the default rule (6-12 alphanumerics) and most merchants' own. */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(DIGITS), pick(DIGITS), ...Array.from({ length: 8 }, () => pick(LETTERS + DIGITS))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const label = (l: LabelRow | undefined) => (l ? { id: l.id, name: l.name, color: l.color } : null);

/** The operator console's member search and account actions (ADR 025). No HTTP here. */
export class AccountsOps {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly opsRepo: AccountsOpsRepository,
    private readonly clock: Clock,
  ) {}

  async byAccount(merchantId: number, account: string): Promise<MemberRow> {
    const m = await this.repo.byAccount(merchantId, account);
    if (!m) throw new AppError(MEMBER_OPS_ERRORS.memberNotFound, 404);
    return m;
  }

  /** Members per merchant of one page of the merchants list (ADR 070). */
  countByMerchants(merchantIds: number[]): Promise<Map<number, number>> {
    return this.opsRepo.countByMerchants(merchantIds);
  }

  async search(merchantId: number, q: MemberSearchQuery) {
    const { rows, total } = await this.opsRepo.search(merchantId, q);
    const clubIds = [...new Set(rows.flatMap((r) => (r.clubLabelId ? [r.clubLabelId] : [])))];
    const labels = await this.repo.labels(merchantId, clubIds);
    const items = rows.map((r) => this.summary(r, labels));
    return { items, total, page: q.page, size: q.size };
  }

  summary(r: MemberRow, labels: LabelRow[]): MemberSummary {
    return {
      account: r.account,
      nickname: r.nickname,
      type: r.isAgent,
      status: r.status as MemberStatus,
      clubLabel: label(labels.find((l) => l.id === r.clubLabelId)),
      mobile: r.mobileNumber ? `+${r.mobileCountryCode ?? ''} ${r.mobileNumber}` : null,
      lastLogin: r.lastLoginAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  }

  /** The account part of the profile; the console's route adds balance, 2FA and team from their features. */
  async profile(merchantId: number, account: string) {
    const r = await this.byAccount(merchantId, account);
    const labels = await this.repo.labels(merchantId, [...(r.clubLabelId ? [r.clubLabelId] : []), ...r.tagLabelIds]);
    const upline = r.uplineId ? await this.repo.byId(merchantId, r.uplineId) : null;
    return {
      row: r,
      profile: {
        ...this.summary(r, labels),
        email: r.email,
        language: r.language,
        memberLabels: labels.filter((l) => r.tagLabelIds.includes(l.id)).map((l) => label(l)!),
        upline: upline?.account ?? null,
        statusReason: r.statusReason,
        statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
        passwordIsDefault: r.passwordIsDefault,
        passwordChangedAt: r.passwordChangedAt.toISOString(),
      },
    };
  }

  /** Lock (sign-in refused with account_suspended) or unlock; the reason stays on the member. */
  async setStatus(merchantId: number, account: string, status: 'active' | 'locked', reason: string): Promise<MemberRow> {
    const why = requireReason(reason);
    const m = await this.byAccount(merchantId, account);
    await this.repo.update(merchantId, m.id, { status, statusReason: why, statusChangedAt: this.clock.now() });
    return { ...m, status, statusReason: why };
  }

  /**
   * A one-time password with the default marker set: the next sign-in opens only the forced
   * change (spec 000 §5 `{secret}` flow), so the operator never knows the member's real password.
   */
  async resetPassword(merchantId: number, account: string, reason: string): Promise<{ member: MemberRow; password: string }> {
    requireReason(reason);
    const m = await this.byAccount(merchantId, account);
    const password = temporaryPassword();
    await this.repo.update(merchantId, m.id, {
      passwordHash: await hashPassword(password),
      passwordChangedAt: this.clock.now(),
      passwordExpiresAt: null,
      passwordIsDefault: true,
    });
    return { member: m, password };
  }
}
