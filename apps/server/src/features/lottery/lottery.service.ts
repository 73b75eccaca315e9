import { createHash } from 'node:crypto';
import { Big } from '@arcadia/contract';
import type { LaunchGameBody, LaunchResult } from '@arcadia/contract/games';
import {
  type Draw,
  type GameSettings,
  type GameSettingsResult,
  LOTTERY_ERRORS,
  LOTTERY_LIMITS,
  type LongDragon,
  type LotteryBet,
  type LotteryGame,
  type LotteryGroup,
  type LotteryKind,
  type PlaceBet,
  type PrizeMode,
  playTypeOf,
  playTypesOf,
} from '@arcadia/contract/lottery';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LotteryDraws, LotteryWallet } from './lottery.draws.js';
import { computeWinNo, normaliseSelection, streakOf } from './lottery.engine.js';
import type { BetRow, DrawRow, GameRow, LotteryRepository, NewGame } from './lottery.repository.js';
import { applySettings } from './lottery.settings.js';

/** How far back the long-dragon board looks: a run longer than this shows as this many. */
export const LONG_DRAGON_DEPTH = 50;
const secs = (ms: number) => Math.max(0, Math.floor(ms / 1000));
const isUnique = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

export const toDraw = (g: GameRow, d: DrawRow): Draw => ({
  gameCode: g.code,
  numero: d.numero,
  status: d.status as Draw['status'],
  drawAt: d.drawsAt.toISOString(),
  closeAt: d.closesAt.toISOString(),
  seedHash: d.seedHash,
  // The seed stays secret until the numero is drawn (or cancelled: nothing left to protect).
  seed: d.status === 'open' ? null : d.seed,
  winNo: d.winNo,
});

/** Catalogue, numeros, tickets and history of the house lottery. Draws run in LotteryDraws. */
export class LotteryService {
  constructor(
    private readonly repo: LotteryRepository,
    private readonly clock: Clock,
    private readonly draws: LotteryDraws,
    private readonly wallet: LotteryWallet & { balance(merchantId: number, memberId: number): Promise<string> },
    /** Told after a ticket commits (the outbox dispatches its bet event at once). */
    private readonly onBet?: () => Promise<unknown>,
  ) {}

  private async game(merchantId: number, code: string): Promise<GameRow> {
    const g = (await this.repo.games(merchantId)).find((x) => x.code === code);
    if (!g) throw new AppError(LOTTERY_ERRORS.gameUnknown);
    return g;
  }

  /** The draw row of the numero open for bets now (created on demand if the scheduler is behind). */
  private async openDraw(g: GameRow, now: Date): Promise<DrawRow | null> {
    await this.draws.ensure(g, now);
    const { after } = await this.repo.drawsAround(g.merchantId, g.id, now);
    return after.find((d) => d.status === 'open' && d.closesAt > now) ?? null;
  }

  private async view(g: GameRow, now: Date): Promise<LotteryGame> {
    const d = await this.openDraw(g, now);
    return {
      code: g.code,
      remark: g.name,
      gameId: g.id,
      kind: g.kind as LotteryKind,
      webIconUrl: g.icon,
      defaultPlayType: g.defaultPlayType,
      numero: d?.numero ?? null,
      remainTime: d ? secs(d.closesAt.getTime() - now.getTime()) : 0,
      lockTime: g.lockSec,
      closeAt: d?.closesAt.toISOString() ?? null,
      drawAt: d?.drawsAt.toISOString() ?? null,
      seedHash: d?.seedHash ?? null,
      intervalSec: g.intervalSec,
      liveVideoSwitch: g.liveVideoUrl !== null,
      liveVideoUrl: g.liveVideoUrl,
      gameGroupId: g.groupId,
      gameGroupCode: g.groupCode,
      labelName: g.groupCode,
      prizeMode: g.tag as PrizeMode,
      gameMenus: playTypesOf(g.kind as LotteryKind).map((p) => ({ playType: p.code, odds: p.odds[g.tag as PrizeMode] })),
    };
  }

  /** GET /lgw/games: every enabled lottery, optionally of one game-type tag. */
  async games(merchantId: number, tag?: PrizeMode, kind?: LotteryKind): Promise<LotteryGame[]> {
    const now = this.clock.now();
    const rows = (await this.repo.games(merchantId)).filter((g) => (!tag || g.tag === tag) && (!kind || g.kind === kind));
    return Promise.all(rows.map((g) => this.view(g, now)));
  }

