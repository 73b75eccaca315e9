import { z } from 'zod';

export * from './login-rules.js';

/** Login response value (spec 000 §3). */
export const loginResultSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /**
   * True when this token may only change the password (forced change, flow 1): the client
   * shows the change-password panel, then logs in again with the new password.
   */
  mustChangePassword: z.boolean(),
  /**
   * The account still has the merchant's default password: the forced change sends the {secret}
   * marker as the old password (spec 000 §5), so the member is never asked to type it.
   */
  defaultPassword: z.boolean().optional(),
  captcha: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The value of a failed login: whether the next attempt needs a captcha. */
export const loginFailureSchema = z.object({ captcha: z.boolean(), lockedMinutes: z.number().int().optional() });

export const sessionEntrySchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionEntry = z.infer<typeof sessionEntrySchema>;
/** How many sessions a sign-out of other devices (member) or of a member (operator) ended. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const SESSION_ERRORS = {
  captchaRequired: 'captcha_required',
  captchaIncorrect: 'captcha_incorrect',
  accountLocked: 'account_locked',
  accountDisabled: 'account_disabled',
  /** An operator locked the account (console, ADR 025). */
  accountSuspended: 'account_suspended',
  freePlayOff: 'free_play_disabled',
} as const;

/** Session policy defaults (per merchant, overridable). */
export const SESSION_DEFAULTS = {
  idleMinutes: 120,
  absoluteHours: 24,
  bindIp: false,
  /** Failures in the rolling hour after which a captcha is required (the next attempt, i.e. the 6th). */
  captchaAfterFailures: 5,
  /** Failures in the rolling hour after which the account is locked. */
  lockAfterFailures: 10,
  lockMinutes: 15,
  /** Never more than this many failed attempts per account per hour, whatever the settings. */
  maxFailuresPerHour: 100,
  /** Failures from one IP in the rolling hour after which every login from it needs a captcha. */
  ipCaptchaAfterFailures: 20,
  passwordExpiryDays: 90,
} as const;
export type SessionPolicy = {
  -readonly [K in keyof typeof SESSION_DEFAULTS]: (typeof SESSION_DEFAULTS)[K] extends boolean ? boolean : number;
};
