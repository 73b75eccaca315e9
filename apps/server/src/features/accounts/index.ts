import type { Whitelabel } from '@arcadia/contract/system';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { AccountsOps } from './accounts.ops.js';
import { AccountsOpsRepository } from './accounts.ops-repository.js';
import { PaymentPasswordPolicy } from './accounts.payment-password.js';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';

export { accountsMessages } from './accounts.messages.js';
export { AccountsOps, requireReason } from './accounts.ops.js';
export { type AccountsOpsRoutesOptions, accountsOpsRoutes } from './accounts.ops.routes.js';
export type { MemberRow } from './accounts.repository.js';
export { type AccountsRoutesOptions, accountsRoutes } from './accounts.routes.js';
export type { AuthOutcome, Credentials, NewMemberInput } from './accounts.service.js';
export { AccountsService, PaymentPasswordPolicy };

/** `flags`: the merchant's switches, of which the payment-password policy reads its own. */
export function createAccountsFeature(db: Db, clock: Clock, ports: { flags(merchantId: number): Promise<Whitelabel> }) {
  const repo = new AccountsRepository(db);
  const service = new AccountsService(repo, clock);
  return {
    service,
    ops: new AccountsOps(repo, new AccountsOpsRepository(db), clock),
    paymentPasswords: new PaymentPasswordPolicy(service, ports.flags),
  };
}
