import { LANGUAGES } from '@arcadia/contract';
import type { SeoConfig, Templates, WhitelabelFlag } from '@arcadia/contract/system';
import { WHITELABEL_FLAG_KEYS } from '@arcadia/contract/system';
import type { Features } from '../features/index.js';
import { hashPassword } from '../platform/crypto/password.js';
import { ACME_COPYRIGHT, DEMO_COPYRIGHT } from './seed-content-text.js';
import { seedGames } from './seed-games.js';
import { seedLottery } from './seed-lottery.js';
import { seedPoints } from './seed-points.js';
import { seedPromotions } from './seed-promotions.js';

export const DEMO_PASSWORD = 'abc12345';
export const DEMO_DEFAULT_PASSWORD = 'welcome123';

/** The demo console operators (ADR 021): a fixed TOTP secret so anyone can add it to an authenticator app. */
export const DEMO_OPS_PASSWORD = 'ops-demo-2026';
export const DEMO_OPS_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Demo money each demo member starts with, so a first spin or bet works (issue 29). trial01 plays
 * with trial money and gets none; expired01 and newbie01 are ordinary players once their password
 * is changed, so they get it too.
 */
export const DEMO_OPENING_BALANCES: Record<string, string> = { demo: '10000', acme: '1000' };
export const DEMO_FUNDED_MEMBERS = ['player01', 'agent01', 'expired01', 'newbie01'] as const;
/** The house account the opening credit comes from: the member's ledger names it as the counterparty. */
export const DEMO_OPENING_SOURCE = 'DEMO_OPENING_BALANCE';

/** Lines the serve command prints so anyone can try the site at once; later features add theirs. */
export const DEMO_LOGINS: string[] = [
  `Members on both merchants (password ${DEMO_PASSWORD}): player01 (player), agent01 (agent, upline of player01),`,
  '  trial01 (restricted, type 4), expired01 (password expired: must change it on demo)',
  '  All but trial01 start with demo money (¥10,000 on demo, R$1,000 on acme): an opening credit in their ledger.',
  `  newbie01 has the merchant default password ${DEMO_DEFAULT_PASSWORD} and must change it at first login.`,
  '  SMS login: player01 has mobile 13800000001 (+86) on demo; codes land in the SMS outbox (ops API).',
  '  Forgot password: player01 has e-mail player01@demo.test; without SMTP_URL mail lands in the mail outbox (ops API).',
  `Operator console /ops (needs OPS_API_TOKEN): opsdemo (admin of demo) and opsroot (super-operator), password ${DEMO_OPS_PASSWORD},`,
  `  TOTP secret ${DEMO_OPS_TOTP_SECRET} (add it to any authenticator app).`,
];

/** A square badge with the brand's initial; the header shows the brand name beside it. */
function logo(text: string, fg: string, bg: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="${bg}"/><text x="20" y="27" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${fg}">${text[0]}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const seo = (brand: string): SeoConfig => ({
  '/': {
    title: `${brand} | Live casino, slots, sports and lottery`,
    description: `Play live casino, slots, fishing, sports and lottery at ${brand}.`,
  },
  '/index': { title: `${brand} | Home`, description: `Play live casino, slots, fishing, sports and lottery at ${brand}.` },
  '/promotions': { title: `${brand} | Promotions`, description: `Current bonuses, raffles and rewards at ${brand}.` },
  '/register': { title: `${brand} | Join`, description: `Open an account at ${brand} in a minute.` },
  '/live': { title: `${brand} | Live casino`, description: 'Live dealer baccarat, roulette and more.' },
  '/sports': { title: `${brand} | Sports`, description: 'Sports betting on the leagues you follow.' },
  '/lott': { title: `${brand} | Lottery`, description: 'Lottery draws around the clock.' },
});

const demoTemplates: Templates = {
  template: 'classic',
  mobileTemplate: 'classic-h5',
  logoUrl: logo('Arcadia', '#14161f', '#f5c542'),
  colorScheme: 'dark',
  colors: {
    primary: '#f5c542',
    accent: '#e5484d',
    background: '#0f1117',
    surface: '#1a1d29',
    text: '#f1f3f9',
    headerBackground: '#14161f',
    headerText: '#f5c542',
  },
};

