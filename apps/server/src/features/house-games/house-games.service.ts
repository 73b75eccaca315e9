import { randomBytes } from 'node:crypto';
import { Big } from '@arcadia/contract';
import {
  BACCARAT_RTP,
  BET_PATTERN,
  BLACKJACK_RTP,
  type BlackjackAction,
  DICE_RTP,
  FISH_RTP,
  HOUSE_ERRORS,
  HOUSE_GAMES,
  HOUSE_VENDOR,
  type HouseGameId,
  type HouseRound,
  MINES_RTP,
  PLINKO_MIN_RTP,
  type PlayRequest,
  type PlayResponse,
  ROULETTE_RTP,
  type RoundPicks,
  type SeedCommit,
  type SessionInfo,
  SLOT_RTP,
  TRIAL_CREDITS,
  type VerifyResponse,
} from '@arcadia/contract/house-games';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { blackjackAdvance } from './house-games.blackjack.js';
import { hashSeed, multiplierOf, newServerSeed, outcomeOf, winOf } from './house-games.engine.js';
import { minesAdvance } from './house-games.mines.js';
import { picksOf } from './house-games.picks.js';
import type { HouseGamesRepository, Q, RoundRow, SeedRow } from './house-games.repository.js';
import { type RoundStep, STEPPED_GAMES } from './house-games.steps.js';

/** Who plays: a real member (money through the wallet) or a trial session (demo credits). */
export type Player = { kind: 'member'; memberId: number } | { kind: 'trial'; trialId: string };

/**
 * Where a real round's money goes. Today the wiring calls the wallet service in the round's own
 * transaction; the lead may route it through the seamless wallet later without touching the games.
 */
/** One round's money; `productType` is the game's lane for points and rebates (RNG or FISH). */
export type HouseMove = {
  tx: Tx;
  merchantId: number;
  memberId: number;
  roundId: number;
  amount: string;
  productType: 'RNG' | 'FISH';
  /** A stake added during a round in steps (a double, a split, insurance): the step's index. */
  part?: number;
  /** Crash bets (ADR 069) are their own rows: `roundId` is then the bet's id, keyed apart from the rounds'. */
  game?: 'crash';
};

export interface HouseWallet {
  bet(req: HouseMove): Promise<void>;
  win(req: HouseMove): Promise<void>;
}

export type HouseGamesPorts = {
  wallet: HouseWallet;
  /** The member's main-wallet balance and currency; `fresh` after a round this instance just committed. */
  balance(merchantId: number, memberId: number, fresh?: boolean): Promise<{ balance: string; currency: string }>;
  /** Told after a real round commits (the outbox dispatches its bet event at once); the reference is unique per round. */
  onBet?(bet: { merchantId: number; memberId: number; productType: string; amount: string; reference: string }): Promise<void>;
};

const productOf = (game: HouseGameId): HouseMove['productType'] => (game === 'arcadia-fish' ? 'FISH' : 'RNG');
/** Plinko states the lowest RTP of its nine tables here; the board shows the chosen table's own. */
const RTP: Record<HouseGameId, number> = {
  'arcadia-slot': SLOT_RTP,
  'arcadia-fish': FISH_RTP,
  'arcadia-dice': DICE_RTP,
  'arcadia-plinko': PLINKO_MIN_RTP,
  'arcadia-roulette': ROULETTE_RTP,
  // Baccarat states each bet's own on its board; here, the banker bet's.
  'arcadia-baccarat': BACCARAT_RTP.banker,
  'arcadia-mines': MINES_RTP,
  'arcadia-blackjack': BLACKJACK_RTP,
};
const stepped = (game: HouseGameId) => (STEPPED_GAMES as readonly string[]).includes(game);
const PAGE_SIZE = 20;
const ownerOf = (p: Player) => (p.kind === 'member' ? `m:${p.memberId}` : `t:${p.trialId}`);
const money = (v: Big | string) => new Big(v).toFixed(4);
const commit = (s: SeedRow): SeedCommit => ({ serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nextNonce: s.nextNonce });

export class HouseGamesService {
  constructor(
    private readonly repo: HouseGamesRepository,
    private readonly clock: Clock,
    private readonly ports: HouseGamesPorts,
  ) {}

  async startTrial(merchantId: number): Promise<{ trialId: string; balance: string }> {
    const trialId = randomBytes(18).toString('base64url');
    await this.repo.insertTrial({ id: trialId, merchantId, balance: TRIAL_CREDITS, createdAt: this.clock.now() });
    return { trialId, balance: money(TRIAL_CREDITS) };
  }

