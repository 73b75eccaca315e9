import type { Features } from '../features/index.js';

type VendorSeed = {
  code: string;
  displayName: string;
  lane: 'SPORTS' | 'LIVE' | 'FISH' | 'PVP' | 'RNG';
  isGame: 'game' | 'VASSALAGE';
  freeplay: 0 | 1;
  walletMode?: 'seamless' | 'transfer';
  windowMode?: 'inapp' | 'window' | 'outside';
  launchUrl: string;
};

/**
 * Where the built-in demo vendor serves its game pages (ADR 063): mounted by the demo server on its
 * own origin, so a relative path works for every merchant's domain.
 */
const DEMO_VENDOR_URL = '/demo-vendor/play';

/**
 * Demo vendors: a few per lane. ARCADIA is the in-house vendor (its games are served under
 * /house-games); the others are third-party vendors on the seamless wallet, all played by the
 * built-in demo vendor. EVO, JILI and PG were transfer-mode vendors, which the demo vendor cannot
 * play; they are seamless here (ADR 063), and the demo merchant still lists them as vendor wallets
 * for the member centre's transfer page. Spec 001 §9 window rules: ALB opens a new
 * window, BBIN always outside the in-app page. Secrets are demo values; operators set their own.
 * Players see the display names, so none says "fake". Every icon and picture named here is drawn by
 * scripts/game-art.mjs and served from apps/web/public/res (first-hour.spec checks each answers).
 */
const VENDORS: VendorSeed[] = [
  { code: 'IMES', displayName: 'IM eSports', lane: 'SPORTS', isGame: 'game', freeplay: 0, launchUrl: `${DEMO_VENDOR_URL}/imes` },
  { code: 'AV', displayName: 'AV Sports', lane: 'SPORTS', isGame: 'game', freeplay: 0, launchUrl: `${DEMO_VENDOR_URL}/av` },
  {
    code: 'EVO',
    displayName: 'Evo Live',
    lane: 'LIVE',
    isGame: 'game',
    freeplay: 0,
    launchUrl: `${DEMO_VENDOR_URL}/evo`,
  },
  {
    code: 'ALB',
    displayName: 'Allbet Live',
    lane: 'LIVE',
    isGame: 'game',
    freeplay: 0,
    windowMode: 'window',
    launchUrl: `${DEMO_VENDOR_URL}/alb`,
  },
  {
    code: 'BBIN',
    displayName: 'BBIN Live',
    lane: 'LIVE',
    isGame: 'game',
    freeplay: 0,
    windowMode: 'outside',
    launchUrl: `${DEMO_VENDOR_URL}/bbin`,
  },
  { code: 'JDB', displayName: 'JDB Fishing', lane: 'FISH', isGame: 'VASSALAGE', freeplay: 1, launchUrl: `${DEMO_VENDOR_URL}/jdb` },
  {
    code: 'JILI',
    displayName: 'JILI Fishing',
    lane: 'FISH',
    isGame: 'VASSALAGE',
    freeplay: 1,
    launchUrl: `${DEMO_VENDOR_URL}/jili`,
  },
  { code: 'LEG', displayName: 'Legend Chess', lane: 'PVP', isGame: 'VASSALAGE', freeplay: 0, launchUrl: `${DEMO_VENDOR_URL}/leg` },
  { code: 'ARCADIA', displayName: 'Arcadia Originals', lane: 'RNG', isGame: 'VASSALAGE', freeplay: 1, launchUrl: '/house-games/play' },
  { code: 'FAKE', displayName: 'Lucky Star Slots', lane: 'RNG', isGame: 'VASSALAGE', freeplay: 1, launchUrl: `${DEMO_VENDOR_URL}/fake` },
  {
    code: 'PG',
    displayName: 'PG Soft',
    lane: 'RNG',
    isGame: 'VASSALAGE',
    freeplay: 1,
    launchUrl: `${DEMO_VENDOR_URL}/pg`,
  },
];