const acmeTemplates: Templates = {
  template: 'bright',
  mobileTemplate: 'bright-h5',
  logoUrl: logo('Acme', '#0b7285', '#ffffff'),
  colorScheme: 'light',
  colors: {
    primary: '#0b7285',
    accent: '#e8590c',
    background: '#f8f9fa',
    surface: '#ffffff',
    text: '#1b1f24',
    headerBackground: '#0b7285',
    headerText: '#ffffff',
  },
};

const allOn = Object.fromEntries(WHITELABEL_FLAG_KEYS.map((k) => [k, true])) as Record<WhitelabelFlag, boolean>;

/**
 * Two brands so white-labelling is visible at once: `demo` (everything on, CNY) on localhost
 * and `acme` (another theme, some features off, BRL) on 127.0.0.1.
 */
export async function seedDemo(features: Features): Promise<void> {
  const { system } = features;
  const demo = await system.createMerchant({
    merchant: {
      code: 'demo',
      name: 'Arcadia Demo',
      currency: 'CNY',
      currencySymbol: '¥',
      currencyPosition: 'F',
      languages: [...LANGUAGES],
      defaultLanguage: 'CN',
      templates: demoTemplates,
      seo: seo('Arcadia Demo'),
      sms: { enabled: true, expiredMinutes: 5, defaultCountryDialingCode: '86' },
      copyright: '© 2026 Arcadia Demo. Play responsibly. 18+',
      copyrightTranslations: DEMO_COPYRIGHT,
      security: { defaultPassword: DEMO_DEFAULT_PASSWORD },
      // Multi-wallet: money moves to a vendor's wallet before its games (member-centre transferFund).
      vendorWallets: ['PG', 'EVO', 'JILI'],
    },
    domains: [
      { host: 'localhost', kind: 'site' },
      { host: 'www.localhost', kind: 'mirror' },
    ],
    // Everything on except the credit market (it hides the cashier) and the slider captcha: the
    // image captcha is the default (ADR 057); an operator turns GEETEST3 / GEETESTVCODE3 on.
    flags: { ...allOn, CREDITMAR3: false, GEETEST3: false, GEETESTVCODE3: false, GEETESTTEST3: false },
    resources: [
      // The download page draws QR codes of these (spec 001 §2 app download).
      { resourceType: 'IOS', url: 'https://download.demo.arcadia.test/ios/arcadia.ipa', qrCodeUrl: null },
      { resourceType: 'Android', url: 'https://download.demo.arcadia.test/android/arcadia.apk', qrCodeUrl: null },
      { resourceType: 'H5', url: 'https://m.demo.arcadia.test/', qrCodeUrl: null },
      // Right-bar contacts (docs/adr/011): a link to open and, where the app scans, a QR image.
      { resourceType: 'WECHAT', url: 'https://weixin.qq.com/', qrCodeUrl: 'https://weixin.qq.com/r/arcadia-demo' },
      { resourceType: 'QQ', url: 'https://im.qq.com/', qrCodeUrl: null },
      { resourceType: 'SKYPE', url: 'https://join.skype.com/arcadia-demo', qrCodeUrl: null },
      { resourceType: 'ZALO', url: 'https://zalo.me/arcadia-demo', qrCodeUrl: null },
      { resourceType: 'SpeedTest', url: '/speedtest', qrCodeUrl: null },
    ],
    customerService: [
      { csType: 'OTHER', csPosition: 'right', path: '/helpmc', labelIds: [], target: 'popup', type: 'web', title: 'Help centre' },
      {
        csType: 'OTHER',
        csPosition: 'right',
        path: 'mailto:support@demo.arcadia.test',
        labelIds: [],
        target: '_blank',
        type: 'mail',
        title: 'E-mail support',
      },
    ],
    help: [
      {
        language: 'CN',
        tag: 'account',
        title: '账户',
        content: '<p>如何注册与登录。</p>',
        children: [{ tag: 'register', title: '注册', content: '<p>点击右上角的“注册”，按提示填写即可。</p>' }],
      },
      {
        language: 'EN',
        tag: 'account',
        title: 'Account',
        content: '<p>How to register and sign in.</p>',
        children: [{ tag: 'register', title: 'Register', content: '<p>Choose “Register” at the top right and follow the steps.</p>' }],
      },
    ],
  });
  const acme = await system.createMerchant({
    merchant: {
      code: 'acme',
      name: 'Acme Play',
      currency: 'BRL',
      currencySymbol: 'R$',
      currencyPosition: 'F',
      languages: ['EN', 'CN', 'TH', 'VI'],
      defaultLanguage: 'EN',
      templates: acmeTemplates,
      seo: seo('Acme Play'),
      sms: { enabled: false, expiredMinutes: 5, defaultCountryDialingCode: '55' },
      copyright: '© 2026 Acme Play. 18+ only.',
      copyrightTranslations: ACME_COPYRIGHT,
      restrictedCountries: ['US'],
      security: { defaultPassword: DEMO_DEFAULT_PASSWORD },
    },
    domains: [{ host: '127.0.0.1', kind: 'site' }],
    flags: { FREEPLAY3: false, MOBILELOGIN3: false, MOBILEVERCODELOGIN3: false, REWCEN3: false, CBS3: false, PTSYS3: false },
    resources: [{ resourceType: 'Android', url: 'https://download.acme.arcadia.test/android/acme-play.apk', qrCodeUrl: null }],
    customerService: [
      {
        csType: 'OTHER',
        csPosition: 'right',
        path: 'mailto:help@acme.arcadia.test',
        labelIds: [],
        target: '_blank',
        type: 'mail',
        title: 'E-mail us',
      },
    ],
    help: [{ language: 'EN', tag: 'faq', title: 'FAQ', content: '<p>Answers to common questions.</p>' }],
  });
  await seedInbox(features, demo.id);
  const operator = { password: DEMO_OPS_PASSWORD, role: 'admin' as const, totpSecret: DEMO_OPS_TOTP_SECRET };
  await features.ops.service.createOperator({ ...operator, username: 'opsdemo', merchantId: demo.id });
  await features.ops.service.createOperator({ ...operator, username: 'opsroot', merchantId: null });
  const hashes = { demo: await hashPassword(DEMO_PASSWORD), default: await hashPassword(DEMO_DEFAULT_PASSWORD) };
  await seedMembers(features, demo.id, hashes, { countryCode: '86', number: '13800000001' });
  await seedMembers(features, acme.id, hashes, { countryCode: '55', number: '11987654321' });
  await seedGames(features, [demo.id, acme.id]);
  await seedPoints(features, demo.id);
  await seedLottery(features, [demo.id, acme.id]);
  await seedPromotions(features, demo.id, (await features.accounts.service.findByAccount(demo.id, 'player01'))!.id);
  // The demo accounts stand for existing players: no first-login welcome for them (docs/adr/058).
  for (const m of [demo.id, acme.id]) await features.accounts.service.markWelcomed(m);
  // Where demo members send a manual bank transfer (fictitious accounts).
  // Identity checks on demo (docs/adr/066-kyc.md): a withdrawal above ¥10,000 needs the identity
  // document approved, and once approved deposits pass ¥100,000 every withdrawal needs full KYC.
  // Registration does not ask a date of birth here (an operator switches it on); acme asks nothing.
  await features.kyc.service.saveSettings(demo.id, {
    minimumAge: 18,
    dobRequired: false,
    withdrawBasicOver: '10000',
    withdrawFullOver: null,
    depositsFullOver: '100000',
  });
  await features.cashier.service.saveSettings(demo.id, {
    limits: {},
    bank: { bankName: 'Arcadia Demo Bank', accountName: 'Arcadia Demo Ltd', accountNumber: '6222 0000 1234 5678', branch: 'Shenzhen' },
  });
  await features.cashier.service.saveSettings(acme.id, {
    limits: { minWithdraw: '20', minDeposit: '20' },
    bank: { bankName: 'Banco Acme', accountName: 'Acme Jogos Ltda', accountNumber: 'PIX 12.345.678/0001-90', branch: '' },
  });
}

