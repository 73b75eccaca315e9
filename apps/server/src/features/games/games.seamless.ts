import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { SEAMLESS_ERRORS, type SeamlessDebit, type SeamlessResult, type SeamlessRollback } from '@arcadia/contract/games';
import { SAFER_GAMBLING_ERRORS } from '@arcadia/contract/safer-gambling';
import { MAIN_WALLET, WALLET_ERRORS, type WalletBalance } from '@arcadia/contract/wallet';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { ReadCache } from '../../platform/read-cache.js';
import type { GamesRepository, Q, SeamlessRow, SessionRow, VendorRow } from './games.repository.js';
import { hashToken } from './games.service.js';

/** A debit refused by the member's safer-gambling limits or exclusion. */
const BET_REFUSALS = new Set<string>([
  SAFER_GAMBLING_ERRORS.betLimitReached,
  SAFER_GAMBLING_ERRORS.excluded,
  SAFER_GAMBLING_ERRORS.timeLimitReached,
]);

/** One vendor movement; `productType` is the vendor's lane (points and rebates rates), the key unique per bet. */
type Move = { merchantId: number; memberId: number; amount: string; key: string; tx: Tx; productType: string };
/** What the seamless API needs of the wallet feature (wired in features/index.ts). */
/** A movement's answer; `walletAvailable`: the member's MAIN money right after it (absent when it moved nothing new). */
type Moved = { transactionId: number; walletAvailable?: string };
export type SeamlessWalletPort = {
  debit(req: Move & { sink: string }): Promise<Moved>;
  credit(req: Move & { source: string }): Promise<Moved>;
  balance(merchantId: number, memberId: number): Promise<WalletBalance>;
  currency(merchantId: number): Promise<string>;
  /** Fills, outside the call's transaction, the caches its steps read inside it (settings, the house account's id). */
  warm(merchantId: number, house: string): Promise<void>;
};
/** `balance`: the member's MAIN money as this call's own movement left it. */
type Outcome = { row: SeamlessRow; fresh: boolean; error?: string; balance?: string };
type Applied = { walletTx?: number | null; error?: string; status?: string; balance?: string };
/** Told after a bet (debit) commits (the outbox dispatches its bet event at once); the reference is unique per bet. */
export type BetPlaced = (bet: {
  merchantId: number;
  memberId: number;
  productType: string;
  amount: string;
  reference: string;
}) => Promise<void>;

/**
 * The vendor's house account, split into shards by member: every bet locks its house row until
 * commit, so one row per vendor would serialise all players' bets. Settlement sums the shards
 * (`HOUSE:GAMES:<vendor>:*`).
 */
const HOUSE_SHARDS = 16;
const houseAccount = (vendor: VendorRow, s: SessionRow) => `GAMES:${vendor.code}:${s.memberId % HOUSE_SHARDS}`;

const requestHash = (kind: string, body: unknown) => createHash('sha256').update(JSON.stringify({ kind, body })).digest('hex');

/** Seamless vendors' amounts: a decimal string, at most 4 places, 20 integer digits. */
function amountOf(value: string, allowZero: boolean): string {
  if (!/^\d{1,20}(\.\d{1,4})?$/.test(value)) throw new AppError(SEAMLESS_ERRORS.amountInvalid);
  const b = new Big(value);
  if (b.lt(0) || (!allowZero && b.eq(0))) throw new AppError(SEAMLESS_ERRORS.amountInvalid);
  return b.toFixed(4);
}

/**
 * The seamless wallet API third-party vendors call (docs/adr/013-games.md). Each money call is
 * keyed by the vendor's transaction id: our record of it and the wallet movement (keyed by it too)
 * commit in one transaction, so a retry returns the first answer and moves nothing again.
 */
export class SeamlessService {
  /** Every call names its vendor; a changed secret or setting applies within this time. */
  private readonly vendors = new ReadCache<VendorRow | null>(30_000, 1_000, () => this.clock.now().getTime());

  constructor(
    private readonly repo: GamesRepository,
    private readonly clock: Clock,
    private readonly wallet: SeamlessWalletPort,
    private readonly onBet?: BetPlaced,
  ) {}

  /**
   * A vendor for an in-process caller (the in-house games run inside this server, so they call
   * debit/credit/rollback directly, with the same ids, sessions and records, and skip the signature).
   */
  async vendor(code: string): Promise<VendorRow> {
    const vendor = await this.vendors.get(code, () => this.repo.vendorByCode(code));
    if (!vendor) throw new AppError(SEAMLESS_ERRORS.vendorUnknown, 401);
    return vendor;
  }

