import { LANGUAGES } from '@arcadia/contract';
import type { SeoConfig, Templates, WhitelabelFlag } from '@arcadia/contract/system';
import { WHITELABEL_FLAG_KEYS } from '@arcadia/contract/system';
import type { Features } from '../features/index.js';

/** Lines the serve command prints so anyone can try the site at once; later features add theirs. */
export const DEMO_LOGINS: string[] = [];

function logo(text: string, fg: string, bg: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="10" fill="${fg}"/><text x="20" y="27" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${bg}">${text[0]}</text><text x="50" y="27" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="${fg}">${text}</text></svg>`;
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
  logoUrl: logo('Arcadia', '#f5c542', '#14161f'),
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
  await system.createMerchant({
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
    },
    domains: [
      { host: 'localhost', kind: 'site' },
      { host: 'www.localhost', kind: 'mirror' },
    ],
    // Everything on except the credit market (it hides the cashier) and slider test mode.
    flags: { ...allOn, CREDITMAR3: false, GEETESTTEST3: false },
    resources: [
      { resourceType: 'IOS', url: '/download#ios', qrCodeUrl: null },
      { resourceType: 'Android', url: '/download#android', qrCodeUrl: null },
      { resourceType: 'H5', url: '/', qrCodeUrl: null },
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
  await system.createMerchant({
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
      restrictedCountries: ['US'],
    },
    domains: [{ host: '127.0.0.1', kind: 'site' }],
    flags: { FREEPLAY3: false, MOBILELOGIN3: false, MOBILEVERCODELOGIN3: false, REWCEN3: false, CBS3: false, PTSYS3: false },
    resources: [{ resourceType: 'Android', url: '/download#android', qrCodeUrl: null }],
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
}
