import { createHash } from 'node:crypto';
import { Big } from '@arcadia/contract';
import {
  type ConsolidatedFunds,
  MAIN_WALLET,
  TRANSFER_ERRORS,
  type TransferFund,
  WALLET_ERRORS,
  type WalletBalance,
} from '@arcadia/contract/wallet';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { ReadCache } from '../../platform/read-cache.js';
import { type Currency, WalletAccounts } from './wallet.accounts.js';
import type { Bucket, LedgerFilter, Q, WalletRepository } from './wallet.repository.js';

export type MerchantMoney = {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'F' | 'B' | '';
  /** Game-vendor wallets beside the main one; none makes a single-wallet merchant. */
  vendorWallets: string[];
};
export type WalletRef = { memberId: number; wallet?: string };
type Leg = { accountId: number; bucket: Bucket; amount: Big };
/** `walletAvailable` (credit, debit): the wallet's money after the movement (balance_after), stored so a retry answers the same. */
export type Movement = { transactionId: number; balances: Record<string, string>; walletAvailable?: string };

/** A common request shape: every movement names its merchant, amount and idempotency key. */
type Base = { merchantId: number; amount: string; key: string; tx?: Q; memo?: string };

const toAmount = (value: string): Big => {
  let b: Big;
  try {
    b = new Big(value);
  } catch {
    throw new AppError(WALLET_ERRORS.amountInvalid);
  }
  // NUMERIC(24,4): positive, at most 4 decimals and 20 integer digits.
  if (b.lte(0) || !b.round(4).eq(b) || b.gte(new Big('1e20'))) throw new AppError(WALLET_ERRORS.amountInvalid);
  return b;
};

/** Backstop only: a committed movement drops the cached balance at once on every instance. */
const BALANCE_CACHE_TTL_MS = 30_000;

const displayName = (code: string) => (code === MAIN_WALLET ? 'Main' : code);

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * The only way money moves (ARCHITECTURE.md §4). Each movement is one database transaction — the
 * caller's, when it passes `tx` — that claims the idempotency key, moves every leg with a
 * conditional update (a member wallet never goes below zero), writes the immutable ledger
 * legs (summing to zero) and stores the answer, so a retry with the same key gets the same answer.
 */
/** Whether a movement failed for want of money (callers that skip such a member rather than fail). */
export const isInsufficientBalance = (e: unknown): boolean => e instanceof AppError && e.code === WALLET_ERRORS.insufficient;

export class WalletService {
  /**
   * Balances are read far more often than they change (the info bar polls; every page shows one).
   * Each instance keeps recent answers, dropped when a committed movement names the member
   * (`onChanged`, fed by the database's NOTIFY). The TTL only bounds a lost notification.
   */
  private readonly balances = new ReadCache<WalletBalance>(BALANCE_CACHE_TTL_MS, 100_000, () => this.clock.now().getTime());
  private readonly accounts: WalletAccounts;

  constructor(
    private readonly repo: WalletRepository,
    /** `q`: the caller's open transaction, when a movement runs inside one (read through it). */
    private readonly money: (merchantId: number, q?: Q) => Promise<MerchantMoney>,
    /** The app's clock: the caches' lifetimes run on it. */
    private readonly clock: Clock,
  ) {
    this.accounts = new WalletAccounts(repo, money, () => clock.now().getTime());
  }

  /** A NOTIFY payload of `notifyChanged`: "merchantId:memberId,memberId". */
  onChanged(payload: string): void {
    const [merchant, members] = payload.split(':');
    for (const m of members?.split(',') ?? []) this.balances.invalidate(`${merchant}:${m}`);
  }

  /** Notifications may have been missed: forget every cached balance. */
  onGap(): void {
    this.balances.clear();
  }

  /** Money in from a house account (deposit, win, bonus) to a member wallet. */
  credit(req: Base & WalletRef & { source: string }): Promise<Movement> {
    return this.withHouse('credit', req, req.source);
  }

  /** Money out of a member wallet to a house account (bet, fee, purchase). */
  debit(req: Base & WalletRef & { sink: string }): Promise<Movement> {
    return this.withHouse('debit', req, req.sink);
  }

  /** A member wallet ⇄ `HOUSE:<house>`; the answer also says what the wallet holds after it. */
  private withHouse(kind: 'credit' | 'debit', req: Base & WalletRef, house: string): Promise<Movement> {
    let walletId = 0;
    return this.move(
      kind,
      req,
      async (q, amount, currency) => {
        walletId = await this.accounts.wallet(q, req.merchantId, req.memberId, req.wallet ?? MAIN_WALLET, currency);
        const houseId = await this.accounts.house(q, req.merchantId, `HOUSE:${house}`, currency);
        const toWallet = kind === 'credit' ? amount : amount.neg();
        return [
          { accountId: walletId, bucket: 'available', amount: toWallet },
          { accountId: houseId, bucket: 'available', amount: toWallet.neg() },
        ];
      },
      (balances) => ({ walletAvailable: balances[`${walletId}:available`] }),
    );
  }