  async session(merchantId: number, player: Player, game: HouseGameId): Promise<SessionInfo> {
    const seed = await this.seed(merchantId, player);
    const { balance, currency } = await this.balanceOf(merchantId, player);
    const cfg = HOUSE_GAMES[game];
    return {
      game,
      vendor: HOUSE_VENDOR,
      mode: player.kind === 'member' ? 'real' : 'trial',
      balance,
      currency,
      minBet: cfg.minBet,
      maxBet: cfg.maxBet,
      bets: cfg.bets,
      rtp: RTP[game],
      seed,
    };
  }

  /** The active seed's commitment, created on first use. */
  async seed(merchantId: number, player: Player): Promise<SeedCommit> {
    return commit(await this.ensureSeed(merchantId, player));
  }

  /**
   * One round in one transaction: the seed row is locked (so nonces are consecutive and a
   * retried key waits for the first), the round is stored, the bet and the win move, or nothing does.
   */
  async play(merchantId: number, player: Player, game: HouseGameId, req: PlayRequest): Promise<PlayResponse> {
    const bet = this.checkBet(game, req.amount);
    const picks = picksOf(game, req);
    await this.ensureSeed(merchantId, player);
    // Read before the transaction: on PGlite the pool waits for an open transaction (deadlock).
    if (player.kind === 'member') await this.ports.balance(merchantId, player.memberId);
    const owner = ownerOf(player);
    let placed = false;
    const { row, seed, trialBalance } = await this.repo.transaction(async (tx) => {
      const seed = await this.repo.activeSeed(merchantId, owner, tx, true);
      if (!seed) throw new Error('active seed vanished');
      const prior = await this.repo.roundByKey(tx, merchantId, owner, req.key);
      if (prior) {
        if (prior.game !== game || !new Big(prior.bet).eq(bet)) throw new AppError(HOUSE_ERRORS.keyReused, 409);
        const trial = player.kind === 'trial' ? await this.repo.trial(merchantId, player.trialId, tx) : null;
        return { row: prior, seed, trialBalance: trial?.balance ?? null };
      }
      // One round in steps at a time (the seed row is locked, so two starts cannot both pass).
      if (stepped(game) && (await this.repo.openRound(merchantId, owner, null, tx))) throw new AppError(HOUSE_ERRORS.roundOpen);
      const outcome = outcomeOf(game, seed.serverSeed, seed.clientSeed, seed.nextNonce, picks);
      const win = winOf(outcome, bet);
      let trialBalance: string | null = null;
      if (player.kind === 'trial') {
        const trial = await this.repo.trial(merchantId, player.trialId, tx, true);
        if (!trial) throw new AppError(HOUSE_ERRORS.trialUnknown, 404);
        if (new Big(trial.balance).lt(bet)) throw new AppError(HOUSE_ERRORS.insufficient);
        trialBalance = new Big(trial.balance).minus(bet).plus(win).toFixed(4);
        await this.repo.setTrialBalance(tx, player.trialId, trialBalance);
      }
      const row = await this.repo.insertRound(tx, {
        merchantId,
        owner,
        memberId: player.kind === 'member' ? player.memberId : null,
        mode: player.kind === 'member' ? 'real' : 'trial',
        game,
        clientKey: req.key,
        bet: bet.toFixed(4),
        win: win.toFixed(4),
        outcome,
        seedId: seed.id,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nextNonce,
        createdAt: this.clock.now(),
      });
      await this.repo.bumpNonce(tx, seed.id);
      if (player.kind === 'member') {
        const money = { tx, merchantId, memberId: player.memberId, roundId: row.id, productType: productOf(game) };
        await this.ports.wallet.bet({ ...money, amount: bet.toFixed(4) });
        if (win.gt(0)) await this.ports.wallet.win({ ...money, amount: win.toFixed(4) });
        placed = true;
      }
      return { row, seed: { ...seed, nextNonce: seed.nextNonce + 1 }, trialBalance };
    });
    if (placed && player.kind === 'member' && this.ports.onBet) {
      await this.ports.onBet({
        merchantId,
        memberId: player.memberId,
        productType: productOf(game),
        amount: bet.toFixed(4),
        reference: `house:${row.id}`,
      });
    }
    const balance =
      player.kind === 'member' ? (await this.ports.balance(merchantId, player.memberId, true)).balance : money(trialBalance ?? '0');
    return { round: this.toRound(row, null), balance, seed: commit(seed) };
  }

  /** A mines step (ADR 067): reveal `tile`, or cash out when no tile is given. */
  minesStep(merchantId: number, player: Player, roundId: number, tile: number | undefined): Promise<PlayResponse> {
    return this.step(merchantId, player, roundId, 'mines', (round, serverSeed) => minesAdvance(round, serverSeed, tile), null);
  }

