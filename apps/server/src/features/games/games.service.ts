import { createHash, randomBytes } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { isRestricted } from '@arcadia/contract/accounts';
import {
  ESPORTS_CARDS,
  GAMES_ERRORS,
  GAMES_LIMITS,
  type GameLane,
  type GamePage,
  type LaunchGameBody,
  type LaunchResult,
  type LaunchV2Query,
  type MatchList,
  type MatchQuery,
  NO_MATCHES,
  type SlotGame,
  type UserGameListQuery,
  type VendorCard,
} from '@arcadia/contract/games';
import { HOUSE_VENDOR } from '@arcadia/contract/house-games';
import { MAIN_WALLET, type WalletBalance } from '@arcadia/contract/wallet';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { VendorAdapter } from './games.adapters.js';
import type { GameFilter, GameRow, GamesRepository, MerchantVendorRow, VendorRow } from './games.repository.js';

export type GamesPorts = {
  balance(merchantId: number, memberId: number): Promise<WalletBalance>;
  member(merchantId: number, memberId: number): Promise<{ account: string; isAgent: number }>;
  merchant(merchantId: number): Promise<{ code: string; currency: string }>;
  /**
   * The in-house games' newest real wins (their rounds are not seamless transactions): the winner
   * board lists them with the vendors' wins. `game` is the catalogue room id of the ARCADIA vendor.
   */
  houseWins?: (
    merchantId: number,
    limit: number,
  ) => Promise<{ id: number; memberId: number | null; game: string; win: string; createdAt: Date }[]>;
  /** The house lottery answers launchMode LOTT/ELOTT (ADR 015); absent, those modes are stay-tuned. */
  lottery?: (merchantId: number, body: LaunchGameBody) => Promise<LaunchResult>;
};
export type Member = { memberId: number; isAgent: number };
type Linked = { vendor: VendorRow; link: MerchantVendorRow };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Lobbies, favourites and launch. Money never moves here: see SeamlessService and the wallet. */
export class GamesService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly clock: Clock,
    private readonly ports: GamesPorts,
    private readonly adapterFor: (vendor: VendorRow) => VendorAdapter,
  ) {}

  private maintenance(link: MerchantVendorRow): { start: string; end: string } | null {
    const now = this.clock.now();
    const { maintenanceStart: s, maintenanceEnd: e } = link;
    return s && e && s <= now && now < e ? { start: s.toISOString(), end: e.toISOString() } : null;
  }

  private card(v: Linked, lane: GameLane): VendorCard {
    return {
      cardId: v.link.id,
      accountTypeName: v.vendor.code,
      accountTypeId: v.vendor.id,
      displayName: v.vendor.displayName,
      smallIcon: v.vendor.smallIcon,
      lagerIcon: v.vendor.largeIcon,
      isGame: v.vendor.isGame === 'game' ? 'game' : 'VASSALAGE',
      freeplay: v.vendor.freeplay === 1 ? 1 : 0,
      gameType: lane,
      windowMode: v.vendor.windowMode as VendorCard['windowMode'],
      maintenance: this.maintenance(v.link),
    };
  }

  /** Vendor cards of the merchant, optionally of one lane; ESPORTS repeats the sports cards IMES and AV. */
  async vendors(merchantId: number, lane?: GameLane): Promise<VendorCard[]> {
    const linked = await this.repo.merchantVendors(merchantId);
    const cards = linked.map((v) => this.card(v, v.vendor.lane as GameLane));
    const esports = linked.filter((v) => (ESPORTS_CARDS as readonly string[]).includes(v.vendor.code)).map((v) => this.card(v, 'ESPORTS'));
    const all = [...cards, ...esports];
    return lane ? all.filter((c) => c.gameType === lane) : all;
  }

  private async page(
    merchantId: number,
    memberId: number | null,
    filter: Omit<GameFilter, 'vendorIds'> & { vendor?: string },
    pageNo: number,
    pageSize: number,
    nodeIds?: number[],
  ): Promise<GamePage> {
    const linked = await this.repo.merchantVendors(merchantId);
    const vendors = linked.filter((v) => !filter.vendor || v.vendor.code === filter.vendor).map((v) => v.vendor);
    const { rows, total } = await this.repo.games(
      { ...filter, merchantId, vendorIds: vendors.map((v) => v.id) },
      { offset: (pageNo - 1) * pageSize, limit: pageSize },
      nodeIds,
    );
    const favourites = new Set(memberId ? await this.repo.favouriteIds(merchantId, memberId) : []);
    const byId = new Map(vendors.map((v) => [v.id, v]));
    let content = rows.map((g) => this.view(g, byId.get(g.vendorId)!, favourites.has(g.id)));
    // Recent and favourite pages keep the member's order (latest first), not the catalogue's.
    if (nodeIds) content = content.sort((a, b) => nodeIds.indexOf(a.nodeId) - nodeIds.indexOf(b.nodeId));
    return { content, totalPages: Math.ceil(total / pageSize), totalElements: total, pageSize, pageNum: pageNo };
  }

  private view(g: GameRow, vendor: VendorRow, favourite: boolean): SlotGame {
    return {
      nodeId: g.id,
      roomId: g.roomId,
      nodeName: g.nodeName,
      displayName: vendor.displayName,
      gameName: g.nodeName,
      showIcon: g.showIcon,
      supportPlay: g.supportPlay,
      vassalage: vendor.code,
      gameType: g.gameType as GameLane,
      classify: (g.classify as SlotGame['classify']) ?? null,
      minBet: new Big(g.minBet).toFixed(4),
      favourite,
    };
  }

  /** The user game list (spec 001 §7): vendor by vassalage, classify, trimmed name, paged. */
  userGames(merchantId: number, memberId: number | null, q: UserGameListQuery): Promise<GamePage> {
    const name = q.gameName?.trim();
    return this.page(
      merchantId,
      memberId,
      {
        vendor: q.vassalage || undefined,
        lane: q.gameType,
        classify: q.gameClassify || undefined,
        name: name || undefined,
        minBet: q.minBet || undefined,
        minLineNum: q.minLineNum,
      },
      q.pageNo,
      q.pageSize,
    );
  }

  hot(merchantId: number, memberId: number | null, pageNo: number, pageSize: number) {
    return this.page(merchantId, memberId, { hot: true }, pageNo, pageSize);
  }

  recommended(merchantId: number, memberId: number | null, pageNo: number, pageSize: number) {
    return this.page(merchantId, memberId, { recommended: true }, pageNo, pageSize);
  }

  async recent(merchantId: number, memberId: number, pageNo: number, pageSize: number) {
    return this.page(merchantId, memberId, {}, pageNo, pageSize, await this.repo.recentIds(merchantId, memberId));
  }

  async favourites(merchantId: number, memberId: number, pageNo: number, pageSize: number) {
    return this.page(merchantId, memberId, {}, pageNo, pageSize, await this.repo.favouriteIds(merchantId, memberId));
  }

  /** A game the merchant offers (its vendor switched on), or game_not_found. */
  private async offered(merchantId: number, nodeId: number): Promise<{ game: GameRow; linked: Linked }> {
    const game = await this.repo.game(nodeId);
    const linked = game && (await this.repo.merchantVendors(merchantId)).find((v) => v.vendor.id === game.vendorId);
    if (!game?.enabled || !linked || (await this.repo.isHidden(merchantId, game.id))) throw new AppError(GAMES_ERRORS.gameUnknown);
    return { game, linked };
  }

  /**
   * Sports matches (spec 001 "match v2"). No sports vendor of ours has a match feed yet, so the
   * answer is the documented empty list (ADR 053); the query is accepted now so clients need no change.
   */
  async matches(_merchantId: number, _q: MatchQuery): Promise<MatchList> {
    return NO_MATCHES;
  }

  async addFavourite(merchantId: number, memberId: number, nodeId: number): Promise<{ nodeId: number; favourite: boolean }> {
    await this.offered(merchantId, nodeId);
    await this.repo.addFavourite(merchantId, memberId, nodeId, this.clock.now());
    return { nodeId, favourite: true };
  }

  async removeFavourite(merchantId: number, memberId: number, nodeId: number): Promise<{ nodeId: number; favourite: boolean }> {
    await this.repo.removeFavourite(merchantId, memberId, nodeId);
    return { nodeId, favourite: false };
  }

  /** Spec 001 §7 launch address v2: a game by nodeId, or by vendor (vassalage) and its gameId. */
  async launchV2(merchantId: number, member: Member, q: LaunchV2Query, language: string): Promise<LaunchResult> {
    const linkedAll = await this.repo.merchantVendors(merchantId);
    let game: GameRow | null = null;
    let linked: Linked | undefined;
    if (q.nodeId) {
      game = await this.repo.game(q.nodeId);
      linked = linkedAll.find((v) => v.vendor.id === game?.vendorId);
    } else if (q.vassalage) {
      linked = linkedAll.find((v) => v.vendor.code === q.vassalage);
      if (linked && q.gameId) game = await this.repo.gameByRoom(linked.vendor.id, q.gameId);
    }
    // Neither gameId nor a room the catalogue knows: the game is not configured (stay tuned).
    if (!linked || (q.nodeId && !game?.enabled) || (q.gameId && !game) || (!game && linked.vendor.isGame !== 'game'))
      throw new AppError(GAMES_ERRORS.stayTuned);
    return this.launch(merchantId, member, linked, game, q.accountType === 0, language, q.platform);
  }

  /** POST /wps/game/launchGame: launchMode names the vendor, lottoGameCode (optional) its game. */
  async launchGame(merchantId: number, member: Member, body: LaunchGameBody, language: string): Promise<LaunchResult> {
    if (body.launchMode === 'LOTT' || body.launchMode === 'ELOTT') {
      if (isRestricted(member.isAgent)) throw new AppError(GAMES_ERRORS.needTrueAccount, 403);
      if (!this.ports.lottery) throw new AppError(GAMES_ERRORS.stayTuned);
      return this.ports.lottery(merchantId, body);
    }
    const linked = (await this.repo.merchantVendors(merchantId)).find((v) => v.vendor.code === body.launchMode);
    const game =
      linked && body.lottoGameCode && body.lottoGameCode !== 'lobby'
        ? await this.repo.gameByRoom(linked.vendor.id, body.lottoGameCode)
        : null;
    if (!linked || (body.lottoGameCode && body.lottoGameCode !== 'lobby' && !game?.enabled)) throw new AppError(GAMES_ERRORS.stayTuned);
    return this.launch(merchantId, member, linked, game, false, body.language ?? language, 'html5-desktop');
  }

  private async launch(
    merchantId: number,
    member: Member,
    linked: Linked,
    game: GameRow | null,
    trial: boolean,
    language: string,
    platform: string,
  ): Promise<LaunchResult> {
    const { vendor, link } = linked;
    if (game && (await this.repo.isHidden(merchantId, game.id))) throw new AppError(GAMES_ERRORS.stayTuned);
    if (isRestricted(member.isAgent) && !trial) throw new AppError(GAMES_ERRORS.needTrueAccount, 403);
    const maintenance = this.maintenance(link);
    if (maintenance) throw new AppError(GAMES_ERRORS.underMaintenance, 200, maintenance, maintenance);
    // Spec 001 §5: trial only when the vendor offers free play; a game may still opt out (supportPlay 0 = trial).
    if (trial && (vendor.freeplay !== 1 || (game && game.supportPlay !== 0))) throw new AppError(GAMES_ERRORS.trialUnavailable);
    const adapter = this.adapterFor(vendor);
    if (!trial) {
      const balance = await this.ports.balance(merchantId, member.memberId);
      const usable =
        adapter.walletMode(vendor) === 'seamless'
          ? new Big(balance.balance.find((w) => w.accountName === MAIN_WALLET)?.availBalance ?? 0)
          : new Big(balance.sumBalance);
      if (usable.lte(0) || usable.lt(vendor.minBalance)) throw new AppError(GAMES_ERRORS.balanceNotEnough, 200, { min: vendor.minBalance });
    }
    const [{ account }, merchant] = await Promise.all([this.ports.member(merchantId, member.memberId), this.ports.merchant(merchantId)]);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.repo.insertSession({
      merchantId,
      memberId: member.memberId,
      account,
      vendorId: vendor.id,
      nodeId: game?.id ?? null,
      tokenHash: hashToken(token),
      trial,
      createdAt: now,
      expiresAt: new Date(now.getTime() + GAMES_LIMITS.sessionMinutes * 60_000),
    });
    if (game && !trial) await this.repo.touchRecent(merchantId, member.memberId, game.id, now);
    const ctx = { vendor, game, token, account, merchantCode: merchant.code, currency: merchant.currency, language, platform };
    const { url, url2 } = trial ? await adapter.launchTrial(ctx) : await adapter.launch(ctx);
    return {
      game_url: url,
      game_url2: url2 ?? null,
      gameUrl: url,
      content: url,
      vendor: vendor.code,
      windowMode: vendor.windowMode as LaunchResult['windowMode'],
      trial,
    };
  }

  /** Leaving /seamless: every open vendor session of the member ends (bets refused; wins still land). */
  async logout(merchantId: number, memberId: number): Promise<{ sessions: number }> {
    const ended = await this.repo.logoutSessions(merchantId, memberId, this.clock.now());
    const linked = await this.repo.merchantVendors(merchantId);
    for (const vendorId of new Set(ended.map((s) => s.vendorId))) {
      const v = linked.find((l) => l.vendor.id === vendorId);
      const session = ended.find((s) => s.vendorId === vendorId)!;
      if (v) await this.adapterFor(v.vendor).logout({ vendor: v.vendor, account: session.account });
    }
    return { sessions: ended.length };
  }

  async winners(merchantId: number, category: string, limit: number) {
    const lane = category === 'ALL' ? null : category;
    const [vendorWins, houseWins] = await Promise.all([
      this.repo.bigWins(merchantId, lane, limit),
      this.houseWinners(merchantId, lane, limit),
    ]);
    const rows = [...vendorWins.map((r) => ({ ...r, gameName: r.gameName ?? r.vendor })), ...houseWins]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
    return rows.map((r) => ({
      recordId: r.recordId,
      // Winners are public: show the account masked, as operators do on their boards.
      account: r.account.length <= 2 ? `${r.account[0] ?? ''}*` : `${r.account.slice(0, 2)}***${r.account.slice(-1)}`,
      vendor: r.vendor,
      gameName: r.gameName,
      amount: new Big(r.amount).toFixed(4),
      time: r.createdAt.toISOString(),
    }));
  }

  /** The in-house games' wins in the board's shape, named from the catalogue, in the lane asked for. */
  private async houseWinners(merchantId: number, lane: string | null, limit: number) {
    if (!this.ports.houseWins) return [];
    const vendor = await this.repo.vendorByCode(HOUSE_VENDOR);
    if (!vendor) return [];
    const rows = await this.ports.houseWins(merchantId, limit);
    // A house game sits in the lane of its catalogue row (the fishing game in FISH, the others in RNG).
    const games = new Map<string, { name: string; lane: string }>();
    const accounts = new Map<number, string>();
    const out = [];
    for (const r of rows) {
      if (r.memberId === null) continue;
      if (!games.has(r.game)) {
        const row = await this.repo.gameByRoom(vendor.id, r.game);
        games.set(r.game, { name: row?.nodeName ?? r.game, lane: row?.gameType ?? vendor.lane });
      }
      const game = games.get(r.game)!;
      if (lane && game.lane !== lane) continue;
      if (!accounts.has(r.memberId)) accounts.set(r.memberId, (await this.ports.member(merchantId, r.memberId)).account);
      out.push({
        recordId: r.id,
        account: accounts.get(r.memberId)!,
        vendor: vendor.code,
        gameName: game.name,
        amount: r.win,
        createdAt: r.createdAt,
      });
    }
    return out;
  }

  async jackpot(merchantId: number) {
    const [pools, merchant] = await Promise.all([this.repo.jackpots(merchantId), this.ports.merchant(merchantId)]);
    const total = pools.reduce((s, p) => s.plus(p.amount), new Big(0));
    return {
      currency: merchant.currency,
      amount: total.toFixed(4),
      pools: pools.map((p) => ({ name: p.name, amount: new Big(p.amount).toFixed(4) })),
    };
  }

  // ---- catalogue administration (demo seed, operators) ----

  saveVendor(values: Parameters<GamesRepository['upsertVendor']>[0]) {
    return this.repo.upsertVendor(values);
  }

  /** Switches a vendor on or off for a merchant and sets (or clears) its maintenance window. */
  linkVendor(values: Parameters<GamesRepository['linkVendor']>[0]) {
    return this.repo.linkVendor(values);
  }

  saveGame(values: Parameters<GamesRepository['upsertGame']>[0]) {
    return this.repo.upsertGame(values);
  }

  setJackpot(merchantId: number, name: string, amount: string) {
    return this.repo.setJackpot(merchantId, name, amount);
  }
}