  /** GET /lgw/games/game_menus: games by group, in menu order. */
  async menus(merchantId: number, tag?: PrizeMode, kind?: LotteryKind): Promise<LotteryGroup[]> {
    const groups = new Map<number, LotteryGroup>();
    for (const g of await this.games(merchantId, tag, kind)) {
      const group = groups.get(g.gameGroupId) ?? {
        gameGroupId: g.gameGroupId,
        gameGroupCode: g.gameGroupCode,
        labelName: g.labelName,
        gameMenus: [],
      };
      group.gameMenus.push(g);
      groups.set(g.gameGroupId, group);
    }
    return [...groups.values()];
  }

  /** GET /lgw/games/popular: most bet on in the last day, then the configured popularity. */
  async popular(merchantId: number, count: number, prizeMode?: PrizeMode, playType?: string): Promise<LotteryGame[]> {
    const counts = await this.repo.betCounts(merchantId, new Date(this.clock.now().getTime() - 86_400_000));
    const rows = (await this.repo.games(merchantId))
      .filter((g) => (!prizeMode || g.tag === prizeMode) && (!playType || playTypeOf(g.kind as LotteryKind, playType)))
      .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || b.popularity - a.popularity);
    const now = this.clock.now();
    return Promise.all(rows.slice(0, count).map((g) => this.view(g, now)));
  }

  /** GET /lgw/draw: one numero, or the latest `count` results. */
  async results(merchantId: number, gameCode: string, numero: string | undefined, count: number): Promise<Draw[]> {
    const g = await this.game(merchantId, gameCode);
    if (numero) {
      const d = await this.repo.draw(merchantId, g.id, numero);
      return d ? [toDraw(g, d)] : [];
    }
    return (await this.repo.recentDraws(merchantId, g.id, count)).map((d) => toDraw(g, d));
  }

  /**
   * GET /lgw/games/long_dragon: the runs of a bettable sum outcome of `min` draws or more across the
   * merchant's SSC games, longest first. A run is counted over the last LONG_DRAGON_DEPTH draws.
   */
  async longDragon(merchantId: number, min: number): Promise<LongDragon> {
    const rows: LongDragon = [];
    for (const g of await this.games(merchantId, undefined, 'SSC')) {
      const draws = await this.repo.recentDraws(merchantId, g.gameId, LONG_DRAGON_DEPTH);
      const last = draws.find((d) => d.winNo);
      if (!last) continue;
      for (const playType of ['BIG_SMALL', 'ODD_EVEN'] as const) {
        const run = streakOf(
          playType,
          draws.map((d) => d.winNo),
        );
        if (!run || run.length < min) continue;
        rows.push({
          gameCode: g.code,
          remark: g.remark,
          playType,
          value: run.value as LongDragon[number]['value'],
          length: run.length,
          lastNumero: last.numero,
          openNumero: g.numero,
          closeAt: g.closeAt,
        });
      }
    }
    return rows.sort((a, b) => b.length - a.length || a.gameCode.localeCompare(b.gameCode));
  }

  /** GET /lgw/numeros/near: the last numero drawn (or due), the one open now and the next. */
  async near(merchantId: number, gameCode: string) {
    const g = await this.game(merchantId, gameCode);
    const now = this.clock.now();
    await this.draws.ensure(g, now);
    const { before, after } = await this.repo.drawsAround(merchantId, g.id, now);
    const open = after.filter((d) => d.closesAt > now);
    const current = open[0] ?? null;
    const next = open[1] ?? null;
    return {
      previous: before[0] ? toDraw(g, before[0]) : null,
      current: current ? toDraw(g, current) : null,
      next: next ? toDraw(g, next) : null,
    };
  }

  /** GET /lgw/games/opened/numero: the numero open for bets of every game. */
  async opened(merchantId: number, prizeMode?: PrizeMode) {
    return (await this.games(merchantId, prizeMode))
      .filter((g) => g.numero)
      .map((g) => ({ gameCode: g.code, numero: g.numero!, closeAt: g.closeAt!, drawAt: g.drawAt!, remainTime: g.remainTime }));
  }

  /** Recomputes a drawn numero from its revealed seed (what any member can do offline). */
  async verify(merchantId: number, gameCode: string, numero: string) {
    const g = await this.game(merchantId, gameCode);
    const d = await this.repo.draw(merchantId, g.id, numero);
    if (!d) throw new AppError(LOTTERY_ERRORS.drawNotOpen);
    const recomputed = d.status === 'drawn' ? computeWinNo(g.kind as LotteryKind, d.seed, g.code, d.numero) : null;
    return { draw: toDraw(g, d), recomputed, matches: recomputed !== null && recomputed === d.winNo };
  }

  /**
   * One ticket: the stake leaves the wallet and the ticket is written in one transaction, with the
   * draw row share-locked so it cannot be drawn in between. Retries with the same key return the
   * first ticket; the same key with another bet is refused.
   */
  async place(merchantId: number, memberId: number, req: PlaceBet): Promise<LotteryBet> {
    const g = await this.game(merchantId, req.gameCode);
    const def = playTypeOf(g.kind as LotteryKind, req.playType);
    if (!def) throw new AppError(LOTTERY_ERRORS.playTypeUnknown);
    const selection = normaliseSelection(def, req.selection);
    if (!selection) throw new AppError(LOTTERY_ERRORS.selectionInvalid);
    const amount = new Big(req.amount);
    if (amount.lt(LOTTERY_LIMITS.minBet) || amount.gt(LOTTERY_LIMITS.maxBet))
      throw new AppError(LOTTERY_ERRORS.amountInvalid, 400, { min: LOTTERY_LIMITS.minBet, max: LOTTERY_LIMITS.maxBet });
    // Spec 001 §4: the VN prize mode follows the game's group; the session may override it.
    const prizeMode: PrizeMode = g.kind === 'VN' && req.prizeMode ? req.prizeMode : (g.tag as PrizeMode);
    const requestHash = createHash('sha256')
      .update(JSON.stringify([g.code, req.numero, def.code, selection, amount.toFixed(4), prizeMode]))
      .digest('hex');
    const existing = await this.repo.betByKey(merchantId, memberId, req.key);
    if (existing) return this.replay(existing, requestHash);
    const now = this.clock.now();
    await this.draws.ensure(g, now);
    const d = await this.repo.draw(merchantId, g.id, req.numero);
    if (d?.status !== 'open' || d.closesAt <= now) throw new AppError(LOTTERY_ERRORS.numeroClosed);
    try {
      const bet = await this.repo.transaction(async (tx) => {
        const locked = await this.repo.drawForBet(tx, d.id);
        if (locked?.status !== 'open' || locked.closesAt <= this.clock.now()) throw new AppError(LOTTERY_ERRORS.numeroClosed);
        const row = await this.repo.insertBet(tx, {
          merchantId,
          memberId,
          gameId: g.id,
          drawId: d.id,
          playType: def.code,
          selection,
          amount: amount.toFixed(4),
          odds: def.odds[prizeMode],
          prizeMode,
          clientKey: req.key,
          requestHash,
          createdAt: now,
        });
        const stake = { tx, merchantId, memberId, amount: amount.toFixed(4), key: `lottery:bet:${row.id}:stake` };
        await this.wallet.debit({ ...stake, productType: g.tag, betId: row.id });
        return row;
      });
      await this.onBet?.();
      return this.toBet(bet, g.code, d);
    } catch (err) {
      // The same key raced in from another request: answer with the ticket that won.
      if (!isUnique(err)) throw err;
      const first = await this.repo.betByKey(merchantId, memberId, req.key);
      if (!first) throw err;
      return this.replay(first, requestHash);
    }
  }

  private async replay(bet: BetRow, requestHash: string): Promise<LotteryBet> {
    if (bet.requestHash !== requestHash) throw new AppError(LOTTERY_ERRORS.keyReused, 409);
    const d = await this.repo.drawById(bet.drawId);
    const games = await this.repo.games(bet.merchantId);
    return this.toBet(bet, games.find((g) => g.id === bet.gameId)?.code ?? '', d);
  }

  private toBet(b: BetRow, gameCode: string, d: Pick<DrawRow, 'numero' | 'winNo'> | null): LotteryBet {
    return {
      id: b.id,
      gameCode,
      numero: d?.numero ?? '',
      playType: b.playType,
      selection: b.selection,
      amount: new Big(b.amount).toFixed(4),
      odds: new Big(b.odds).toString(),
      prizeMode: b.prizeMode as PrizeMode,
      status: b.status as LotteryBet['status'],
      payout: new Big(b.payout).toFixed(4),
      winNo: d?.winNo ?? null,
      createdAt: b.createdAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
    };
  }

  /** A bet slip: each line is its own idempotent ticket; the answer carries the new balance. */
  async placeMany(merchantId: number, memberId: number, bets: PlaceBet[]) {
    const placed: LotteryBet[] = [];
    for (const b of bets) placed.push(await this.place(merchantId, memberId, b));
    return { bets: placed, balance: await this.wallet.balance(merchantId, memberId) };
  }

  async history(merchantId: number, memberId: number, gameCode: string | undefined, page: number) {
    const g = gameCode ? await this.game(merchantId, gameCode) : null;
    const size = LOTTERY_LIMITS.historyPageSize;
    const rows = await this.repo.history(merchantId, memberId, g?.id ?? null, (page - 1) * size, size + 1);
    return {
      list: rows.slice(0, size).map((r) => this.toBet(r.bet, r.gameCode, r)),
      page,
      hasMore: rows.length > size,
    };
  }

  /** Operator: cancels a numero not drawn yet and refunds its tickets. */
  async cancel(merchantId: number, gameCode: string, numero: string): Promise<Draw> {
    const g = await this.game(merchantId, gameCode);
    const d = await this.repo.draw(merchantId, g.id, numero);
    if (!d || !(await this.draws.cancel(d, g))) throw new AppError(LOTTERY_ERRORS.drawNotOpen);
    return toDraw(g, (await this.repo.drawById(d.id))!);
  }

  /**
   * POST /wps/game/launchGame with launchMode LOTT/ELOTT: our own pages. Spec 001 §4: the lobby
   * when no code or `lobby` (the code dropped), otherwise the betting page (the label dropped);
   * a VN game carries its prize mode (the group's, unless the session's lottoPrizeMode overrides).
   */
  async launch(merchantId: number, body: LaunchGameBody): Promise<LaunchResult> {
    const games = await this.repo.games(merchantId);
    if (!games.length) throw new AppError(LOTTERY_ERRORS.gameUnknown);
    const code = body.lottoGameCode && body.lottoGameCode !== 'lobby' ? body.lottoGameCode : null;
    let url: string;
    if (!code) {
      const tag = body.launchMode === 'ELOTT' ? 'ELOTT' : null;
      url = tag ? `/lott?lottoGameGroup=${tag}` : '/lott';
    } else {
      const g = games.find((x) => x.code === code);
      if (!g) throw new AppError(LOTTERY_ERRORS.gameUnknown);
      const mode = body.lottoPrizeMode === 'LOTT' || body.lottoPrizeMode === 'ELOTT' ? body.lottoPrizeMode : g.tag;
      url =
        g.kind === 'VN'
          ? `/vnLottery?${new URLSearchParams({ gameCode: g.code, prizeMode: mode })}`
          : `/lottery?${new URLSearchParams({ gameCode: g.code, playType: g.defaultPlayType })}`;
    }
    return { game_url: url, game_url2: null, gameUrl: url, content: url, vendor: body.launchMode, windowMode: 'inapp', trial: false };
  }

  /** Operator settings of a game (ops API): see applySettings. */
  settings(merchantId: number, code: string, req: GameSettings): Promise<GameSettingsResult> {
    return applySettings(this.repo, this.draws, this.clock.now(), merchantId, code, req);
  }

  async saveGame(values: NewGame): Promise<GameRow> {
    const row = await this.repo.upsertGame(values);
    // Other instances hear it (NOTIFY); this one need not wait for its own notification.
    this.draws.forgetGames();
    return row;
  }

  /** Onboarding (ADR 071): a brand whose content is copied gets its template's lotteries too. */
  copyDefaults(tx: Tx, from: number, to: number): Promise<void> {
    return this.repo.copyGames(tx, from, to);
  }
}
