import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import type { SmsSender } from '../../platform/sms.js';
import { VerificationRepository } from './verification.repository.js';
import { VerificationService } from './verification.service.js';

export { verificationMessages } from './verification.messages.js';
export { type VerificationOpsRoutesOptions, verificationOpsRoutes } from './verification.ops.routes.js';
export { type VerificationRoutesOptions, verificationRoutes } from './verification.routes.js';
export type { Phone, SmsSettings } from './verification.service.js';
export { phoneKey, VerificationService } from './verification.service.js';

/** The default SMS provider: the outbox table, plus a log line an operator can see. */
function outboxSender(repo: VerificationRepository, log?: FastifyBaseLogger): SmsSender {
  return {
    async send(m) {
      await repo.addOutbox({ merchantId: m.merchantId, toNumber: m.to, purpose: m.purpose, body: m.text });
      log?.info({ to: m.to.replace(/\d(?=\d{4})/g, '*'), purpose: m.purpose }, 'sms queued in outbox');
    },
  };
}

export function createVerificationFeature(db: Db, clock: Clock, sms?: SmsSender, log?: FastifyBaseLogger) {
  const repo = new VerificationRepository(db);
  return { service: new VerificationService(repo, clock, sms ?? outboxSender(repo, log)) };
}
