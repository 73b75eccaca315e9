import { z } from 'zod';

/**
 * Every white-label flag the two specs name, with the default a new merchant gets.
 * Defaults follow one rule: features that work with no outside service are on; features
 * that need a third party (social sign-in, Geetest) or change how money works (credit market)
 * are off until an operator configures them. What each flag does is a comment, not a string: this
 * module is on the home page's path (200 KiB budget) and nothing reads the descriptions at run time.
 */
export const WHITELABEL_FLAGS = {
  // Reward centre, manual bonus and promotions
  REWCEN3: { default: true },
  // Message centre
  MAILCEN: { default: true },
  // Inbox messages
  INBOX3: { default: true },
  // Points system and point balance
  PTSYS3: { default: true },
  // Payment password
  PAYMENTPASS3: { default: true },
  // Google sign-in (needs a Firebase configuration)
  GOOGLELOGIN3: { default: false },
  // Facebook sign-in (needs a Firebase configuration)
  FACEBOOKLOGIN3: { default: false },
  // Twitter sign-in (needs a Firebase configuration)
  TWITTERLOGIN3: { default: false },
  // Line sign-in (needs a Firebase configuration)
  LINELOGIN3: { default: false },
  // Create an account automatically on social sign-in
  FIREBASECREATEACC3: { default: false },
  // Manual registration after social sign-in
  SSOMANUALREG3: { default: false },
  // Country dialling code on mobile numbers
  UPDATEMOBILEICC3: { default: true },
  // Mobile-number login tab
  MOBILELOGIN3: { default: true },
  // SMS code login tab
  MOBILEVERCODELOGIN3: { default: true },
  // Free play as a guest
  FREEPLAY3: { default: true },
  // Force a password change when the password expired
  PWDEXPFORCECHANGE3: { default: false },
  // My rebate
  MYRBT3: { default: true },
  // Slider captcha instead of the image captcha
  GEETEST3: { default: false },
  // Slider captcha in test mode
  GEETESTTEST3: { default: false },
  // Slider captcha before sending an SMS code
  GEETESTVCODE3: { default: false },
  // Registration by username
  USERNAMEREG3: { default: true },
  // Registration by mobile number
  MOBILENUMREG3: { default: true },
  // Password field on mobile registration
  MOBILENUMPASSREG3: { default: true },
  // SMS verification of the mobile number on registration
  REGMOBVERF3: { default: true },
  // Deposit page
  DEPOSIT: { default: true },
  // Withdraw page
  WITHDRAW: { default: true },
  // Credit market: hides deposit and withdraw
  CREDITMAR3: { default: false },
  // Player rebate (bonus details)
  PLYRBT: { default: true },
  // Manual player rebate
  MANPLAYREB3: { default: true },
  // Feedback form
  FEEDBACK3: { default: true },
  // Transfer to upline
  AGETRANSFERUP3: { default: true },
  // Agent pages
  AGEPAG: { default: true },
  // Agent transfer to several downlines
  AGENTRANSMULTDOWN3: { default: true },
  // Agent team profit and loss
  AGETEAMPNL3: { default: true },
  // Team betting records
  TEAMBETTING3: { default: true },
  // Chat
  CBS3: { default: true },
} as const satisfies Record<string, { default: boolean }>;

export type WhitelabelFlag = keyof typeof WHITELABEL_FLAGS;
export const WHITELABEL_FLAG_KEYS = Object.keys(WHITELABEL_FLAGS) as WhitelabelFlag[];
export const whitelabelFlagSchema = z.enum(WHITELABEL_FLAG_KEYS as [WhitelabelFlag, ...WhitelabelFlag[]]);
export const whitelabelSchema = z.record(whitelabelFlagSchema, z.boolean());
export type Whitelabel = Record<WhitelabelFlag, boolean>;

/** Effective flags: the documented defaults with a merchant's overrides on top. */
export function resolveWhitelabel(overrides: Partial<Record<string, boolean>>): Whitelabel {
  const out = {} as Whitelabel;
  for (const key of WHITELABEL_FLAG_KEYS) out[key] = overrides[key] ?? WHITELABEL_FLAGS[key].default;
  return out;
}
