import type { MerchantRef } from '../../platform/http/request-context.js';
import { ReadCache } from '../../platform/read-cache.js';

/**
 * What each instance keeps of the merchants it serves (ADR 071): host or code → merchant, and each
 * merchant's settings snapshot. Both are read on every request and change rarely. A write drops the
 * entry here and raises a NOTIFY that drops it on every other instance, so the lifetimes below are
 * only a safety net for a notification lost with its connection (the listener then drops everything);
 * an entry past its lifetime is answered once more while it is re-read, so a thousand brands' entries
 * expiring through the minute never make a visitor wait on the database.
 */
export const SETTINGS_CACHE_MS = 60_000;
/**
 * Snapshots kept, least recently used evicted. A snapshot of the demo merchant (templates, SEO,
 * switches, rules, resources) measured 9.4 KB of heap (ADR 071), so 2,000 are ~19 MB: every brand of
 * the 1,000 measured on one instance stays warm with room to double, and a deployment with more
 * brands than that keeps the busy ones, while the rest cost one read a minute.
 */
export const SETTINGS_CACHE_SIZE = 2_000;
/** Host or code → merchant. Keys are about three per brand (code, two hosts) plus unknown hosts asked for. */
export const RESOLUTION_CACHE_MS = 60_000;
export const RESOLUTION_CACHE_SIZE = 10_000;

export type SiteRef = MerchantRef & { suspended: boolean };

export class SystemCaches<S> {
  readonly snapshots: ReadCache<S>;
  /** null: nobody answers on that host or code (a miss is cached too, or a scan of hosts would reach the database each time). */
  readonly sites: ReadCache<SiteRef | null>;

  constructor(now: () => number) {
    this.snapshots = new ReadCache<S>(SETTINGS_CACHE_MS, SETTINGS_CACHE_SIZE, now, true);
    this.sites = new ReadCache<SiteRef | null>(RESOLUTION_CACHE_MS, RESOLUTION_CACHE_SIZE, now, true);
  }

  /** A merchant's settings or hosts changed: its snapshot, its resolutions and every unknown host (it may have just gained one) go. */
  drop(merchantId: number): void {
    this.snapshots.invalidate(String(merchantId));
    this.sites.invalidateWhere((_key, ref) => ref === null || ref.id === merchantId);
  }

  clear(): void {
    this.snapshots.clear();
    this.sites.clear();
  }

  /** A brand was created: any host asked for before and unknown then may be its now. */
  dropUnknown(): void {
    this.sites.invalidateWhere((_key, ref) => ref === null);
  }

  /** A NOTIFY payload: a merchant id, or `*` for a brand created. */
  onMessage(payload: string): void {
    if (payload === '*') this.dropUnknown();
    else if (/^\d+$/.test(payload)) this.drop(Number(payload));
    else this.clear();
  }
}
