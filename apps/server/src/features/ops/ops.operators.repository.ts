import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { opsOperators, opsSessions } from './ops.tables.js';

export type OperatorListRow = {
  id: number;
  username: string;
  role: string;
  disabled: number;
  lockedUntil: Date | null;
  createdAt: Date;
  openSessions: number;
  /** When the newest session ends; a session is given a fixed lifetime at sign-in, so this dates the last sign-in. */
  lastSessionEnd: Date | null;
};

export type GuardedChange = { disabled?: number; role?: string };

/** The management page's reads and writes of operator rows, always scoped to one merchant. */
export class OpsOperatorsRepository {
  constructor(private readonly db: Db) {}

  async list(merchantId: number, openAfter: { now: Date; idleSince: Date }, id?: number): Promise<OperatorListRow[]> {
    const open = sql<number>`count(*) filter (where ${opsSessions.revokedAt} is null and ${opsSessions.expiresAt} > ${openAfter.now} and ${opsSessions.lastSeenAt} > ${openAfter.idleSince})`;
    const rows = await this.db
      .select({
        id: opsOperators.id,
        username: opsOperators.username,
        role: opsOperators.role,
        disabled: opsOperators.disabled,
        lockedUntil: opsOperators.lockedUntil,
        createdAt: opsOperators.createdAt,
        openSessions: open,
        lastSessionEnd: sql<Date | null>`max(${opsSessions.expiresAt})`,
      })
      .from(opsOperators)
      .leftJoin(opsSessions, eq(opsSessions.operatorId, opsOperators.id))
      .where(and(eq(opsOperators.merchantId, merchantId), id === undefined ? undefined : eq(opsOperators.id, id)))
      .groupBy(opsOperators.id)
      .orderBy(asc(opsOperators.username));
    return rows.map((r) => ({
      ...r,
      openSessions: Number(r.openSessions),
      lastSessionEnd: r.lastSessionEnd === null ? null : new Date(r.lastSessionEnd),
    }));
  }

  /**
   * Applies a change that could leave the merchant without an active admin. The merchant's active
   * admins are locked first, so two admins disabling each other at once cannot both succeed.
   */
  async changeKeepingAdmin(merchantId: number, id: number, change: GuardedChange): Promise<'done' | 'not_found' | 'last_admin'> {
    return this.db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: opsOperators.id })
        .from(opsOperators)
        .where(and(eq(opsOperators.merchantId, merchantId), eq(opsOperators.role, 'admin'), eq(opsOperators.disabled, 0)))
        .for('update');
      const [target] = await tx
        .select({ id: opsOperators.id, role: opsOperators.role, disabled: opsOperators.disabled })
        .from(opsOperators)
        .where(and(eq(opsOperators.merchantId, merchantId), eq(opsOperators.id, id)))
        .for('update');
      if (!target) return 'not_found';
      const activeAdminAfter = (change.role ?? target.role) === 'admin' && (change.disabled ?? target.disabled) === 0;
      const isActiveAdmin = admins.some((a) => a.id === id);
      if (isActiveAdmin && !activeAdminAfter && admins.length <= 1) return 'last_admin';
      await tx.update(opsOperators).set(change).where(eq(opsOperators.id, id));
      return 'done';
    });
  }

  async setTotp(merchantId: number, id: number, totpSecret: string): Promise<boolean> {
    const rows = await this.db
      .update(opsOperators)
      .set({ totpSecret, lastTotpStep: null })
      .where(and(eq(opsOperators.merchantId, merchantId), eq(opsOperators.id, id)))
      .returning({ id: opsOperators.id });
    return rows.length === 1;
  }

  /** Ends every session of the operator still open; answers how many it ended. */
  async endSessions(id: number, at: Date): Promise<number> {
    const rows = await this.db
      .update(opsSessions)
      .set({ revokedAt: at })
      .where(and(eq(opsSessions.operatorId, id), isNull(opsSessions.revokedAt), gt(opsSessions.expiresAt, at)))
      .returning({ tokenHash: opsSessions.tokenHash });
    return rows.length;
  }
}
