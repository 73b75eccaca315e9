import { Redis } from 'ioredis';

/** An event for one member (a topic per customer, spec 000 §7). */
export type BusEvent = { merchantId: number; memberId: number; type: string; data: Record<string, unknown> };
export type BusHandler = (event: BusEvent) => void;

/**
 * Fan-out of real-time events. In-process by default; Redis pub/sub when several instances
 * serve one deployment, so an event raised on one reaches sockets held by another.
 */
export interface Bus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
  /** True while fan-out across instances is down (only a shared bus can be). */
  degraded?(): boolean;
}

export class LocalBus implements Bus {
  private readonly handlers = new Set<BusHandler>();
  async publish(event: BusEvent): Promise<void> {
    for (const h of this.handlers) h(event);
  }
  subscribe(handler: BusHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  async close(): Promise<void> {
    this.handlers.clear();
  }
}

/**
 * One channel for all events; each instance delivers to the sockets it holds. When Redis is
 * unreachable the bus degrades instead of failing: events still reach this instance's own
 * sockets (and every event is stored, so other instances' clients reload it when they reconnect),
 * and `degraded()` says so for /readyz and the metrics.
 */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new LocalBus();
  private readonly ready: Promise<unknown>;

  /** `channel`: one per deployment sharing the Redis (REDIS_KEY_PREFIX), so events stay in their own. */
  constructor(
    url: string,
    private readonly channel = 'arcadia:events',
  ) {
    // Fail fast while disconnected: a publish must never wait on a Redis that is not there.
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.sub = new Redis(url, { lazyConnect: false });
    this.ready = this.sub.subscribe(this.channel).catch(() => undefined);
    // ioredis re-subscribes by itself after a reconnect; errors are reported through degraded().
    this.pub.on('error', () => {});
    this.sub.on('error', () => {});
    this.sub.on('message', (_channel: string, raw: string) => {
      try {
        void this.local.publish(JSON.parse(raw) as BusEvent);
      } catch {
        // A malformed message from another writer on the channel is not ours to deliver.
      }
    });
  }

  /** True while either connection to Redis is down: fan-out reaches this instance's sockets only. */
  degraded(): boolean {
    return this.pub.status !== 'ready' || this.sub.status !== 'ready';
  }

  async publish(event: BusEvent): Promise<void> {
    if (!this.degraded()) {
      try {
        await this.ready; // connected, so this settles at once: our own sockets get the echo
        await this.pub.publish(this.channel, JSON.stringify(event));
        return;
      } catch {
        // fall through: deliver what we can
      }
    }
    await this.local.publish(event);
  }

  subscribe(handler: BusHandler): () => void {
    return this.local.subscribe(handler);
  }

  /** Resolves once this instance listens, so nothing published after it is missed. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
