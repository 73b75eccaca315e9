import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { ledgerEntries, walletAccounts, walletHolds, walletTransactions } from './wallet.tables.js';

/** A database handle: the pool, or a transaction a caller (any feature) already opened. */
export type Q = Db | Tx;
export type AccountRow = typeof walletAccounts.$inferSelect;
export type Bucket = 'available' | 'held';
export type HoldRow = typeof walletHolds.$inferSelect;
export type LedgerFilter = { kind?: string; from?: Date; to?: Date; page: number; size: number };
export type LedgerRow = {
  id: string | number;
  transaction_id: string | number;
  kind: string;
  wallet: string;
  bucket: string;
  amount: string;
  balance_after: string;
  idempotency_key: string;
  created_at: string | Date;
  counterparty: string | null;
};
type TotalsRow = Record<'member_balances' | 'member_ledger' | 'house_balances' | 'house_ledger', string> & {
  accounts: number;
  transactions: number;
};

/** The NOTIFY channel on which committed movements name the members whose balances changed. */
export const WALLET_CHANNEL = 'arcadia_wallet';

/** The only place with queries on the wallet tables. */
export class WalletRepository {
  constructor(readonly db: Db) {}

  /** A movement's own transaction, when its caller opened none; the handle itself stays in this file. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The account, created when missing; `currency` is asked only then (an existing account keeps its own). */
  async ensureAccount(
    q: Q,
    merchantId: number,
    memberId: number | null,
    code: string,
    currency: () => Promise<string>,
  ): Promise<AccountRow> {
    const owner = memberId === null ? isNull(walletAccounts.memberId) : eq(walletAccounts.memberId, memberId);
    const find = () =>
      q
        .select()
        .from(walletAccounts)
        .where(and(eq(walletAccounts.merchantId, merchantId), owner, eq(walletAccounts.code, code)))
        .limit(1);
    const [found] = await find();
    if (found) return found;
    await q
      .insert(walletAccounts)
      .values({ merchantId, memberId, code, currency: await currency() })
      .onConflictDoNothing();
    const [row] = await find();
    if (!row) throw new Error('wallet account could not be created');
    return row;
  }