/**
 * The demo members' opening balances, credited through the wallet ledger from a house account.
 * The key names merchant and member, so running this again (every start of the demo does) never
 * pays twice, and a data directory seeded before this existed gets the money on its next start.
 * Kept out of `seedDemo` on purpose: the server tests start from that seed and count money from zero.
 */
export async function seedDemoBalances(features: Features): Promise<void> {
  for (const [code, amount] of Object.entries(DEMO_OPENING_BALANCES)) {
    const merchant = await features.system.service.merchantByCode(code);
    if (!merchant) continue;
    for (const account of DEMO_FUNDED_MEMBERS) {
      const member = await features.accounts.service.findByAccount(merchant.id, account);
      if (!member) continue;
      await features.wallet.service.credit({
        merchantId: merchant.id,
        memberId: member.id,
        amount,
        key: `demo-opening-balance:${code}:${account}`,
        source: DEMO_OPENING_SOURCE,
      });
    }
  }
}

/** The demo's notices: English base text with Chinese variants (the news page shows each in the visitor's language). */
const DEMO_NOTICES: { type: 'PR' | 'B' | 'PL' | 'PU'; en: [string, string]; cn: [string, string]; tw: [string, string] }[] = [
  {
    type: 'B',
    en: [
      'Scheduled maintenance on Tuesday',
      'Games pause from 04:00 to 05:00 (GMT+8). Balances are safe; rounds in play are settled first.',
    ],
    cn: ['周二例行维护通知', '周二 04:00 至 05:00（GMT+8）暂停游戏。余额安全无虞，进行中的牌局会先行结算。'],
    tw: ['週二例行維護通知', '週二 04:00 至 05:00（GMT+8）暫停遊戲。餘額安全無虞，進行中的牌局會先行結算。'],
  },
  {
    type: 'PR',
    en: ['Weekend reload bonus', 'Deposit from Friday to Sunday and receive 20% extra, up to 888. Turnover 5× before withdrawal.'],
    cn: ['周末充值红利', '周五至周日充值即送 20%，最高 888。提款前需完成 5 倍流水。'],
    tw: ['週末儲值紅利', '週五至週日儲值即送 20%，最高 888。提款前需完成 5 倍流水。'],
  },
  {
    type: 'PL',
    en: [
      'New house lottery draws every five minutes',
      'The 5-minute draw joins the lottery lobby; results and streaks are on the long dragon board.',
    ],
    cn: ['新增五分钟开奖彩种', '五分钟开奖彩种已上线彩票大厅，开奖结果与长龙统计请见长龙榜。'],
    tw: ['新增五分鐘開獎彩種', '五分鐘開獎彩種已上線彩票大廳，開獎結果與長龍統計請見長龍榜。'],
  },
  {
    type: 'PU',
    en: ['Faster withdrawals to bank cards', 'Most withdrawals now reach your bank card within 15 minutes of approval.'],
    cn: ['银行卡提款提速', '审核通过后，大部分提款将在 15 分钟内到账。'],
    tw: ['銀行卡提款提速', '審核通過後，大部分提款將在 15 分鐘內到帳。'],
  },
  {
    type: 'B',
    en: [
      'Protect your account with two-step sign-in',
      'Turn on an authenticator app in the security centre: a stolen password alone no longer opens your account.',
    ],
    cn: ['开启两步验证保护账户', '在安全中心绑定身份验证器后，即使密码外泄，他人也无法登录您的账户。'],
    tw: ['開啟兩步驗證保護帳戶', '在安全中心綁定身分驗證器後，即使密碼外洩，他人也無法登入您的帳戶。'],
  },
  {
    type: 'PR',
    en: ['Invite friends, share their first deposit', 'Each friend who registers with your referral link and deposits earns you a bonus.'],
    cn: ['邀请好友，共享首存奖励', '好友通过您的推荐链接注册并充值，您即可获得奖励。'],
    tw: ['邀請好友，共享首存獎勵', '好友透過您的推薦連結註冊並儲值，您即可獲得獎勵。'],
  },
];