  /** A blackjack action (ADR 068); `step` is its index in the round, so a retry is recognised. */
  blackjackStep(merchantId: number, player: Player, roundId: number, action: BlackjackAction, step: number): Promise<PlayResponse> {
    return this.step(
      merchantId,
      player,
      roundId,
      'blackjack',
      (round, serverSeed) => blackjackAdvance(round, serverSeed, action, step),
      step,
    );
  }

  /**
   * One step of a round played in steps. The round row is locked, so steps run one after another; the
   * game says what the step does (`advance`). More stake (a double, a split, insurance) leaves the
   * wallet keyed by the round and step (`house:<id>:bet:<step>`); the win is credited once the round
   * is over, keyed by the round (`house:<id>:win`), so a retried step never moves money twice.
   */
  private async step(
    merchantId: number,
    player: Player,
    roundId: number,
    kind: 'mines' | 'blackjack',
    advance: (round: RoundRow, serverSeed: string) => RoundStep,
    part: number | null,
  ): Promise<PlayResponse> {
    // Read before the transaction: on PGlite the pool waits for an open transaction (deadlock).
    if (player.kind === 'member') await this.ports.balance(merchantId, player.memberId);
    const owner = ownerOf(player);
    let moved = false;
    let staked: Big | null = null;
    const { row, trialBalance } = await this.repo.transaction(async (tx) => {
      const round = await this.repo.lockRound(tx, merchantId, owner, roundId);
      if (round?.outcome.kind !== kind) throw new AppError(HOUSE_ERRORS.roundUnknown, 404);
      const seed = await this.repo.seedById(tx, round.seedId);
      if (!seed) throw new Error('round seed vanished');
      const next = advance(round, seed.serverSeed);
      const trial = player.kind === 'trial' ? await this.repo.trial(merchantId, player.trialId, tx, true) : null;
      if (player.kind === 'trial' && !trial) throw new AppError(HOUSE_ERRORS.trialUnknown, 404);
      if ('same' in next) return { row: round, trialBalance: trial?.balance ?? null };
      const more = new Big(next.stake).minus(round.bet);
      const win = new Big(next.win);
      const row = await this.repo.updateRound(tx, round.id, {
        outcome: next.outcome,
        win: win.toFixed(4),
        bet: new Big(next.stake).toFixed(4),
      });
      if (player.kind === 'member') {
        const money = { tx, merchantId, memberId: player.memberId, roundId: round.id, productType: productOf(round.game as HouseGameId) };
        if (more.gt(0)) {
          await this.ports.wallet.bet({ ...money, amount: more.toFixed(4), part: part ?? 0 });
          staked = more;
        }
        if (win.gt(0)) await this.ports.wallet.win({ ...money, amount: win.toFixed(4) });
        moved = more.gt(0) || win.gt(0);
        return { row, trialBalance: null };
      }
      const left = new Big(trial!.balance).minus(more);
      if (left.lt(0)) throw new AppError(HOUSE_ERRORS.insufficient);
      const balance = left.plus(win).toFixed(4);
      await this.repo.setTrialBalance(tx, trial!.id, balance);
      return { row, trialBalance: balance };
    });
    if (staked && player.kind === 'member' && this.ports.onBet) {
      const amount = (staked as Big).toFixed(4);
      await this.ports.onBet({ merchantId, memberId: player.memberId, productType: 'RNG', amount, reference: `house:${row.id}:${part}` });
    }
    const seed = await this.seed(merchantId, player);
    const balance =
      player.kind === 'member' ? (await this.ports.balance(merchantId, player.memberId, moved)).balance : money(trialBalance ?? '0');
    return { round: this.toRound(row, null), balance, seed };
  }

  /** The player's unfinished round of a game played in steps, so a reload carries on where it was. */
  async openRound(merchantId: number, player: Player, game: (typeof STEPPED_GAMES)[number]): Promise<{ round: HouseRound | null }> {
    const row = await this.repo.openRound(merchantId, ownerOf(player), game);
    return { round: row ? this.toRound(row, null) : null };
  }

  /** Reveals the active server seed and commits a new one; the client seed carries over. */
  async rotate(merchantId: number, player: Player) {
    await this.ensureSeed(merchantId, player);
    return await this.repo.transaction(async (tx) => {
      const seed = await this.repo.activeSeed(merchantId, ownerOf(player), tx, true);
      if (!seed) throw new Error('active seed vanished');
      // Revealing the seed of an open round would show its secret (where the mines are, the hole card).
      if (await this.repo.openRound(merchantId, ownerOf(player), null, tx)) throw new AppError(HOUSE_ERRORS.roundOpen);
      await this.repo.reveal(tx, seed.id, this.clock.now());
      const rounds = await this.repo.countRounds(tx, seed.id);
      const next = await this.newSeed(merchantId, player, seed.clientSeed, tx);
      return { revealed: { serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, rounds }, next };
    });
  }

