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

const CHANNEL = 'arcadia:events';

/** One channel for all events; each instance delivers to the sockets it holds. */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new LocalBus();
  private readonly ready: Promise<unknown>;

  constructor(url: string) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: false });
    this.ready = this.sub.subscribe(CHANNEL);
    this.sub.on('message', (_channel: string, raw: string) => {
      try {
        void this.local.publish(JSON.parse(raw) as BusEvent);
      } catch {
        // a malformed message from outside the project: ignore it
      }
    });
  }

  async publish(event: BusEvent): Promise<void> {
    await this.ready;
    await this.pub.publish(CHANNEL, JSON.stringify(event));
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
