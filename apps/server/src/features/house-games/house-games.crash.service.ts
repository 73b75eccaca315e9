import { Big } from '@arcadia/contract';
import {
  CRASH,
  CRASH_ERRORS,
  type CrashBetRequest,
  type CrashBust,
  type CrashCashoutResponse,
  type CrashState,
  crashHundredthsAt,
  HOUSE_ERRORS,
} from '@arcadia/contract/house-games';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { chainHash, crashPointOf, fmt, hundredthsOf, msToReach, newChainSeed } from './house-games.crash.js';
import type { CrashBetRow, CrashBettor, CrashRepository, CrashRoundRow } from './house-games.crash.repository.js';
import type { HouseWallet, Player } from './house-games.service.js';

export type CrashPorts = {
  wallet: HouseWallet;
  balance(merchantId: number, memberId: number, fresh?: boolean): Promise<{ balance: string }>;
  /** The member's account; the other players see it masked. */
  account(merchantId: number, memberId: number): Promise<string>;
  /** Tells every page of the merchant that the round changed (they refetch the state). */
  changed(merchantId: number): Promise<void>;
  chainLength?: number;
};

// The players list is public to the merchant's pages: accounts masked as on the winner board.
const masked = (a: string) => (a.length <= 2 ? `${a[0] ?? ''}*` : `${a.slice(0, 2)}***${a.slice(-1)}`);
const money = (v: Big | string) => new Big(v).toFixed(4);
const winOf = (amount: string, hundredths: number) => new Big(amount).times(hundredths).div(100).round(4, Big.roundDown);
const bettorOf = (p: Player): CrashBettor => (p.kind === 'member' ? { memberId: p.memberId } : { trialId: p.trialId });

/**
 * Arcadia Crash (ADR 069): one round per merchant at a time, results from a hash chain fixed in
 * advance. Everything follows from the stored round and the clock: the multiplier is a function of
 * the time since `startsAt`, so any instance answers a cash-out by its own clock, and the leader's
 * loop (`advance`) only opens rounds, pays auto cash-outs and closes the bust. A leader that dies
 * mid-round loses nothing: the next leader's first tick finishes the round from the same data.
 */
/** How long after the last look the loop keeps opening rounds for a merchant. */
export const CRASH_IDLE_MS = 60_000;
const WANTED_REFRESH_MS = 10_000;

export class CrashService {
  constructor(
    private readonly repo: CrashRepository,
    private readonly clock: Clock,
    private readonly ports: CrashPorts,
  ) {}

  /**
   * The leader's loop for the merchants where crash is being played: an open round, or someone who
   * looked at the game within CRASH_IDLE_MS (the board asks for the state every 1.5 s). With nobody
   * there no new round opens, so a thousand quiet brands cost one query a tick.
   */
  async advanceAll(): Promise<void> {
    const since = new Date(this.clock.now().getTime() - CRASH_IDLE_MS);
    for (const m of await this.repo.merchantsDue(since)) await this.advance(m);
  }

  /** Opens the next round after the pause, pays due auto cash-outs, closes the round at the bust. */
  async advance(merchantId: number): Promise<void> {
    const now = this.clock.now();
    const changed = await this.repo.transaction(async (tx) => {
      const round = await this.repo.openRound(merchantId, tx, true);
      if (!round) return this.open(tx, merchantId, now);
      if (now < round.startsAt) return false;
      const at = crashHundredthsAt(now.getTime() - round.startsAt.getTime());
      // Auto cash-outs below the bust are paid at their own target, however late this tick runs.
      const due = await this.repo.dueAutos(tx, round.id, Math.min(at, round.crash - 1));
      for (const bet of due) await this.pay(tx, bet, bet.autoCashout!);
      if (at < round.crash) return due.length > 0;
      await this.repo.loseOpen(tx, round.id);
      await this.repo.bust(tx, round.id, new Date(round.startsAt.getTime() + msToReach(round.crash)));
      return true;
    });
    if (changed) await this.ports.changed(merchantId).catch(() => {});
  }

  private async open(tx: Tx, merchantId: number, now: Date): Promise<boolean> {
    const [last] = await this.repo.lastBusts(merchantId, 1, tx);
    if (last?.bustedAt && now.getTime() < last.bustedAt.getTime() + CRASH.pauseMs) return false;
    let chain = await this.repo.chain(merchantId, tx, true);
    if (!chain || chain.used >= chain.length) chain = await this.newChain(tx, merchantId, now);
    const index = chain.used + 1;
    const hash = chainHash(chain.seed, chain.length, index);
    const row = await this.repo.insertRound(tx, {
      merchantId,
      chainId: chain.id,
      index,
      hash,
      crash: crashPointOf(hash),
      startsAt: new Date(now.getTime() + CRASH.bettingMs),
      createdAt: now,
    });
    if (row) await this.repo.useChain(tx, chain.id, index);
    return row !== null;
  }

