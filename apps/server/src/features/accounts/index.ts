import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AccountsOps } from './accounts.ops.js';
import { AccountsOpsRepository } from './accounts.ops-repository.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

export { accountsMessages } from './accounts.messages.js';
export { AccountsOps, requireReason } from './accounts.ops.js';
export { type AccountsOpsRoutesOptions, accountsOpsRoutes } from './accounts.ops.routes.js';
export type { MemberRow } from './accounts.repository.js';
export { type AccountsRoutesOptions, accountsRoutes } from './accounts.routes.js';
export type { AuthOutcome, Credentials, NewMemberInput } from './accounts.service.js';
export { AccountsService };

export function createAccountsFeature(db: Db, clock: Clock) {
  const repo = new AccountsRepository(db);
  return { service: new AccountsService(repo, clock), ops: new AccountsOps(repo, new AccountsOpsRepository(db), clock) };
}
