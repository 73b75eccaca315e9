import { randomBytes } from 'node:crypto';
import { Big } from '@arcadia/contract';
import {
  type Coup,
  coup,
  cryptoRng,
  type Lane,
  type Outcome,
  PICKS,
  playFish,
  playLive,
  playSlot,
  playSports,
  type Rng,
  rollPair,
  STAKES,
  settlePvp,
  VENDOR_LANES,
} from './games.js';
import { type Round, RoundBook, type TxRecord } from './rounds.js';
import type { WalletAnswer, WalletClient } from './wallet-client.js';

export type EngineOptions = {
  wallet: WalletClient;
  rng?: Rng;
  now?: () => number;
  /** Live tables take bets for this long, then deal every bet of the window together. */
  liveWindowMs?: number;
  /** A sports bet's match ends (and the bet settles) this long after it was placed. */
  sportsSettleMs?: number;
  /** A PvP player waits this long for a second player before the house bot sits down. */
  pvpWaitMs?: number;
  /** Rounds whose credit or rollback went unanswered are tried again this often. */
  retryEveryMs?: number;
};
export type PlayRequest = { vendor: string; token: string; mode: 'real' | 'trial'; game: string; bet: string; pick: string };
export class PlayError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}
/** How many trial sessions keep their play money (memory stays bounded whatever tokens arrive). */
const TRIAL_SESSIONS_KEPT = 10_000;
/** Play money of a trial session; it never reaches Arcadia. */
const TRIAL_START = '2000.00';
const INSTANT: readonly Lane[] = ['FISH', 'SLOT'];

/**
 * The demo vendor's rounds: a round debits its bet before anything is drawn and credits its result
 * (0 for a loss), each with its own transaction id. A debit whose answer never came is rolled back;
 * a credit or rollback that went unanswered stays due and is retried until the wallet answers.
 */
export class DemoVendorEngine {
  readonly book = new RoundBook();
  private readonly trial = new Map<string, Big>();
  private readonly pvpWaiting = new Map<string, string>();
  /** The cards of each live table's window (`closesAt|vendor|game`), drawn once for all its bets. */
  private readonly coups = new Map<string, Coup>();
  private readonly rng: Rng;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private lastRetry = 0;

  constructor(private readonly opts: EngineOptions) {
    this.rng = opts.rng ?? cryptoRng;
    this.now = opts.now ?? Date.now;
  }

  laneOf(vendor: string): Lane {
    const lane = VENDOR_LANES[vendor];
    if (!lane) throw new PlayError('unknown_vendor');
    return lane;
  }

  /** The live table's current betting window closes at this time (all tables share one clock). */
  windowClosesAt(): number {
    const w = this.opts.liveWindowMs ?? 10_000;
    return (Math.floor(this.now() / w) + 1) * w;
  }

  async balance(vendor: string, token: string, mode: 'real' | 'trial'): Promise<{ balance: string; currency: string }> {
    this.laneOf(vendor);
    if (mode === 'trial') return { balance: this.trialBalance(token).toFixed(2), currency: 'FUN' };
    const a = await this.opts.wallet.call(vendor, 'balance', { token });
    if (a.kind !== 'ok') throw new PlayError(a.kind === 'refused' ? a.errorCode : 'wallet_unavailable');
    return { balance: new Big(a.value.balance).toFixed(2), currency: a.value.currency };
  }

  private trialBalance(token: string): Big {
    let b = this.trial.get(token);
    if (!b) {
      b = new Big(TRIAL_START);
      this.trial.set(token, b);
      // Any string opens a trial wallet (play money, nothing at stake), so the map is capped: past the
      // cap the oldest trial session forgets its play money and starts again at TRIAL_START.
      if (this.trial.size > TRIAL_SESSIONS_KEPT) this.trial.delete(this.trial.keys().next().value as string);
    }
    return b;
  }

