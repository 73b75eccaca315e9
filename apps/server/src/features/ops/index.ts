import type { Db } from '../../platform/db/client.js';
import { OpsRepository } from './ops.repository.js';

export { installOpsGuard, type OpsGuardOptions } from './ops.guard.js';
export { type OpsRoutesOptions, opsRoutes } from './ops.routes.js';

export function createOpsFeature(db: Db) {
  return { repo: new OpsRepository(db) };
}
