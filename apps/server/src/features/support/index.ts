import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { ChatRepository } from './support.chat.repository.js';
import { type ChatPorts, ChatService } from './support.chat.service.js';
import { DeskService } from './support.desk.service.js';
import { type SupportPorts, SupportService } from './support.service.js';

export { chatMessages } from './support.chat.messages.js';
export { type ChatOpsRoutesOptions, chatOpsRoutes } from './support.chat.ops.routes.js';
export { httpLiveChatProvider, type LiveChatProvider } from './support.chat.provider.js';
export { type ChatRoutesOptions, chatRoutes } from './support.chat.routes.js';
export { type SupportOpsRoutesOptions, supportOpsRoutes } from './support.ops.routes.js';
export { type SupportRoutesOptions, supportRoutes } from './support.routes.js';
export { sanitizeOperatorHtml } from './support.sanitize.js';
export { ChatService, DeskService, SupportService };

export function createSupportFeature(ports: SupportPorts) {
  return { service: new SupportService(ports) };
}

/** The chat desk: the member's side and the operators' side over one repository. */
export function createChatFeature(
  db: Db,
  clock: Clock,
  ports: ChatPorts & { accountOf(merchantId: number, memberId: number): Promise<string> },
) {
  const chat = new ChatService(new ChatRepository(db), clock, ports);
  return { chat, desk: new DeskService(chat, ports.accountOf) };
}
