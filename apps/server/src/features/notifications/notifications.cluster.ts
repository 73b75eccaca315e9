import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SocketPresence } from './notifications.presence.js';

export type OnlineCount = { members: number; scope: 'instance' | 'cluster' };
export type ClusterPresenceOptions = { redisUrl?: string | undefined; ttlMs?: number | undefined; keyPrefix?: string | undefined };

/**
 * Members online across every instance sharing one Redis (ADR 032). Each instance keeps, per
 * merchant, a set of the member ids it holds sockets for under its own key with a TTL; a heartbeat
 * rewrites the set and renews the TTL every third of it. A read unions the live instances' sets, so
 * a member on two instances counts once and an instance that died stops counting when its key
 * expires. Redis expires the keys by its own clock: the instances' clocks do not matter.
 * Without Redis, or while Redis does not answer, the count is this instance's, and says so.
 */
export class ClusterPresence {
  private readonly redis: Redis | null;
  private readonly ttlMs: number;
  private readonly prefix: string;
  private readonly instance = randomUUID();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly local: SocketPresence,
    options: ClusterPresenceOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.prefix = options.keyPrefix ?? 'arcadia:presence';
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
      : null;
    if (!this.redis) return;
    this.redis.on('error', () => {}); // reads fall back to this instance's count; the heartbeat repairs the entry later
    local.onChange = (merchantId, memberId, online) => void this.changed(merchantId, memberId, online);
    this.timer = setInterval(() => void this.heartbeat(), Math.max(100, Math.floor(this.ttlMs / 3)));
    this.timer.unref();
  }

  private key = (merchantId: number, instance: string) => `${this.prefix}:m:${merchantId}:i:${instance}`;
  private index = (merchantId: number) => `${this.prefix}:m:${merchantId}:instances`;

  /** A member's first socket here opened or their last one closed: written at once, not at the next beat. */
  private async changed(merchantId: number, memberId: number, online: boolean): Promise<void> {
    if (this.redis?.status !== 'ready') return;
    const key = this.key(merchantId, this.instance);
    const tx = this.redis.multi();
    if (online) tx.sadd(key, String(memberId)).pexpire(key, this.ttlMs).sadd(this.index(merchantId), this.instance);
    else tx.srem(key, String(memberId));
    await tx.exec().catch(() => undefined);
  }

  /** Rewrites this instance's sets from what it holds and renews their TTL (a missed write is repaired here). */
  private async heartbeat(): Promise<void> {
    if (this.redis?.status !== 'ready') return;
    const tx = this.redis.multi();
    for (const [merchantId, members] of this.local.membersByMerchant()) {
      const key = this.key(merchantId, this.instance);
      tx.del(key)
        .sadd(key, ...members.map(String))
        .pexpire(key, this.ttlMs)
        .sadd(this.index(merchantId), this.instance);
    }
    await tx.exec().catch(() => undefined);
  }

  /** Distinct members of the merchant with an open socket on any live instance (here only without Redis). */
  async online(merchantId: number): Promise<OnlineCount> {
    const here: OnlineCount = { members: this.local.online(merchantId), scope: 'instance' };
    if (this.redis?.status !== 'ready') return here;
    try {
      const instances = await this.redis.smembers(this.index(merchantId));
      if (!instances.length) return { members: 0, scope: 'cluster' };
      const keys = instances.map((i) => this.key(merchantId, i));
      const [members, ...alive] = await Promise.all([this.redis.sunion(...keys), ...keys.map((k) => this.redis!.exists(k))]);
      // Forget instances whose entry expired (stopped or died), so the index stays small.
      const gone = instances.filter((_, i) => !alive[i]);
      if (gone.length) await this.redis.srem(this.index(merchantId), ...gone);
      return { members: members.length, scope: 'cluster' };
    } catch {
      return here;
    }
  }

  /**
   * `online` of a page of merchants (the merchants list): the same answer in two Redis round trips
   * for the whole page instead of two per merchant.
   */
  async onlineOf(merchantIds: number[]): Promise<Map<number, number>> {
    const here = new Map(merchantIds.map((m) => [m, this.local.online(m)]));
    if (this.redis?.status !== 'ready' || !merchantIds.length) return here;
    try {
      const indexes = await this.redis.pipeline(merchantIds.map((m) => ['smembers', this.index(m)])).exec();
      const instancesOf = merchantIds.map((_, i) => {
        const [err, instances] = indexes?.[i] ?? [];
        if (err) throw err;
        return (instances as string[] | undefined) ?? [];
      });
      const asked = merchantIds.flatMap((m, i) =>
        instancesOf[i]!.length ? [{ m, keys: instancesOf[i]!.map((x) => this.key(m, x)) }] : [],
      );
      const out = new Map(merchantIds.map((m) => [m, 0]));
      if (!asked.length) return out;
      const answers = await this.redis.pipeline(asked.map(({ keys }) => ['sunion', ...keys])).exec();
      for (const [i, { m }] of asked.entries()) {
        const [err, members] = answers?.[i] ?? [];
        if (err) throw err;
        out.set(m, (members as string[]).length);
      }
      // Expired instances are left in the index here: `online` of that merchant forgets them.
      return out;
    } catch {
      return here;
    }
  }

  /** On shutdown: this instance's members stop counting at once, not after the TTL. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.local.onChange = null;
    if (!this.redis) return;
    if (this.redis.status === 'ready') {
      const keys = [...this.local.membersByMerchant().keys()].map((m) => this.key(m, this.instance));
      if (keys.length) await this.redis.del(...keys).catch(() => undefined);
    }
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
