import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { type MailSender, smtpSender } from '../../platform/mail.js';
import { PasswordRecoveryRepository } from './password-recovery.repository.js';
import { PasswordRecoveryService, type RecoveryPorts } from './password-recovery.service.js';

export { passwordRecoveryMessages } from './password-recovery.messages.js';
export { type PasswordRecoveryOpsRoutesOptions, passwordRecoveryOpsRoutes } from './password-recovery.ops.routes.js';
export { type PasswordRecoveryRoutesOptions, passwordRecoveryRoutes } from './password-recovery.routes.js';
export type { RecoveryMember, RecoveryPorts } from './password-recovery.service.js';
export { PasswordRecoveryService };

/** The default mail provider: the outbox table, plus a log line an operator can see. */
function outboxSender(repo: PasswordRecoveryRepository, log?: FastifyBaseLogger): MailSender {
  return {
    async send(m) {
      await repo.addOutbox({
        merchantId: m.merchantId,
        toAddress: m.to.toLowerCase(),
        purpose: m.purpose,
        subject: m.subject,
        body: m.text,
      });
      log?.info({ purpose: m.purpose }, 'mail queued in outbox');
    },
  };
}

export type MailOptions = { smtpUrl?: string | undefined; mailFrom?: string; log?: FastifyBaseLogger };

export function createPasswordRecoveryFeature(db: Db, clock: Clock, ports: RecoveryPorts, mail: MailOptions = {}) {
  const repo = new PasswordRecoveryRepository(db);
  const mailer = mail.smtpUrl ? smtpSender(mail.smtpUrl, mail.mailFrom ?? 'no-reply@localhost') : outboxSender(repo, mail.log);
  return { service: new PasswordRecoveryService(repo, clock, mailer, ports), mailer };
}