  /** Caches a house account's id (`HOUSE:<code>`), read outside any transaction: bets into it skip that read. */
  readonly warmHouse = (merchantId: number, code: string): Promise<void> => this.accounts.warmHouse(merchantId, code);

  /** Between two member wallets: a member's own (transferFund) or another member's (transferUpline). */
  transfer(req: Base & { from: WalletRef; to: WalletRef }) {
    return this.move('transfer', req, async (q, amount, currency) => {
      const from = await this.repo.ensureAccount(q, req.merchantId, req.from.memberId, req.from.wallet ?? MAIN_WALLET, currency);
      const to = await this.repo.ensureAccount(q, req.merchantId, req.to.memberId, req.to.wallet ?? MAIN_WALLET, currency);
      if (from.id === to.id) throw new AppError('invalid_request', 400, { detail: 'transfer to the same wallet' });
      return [
        { accountId: from.id, bucket: 'available', amount: amount.neg() },
        { accountId: to.id, bucket: 'available', amount },
      ];
    });
  }

  /** Sets money aside in the member's wallet; returns the hold id for release or settle. */
  async hold(req: Base & WalletRef): Promise<Movement & { holdId: number }> {
    let holdId = 0;
    const out = await this.move(
      'hold',
      req,
      async (q, amount, currency) => {
        const wallet = await this.repo.ensureAccount(q, req.merchantId, req.memberId, req.wallet ?? MAIN_WALLET, currency);
        holdId = await this.repo.insertHold(q, req.merchantId, wallet.id, amount.toFixed(4));
        return [
          { accountId: wallet.id, bucket: 'available', amount: amount.neg() },
          { accountId: wallet.id, bucket: 'held', amount },
        ];
      },
      () => ({ holdId }),
    );
    return out as Movement & { holdId: number };
  }

  /** Gives held money back to the member (a rejected withdrawal, a cancelled bet). */
  release(req: Omit<Base, 'amount'> & { holdId: number }) {
    return this.closeHold('release', req, null);
  }

  /** Takes held money to a house account (a paid-out withdrawal, a lost bet). */
  settle(req: Omit<Base, 'amount'> & { holdId: number; sink: string }) {
    return this.closeHold('settle', req, req.sink);
  }

  balance(merchantId: number, memberId: number): Promise<WalletBalance> {
    return this.balances.get(`${merchantId}:${memberId}`, () => this.readBalance(merchantId, memberId));
  }

  /**
   * The MAIN wallet's available money and the currency (the games' balance ports). `fresh`: after
   * the caller's own commit the NOTIFY may not have arrived yet, so the cached answer is dropped first.
   */
  async mainBalance(merchantId: number, memberId: number, fresh = false): Promise<{ balance: string; currency: string }> {
    if (fresh) this.balances.invalidate(`${merchantId}:${memberId}`);
    const b = await this.balance(merchantId, memberId);
    return { balance: b.balance.find((w) => w.accountName === MAIN_WALLET)?.availBalance ?? '0.0000', currency: b.currency };
  }

  private async readBalance(merchantId: number, memberId: number): Promise<WalletBalance> {
    const { money, wallets } = await this.walletsOf(merchantId, memberId);
    const sum = wallets.reduce((s, a) => s.plus(a.available), new Big(0));
    return {
      sumBalance: sum.toFixed(4),
      currency: money.currency,
      currencySymbol: money.currencySymbol,
      currencyPosition: money.currencyPosition,
      isSingle: money.vendorWallets.length ? 0 : 1,
      balance: wallets.map((a) => ({ displayName: displayName(a.code), accountName: a.code, availBalance: a.available })),
    };
  }

  /** Every wallet with available and held money, and the totals (member info funds). */
  async consolidated(merchantId: number, memberId: number): Promise<ConsolidatedFunds> {
    const { money, wallets } = await this.walletsOf(merchantId, memberId);
    const available = wallets.reduce((s, a) => s.plus(a.available), new Big(0));
    const held = wallets.reduce((s, a) => s.plus(a.held), new Big(0));
    return {
      currency: money.currency,
      currencySymbol: money.currencySymbol,
      currencyPosition: money.currencyPosition,
      isSingle: money.vendorWallets.length ? 0 : 1,
      available: available.toFixed(4),
      held: held.toFixed(4),
      total: available.plus(held).toFixed(4),
      wallets: wallets.map((a) => ({
        displayName: displayName(a.code),
        accountName: a.code,
        availBalance: a.available,
        heldBalance: a.held,
      })),
    };
  }