  /** A house account's id, read through the pool (so only a committed row); null while it does not exist. */
  async houseAccountId(merchantId: number, code: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.merchantId, merchantId), isNull(walletAccounts.memberId), eq(walletAccounts.code, code)))
      .limit(1);
    return row?.id ?? null;
  }

  /** The currency of the merchant's wallets, read through `q`; null before its first wallet exists. */
  async currencyOf(q: Q, merchantId: number): Promise<string | null> {
    const [row] = await q
      .select({ currency: walletAccounts.currency })
      .from(walletAccounts)
      .where(eq(walletAccounts.merchantId, merchantId))
      .limit(1);
    return row?.currency ?? null;
  }

  accountsOf(merchantId: number, memberId: number): Promise<AccountRow[]> {
    return this.db
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.merchantId, merchantId), eq(walletAccounts.memberId, memberId)))
      .orderBy(asc(walletAccounts.id));
  }

  /** Claims an idempotency key; null when it was claimed before (then read `existing`). */
  async claimKey(q: Q, merchantId: number, key: string, kind: string, requestHash: string): Promise<number | null> {
    const [row] = await q
      .insert(walletTransactions)
      .values({ merchantId, idempotencyKey: key, kind, requestHash })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id });
    return row?.id ?? null;
  }

  async existing(q: Q, merchantId: number, key: string) {
    const [row] = await q
      .select({ requestHash: walletTransactions.requestHash, result: walletTransactions.result })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.merchantId, merchantId), eq(walletTransactions.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Moves one bucket of one account by a signed amount, atomically and only if a member's wallet
   * stays at or above zero. Returns the new value, or null when the money is not there.
   */
  async applyLeg(q: Q, accountId: number, bucket: Bucket, amount: string): Promise<{ value: string; memberId: number | null } | null> {
    const column = bucket === 'available' ? walletAccounts.available : walletAccounts.held;
    const [row] = await q
      .update(walletAccounts)
      .set(bucket === 'available' ? { available: sql`${column} + ${amount}::numeric` } : { held: sql`${column} + ${amount}::numeric` })
      .where(and(eq(walletAccounts.id, accountId), sql`(${walletAccounts.memberId} is null or ${column} + ${amount}::numeric >= 0)`))
      .returning({ value: column, memberId: walletAccounts.memberId });
    return row ?? null;
  }

  /**
   * Tells every instance which members' balances changed. NOTIFY is transactional: it is delivered
   * when the movement's transaction commits (the caller's, when it passed one), never before and
   * never for a rollback, so a cache cannot be refilled with the old balance after the news.
   */
  async notifyChanged(q: Q, merchantId: number, memberIds: number[]): Promise<void> {
    if (!memberIds.length) return;
    await q.execute(sql`select pg_notify(${WALLET_CHANNEL}, ${`${merchantId}:${memberIds.join(',')}`})`);
  }

  async insertEntries(q: Q, rows: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
    await q.insert(ledgerEntries).values(rows);
  }

  async saveResult(q: Q, transactionId: number, result: Record<string, unknown>): Promise<void> {
    await q.update(walletTransactions).set({ result }).where(eq(walletTransactions.id, transactionId));
  }

  async insertHold(q: Q, merchantId: number, accountId: number, amount: string): Promise<number> {
    const [row] = await q.insert(walletHolds).values({ merchantId, accountId, amount }).returning({ id: walletHolds.id });
    return row!.id;
  }

  /** Closes an open hold; null when it is not open (already released or settled). */
  async closeHold(q: Q, merchantId: number, holdId: number, status: 'released' | 'settled'): Promise<HoldRow | null> {
    const [row] = await q
      .update(walletHolds)
      .set({ status })
      .where(and(eq(walletHolds.id, holdId), eq(walletHolds.merchantId, merchantId), eq(walletHolds.status, 'open')))
      .returning();
    return row ?? null;
  }

  /**
   * Reconciliation: every account's buckets equal the sum of their ledger entries, and every
   * transaction's legs sum to zero. Returns what disagrees (nothing, when the books are right).
   */
  async reconcile(merchantId: number): Promise<{ accounts: unknown[]; transactions: unknown[] }> {
    const accounts = (await this.db.execute(sql`
      select a.id, a.available, a.held,
             coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0) as ledger_available,
             coalesce(sum(e.amount) filter (where e.bucket = 'held'), 0) as ledger_held
      from wallet_accounts a left join ledger_entries e on e.account_id = a.id
      where a.merchant_id = ${merchantId}
      group by a.id
      having a.available <> coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0)
          or a.held <> coalesce(sum(e.amount) filter (where e.bucket = 'held'), 0)`)) as unknown as { rows: unknown[] };
    const transactions = (await this.db.execute(sql`
      select transaction_id, sum(amount) as total from ledger_entries
      where merchant_id = ${merchantId} group by transaction_id having sum(amount) <> 0`)) as unknown as { rows: unknown[] };
    return { accounts: accounts.rows, transactions: transactions.rows };
  }

  /**
   * Balance totals per merchant and currency for /metrics: what members hold, and the sum over every
   * account (members and the house's sinks). Every transaction's legs sum to zero, so that sum is
   * zero while the books are right; anything else is worth an alert.
   */
  async metricsTotals(): Promise<{ merchantId: number; currency: string; memberAvailable: string; memberHeld: string; all: string }[]> {
    const res = (await this.db.execute(sql`
      select merchant_id, currency,
             coalesce(sum(available) filter (where member_id is not null), 0) as member_available,
             coalesce(sum(held) filter (where member_id is not null), 0) as member_held,
             coalesce(sum(available + held), 0) as total
      from wallet_accounts group by merchant_id, currency`)) as unknown as {
      rows: { merchant_id: number; currency: string; member_available: string; member_held: string; total: string }[];
    };
    return res.rows.map((r) => ({
      merchantId: Number(r.merchant_id),
      currency: r.currency,
      memberAvailable: String(r.member_available),
      memberHeld: String(r.member_held),
      all: String(r.total),
    }));
  }

  /** A member's ledger entries, newest first, with the movement's kind, key and other side. */
  async ledgerOf(merchantId: number, memberId: number, f: LedgerFilter): Promise<{ rows: LedgerRow[]; total: number }> {
    const where = sql`e.merchant_id = ${merchantId} and a.member_id = ${memberId}
      ${f.kind ? sql`and t.kind = ${f.kind}` : sql``}
      ${f.from ? sql`and e.created_at >= ${f.from.toISOString()}::timestamptz` : sql``}
      ${f.to ? sql`and e.created_at < ${f.to.toISOString()}::timestamptz` : sql``}`;
    const from = sql`from ledger_entries e
      join wallet_accounts a on a.id = e.account_id
      join wallet_transactions t on t.id = e.transaction_id`;
    const rows = (await this.db.execute(sql`
      select e.id, e.transaction_id, t.kind, a.code as wallet, e.bucket, e.amount, e.balance_after, t.idempotency_key, e.created_at,
        (select case when a2.member_id is null or a2.member_id = a.member_id then a2.code else a2.code || '#' || a2.member_id end
           from ledger_entries e2 join wallet_accounts a2 on a2.id = e2.account_id
          where e2.transaction_id = e.transaction_id and e2.id <> e.id order by e2.id limit 1) as counterparty
      ${from} where ${where}
      order by e.id desc limit ${f.size} offset ${(f.page - 1) * f.size}`)) as unknown as { rows: LedgerRow[] };
    const count = (await this.db.execute(sql`select count(*)::int as n ${from} where ${where}`)) as unknown as { rows: { n: number }[] };
    return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
  }

  /** Per merchant: balances and ledger sums of member wallets and of house accounts. */
  async totals(merchantId: number): Promise<TotalsRow> {
    const res = (await this.db.execute(sql`
      select
        (select coalesce(sum(available + held), 0) from wallet_accounts where merchant_id = ${merchantId} and member_id is not null) as member_balances,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join wallet_accounts a on a.id = e.account_id
          where e.merchant_id = ${merchantId} and a.member_id is not null) as member_ledger,
        (select coalesce(sum(available + held), 0) from wallet_accounts where merchant_id = ${merchantId} and member_id is null) as house_balances,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join wallet_accounts a on a.id = e.account_id
          where e.merchant_id = ${merchantId} and a.member_id is null) as house_ledger,
        (select count(*)::int from wallet_accounts where merchant_id = ${merchantId}) as accounts,
        (select count(*)::int from wallet_transactions where merchant_id = ${merchantId}) as transactions`)) as unknown as {
      rows: TotalsRow[];
    };
    return res.rows[0]!;
  }
}
