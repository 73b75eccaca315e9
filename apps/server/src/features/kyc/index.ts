import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { KycRepository } from './kyc.repository.js';
import { type KycPorts, KycService } from './kyc.service.js';

export { kycMessages } from './kyc.messages.js';
export { type KycOpsRoutesOptions, kycOpsRoutes } from './kyc.ops.routes.js';
export { type KycRoutesOptions, kycRoutes } from './kyc.routes.js';
export type { KycNotice, KycPorts } from './kyc.service.js';
export { KycService };

/**
 * Built in the identity stage (registration's age check needs it); the money stage fills the
 * ports that need the cashier and the notice outbox, which are built later.
 */
export function createKycFeature(db: Db, clock: Clock) {
  const ports: KycPorts = {
    approvedDeposits: async () => '0',
    accountOf: async (_m, memberId) => String(memberId),
    notice: async () => {
      throw new Error('the KYC notice port is not wired yet');
    },
    afterCommit: async () => {},
    // Until the money stage wires safer gambling's zone: its default, the platform's default zone.
    timeZone: async () => 'Asia/Shanghai',
    idNumberGate: async () => {},
  };
  return { service: new KycService(new KycRepository(db), clock, ports), ports };
}
