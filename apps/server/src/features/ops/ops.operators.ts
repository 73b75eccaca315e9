import {
  OPS_OPERATOR_ERRORS,
  OPS_SESSION_ABSOLUTE_HOURS,
  OPS_SESSION_IDLE_MINUTES,
  type OpsOperatorListItem,
  type OpsRole,
} from '@arcadia/contract/ops';
import type { Clock } from '../../platform/clock.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/http/app-error.js';
import { newTotpSecret, totpUri } from '../two-factor/index.js';
import type { OperatorListRow, OpsOperatorsRepository } from './ops.operators.repository.js';
import { operatorSecretContext } from './ops.service.js';

const MINUTE = 60_000;

/**
 * An admin managing the operators of their own merchant (ADR 030). `self` is the calling operator's
 * id (null for the machine token): nobody disables or demotes themself, and a merchant always keeps
 * one active admin.
 */
export class OpsOperatorsService {
  constructor(
    private readonly repo: OpsOperatorsRepository,
    private readonly clock: Clock,
    private readonly secrets: SecretBox,
  ) {}

  async list(merchantId: number): Promise<OpsOperatorListItem[]> {
    return (await this.repo.list(merchantId, this.window())).map((r) => this.view(r));
  }

  async get(merchantId: number, id: number): Promise<OpsOperatorListItem> {
    const [row] = await this.repo.list(merchantId, this.window(), id);
    if (!row) throw new AppError(OPS_OPERATOR_ERRORS.notFound, 404);
    return this.view(row);
  }

  async setRole(merchantId: number, id: number, role: OpsRole, self: number | null): Promise<OpsOperatorListItem> {
    if (self === id && role !== 'admin') throw new AppError(OPS_OPERATOR_ERRORS.self, 409);
    await this.guarded(merchantId, id, { role });
    return this.get(merchantId, id);
  }

  /** Disabling also ends the operator's open sessions (the guard would refuse them anyway). */
  async setDisabled(merchantId: number, id: number, disabled: boolean, self: number | null): Promise<OpsOperatorListItem> {
    if (self === id && disabled) throw new AppError(OPS_OPERATOR_ERRORS.self, 409);
    await this.guarded(merchantId, id, { disabled: disabled ? 1 : 0 });
    if (disabled) await this.repo.endSessions(id, this.clock.now());
    return this.get(merchantId, id);
  }

  /** A fresh secret, answered once; the old codes stop working and the operator's sessions end. */
  async resetTotp(merchantId: number, id: number) {
    const { username } = await this.get(merchantId, id);
    const totpSecret = newTotpSecret();
    const sealed = this.secrets.seal(totpSecret, operatorSecretContext(username));
    if (!(await this.repo.setTotp(merchantId, id, sealed))) throw new AppError(OPS_OPERATOR_ERRORS.notFound, 404);
    const sessionsEnded = await this.repo.endSessions(id, this.clock.now());
    return { totpSecret, totpUri: totpUri('Arcadia ops', username, totpSecret), sessionsEnded };
  }

  async endSessions(merchantId: number, id: number): Promise<{ sessionsEnded: number }> {
    await this.get(merchantId, id);
    return { sessionsEnded: await this.repo.endSessions(id, this.clock.now()) };
  }

  private async guarded(merchantId: number, id: number, change: { role?: string; disabled?: number }) {
    const outcome = await this.repo.changeKeepingAdmin(merchantId, id, change);
    if (outcome === 'not_found') throw new AppError(OPS_OPERATOR_ERRORS.notFound, 404);
    if (outcome === 'last_admin') throw new AppError(OPS_OPERATOR_ERRORS.lastAdmin, 409);
  }

  private window() {
    const now = this.clock.now();
    return { now, idleSince: new Date(now.getTime() - OPS_SESSION_IDLE_MINUTES * MINUTE) };
  }

  private view(r: OperatorListRow): OpsOperatorListItem {
    const now = this.clock.now();
    const status = r.disabled ? 'disabled' : r.lockedUntil && r.lockedUntil > now ? 'locked' : 'active';
    const signedIn = r.lastSessionEnd && new Date(r.lastSessionEnd.getTime() - OPS_SESSION_ABSOLUTE_HOURS * 60 * MINUTE);
    return {
      id: r.id,
      username: r.username,
      role: r.role as OpsRole,
      status,
      openSessions: r.openSessions,
      lastSignInAt: signedIn ? signedIn.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    };
  }
}
