import { ReadCache } from '../../platform/read-cache.js';
import type { Q, WalletRepository } from './wallet.repository.js';

/** The merchant's currency, asked only when a wallet must be created (an existing one has its own). */
export type Currency = () => Promise<string>;

/** A house account's id never changes; the lifetime only lets the least used ones go. */
const HOUSE_CACHE_TTL_MS = 3_600_000;
/** A few per merchant: vendors' shards, deposits, the lottery, the house games. */
const HOUSE_CACHE_SIZE = 10_000;

/**
 * Which accounts a movement's legs touch (wallet.service.ts): a member's wallet or a house account,
 * each created when missing. Kept lean because every bet passes here: the currency is only read
 * when an account must be created, and the ids of house accounts come from a cache.
 */
export class WalletAccounts {
  private readonly houses: ReadCache<number>;

  constructor(
    private readonly repo: WalletRepository,
    /** The merchant's money settings; `q`: the caller's open transaction, read through it. */
    private readonly money: (merchantId: number, q?: Q) => Promise<{ currency: string }>,
    now: () => number,
  ) {
    this.houses = new ReadCache<number>(HOUSE_CACHE_TTL_MS, HOUSE_CACHE_SIZE, now);
  }

  async wallet(q: Q, merchantId: number, memberId: number, code: string, currency: Currency): Promise<number> {
    return (await this.repo.ensureAccount(q, merchantId, memberId, code, currency)).id;
  }

  /**
   * A house account's id: from the cache when a pool read (committed data, `warmHouse`) put it there;
   * the row is never deleted nor its id changed, so the id cannot go stale. Else read (or created)
   * through the movement's transaction and not cached, since that transaction may yet roll back.
   */
  async house(q: Q, merchantId: number, code: string, currency: Currency): Promise<number> {
    return this.houses.peek(`${merchantId}:${code}`) || (await this.repo.ensureAccount(q, merchantId, null, code, currency)).id;
  }

  /** Loads a house account's id (`HOUSE:<code>`) outside any transaction, for the movements into or out of it. */
  async warmHouse(merchantId: number, code: string): Promise<void> {
    const key = `${merchantId}:HOUSE:${code}`;
    if (this.houses.peek(key)) return;
    const id = await this.houses.get(key, async () => (await this.repo.houseAccountId(merchantId, `HOUSE:${code}`)) ?? 0);
    // Not created yet: the first movement creates it in its transaction; a later warm-up caches it.
    if (!id) this.houses.invalidate(key);
  }

  /**
   * The currency for a movement. Nothing inside a transaction may read through the pool: on PGlite
   * that read waits for the transaction to end, which waits for the read (a self-deadlock that
   * stalls the process). So without `tx` it is read before the movement's own transaction opens;
   * inside a caller's transaction it is read through it, and only if an account must be created:
   * from the merchant's existing wallets, else from its settings (read through the same `tx`).
   */
  async currency(merchantId: number, tx?: Q): Promise<Currency> {
    if (!tx) {
      const known = Promise.resolve((await this.money(merchantId)).currency);
      return () => known;
    }
    let read: Promise<string> | undefined;
    return () => {
      read ??= this.repo.currencyOf(tx, merchantId).then(async (c) => c ?? (await this.money(merchantId, tx)).currency);
      return read;
    };
  }
}