/** Notices for the notice board and /news (more than one page), each in English and Chinese. */
async function seedInbox(features: Features, merchantId: number) {
  const inbox = features.inbox.service;
  // Oldest first, so the first round (published last) leads the board.
  for (let i = 11; i >= 0; i--) {
    const n = DEMO_NOTICES[i % DEMO_NOTICES.length]!;
    // A second round of the same topics, numbered, so the board has two pages.
    const no = i < DEMO_NOTICES.length ? '' : ` (${Math.floor(i / DEMO_NOTICES.length) + 1})`;
    const html = ([title, body]: [string, string]) => ({ title: `${title}${no}`, content: `<p>${body}</p>` });
    await inbox.publishNotice(merchantId, {
      type: n.type,
      groupName: 'w_promotion',
      ...html(n.en),
      translations: { EN: html(n.en), CN: html(n.cn), TW: html(n.tw) },
    });
  }
}

/** agent01: a 2% rebate ceiling and an accepted house-funded daily salary (1% of team bets from 1,000). */
async function seedAgentDemo(features: Features, merchantId: number, agentId: number) {
  await features.agents.service.setRebate(merchantId, agentId, '2');
  const tiers = [{ betVolume: '1000', activeMember: 1, rateType: 'P' as const, rate: '1' }];
  const offer = await features.agents.contracts.proposeFromHouse(merchantId, agentId, { kind: 'DAILY', account: 'agent01', tiers });
  await features.agents.contracts.answer(merchantId, agentId, 'DAILY', offer.id, 'A');
}

