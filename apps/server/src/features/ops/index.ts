import type { Clock } from '../../platform/clock.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db, Tx } from '../../platform/db/client.js';
import { OpsOperatorsService } from './ops.operators.js';
import { OpsOperatorsRepository } from './ops.operators.repository.js';
import { OpsRepository } from './ops.repository.js';
import { type OpsPorts, OpsService } from './ops.service.js';

export { opsAuthRoutes } from './ops.auth.routes.js';
export { type DashboardPorts, OpsDashboardService } from './ops.dashboard.js';
export { opsDashboardRoutes } from './ops.dashboard.routes.js';
export { opsMessages } from './ops.messages.js';
export { type OpsOperatorsRoutesOptions, opsOperatorsRoutes } from './ops.operators.routes.js';
export { type OpsRoutesOptions, opsRoutes } from './ops.routes.js';
export { auditSnapshots, type SnapshotPorts } from './ops.snapshots.js';
export { OpsService };

export function createOpsFeature(db: Db, clock: Clock, secrets: SecretBox, ports: OpsPorts) {
  const repo = new OpsRepository(db);
  return {
    repo,
    service: new OpsService(repo, clock, secrets, ports),
    operators: new OpsOperatorsService(new OpsOperatorsRepository(db), clock, secrets),
    /**
     * Operator accounts inside a caller's transaction (a new brand's first operator, ADR 070), with
     * ports that read nothing outside it (a pool read would wait on the transaction).
     */
    within: (tx: Tx, txPorts: OpsPorts) => new OpsService(new OpsRepository(tx), clock, secrets, txPorts),
  };
}
