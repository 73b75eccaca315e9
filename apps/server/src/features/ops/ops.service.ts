import { createHash, randomBytes } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import {
  OPS_LOCK_AFTER_FAILURES,
  OPS_LOCK_MINUTES,
  OPS_OPERATOR_ERRORS,
  OPS_ROLE_PERMISSIONS,
  OPS_SESSION_ABSOLUTE_HOURS,
  OPS_SESSION_IDLE_MINUTES,
  type OpsAuditPage,
  type OpsAuditQuery,
  type OpsLoginInput,
  type OpsOperator,
  type OpsRole,
} from '@arcadia/contract/ops';
import type { Clock } from '../../platform/clock.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/crypto/password.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/ops-guard.js';
import { checkTotp, newTotpSecret, totpUri } from '../two-factor/index.js';
import { OPS_ERRORS } from './ops.messages.js';
import type { OperatorRow, OpsRepository } from './ops.repository.js';
import type { opsAudit } from './ops.tables.js';

export type OpsPorts = { merchantCode(merchantId: number): Promise<string> };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const MINUTE = 60_000;
/** Binds a sealed TOTP secret to its operator (usernames never change; unique case-insensitively). */
export const operatorSecretContext = (username: string) => `ops-operator:${username.toLowerCase()}`;

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 seen through a dual-stack socket. */
const plainIp = (ip: string) => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

export function ipAllowed(entries: string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const list = new BlockList();
  for (const e of entries) {
    const [addr, bits] = e.split('/');
    const type = isIPv6(addr!) ? 'ipv6' : 'ipv4';
    if (bits) list.addSubnet(addr!, Number(bits), type);
    else list.addAddress(addr!, type);
  }
  const addr = plainIp(ip);
  return list.check(addr, isIPv6(addr) ? 'ipv6' : 'ipv4');
}

/** Operator accounts, console sessions and the audit trail's read side. No Fastify here. */
export class OpsService {
  constructor(
    readonly repo: OpsRepository,
    private readonly clock: Clock,
    private readonly secrets: SecretBox,
    private readonly ports: OpsPorts,
  ) {}

  /** Creates an operator with a fresh TOTP secret; the caller hands the secret (or its QR URI) over once. */
  async createOperator(input: { username: string; password: string; role: OpsRole; merchantId: number | null; totpSecret?: string }) {
    if (await this.repo.operatorByUsername(input.username)) throw new AppError(OPS_OPERATOR_ERRORS.taken, 409);
    const totpSecret = input.totpSecret ?? newTotpSecret();
    const row = await this.repo.insertOperator({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      merchantId: input.merchantId,
      totpSecret: this.secrets.seal(totpSecret, operatorSecretContext(input.username)),
    });
    return { ...(await this.view(row)), totpSecret, totpUri: totpUri('Arcadia ops', row.username, totpSecret) };
  }

  /** Password and TOTP, both always checked; a wrong answer counts toward a lock and never says which part was wrong. */
  async login(input: OpsLoginInput, ip: string): Promise<{ token: string; expiresAt: string; operator: OpsOperator }> {
    const now = this.clock.now();
    const row = await this.repo.operatorByUsername(input.username);
    if (!row || row.disabled) {
      await burnPasswordCheck(input.password);
      throw new AppError(OPS_ERRORS.loginFailed, 401);
    }
    if (row.lockedUntil && row.lockedUntil > now) throw new AppError(OPS_ERRORS.locked, 401);
    const passwordOk = await verifyPassword(row.passwordHash, input.password);
    const step = await checkTotp(await this.totpSecretOf(row), input.totp, now);
    if (!passwordOk || step === null || !(await this.repo.claimTotpStep(row.id, step))) {
      const failed = row.failedAttempts + 1;
      const lock = failed >= OPS_LOCK_AFTER_FAILURES;
      await this.repo.updateOperator(row.id, {
        failedAttempts: lock ? 0 : failed,
        lockedUntil: lock ? new Date(now.getTime() + OPS_LOCK_MINUTES * MINUTE) : row.lockedUntil,
      });
      throw new AppError(lock ? OPS_ERRORS.locked : OPS_ERRORS.loginFailed, 401);
    }
    await this.assertIp(row, ip);
    await this.repo.updateOperator(row.id, { failedAttempts: 0, lockedUntil: null });
    const token = randomBytes(32).toString('hex');
    const expiresAt = new Date(now.getTime() + OPS_SESSION_ABSOLUTE_HOURS * 60 * MINUTE);
    await this.repo.insertSession({ tokenHash: sha256(token), operatorId: row.id, ip, lastSeenAt: now, expiresAt });
    return { token, expiresAt: expiresAt.toISOString(), operator: await this.view(row) };
  }