  /** The vendor named in the path, if the signature over the exact raw body is its own. */
  async verify(vendorCode: string, rawBody: string, signature: string): Promise<VendorRow> {
    const vendor = await this.vendor(vendorCode);
    const expected = createHmac('sha256', vendor.secret).update(rawBody, 'utf8').digest('hex');
    const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected)))
      throw new AppError(SEAMLESS_ERRORS.badSignature, 401);
    return vendor;
  }

  /** The session behind a token; `live` demands it unexpired and not logged out (bets and balance). */
  private async session(vendor: VendorRow, token: string, live: boolean): Promise<SessionRow> {
    const s = await this.repo.sessionByHash(hashToken(token));
    if (!s || s.vendorId !== vendor.id || s.trial) throw new AppError(SEAMLESS_ERRORS.tokenInvalid);
    if (live && (s.loggedOutAt || s.expiresAt <= this.clock.now())) throw new AppError(SEAMLESS_ERRORS.tokenExpired);
    return s;
  }

  /** `known`: the MAIN balance this call's own movement left; otherwise the member's balance now is read. */
  private async answer(s: SessionRow, vendorTxId: string | null, reference: number | null, known?: string): Promise<SeamlessResult> {
    const [main, currency] = await Promise.all([known ?? this.mainNow(s), this.wallet.currency(s.merchantId)]);
    return { balance: new Big(main).toFixed(4), currency, transactionId: vendorTxId, reference: reference ? String(reference) : null };
  }

  private async mainNow(s: SessionRow): Promise<string> {
    const b = await this.wallet.balance(s.merchantId, s.memberId);
    return b.balance.find((w) => w.accountName === MAIN_WALLET)?.availBalance ?? '0';
  }

  async balance(vendor: VendorRow, token: string): Promise<SeamlessResult> {
    return this.answer(await this.session(vendor, token, true), null, null);
  }

  async debit(vendor: VendorRow, body: SeamlessDebit) {
    let placed: Parameters<BetPlaced>[0] | null = null;
    const result = await this.money(vendor, 'debit', body, body.transactionId, body.roundId, null, async (s, amount, q, claimed) => {
      if (s.loggedOutAt || s.expiresAt <= this.clock.now()) return { error: SEAMLESS_ERRORS.tokenExpired };
      const base = this.base(s, amount, vendor, claimed);
      const m = await this.wallet.debit({ ...base, tx: q as Tx, sink: houseAccount(vendor, s), productType: vendor.lane });
      placed = { merchantId: s.merchantId, memberId: s.memberId, productType: vendor.lane, amount, reference: base.key };
      return { walletTx: m.transactionId, balance: m.walletAvailable };
    });
    // After the commit, and only for a bet this call placed (a retry placed nothing new).
    if (placed && this.onBet) await this.onBet(placed);
    return result;
  }

  credit(vendor: VendorRow, body: SeamlessDebit) {
    return this.money(vendor, 'credit', body, body.transactionId, body.roundId, null, async (s, amount, q, claimed) => {
      const debits = (await this.repo.roundRows(q, vendor.id, body.roundId)).filter((r) => r.kind === 'debit');
      if (debits.length && debits.every((d) => d.status === 'rolledback')) return { error: SEAMLESS_ERRORS.betRolledBack };
      if (new Big(amount).eq(0)) return { walletTx: null }; // a lost round: recorded, nothing to move
      const m = await this.wallet.credit({
        ...this.base(s, amount, vendor, claimed),
        tx: q as Tx,
        source: houseAccount(vendor, s),
        productType: vendor.lane,
      });
      return { walletTx: m.transactionId, balance: m.walletAvailable };
    });
  }

  async rollback(vendor: VendorRow, body: SeamlessRollback) {
    return this.money(
      vendor,
      'rollback',
      body,
      body.transactionId,
      body.roundId ?? '',
      body.refTransactionId,
      async (s, _amount, q, claimed) => {
        let ref = await this.repo.seamlessTx(q, vendor.id, body.refTransactionId);
        if (!ref) {
          // The bet's id is taken by a tombstone, so a late (or concurrent) bet meets the unique
          // index and is refused; if the bet committed meanwhile, the claim fails and we read it.
          const tombstone = await this.repo.claimSeamless(q, {
            ...this.rowOf(s, vendor, body.refTransactionId, 'debit', body.roundId ?? '', null, '0'),
            status: 'tombstone',
            requestHash: 'tombstone',
            response: { error: SEAMLESS_ERRORS.transactionRolledBack },
          });
          if (tombstone) return { error: SEAMLESS_ERRORS.transactionUnknown, status: 'refused' };
          ref = await this.repo.seamlessTx(q, vendor.id, body.refTransactionId);
          if (!ref) throw new Error('seamless transaction vanished');
        }
        if (ref.status === 'tombstone') return { walletTx: null };
        if (ref.kind !== 'debit' || ref.memberId !== s.memberId) return { error: SEAMLESS_ERRORS.transactionConflict };
        if (ref.status !== 'ok') return { walletTx: null }; // already rolled back by an earlier call
        const settled = (await this.repo.roundRows(q, vendor.id, ref.roundId)).some((r) => r.kind === 'credit' && r.status === 'ok');
        if (settled) return { error: SEAMLESS_ERRORS.betSettled };
        await this.repo.markRolledBack(q, ref.id);
        await this.repo.setAmount(q, claimed.id, ref.amount);
        const m = await this.wallet.credit({
          ...this.base(s, new Big(ref.amount).toFixed(4), vendor, claimed),
          tx: q as Tx,
          source: houseAccount(vendor, s),
          productType: vendor.lane,
        });
        return { walletTx: m.transactionId, balance: m.walletAvailable };
      },
    );
  }

  private rowOf(
    s: SessionRow,
    vendor: VendorRow,
    vendorTxId: string,
    kind: string,
    roundId: string,
    refTxId: string | null,
    amount: string,
  ) {
    return {
      merchantId: s.merchantId,
      memberId: s.memberId,
      vendorId: vendor.id,
      sessionId: s.id,
      vendorTxId,
      kind,
      roundId,
      refTxId,
      amount,
      createdAt: this.clock.now(),
    };
  }

  private base(s: SessionRow, amount: string, vendor: VendorRow, claimed: SeamlessRow) {
    return { merchantId: s.merchantId, memberId: s.memberId, amount, key: `sw:${vendor.id}:${claimed.kind}:${claimed.vendorTxId}` };
  }

  /**
   * The one path of debit, credit and rollback: the vendor's id is claimed, the effect applied and
   * its outcome recorded in one transaction (one commit per call). A refusal that must be remembered (a rollback of an
   * unknown bet) commits its record; others roll everything back.
   */
  private async money(
    vendor: VendorRow,
    kind: 'debit' | 'credit' | 'rollback',
    body: { token: string; amount?: string },
    vendorTxId: string,
    roundId: string,
    refTxId: string | null,
    apply: (s: SessionRow, amount: string, q: Q, claimed: SeamlessRow) => Promise<Applied>,
  ): Promise<SeamlessResult> {
    // Bets need a live session (checked on a new bet only, so a retry hears its first answer);
    // wins and rollbacks land after it ended, as a round may outlive it.
    const s = await this.session(vendor, body.token, false);
    const amount = kind === 'rollback' ? '0.0000' : amountOf(body.amount ?? '', kind === 'credit');
    const hash = requestHash(kind, { ...body, token: undefined });
    // Warm the money settings and the house account's id outside the transaction: on PGlite a pool
    // read inside it would wait forever, so a cold cache there reads through it on every call.
    await Promise.all([this.wallet.currency(s.merchantId), this.wallet.warm(s.merchantId, houseAccount(vendor, s))]);
    let outcome: Outcome;
    try {
      outcome = await this.repo.transaction(async (q) => {
        const claimed = await this.repo.claimSeamless(q, {
          ...this.rowOf(s, vendor, vendorTxId, kind, roundId, refTxId, amount),
          status: 'ok',
          requestHash: hash,
        });
        if (!claimed) {
          const prior = await this.repo.seamlessTx(q, vendor.id, vendorTxId);
          if (prior?.status === 'tombstone' && kind === 'debit') throw new AppError(SEAMLESS_ERRORS.transactionRolledBack);
          if (!prior || prior.kind !== kind || prior.requestHash !== hash) throw new AppError(SEAMLESS_ERRORS.transactionConflict);
          const error = (prior.response as { error?: string } | null)?.error;
          return { row: prior, fresh: false, ...(error ? { error } : {}) };
        }
        const r = await apply(s, amount, q, claimed);
        if (r.error && r.status !== 'refused') throw new AppError(r.error);
        if (r.error) {
          await this.repo.finishSeamless(q, claimed.id, null, { error: r.error }, 'refused');
          return { row: claimed, fresh: true, error: r.error };
        }
        await this.repo.finishSeamless(q, claimed.id, r.walletTx ?? null, {}, 'ok');
        return { row: { ...claimed, walletTransactionId: r.walletTx ?? null }, fresh: true, balance: r.balance };
      });
    } catch (err) {
      if (err instanceof AppError && err.code === WALLET_ERRORS.insufficient) throw new AppError(SEAMLESS_ERRORS.insufficientFunds);
      // The member's own limit or exclusion (ADR 065): the protocol's one business refusal of a debit.
      if (err instanceof AppError && BET_REFUSALS.has(err.code)) throw new AppError(SEAMLESS_ERRORS.insufficientFunds);
      if (err instanceof AppError && err.code === WALLET_ERRORS.amountInvalid) throw new AppError(SEAMLESS_ERRORS.amountInvalid);
      throw err;
    }
    if (outcome.error) throw new AppError(outcome.error);
    // A call that moved money answers the balance its movement left (its ledger entry's
    // balance_after, committed with it): no read after the commit. A retry, or a call that moved
    // nothing, hears the member's balance now, as aggregator wallets answer (storing it would cost a
    // second commit on every call).
    return this.answer(s, vendorTxId, outcome.row.walletTransactionId, outcome.balance);
  }
}