  /** The member's own client seed, used from the next round; the nonce keeps counting. */
  async setClientSeed(merchantId: number, player: Player, clientSeed: string): Promise<SeedCommit> {
    const seed = await this.ensureSeed(merchantId, player);
    await this.repo.setClientSeed(seed.id, clientSeed);
    return commit({ ...seed, clientSeed });
  }

  async history(merchantId: number, player: Player, game: HouseGameId | undefined, page: number) {
    const rows = await this.repo.rounds(merchantId, ownerOf(player), game, PAGE_SIZE + 1, (page - 1) * PAGE_SIZE);
    return {
      rounds: rows.slice(0, PAGE_SIZE).map((r) => this.toRound(r.round, r.revealedAt ? r.serverSeed : null)),
      page,
      hasMore: rows.length > PAGE_SIZE,
    };
  }

  /** Stateless: anyone can recompute a round from a revealed seed. */
  verify(game: HouseGameId, serverSeed: string, clientSeed: string, nonce: number, picks: RoundPicks = {}): VerifyResponse {
    // A roulette or baccarat check's stake is its bets' total, whatever it was.
    const listed = picks.roulette?.bets ?? picks.baccarat?.bets;
    const total = listed?.reduce((s, b) => (BET_PATTERN.test(b.amount) ? s.plus(b.amount) : s), new Big(0));
    const outcome = outcomeOf(game, serverSeed, clientSeed, nonce, picksOf(game, { ...picks, amount: total?.toString() ?? '0' }));
    return { serverSeedHash: hashSeed(serverSeed), outcome, multiplier: multiplierOf(outcome).toString() };
  }

  private checkBet(game: HouseGameId, amount: string): Big {
    const cfg = HOUSE_GAMES[game];
    if (!BET_PATTERN.test(amount)) throw new AppError(HOUSE_ERRORS.betInvalid);
    const bet = new Big(amount);
    if (bet.lte(0)) throw new AppError(HOUSE_ERRORS.betInvalid);
    if (bet.lt(cfg.minBet)) throw new AppError(HOUSE_ERRORS.betBelowMin, 200, { min: cfg.minBet });
    if (bet.gt(cfg.maxBet)) throw new AppError(HOUSE_ERRORS.betAboveMax, 200, { max: cfg.maxBet });
    return bet;
  }

  private async balanceOf(merchantId: number, player: Player): Promise<{ balance: string; currency: string }> {
    if (player.kind === 'member') return this.ports.balance(merchantId, player.memberId);
    const trial = await this.repo.trial(merchantId, player.trialId);
    if (!trial) throw new AppError(HOUSE_ERRORS.trialUnknown, 404);
    return { balance: money(trial.balance), currency: 'DEMO' };
  }

  private async ensureSeed(merchantId: number, player: Player): Promise<SeedRow> {
    const owner = ownerOf(player);
    const found = await this.repo.activeSeed(merchantId, owner);
    if (found) return found;
    if (player.kind === 'trial' && !(await this.repo.trial(merchantId, player.trialId))) throw new AppError(HOUSE_ERRORS.trialUnknown, 404);
    await this.newSeed(merchantId, player, randomBytes(8).toString('hex'));
    const created = await this.repo.activeSeed(merchantId, owner);
    if (!created) throw new Error('seed not created');
    return created;
  }

  private async newSeed(merchantId: number, player: Player, clientSeed: string, q?: Q): Promise<SeedCommit> {
    const serverSeed = newServerSeed();
    const values = {
      merchantId,
      owner: ownerOf(player),
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      clientSeed,
      nextNonce: 0,
      createdAt: this.clock.now(),
    };
    await this.repo.insertSeed(values, q);
    return { serverSeedHash: values.serverSeedHash, clientSeed, nextNonce: 0 };
  }

  private toRound(r: RoundRow, serverSeed: string | null): HouseRound {
    return {
      roundId: r.id,
      game: r.game as HouseGameId,
      mode: r.mode as 'real' | 'trial',
      bet: money(r.bet),
      win: money(r.win),
      outcome: r.outcome,
      serverSeedHash: r.serverSeedHash,
      serverSeed,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
      createdAt: r.createdAt.toISOString(),
    };
  }
}
