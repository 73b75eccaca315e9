import type { SocketMessage } from '@arcadia/contract/notifications';
import type { Bus } from '../../platform/bus.js';
import type { Clock } from '../../platform/clock.js';
import { SocketPresence } from './notifications.presence.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

export type NotifyInput = { merchantId: number; memberId: number; type: string; data: Omit<SocketMessage['data'], 'id' | 'time'> };

const toMessage = (r: NotificationRow): SocketMessage => ({
  type: r.type,
  data: { ...(r.data as Omit<SocketMessage['data'], 'id' | 'time'>), id: r.id, time: r.createdAt.toISOString() },
});

export const SINCE_PAGE = 100;

/** Stores each event first, then fans it out to the member's sockets on every instance. */
export class NotificationsService {
  /** Members with an open socket on this instance (the socket route keeps it; the dashboard reads it). */
  readonly presence = new SocketPresence();

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

  /**
   * Events after `afterId` (oldest first, a page of SINCE_PAGE), for a client that reconnects and
   * reloads what it missed. `afterId` 0 is a client without history: it gets the newest page, so the
   * baseline it takes is the member's latest event — the oldest page would make it replay everything
   * newer as "missed" on its next load (a member with many events saw old notices again and again).
   */
  async since(merchantId: number, memberId: number, afterId: number): Promise<SocketMessage[]> {
    const rows =
      afterId === 0
        ? (await this.repo.newest(merchantId, memberId, SINCE_PAGE)).reverse()
        : await this.repo.after(merchantId, memberId, afterId, SINCE_PAGE);
    return rows.map(toMessage);
  }
}