  /** Takes the bet; instant lanes play at once, the others settle later on the vendor's timer. */
  async play(req: PlayRequest): Promise<Round> {
    const lane = this.laneOf(req.vendor);
    if (!STAKES[lane].includes(req.bet)) throw new PlayError('bad_stake');
    if (!PICKS[lane].includes(req.pick)) throw new PlayError('bad_pick');
    const id = `DV${this.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
    const round = this.book.open({
      id,
      vendor: req.vendor,
      lane,
      game: req.game,
      mode: req.mode,
      token: req.token,
      bet: req.bet,
      pick: req.pick,
    });
    round.createdAt = this.now();
    const taken = await this.debit(round);
    if (!taken) return round;
    if (INSTANT.includes(lane)) {
      const outcome = lane === 'FISH' ? playFish(this.rng, req.bet, req.pick) : playSlot(this.rng, req.bet);
      await this.settle(round, outcome);
    } else if (lane === 'LIVE') round.settleAt = this.windowClosesAt();
    else if (lane === 'SPORTS') round.settleAt = this.now() + (this.opts.sportsSettleMs ?? 60_000);
    else await this.seatPvp(round);
    return round;
  }

  private async debit(round: Round): Promise<boolean> {
    if (round.mode === 'trial') {
      const b = this.trialBalance(round.token);
      if (b.lt(round.bet)) {
        this.book.status(round, 'refused', 'insufficient_play_money');
        return false;
      }
      this.trial.set(round.token, b.minus(round.bet));
      round.balance = b.minus(round.bet).toFixed(2);
      round.status = 'open';
      return true;
    }
    const tx = this.book.tx(round, 'debit', round.bet);
    const a = await this.opts.wallet.call(round.vendor, 'debit', {
      token: round.token,
      transactionId: tx.id,
      roundId: round.id,
      gameId: round.game.slice(0, 64),
      amount: round.bet,
    });
    this.record(tx, a);
    if (a.kind === 'ok') {
      round.status = 'open';
      round.balance = new Big(a.value.balance).toFixed(2);
      return true;
    }
    if (a.kind === 'refused') {
      this.book.status(round, 'refused', a.errorCode);
      return false;
    }
    // Nobody knows whether the bet was taken: cancel it, so the member is not charged for a round
    // that never plays (the wallet refuses the bet id forever after, even if it arrives late).
    await this.rollback(round);
    return false;
  }

  private async rollback(round: Round): Promise<void> {
    const debit = round.txs.find((t) => t.op === 'debit')!;
    const tx = round.txs.find((t) => t.op === 'rollback') ?? this.book.tx(round, 'rollback', debit.amount);
    const a = await this.opts.wallet.call(round.vendor, 'rollback', {
      token: round.token,
      transactionId: tx.id,
      refTransactionId: debit.id,
      roundId: round.id,
    });
    this.record(tx, a);
    // The bet never landed (unknown to the wallet) is as good as rolled back: nothing was taken.
    if (a.kind === 'ok' || (a.kind === 'refused' && a.errorCode === 'sw_transaction_unknown'))
      this.book.status(round, 'rolledback', a.kind === 'ok' ? null : a.errorCode);
    else if (a.kind === 'refused') this.book.status(round, 'mismatch', a.errorCode);
    else this.book.status(round, 'rollback_due', a.reason);
  }

  private async settle(round: Round, outcome: Outcome): Promise<void> {
    round.outcome = outcome.detail;
    round.win = outcome.win;
    if (round.mode === 'trial') {
      this.trial.set(round.token, this.trialBalance(round.token).plus(outcome.win));
      round.balance = this.trialBalance(round.token).toFixed(2);
      round.status = 'settled';
      return;
    }
    await this.credit(round);
  }

  private async credit(round: Round): Promise<void> {
    const tx = round.txs.find((t) => t.op === 'credit') ?? this.book.tx(round, 'credit', round.win ?? '0.00');
    const a = await this.opts.wallet.call(round.vendor, 'credit', {
      token: round.token,
      transactionId: tx.id,
      roundId: round.id,
      gameId: round.game.slice(0, 64),
      amount: tx.amount,
    });
    this.record(tx, a);
    if (a.kind === 'ok') {
      round.balance = new Big(a.value.balance).toFixed(2);
      this.book.status(round, 'settled', null);
    } else if (a.kind === 'refused') this.book.status(round, 'mismatch', a.errorCode);
    else this.book.status(round, 'credit_due', a.reason);
  }

  private record(tx: TxRecord, a: WalletAnswer): void {
    tx.attempts += a.attempts;
    tx.answer = a.kind;
    tx.errorCode = a.kind === 'refused' ? a.errorCode : a.kind === 'unknown' ? a.reason : null;
    if (a.kind === 'ok') {
      tx.balance = a.value.balance;
      tx.reference = a.value.reference;
    }
  }

  /** Two players of one table and stake meet; alone, the house bot sits down when the wait is over. */
  private async seatPvp(round: Round): Promise<void> {
    const key = `${round.vendor}|${round.game}|${round.mode}|${round.bet}`;
    const waiting = this.book.get(this.pvpWaiting.get(key) ?? '');
    if (waiting && waiting.status === 'open' && waiting.token !== round.token) {
      this.pvpWaiting.delete(key);
      const [a, b] = [rollPair(this.rng), rollPair(this.rng)];
      waiting.settleAt = round.settleAt = undefined;
      waiting.status = 'settling';
      await Promise.all([
        this.settle(waiting, { win: settlePvp(waiting.bet, a, b), detail: { mine: a, theirs: b, opponent: 'player' } }),
        this.settle(round, { win: settlePvp(round.bet, b, a), detail: { mine: b, theirs: a, opponent: 'player' } }),
      ]);
      return;
    }
    this.pvpWaiting.set(key, round.id);
    round.settleAt = this.now() + (this.opts.pvpWaitMs ?? 5_000);
  }

  private outcomeAtTime(round: Round, at: number): Outcome {
    if (round.lane === 'LIVE') {
      const table = `${at}|${round.vendor}|${round.game}`;
      let cards = this.coups.get(table);
      if (!cards) {
        cards = coup(this.rng);
        this.coups.set(table, cards);
        // Only the windows of the last minute are still being settled.
        for (const key of this.coups.keys()) if (Number(key.split('|')[0]) < at - 60_000) this.coups.delete(key);
      }
      return playLive(cards, round.bet, round.pick);
    }
    if (round.lane === 'SPORTS') return playSports(this.rng, round.bet, round.pick);
    const [a, b] = [rollPair(this.rng), rollPair(this.rng)];
    return { win: settlePvp(round.bet, a, b), detail: { mine: a, theirs: b, opponent: 'bot' } };
  }

  /** The vendor's timer: settles what is due and retries unanswered credits and rollbacks. */
  async tick(): Promise<void> {
    const now = this.now();
    for (const round of this.book.all()) {
      const at = round.settleAt;
      if (round.status === 'open' && at !== undefined && at <= now) {
        round.settleAt = undefined;
        round.status = 'settling';
        if (round.lane === 'PVP') for (const [k, id] of this.pvpWaiting) if (id === round.id) this.pvpWaiting.delete(k);
        await this.settle(round, this.outcomeAtTime(round, at));
      }
    }
    if (now - this.lastRetry < (this.opts.retryEveryMs ?? 5_000)) return;
    this.lastRetry = now;
    for (const round of this.book.all()) {
      if (round.status === 'credit_due') await this.credit(round);
      else if (round.status === 'rollback_due') await this.rollback(round);
    }
  }

  start(everyMs = 250): void {
    let busy = false;
    this.timer ??= setInterval(() => {
      if (busy) return;
      busy = true;
      this.tick().finally(() => {
        busy = false;
      });
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
