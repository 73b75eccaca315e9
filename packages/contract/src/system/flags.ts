import { z } from 'zod';

/**
 * Every white-label flag the two specs name, with the default a new merchant gets.
 * Defaults follow one rule: features that work with no outside service are on; features
 * that need a third party (social sign-in, Geetest) or change how money works (credit market)
 * are off until an operator configures them.
 */
export const WHITELABEL_FLAGS = {
  REWCEN3: { default: true, about: 'Reward centre, manual bonus and promotions' },
  MAILCEN: { default: true, about: 'Message centre' },
  INBOX3: { default: true, about: 'Inbox messages' },
  PTSYS3: { default: true, about: 'Points system and point balance' },
  PAYMENTPASS3: { default: true, about: 'Payment password' },
  GOOGLELOGIN3: { default: false, about: 'Google sign-in (needs a Firebase configuration)' },
  FACEBOOKLOGIN3: { default: false, about: 'Facebook sign-in (needs a Firebase configuration)' },
  TWITTERLOGIN3: { default: false, about: 'Twitter sign-in (needs a Firebase configuration)' },
  LINELOGIN3: { default: false, about: 'Line sign-in (needs a Firebase configuration)' },
  FIREBASECREATEACC3: { default: false, about: 'Create an account automatically on social sign-in' },
  SSOMANUALREG3: { default: false, about: 'Manual registration after social sign-in' },
  UPDATEMOBILEICC3: { default: true, about: 'Country dialling code on mobile numbers' },
  MOBILELOGIN3: { default: true, about: 'Mobile-number login tab' },
  MOBILEVERCODELOGIN3: { default: true, about: 'SMS code login tab' },
  FREEPLAY3: { default: true, about: 'Free play as a guest' },
  PWDEXPFORCECHANGE3: { default: false, about: 'Force a password change when the password expired' },
  MYRBT3: { default: true, about: 'My rebate' },
  GEETEST3: { default: false, about: 'Slider captcha instead of the image captcha' },
  GEETESTTEST3: { default: false, about: 'Slider captcha in test mode' },
  GEETESTVCODE3: { default: false, about: 'Slider captcha before sending an SMS code' },
  USERNAMEREG3: { default: true, about: 'Registration by username' },
  MOBILENUMREG3: { default: true, about: 'Registration by mobile number' },
  MOBILENUMPASSREG3: { default: true, about: 'Password field on mobile registration' },
  REGMOBVERF3: { default: true, about: 'SMS verification of the mobile number on registration' },
  DEPOSIT: { default: true, about: 'Deposit page' },
  WITHDRAW: { default: true, about: 'Withdraw page' },
  CREDITMAR3: { default: false, about: 'Credit market: hides deposit and withdraw' },
  PLYRBT: { default: true, about: 'Player rebate (bonus details)' },
  MANPLAYREB3: { default: true, about: 'Manual player rebate' },
  FEEDBACK3: { default: true, about: 'Feedback form' },
  AGETRANSFERUP3: { default: true, about: 'Transfer to upline' },
  AGEPAG: { default: true, about: 'Agent pages' },
  AGENTRANSMULTDOWN3: { default: true, about: 'Agent transfer to several downlines' },
  AGETEAMPNL3: { default: true, about: 'Agent team profit and loss' },
  TEAMBETTING3: { default: true, about: 'Team betting records' },
  CBS3: { default: true, about: 'Chat' },
} as const satisfies Record<string, { default: boolean; about: string }>;

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
