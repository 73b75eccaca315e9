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
/**
 * A bus event for every signed-in socket of a merchant (no member has id 0). Such an event is a
 * signal, not news: it is not stored, not replayed after a reconnect, and carries id 0, which the
 * client neither remembers nor shows as a toast (lib/ws-client.ts).
 */
export const EVERY_MEMBER = 0;

/** Stores each event first, then fans it out to the member's sockets on every instance. */
export class NotificationsService {
  /** Members with an open socket on this instance (the socket route keeps it; the dashboard reads it). */
  readonly presence = new SocketPresence();

  constructor(
    private readonly repo: NotificationsRepository,
    private readonly bus: Bus,
    private readonly clock: Clock,
  ) {}

  /** A signal to every signed-in socket of the merchant on every instance (e.g. "the winner board changed"). */
  async broadcast(merchantId: number, type: string): Promise<void> {
    await this.bus.publish({ merchantId, memberId: EVERY_MEMBER, type, data: { id: 0, time: this.clock.now().toISOString() } });
  }

  async notify(input: NotifyInput): Promise<SocketMessage> {
    return this.push(await this.repo.insert(this.rowOf(input)));
  }

  /**
   * For a sender that may run twice for one fact (an outbox consumer, keyed by its event): the
   * notice is stored and pushed under `dedupeKey` once; a second call sends nothing (null).
   */
  async notifyOnce(input: NotifyInput & { dedupeKey: string }): Promise<SocketMessage | null> {
    const row = await this.repo.insertOnce({ ...this.rowOf(input), dedupeKey: input.dedupeKey });
    return row ? this.push(row) : null;
  }

  private rowOf(input: NotifyInput) {
    return {
      merchantId: input.merchantId,
      memberId: input.memberId,
      type: input.type,
      data: input.data,
      popup: input.data.popup ?? false,
      createdAt: this.clock.now(),
    };
  }

  private async push(row: NotificationRow): Promise<SocketMessage> {
    const message = toMessage(row);
    await this.bus.publish({ merchantId: row.merchantId, memberId: row.memberId, type: message.type, data: message.data });
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
