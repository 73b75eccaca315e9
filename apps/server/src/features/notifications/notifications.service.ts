import type { SocketMessage } from '@arcadia/contract/notifications';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

export type NotifyInput = { merchantId: number; memberId: number; type: string; data: Omit<SocketMessage['data'], 'id' | 'time'> };

const toMessage = (r: NotificationRow): SocketMessage => ({
  type: r.type,
  data: { ...(r.data as Omit<SocketMessage['data'], 'id' | 'time'>), id: r.id, time: r.createdAt.toISOString() },
});

/** Stores each event first, then fans it out to the member's sockets on every instance. */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly bus: Bus,
    private readonly clock: Clock,
  ) {}

  async notify(input: NotifyInput): Promise<SocketMessage> {
    const row = await this.repo.insert({
      merchantId: input.merchantId,
      memberId: input.memberId,
      type: input.type,
      data: input.data,
      popup: input.data.popup ?? false,
      createdAt: this.clock.now(),
    });
    const message = toMessage(row);
    await this.bus.publish({ merchantId: input.merchantId, memberId: input.memberId, type: message.type, data: message.data });
    return message;
  }

  /** Events after `afterId`, for a client that reconnects and reloads what it missed. */
  async since(merchantId: number, memberId: number, afterId: number): Promise<SocketMessage[]> {
    return (await this.repo.after(merchantId, memberId, afterId, 100)).map(toMessage);
  }
}
