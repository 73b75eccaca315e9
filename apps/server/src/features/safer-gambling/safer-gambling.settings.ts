import { SAFER_GAMBLING_ERRORS, type SaferGamblingSettings } from '@arcadia/contract/safer-gambling';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { ReadCache } from '../../platform/read-cache.js';
import { validZone } from './safer-gambling.periods.js';
import type { SaferGamblingRepository } from './safer-gambling.repository.js';
import { SAFER_GAMBLING_DEFAULTS } from './safer-gambling.usage.js';

/**
 * A save drops the entry here and, by NOTIFY, on every instance (safer-gambling index.ts), so the
 * lifetime only bounds a notification lost with its connection (the listener then clears all).
 */
const CACHE_MS = 60_000;
/** One small entry per merchant served; the least recently used beyond it is read again when asked. */
const CACHE_SIZE = 10_000;

/**
 * A merchant's tunables (docs/adr/065): the zone limit periods (and KYC ages) are counted in and the
 * reality-check default. The gates read them from a cache that a save drops on every instance
 * (NOTIFY), so a change binds from the next bet or sign-in; every stake and win reads the zone, and
 * the cache saves that round trip (ADR 072).
 */
export class SaferGamblingSettingsService {
  private readonly cache: ReadCache<SaferGamblingSettings>;

  constructor(
    private readonly repo: SaferGamblingRepository,
    now: () => number,
  ) {
    this.cache = new ReadCache<SaferGamblingSettings>(CACHE_MS, CACHE_SIZE, now);
  }

  /**
   * What the gates count with. With `q` (a bet's or deposit's open transaction) a miss is read
   * through it and not cached: on PGlite a pool read, or another request's pending one, waits for
   * that very transaction to end. `warm` fills the entry beforehand, outside any transaction.
   */
  async current(merchantId: number, q?: Tx): Promise<SaferGamblingSettings> {
    const key = String(merchantId);
    if (!q) return this.cache.get(key, () => this.get(merchantId));
    return this.cache.peek(key) ?? this.get(merchantId, q);
  }

  async warm(merchantId: number): Promise<void> {
    await this.current(merchantId);
  }

  /** A NOTIFY of a save (another instance's, or our own echoed): the merchant's id. */
  onNotified(payload: string): void {
    if (/^\d+$/.test(payload)) this.cache.invalidate(payload);
    else this.cache.clear();
  }

  /** Notifications may have been lost with the listening connection. */
  onGap(): void {
    this.cache.clear();
  }

  /** Read fresh (the operators' console); `q`: an open transaction to read through. */
  async get(merchantId: number, q?: Tx): Promise<SaferGamblingSettings> {
    const row = await this.repo.settings(merchantId, q);
    return {
      timeZone: row?.timeZone ?? SAFER_GAMBLING_DEFAULTS.timeZone,
      realityCheckDefault: (row?.realityCheckDefault ?? SAFER_GAMBLING_DEFAULTS.realityCheckMinutes) as 60,
    };
  }

  /**
   * A zone the runtime cannot resolve would make every gate throw at bet time; refused here instead,
   * in the operator's language, and nothing is saved.
   */
  async save(merchantId: number, input: SaferGamblingSettings): Promise<SaferGamblingSettings> {
    const timeZone = input.timeZone.trim();
    if (!validZone(timeZone)) throw new AppError(SAFER_GAMBLING_ERRORS.timeZoneInvalid, 400, { zone: timeZone.slice(0, 64) });
    await this.repo.saveSettings({ merchantId, timeZone, realityCheckDefault: input.realityCheckDefault });
    // This instance at once; the others when the NOTIFY of the save's commit reaches them.
    this.cache.invalidate(String(merchantId));
    return this.get(merchantId);
  }
}