  /** The operator behind a console token, or null when it is unknown, revoked, idle too long or past its end. */
  async verify(token: string, ip: string): Promise<OperatorPrincipal | null> {
    const now = this.clock.now();
    const session = await this.repo.session(sha256(token));
    if (!session) return null;
    if (session.expiresAt <= now || session.lastSeenAt.getTime() + OPS_SESSION_IDLE_MINUTES * MINUTE <= now.getTime()) return null;
    const row = await this.repo.operatorById(session.operatorId);
    if (!row || row.disabled) return null;
    await this.assertIp(row, ip);
    // One write a minute at most keeps the idle clock honest without a write per request.
    if (now.getTime() - session.lastSeenAt.getTime() > MINUTE) await this.repo.touchSession(session.tokenHash, now);
    return { ...(await this.view(row)), merchantId: row.merchantId };
  }

  /** Re-seals operators' TOTP secrets stored plain or under an older key (see TwoFactorService.sealStoredSecrets). */
  async sealStoredSecrets(): Promise<number> {
    let sealed = 0;
    for (const r of await this.repo.totpSecretsNotStartingWith(this.secrets.prefix)) {
      try {
        const { plain } = this.secrets.open(r.totpSecret, operatorSecretContext(r.username));
        if (await this.repo.replaceTotpSecret(r.id, r.totpSecret, this.secrets.seal(plain, operatorSecretContext(r.username)))) sealed++;
      } catch {
        // Unreadable with the configured keys: nothing to rewrite it with; its sign-in fails closed.
      }
    }
    return sealed;
  }

  /** Opens the operator's TOTP secret, re-sealing a plain or older-key one; throws (fails closed) when no key opens it. */
  private async totpSecretOf(row: OperatorRow): Promise<string> {
    const { plain, stale } = this.secrets.open(row.totpSecret, operatorSecretContext(row.username));
    if (stale) await this.repo.replaceTotpSecret(row.id, row.totpSecret, this.secrets.seal(plain, operatorSecretContext(row.username)));
    return plain;
  }

  async logout(token: string): Promise<void> {
    await this.repo.revokeSession(sha256(token), this.clock.now());
  }

  /** Writes an audit row stamped with the service clock (tests move it; the date search relies on it). */
  async audit(entry: Omit<typeof opsAudit.$inferInsert, 'id' | 'createdAt'>): Promise<void> {
    await this.repo.audit({ ...entry, createdAt: this.clock.now() });
  }

  async auditPage(merchantId: number, q: OpsAuditQuery): Promise<OpsAuditPage> {
    const { rows, total } = await this.repo.auditPage(merchantId, {
      action: q.action,
      actor: q.operator,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      offset: (q.page - 1) * q.size,
      limit: q.size,
    });
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        action: r.action,
        actor: r.actor,
        ip: r.ip,
        before: r.before ?? null,
        after: r.after ?? null,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  ipAllowList(merchantId: number) {
    return this.repo.ipAllowList(merchantId);
  }

  setIpAllowList(merchantId: number, entries: string[]) {
    return this.repo.setIpAllowList(merchantId, [...new Set(entries)]);
  }

  private async assertIp(row: OperatorRow, ip: string): Promise<void> {
    if (row.merchantId === null) return;
    if (!ipAllowed(await this.repo.ipAllowList(row.merchantId), ip)) throw new AppError(OPS_ERRORS.ipNotAllowed, 403);
  }

  private async view(row: OperatorRow): Promise<OpsOperator> {
    const role = row.role as OpsRole;
    return {
      id: row.id,
      username: row.username,
      role,
      merchantCode: row.merchantId === null ? null : await this.ports.merchantCode(row.merchantId),
      permissions: [...OPS_ROLE_PERMISSIONS[role]],
    };
  }
}