  private async newChain(tx: Tx, merchantId: number, now: Date) {
    const seed = newChainSeed();
    const length = this.ports.chainLength ?? CRASH.chainLength;
    return this.repo.insertChain({ merchantId, seed, commitment: chainHash(seed, length, 0), length, createdAt: now }, tx);
  }

  /** The round as a board shows it; the first call for a merchant publishes its chain's commitment. */
  async state(merchantId: number, viewer: Player | null): Promise<CrashState> {
    let chain = await this.repo.chain(merchantId);
    if (!chain) {
      await this.repo.transaction(async (tx) => {
        if (!(await this.repo.chain(merchantId, tx, true))) await this.newChain(tx, merchantId, this.clock.now());
      });
      chain = await this.repo.chain(merchantId);
    }
    const now = this.clock.now();
    // Someone is looking: keep the loop running for this merchant (written at most every WANTED_REFRESH_MS).
    if (chain && (!chain.wantedAt || now.getTime() - chain.wantedAt.getTime() > WANTED_REFRESH_MS))
      await this.repo.markWanted(chain.id, now);
    const busts = await this.repo.lastBusts(merchantId, CRASH.recent);
    const round = (await this.repo.openRound(merchantId)) ?? busts[0] ?? null;
    const players = round ? await this.repo.bets(round.id) : [];
    const trialBalance = viewer?.kind === 'trial' ? await this.repo.trialBalance(merchantId, viewer.trialId) : null;
    return {
      now: now.toISOString(),
      trialBalance: trialBalance === null ? null : money(trialBalance),
      commitment: chain?.commitment ?? null,
      recent: busts.map(bustOf),
      round: round && {
        id: round.id,
        phase: round.bustedAt ? 'busted' : now < round.startsAt ? 'betting' : 'running',
        startsAt: round.startsAt.toISOString(),
        crash: round.bustedAt ? fmt(round.crash) : null,
        hash: round.bustedAt ? round.hash : null,
        index: round.index,
        players: players.map((b) => ({
          ...betView(b),
          name: b.name,
          trial: b.trialId !== null,
          mine: viewer !== null && (viewer.kind === 'member' ? b.memberId === viewer.memberId : b.trialId === viewer.trialId),
        })),
      },
    };
  }

  /**
   * A bet during the countdown. A member's stake leaves through the one bet path in the bet's
   * transaction; a trial session's comes off its demo credits in the same transaction (no wallet).
   */
  async bet(merchantId: number, player: Player, req: CrashBetRequest) {
    const amount = new Big(req.amount);
    if (amount.lt(CRASH.minBet)) throw new AppError(HOUSE_ERRORS.betBelowMin, 400);
    if (amount.gt(CRASH.maxBet)) throw new AppError(HOUSE_ERRORS.betAboveMax, 400);
    const auto = req.autoCashout === undefined ? null : hundredthsOf(req.autoCashout);
    if (auto !== null && (auto < 101 || auto > CRASH.maxCrash * 100)) throw new AppError(HOUSE_ERRORS.betInvalid, 400);
    // Other players see a member's masked account; a trial session has none, the board marks it as trial.
    const name = masked(player.kind === 'member' ? await this.ports.account(merchantId, player.memberId) : player.trialId);
    const { bet, trialBalance } = await this.repo.transaction(async (tx) => {
      // Locking the round orders this bet against the leader starting it.
      const round = await this.repo.openRound(merchantId, tx, true);
      if (!round || this.clock.now() >= round.startsAt) throw new AppError(CRASH_ERRORS.notBetting, 409);
      const row = await this.repo.insertBet(tx, {
        merchantId,
        roundId: round.id,
        ...bettorOf(player),
        name,
        amount: money(amount),
        autoCashout: auto,
        createdAt: this.clock.now(),
      });
      if (!row) throw new AppError(CRASH_ERRORS.alreadyBet, 409);
      if (player.kind === 'trial') {
        const left = await this.repo.takeTrial(tx, merchantId, player.trialId, money(amount));
        if (left === null) await this.refuseTrial(tx, merchantId, player.trialId);
        return { bet: row, trialBalance: left };
      }
      await this.ports.wallet.bet({
        tx,
        merchantId,
        memberId: player.memberId,
        roundId: row.id,
        amount: money(amount),
        productType: 'RNG',
        game: 'crash',
      });
      return { bet: row, trialBalance: null };
    });
    await this.ports.changed(merchantId).catch(() => {});
    return { roundId: bet.roundId, betId: bet.id, balance: await this.balanceOf(merchantId, player, true, trialBalance) };
  }

