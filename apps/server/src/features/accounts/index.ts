import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

export { accountsMessages } from './accounts.messages.js';
export type { MemberRow } from './accounts.repository.js';
export { type AccountsRoutesOptions, accountsRoutes } from './accounts.routes.js';
export type { AuthOutcome, Credentials, NewMemberInput } from './accounts.service.js';
export { AccountsService };

export function createAccountsFeature(db: Db, clock: Clock) {
  return { service: new AccountsService(new AccountsRepository(db), clock) };
}
