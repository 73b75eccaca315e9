import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { type FirstLoginPorts, FirstLoginWelcome } from './profile.first-login.js';
import { ProfileRepository } from './profile.repository.js';
import { type MailSender, type ProfilePorts, ProfileService } from './profile.service.js';

export { firstLoginRoutes } from './profile.first-login.routes.js';
export { profileMessages } from './profile.messages.js';
export { type ProfileRoutesOptions, profileRoutes } from './profile.routes.js';
export type { MailSender, ProfilePorts } from './profile.service.js';
export type { FirstLoginPorts, FirstLoginWelcome };
export { ProfileService };

/** Without SMTP configured, mail goes to the outbox table (read by operators and tests) and the log. */
function outboxMailer(repo: ProfileRepository, log?: FastifyBaseLogger): MailSender {
  return {
    async send(m) {
      await repo.addMail({ merchantId: m.merchantId, toAddress: m.to, subject: m.subject, body: m.text });
      log?.info({ to: m.to.replace(/^(.{2}).*@/, '$1***@') }, 'mail queued in outbox');
    },
  };
}

export function createProfileFeature(
  db: Db,
  clock: Clock,
  ports: Omit<ProfilePorts, 'mail'> & { mail?: MailSender; firstLogin: FirstLoginPorts },
) {
  const repo = new ProfileRepository(db);
  return {
    service: new ProfileService(repo, clock, { ...ports, mail: ports.mail ?? outboxMailer(repo) }),
    welcome: new FirstLoginWelcome(ports.firstLogin),
  };
}