  /**
   * Member-centre transferFund: main ⇄ vendor wallet. Refused for single-wallet merchants and for
   * wallets the merchant does not offer; money may still leave a wallet that was since removed.
   */
  async transferFund(merchantId: number, memberId: number, req: TransferFund): Promise<Movement> {
    const money = await this.money(merchantId);
    if (!money.vendorWallets.length) throw new AppError(TRANSFER_ERRORS.singleWallet);
    if (req.from === req.to) throw new AppError(TRANSFER_ERRORS.sameWallet);
    const offered = new Set([MAIN_WALLET, ...money.vendorWallets]);
    const held = new Set((await this.repo.accountsOf(merchantId, memberId)).map((a) => a.code));
    if (!offered.has(req.to) || !(offered.has(req.from) || held.has(req.from))) throw new AppError(TRANSFER_ERRORS.walletUnknown);
    return this.transfer({
      merchantId,
      amount: req.amount,
      key: `fund:${memberId}:${req.key}`,
      from: { memberId, wallet: req.from },
      to: { memberId, wallet: req.to },
    });
  }

  /** Every vendor wallet's available money back to main; one keyed movement per wallet. */
  async recall(merchantId: number, memberId: number, key: string): Promise<WalletBalance> {
    const accounts = await this.repo.accountsOf(merchantId, memberId);
    for (const a of accounts) {
      if (a.code === MAIN_WALLET || new Big(a.available).lte(0)) continue;
      await this.transfer({
        merchantId,
        amount: new Big(a.available).toFixed(4),
        key: `recall:${memberId}:${key}:${a.code}`,
        from: { memberId, wallet: a.code },
        to: { memberId, wallet: MAIN_WALLET },
      }).catch((err: unknown) => {
        // a game moved money meanwhile: what is left stays, the member can recall again
        if ((err as { code?: string }).code !== WALLET_ERRORS.insufficient) throw err;
      });
    }
    return this.balance(merchantId, memberId);
  }

  /** Main first, then the merchant's vendor wallets in its order, then any others the member holds. */
  private async walletsOf(merchantId: number, memberId: number) {
    const [money, accounts] = await Promise.all([this.money(merchantId), this.repo.accountsOf(merchantId, memberId)]);
    const byCode = new Map(accounts.map((a) => [a.code, a]));
    const order = [MAIN_WALLET, ...money.vendorWallets, ...accounts.map((a) => a.code)];
    const wallets = [...new Set(order)].map((code) => {
      const a = byCode.get(code);
      return { code, available: new Big(a?.available ?? 0).toFixed(4), held: new Big(a?.held ?? 0).toFixed(4) };
    });
    return { money, wallets };
  }

  /** Balance totals of every merchant for /metrics (see the repository). */
  metricsTotals() {
    return this.repo.metricsTotals();
  }

  async reconcile(merchantId: number) {
    const r = await this.repo.reconcile(merchantId);
    return { ok: r.accounts.length === 0 && r.transactions.length === 0, ...r };
  }

