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
} as const;

export type PathKey = keyof typeof paths;

/** The page of one in-house game, e.g. `/house/arcadia-slot`. */
export function houseGamePath(game: string): string {
  return paths.houseGame.replace(':game', encodeURIComponent(game));
}

/** Member centre page inside the route-based member centre (spec 000 §2). */
export function memberPage(page: string): string {
  return `${paths.member}?page=${encodeURIComponent(page)}`;
}

/**
 * Pages owned by later issues: they render an honest "coming soon" state for now. `titleKey`
 * is a key of the `system` namespace under `page.`.
 */
export const COMING_SOON_ROUTES: readonly { key: PathKey; titleKey: string }[] = [
  { key: 'seamless', titleKey: 'game' },
  { key: 'trial', titleKey: 'trial' },
  { key: 'electron', titleKey: 'rng' },
  { key: 'lottery', titleKey: 'lottery' },
  { key: 'vnLottery', titleKey: 'lottery' },
  { key: 'lott', titleKey: 'lottery' },
  { key: 'elott', titleKey: 'lottery' },
  { key: 'live', titleKey: 'live' },
  { key: 'rng', titleKey: 'rng' },
  { key: 'fish', titleKey: 'fish' },
  { key: 'sports', titleKey: 'sports' },
  { key: 'pvp', titleKey: 'pvp' },
  { key: 'casino', titleKey: 'casino' },
  { key: 'arcade', titleKey: 'arcade' },
  { key: 'table', titleKey: 'table' },
  { key: 'news', titleKey: 'news' },
  { key: 'pointMall', titleKey: 'pointMall' },
];

/** Main navigation entries (labels are `system:nav.<key>`). */
export const MAIN_NAV: readonly PathKey[] = ['home', 'live', 'rng', 'fish', 'sports', 'pvp', 'lott', 'promotions'];