type GameSeed = {
  vendor: string;
  roomId: string;
  name: string;
  type: string;
  classify?: string;
  trial?: boolean;
  hot?: boolean;
  recommended?: boolean;
  minBet?: string;
};
const GAMES: GameSeed[] = [
  {
    vendor: 'ARCADIA',
    roomId: 'arcadia-slot',
    name: 'Arcadia Reels',
    type: 'RNG',
    trial: true,
    hot: true,
    recommended: true,
    minBet: '0.2',
  },
  {
    vendor: 'ARCADIA',
    roomId: 'arcadia-fish',
    name: 'Arcadia Fishing',
    type: 'FISH',
    classify: 'AC',
    trial: true,
    hot: true,
    recommended: true,
    minBet: '0.1',
  },
  {
    vendor: 'ARCADIA',
    roomId: 'arcadia-dice',
    name: 'Arcadia Dice',
    type: 'RNG',
    classify: 'AC',
    trial: true,
    hot: true,
    minBet: '0.1',
  },
  {
    vendor: 'ARCADIA',
    roomId: 'arcadia-plinko',
    name: 'Arcadia Plinko',
    type: 'RNG',
    classify: 'AC',
    trial: true,
    hot: true,
    minBet: '0.1',
  },
  {
    vendor: 'ARCADIA',
    roomId: 'arcadia-mines',
    name: 'Arcadia Mines',
    type: 'RNG',
    classify: 'AC',
    trial: true,
    hot: true,
    minBet: '0.1',
  },
  // Crash (ADR 069): one merchant-wide round, real accounts only (no trial credits yet).
  { vendor: 'ARCADIA', roomId: 'arcadia-crash', name: 'Arcadia Crash', type: 'RNG', classify: 'AC', hot: true, minBet: '1' },
  { vendor: 'ARCADIA', roomId: 'arcadia-roulette', name: 'Arcadia Roulette', type: 'RNG', classify: 'TG', trial: true, minBet: '0.1' },
  { vendor: 'ARCADIA', roomId: 'arcadia-blackjack', name: 'Arcadia Blackjack', type: 'RNG', classify: 'TG', trial: true, minBet: '0.1' },
  { vendor: 'ARCADIA', roomId: 'arcadia-baccarat', name: 'Arcadia Baccarat', type: 'RNG', classify: 'TG', trial: true, minBet: '0.1' },
  { vendor: 'FAKE', roomId: 'fake-fortune', name: 'Fortune Jackpot', type: 'RNG', classify: 'JP', trial: true, hot: true, minBet: '1' },
  { vendor: 'FAKE', roomId: 'fake-poker', name: 'Jacks or Better', type: 'RNG', classify: 'VP', trial: true, minBet: '0.5' },
  { vendor: 'FAKE', roomId: 'fake-blackjack', name: 'Blackjack Classic', type: 'RNG', classify: 'TG', recommended: true, minBet: '1' },
  { vendor: 'FAKE', roomId: 'fake-scratch', name: 'Lucky Scratch', type: 'RNG', classify: 'SC', trial: true, minBet: '0.1' },
  { vendor: 'FAKE', roomId: 'fake-arcade', name: 'Pixel Arcade', type: 'RNG', classify: 'AC', trial: true, minBet: '0.1' },
  { vendor: 'PG', roomId: 'pg-mahjong', name: 'Mahjong Ways', type: 'RNG', trial: true, hot: true, recommended: true, minBet: '0.2' },
  { vendor: 'PG', roomId: 'pg-dragon', name: 'Dragon Hatch', type: 'RNG', minBet: '0.2' },
  { vendor: 'JDB', roomId: 'jdb-fish', name: 'Dragon Fishing', type: 'FISH', classify: 'AC', trial: true, minBet: '0.1' },
  { vendor: 'JILI', roomId: 'jili-fish', name: 'Jackpot Fishing', type: 'FISH', classify: 'AC', trial: true, minBet: '0.1' },
  { vendor: 'LEG', roomId: 'leg-niuniu', name: 'Bull Bull', type: 'PVP', minBet: '1' },
  { vendor: 'LEG', roomId: 'leg-landlord', name: 'Fight the Landlord', type: 'PVP', minBet: '1' },
];

export async function seedGames(features: Features, merchantIds: number[]): Promise<void> {
  const games = features.games.service;
  const ids = new Map<string, number>();
  for (const [i, v] of VENDORS.entries()) {
    const row = await games.saveVendor({
      code: v.code,
      displayName: v.displayName,
      lane: v.lane,
      isGame: v.isGame,
      freeplay: v.freeplay,
      walletMode: v.walletMode ?? 'seamless',
      windowMode: v.windowMode ?? 'inapp',
      launchUrl: v.launchUrl,
      smallIcon: `/res/vendors/${v.code.toLowerCase()}-s.png`,
      largeIcon: `/res/vendors/${v.code.toLowerCase()}-l.png`,
      secret: `demo-secret-${v.code.toLowerCase()}-change-me`,
      sortOrder: i,
    });
    ids.set(v.code, row.id);
  }
  for (const [i, g] of GAMES.entries())
    await games.saveGame({
      vendorId: ids.get(g.vendor)!,
      roomId: g.roomId,
      nodeName: g.name,
      showIcon: `/res/games/${g.roomId}.png`,
      supportPlay: g.trial ? 0 : 1,
      gameType: g.type,
      classify: g.classify ?? null,
      minBet: g.minBet ?? '0',
      hot: g.hot ?? false,
      recommended: g.recommended ?? false,
      sortOrder: i,
    });
  for (const merchantId of merchantIds) {
    for (const id of ids.values()) await games.linkVendor({ merchantId, vendorId: id, enabled: true });
    await games.setJackpot(merchantId, 'GRAND', '88888.8800');
    await games.setJackpot(merchantId, 'MAJOR', '8888.8800');
  }
}