  /** A member's ledger for operators (ADR 024): every entry of every wallet, newest first. */
  async ledger(merchantId: number, memberId: number, f: LedgerFilter) {
    const { rows, total } = await this.repo.ledgerOf(merchantId, memberId, f);
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id),
        transactionId: Number(r.transaction_id),
        kind: r.kind,
        wallet: r.wallet,
        bucket: r.bucket,
        amount: new Big(r.amount).toFixed(4),
        balanceAfter: new Big(r.balance_after).toFixed(4),
        counterparty: r.counterparty ?? '',
        idempotencyKey: r.idempotency_key,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  }

  /**
   * The reconciliation an operator reads: the sums of balances against the sums of ledger
   * movements (members and house), plus every account or transaction `reconcile` finds wrong.
   */
  async reconciliation(merchantId: number) {
    const [t, r] = await Promise.all([this.repo.totals(merchantId), this.reconcile(merchantId)]);
    const n = (v: unknown) => new Big((v as string | number | null) ?? 0);
    const accounts = r.accounts as { id: number; available: string; held: string; ledger_available: string; ledger_held: string }[];
    const transactions = r.transactions as { transaction_id: number; total: string }[];
    const sumsAgree = n(t.member_balances).eq(n(t.member_ledger)) && n(t.house_balances).eq(n(t.house_ledger));
    const total = n(t.member_balances).plus(n(t.house_balances));
    return {
      ok: r.ok && sumsAgree && total.eq(0),
      memberBalances: n(t.member_balances).toFixed(4),
      memberLedger: n(t.member_ledger).toFixed(4),
      houseBalances: n(t.house_balances).toFixed(4),
      houseLedger: n(t.house_ledger).toFixed(4),
      total: total.toFixed(4),
      accounts: Number(t.accounts),
      transactions: Number(t.transactions),
      mismatchedAccounts: accounts.map((a) => ({
        accountId: Number(a.id),
        balance: n(a.available).plus(n(a.held)).toFixed(4),
        ledger: n(a.ledger_available).plus(n(a.ledger_held)).toFixed(4),
      })),
      unbalancedTransactions: transactions.map((x) => ({ transactionId: Number(x.transaction_id), total: n(x.total).toFixed(4) })),
    };
  }

  private closeHold(kind: 'release' | 'settle', req: Omit<Base, 'amount'> & { holdId: number }, sink: string | null) {
    return this.move(kind, { ...req, amount: '1', sink }, async (q, _one, currency) => {
      const hold = await this.repo.closeHold(q, req.merchantId, req.holdId, kind === 'release' ? 'released' : 'settled');
      if (!hold) throw new AppError(WALLET_ERRORS.holdClosed);
      const amount = new Big(hold.amount);
      const to = sink ? await this.accounts.house(q, req.merchantId, `HOUSE:${sink}`, currency) : hold.accountId;
      return [
        { accountId: hold.accountId, bucket: 'held', amount: amount.neg() },
        { accountId: to, bucket: 'available', amount },
      ];
    });
  }

  /** The one path every movement takes; `extra`: more of the answer (stored), given the balances after the legs. */
  private async move(
    kind: string,
    req: Base & Record<string, unknown>,
    legsFor: (q: Q, amount: Big, currency: Currency) => Promise<Leg[]>,
    extra: (balances: Record<string, string>) => Record<string, unknown> = () => ({}),
  ): Promise<Movement> {
    const amount = toAmount(req.amount);
    const { tx, ...request } = req;
    const requestHash = hashOf({ kind, ...request });
    const currency = await this.accounts.currency(req.merchantId, tx);
    const run = async (q: Q): Promise<Movement> => {
      const transactionId = await this.repo.claimKey(q, req.merchantId, req.key, kind, requestHash);
      if (transactionId === null) {
        const prior = await this.repo.existing(q, req.merchantId, req.key);
        if (!prior || prior.requestHash !== requestHash) throw new AppError(WALLET_ERRORS.keyReused, 409);
        return prior.result as unknown as Movement;
      }
      const legs = await legsFor(q, amount, currency);
      if (!legs.reduce((s, l) => s.plus(l.amount), new Big(0)).eq(0)) throw new Error('unbalanced ledger transaction');
      // A fixed order of row locks, so two movements over the same wallets cannot deadlock.
      const ordered = [...legs].sort((a, b) => a.accountId - b.accountId || a.bucket.localeCompare(b.bucket));
      const balances: Record<string, string> = {};
      const entries = [];
      const members = new Set<number>();
      for (const leg of ordered) {
        const applied = await this.repo.applyLeg(q, leg.accountId, leg.bucket, leg.amount.toFixed(4));
        if (applied === null) throw new AppError(WALLET_ERRORS.insufficient);
        const after = applied.value;
        if (applied.memberId !== null) members.add(applied.memberId);
        balances[`${leg.accountId}:${leg.bucket}`] = after;
        entries.push({
          merchantId: req.merchantId,
          transactionId,
          accountId: leg.accountId,
          bucket: leg.bucket,
          amount: leg.amount.toFixed(4),
          balanceAfter: after,
        });
      }
      await this.repo.insertEntries(q, entries);
      await this.repo.notifyChanged(q, req.merchantId, [...members]);
      touched = [...members];
      const result = { transactionId, balances, ...extra(balances) };
      await this.repo.saveResult(q, transactionId, result);
      return result;
    };
    let touched: number[] = [];
    const forget = () => {
      for (const m of touched) this.balances.invalidate(`${req.merchantId}:${m}`);
    };
    if (tx) {
      // The caller commits later; the NOTIFY drops the cache again when it does.
      const result = await run(tx);
      forget();
      return result;
    }
    const result = await this.repo.transaction((t) => run(t));
    // On PostgreSQL the NOTIFY arrives a moment after the commit: this instance forgets at once, so
    // its own next read (e.g. the balance a transfer answers with) is never the old one.
    forget();
    return result;
  }
}
