/** The one route table (ARCHITECTURE §2): every URL the web app uses comes from here. */
export const paths = {
  home: '/',
  index: '/index',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotPassword',
  /** The page an e-mailed reset link opens (?token=…). */
  resetPassword: '/resetPassword',
  /** Two-factor controls until the security centre places them. */
  memberTwoFactor: '/member/two-factor',
  registerHtml: '/register.html',
  member: '/member',
  agent: '/agent',
  helpCenter: '/helpmc',
  help: '/help',
  download: '/download',
  /** Mirror speed test (spec 001 §2); the SpeedTest resource usually links here. */
  speedTest: '/speedtest',
  notices: '/notices',
  /** The member-centre messageV2 page, until the member-centre frame hosts it. */
  inbox: '/member/inbox',
  seamless: '/seamless',
  trial: '/trial',
  promotions: '/promotions',
  /** Spec 001 §2's link target: redirects to `promotions` (server and router), keeping ?query and #id. */
  promotion: '/promotion',
  electron: '/electron',
  lottery: '/lottery',
  vnLottery: '/vnLottery',
  lott: '/lott',
  elott: '/elott',
  live: '/live',
  rng: '/rng',
  fish: '/fish',
  sports: '/sports',
  pvp: '/pvp',
  casino: '/casino',
  arcade: '/arcade',
  table: '/table',
  news: '/news',
  pointMall: '/pointMall',
  maintenance: '/maintenance',
  /** In-house games (vendor ARCADIA) until `/seamless?game=…` launches them. */
  houseGame: '/house/:game',
  /** Our own chat page, embedded by the chat window (the server's chat URL points here). */
  chat: '/chat',
  /** The in-house vendor's launch address (ADR 014): `/seamless` plays it in place, a new window here. */
  housePlay: '/house-games/play',
  /** Lottery trend chart (spec 001 §2 link shape lotto/t2/games/trendChart/{gameId}). */
  trendChart: '/lotto/t2/games/trendChart/:gameId',
  /** The operator console (issue 13, ADR 021): `?tab=<page key>` (pages: features/ops/components/pages.ts). */
  ops: '/ops',
} as const;

export type PathKey = keyof typeof paths;

/** The page of one in-house game, e.g. `/house/arcadia-slot`. */
export function houseGamePath(game: string): string {
  return paths.houseGame.replace(':game', encodeURIComponent(game));
}

/** Where each games lane lives (spec 001 §2): RNG is the slot lobby, the others game-category pages. */
export const LANE_PATHS = {
  SPORTS: 'sports',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  RNG: 'electron',
  ESPORTS: 'sports',
} as const satisfies Record<string, PathKey>;

/** A lane's page, optionally opened at one vendor: `/electron?page=PG`, `/fish?page=JDB`. */
export function lanePath(lane: keyof typeof LANE_PATHS, vendor?: string): string {
  const base = paths[LANE_PATHS[lane]];
  return vendor ? `${base}?page=${encodeURIComponent(vendor)}` : base;
}

/** The lottery betting page of a game and play type (`/lottery?gameCode=…&playType=…`). */
export function lotteryBettingPath(gameCode: string, playType?: string): string {
  return `${paths.lottery}?${new URLSearchParams(playType ? { gameCode, playType } : { gameCode })}`;
}

/** The trend chart of a lottery game. */
export function trendChartPath(gameId: number): string {
  return paths.trendChart.replace(':gameId', String(gameId));
}

/** Member centre page inside the route-based member centre (spec 000 §2). */
export function memberPage(page: string): string {
  return `${paths.member}?page=${encodeURIComponent(page)}`;
}

/** Main navigation entries (labels are `system:nav.<key>`). */
export const MAIN_NAV: readonly PathKey[] = ['home', 'live', 'rng', 'fish', 'sports', 'pvp', 'lott', 'promotions'];