  /** Why a trial stake was not taken (the transaction rolls back with the error): unknown session or too few credits. */
  private async refuseTrial(tx: Tx, merchantId: number, trialId: string): Promise<never> {
    if ((await this.repo.trialBalance(merchantId, trialId, tx)) === null) throw new AppError(HOUSE_ERRORS.trialUnknown, 404);
    throw new AppError(HOUSE_ERRORS.insufficient);
  }

  private async balanceOf(merchantId: number, player: Player, fresh: boolean, trialBalance: string | null): Promise<string> {
    if (player.kind === 'member') return (await this.ports.balance(merchantId, player.memberId, fresh)).balance;
    return money(trialBalance ?? (await this.repo.trialBalance(merchantId, player.trialId)) ?? '0');
  }

  /**
   * Cash-out by the server's clock: the multiplier now must still be below the bust. A bet already
   * cashed answers what it was paid (a repeated request pays once: the bet row is locked and the
   * credit is keyed by the bet).
   */
  async cashout(merchantId: number, player: Player, roundId: number): Promise<CrashCashoutResponse> {
    const { bet, paid } = await this.repo.transaction(async (tx) => {
      const round = await this.repo.round(merchantId, roundId, tx, true);
      const bet = round && (await this.repo.bet(round.id, bettorOf(player), tx, true));
      if (!round || !bet) throw new AppError(CRASH_ERRORS.noBet, 404);
      if (bet.status === 'cashed') return { bet, paid: false };
      if (bet.status === 'lost' || round.bustedAt) throw new AppError(CRASH_ERRORS.busted, 409);
      const now = this.clock.now();
      if (now < round.startsAt) throw new AppError(CRASH_ERRORS.notRunning, 409);
      let at = crashHundredthsAt(now.getTime() - round.startsAt.getTime());
      if (at >= round.crash) throw new AppError(CRASH_ERRORS.busted, 409);
      // The leader would already have paid an auto cash-out the multiplier passed: pay it at its target.
      if (bet.autoCashout !== null && bet.autoCashout <= at) at = bet.autoCashout;
      return { bet: await this.pay(tx, bet, at), paid: true };
    });
    if (paid) await this.ports.changed(merchantId).catch(() => {});
    const balance = await this.balanceOf(merchantId, player, paid, null);
    return { roundId, multiplier: fmt(bet.cashedAt!), win: money(bet.win), balance };
  }

  private async pay(tx: Tx, bet: CrashBetRow, at: number): Promise<CrashBetRow> {
    const win = money(winOf(bet.amount, at));
    await this.repo.cash(tx, bet.id, at, win);
    // Demo credits go back to the trial session; only a member's win moves money.
    if (bet.trialId !== null) {
      await this.repo.giveTrial(tx, bet.trialId, win);
      return { ...bet, status: 'cashed', cashedAt: at, win };
    }
    await this.ports.wallet.win({
      tx,
      merchantId: bet.merchantId,
      memberId: bet.memberId!,
      roundId: bet.id,
      amount: win,
      productType: 'RNG',
      game: 'crash',
    });
    return { ...bet, status: 'cashed', cashedAt: at, win };
  }

  async history(merchantId: number, memberId: number) {
    const rows = await this.repo.history(merchantId, memberId, 50);
    return {
      list: rows.map(({ bet, round }) => ({
        roundId: round.id,
        ...betView(bet),
        crash: round.bustedAt ? fmt(round.crash) : null,
        hash: round.bustedAt ? round.hash : null,
        createdAt: bet.createdAt.toISOString(),
      })),
    };
  }
}

function betView(b: CrashBetRow) {
  return {
    amount: money(b.amount),
    autoCashout: b.autoCashout === null ? null : fmt(b.autoCashout),
    cashedAt: b.cashedAt === null ? null : fmt(b.cashedAt),
    win: money(b.win),
    status: b.status as 'open' | 'cashed' | 'lost',
  };
}

const bustOf = (r: CrashRoundRow): CrashBust => ({ roundId: r.id, crash: fmt(r.crash), hash: r.hash, index: r.index });