/** The fixed demo members of one merchant (README lists them; the serve command prints them). */
async function seedMembers(
  features: Features,
  merchantId: number,
  hashes: { demo: string; default: string },
  phone: { countryCode: string; number: string },
) {
  const accounts = features.accounts.service;
  const vip = await accounts.createLabel({ merchantId, kind: 'club', name: 'VIP 1', color: '#f5c542', type: 'AUTO', rankLevel: 1 });
  const vip2 = await accounts.createLabel({ merchantId, kind: 'club', name: 'VIP 2', color: '#8e4ec6', type: 'AUTO', rankLevel: 2 });
  // What VIP 2 asks for; player01 has met one of the two (the security centre shows 1 / 2).
  await features.profile.service.setRankCondition(merchantId, vip2.id, 'deposit', '5000');
  await features.profile.service.setRankCondition(merchantId, vip2.id, 'validBet', '20000');
  const newcomer = await accounts.createLabel({ merchantId, kind: 'tag', name: 'Newcomer', color: '#30a46c' });
  const agent = await accounts.create({
    merchantId,
    account: 'agent01',
    nickname: 'Agent One',
    isAgent: 1,
    passwordHash: hashes.demo,
    clubLabelId: vip.id,
  });
  // Visitors registering with this code join agent01's downline.
  await features.registration.service.addAffiliate(merchantId, 'AGENT01', agent.id);
  await seedAgentDemo(features, merchantId, agent.id);
  const player = await accounts.create({
    merchantId,
    account: 'player01',
    nickname: 'Player One',
    isAgent: 0,
    passwordHash: hashes.demo,
    uplineId: agent.id,
    toUpline: 1,
    clubLabelId: vip.id,
    tagLabelIds: [newcomer.id],
    mobileCountryCode: phone.countryCode,
    mobileNumber: phone.number,
    email: 'player01@demo.test',
  });
  await features.profile.service.setRankValue(merchantId, player.id, 'deposit', '6000');
  await features.profile.service.setRankValue(merchantId, player.id, 'validBet', '12500');
  await accounts.create({ merchantId, account: 'trial01', nickname: 'Trial', isAgent: 4, passwordHash: hashes.demo });
  await accounts.create({
    merchantId,
    account: 'expired01',
    nickname: 'Expired',
    passwordHash: hashes.demo,
    passwordChangedAt: new Date('2025-01-01T00:00:00Z'),
    passwordExpiresAt: new Date('2025-04-01T00:00:00Z'),
  });
  await accounts.create({ merchantId, account: 'newbie01', nickname: 'Newbie', passwordHash: hashes.default, passwordIsDefault: true });
}
