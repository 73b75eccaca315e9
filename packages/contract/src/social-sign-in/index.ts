import { z } from 'zod';

/** Spec 000 §3 firebaseChannel values. */
export const SOCIAL_CHANNELS = ['google', 'facebook', 'twitter', 'line', 'sms'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** The button flags of the login panel (spec 000 §6). */
export const SOCIAL_FLAGS = [
  ['google', 'GOOGLELOGIN3'],
  ['facebook', 'FACEBOOKLOGIN3'],
  ['twitter', 'TWITTERLOGIN3'],
  ['line', 'LINELOGIN3'],
] as const;

/** The social login payload of spec 000 §3, sent encrypted to POST /wps/session/login. */
export const socialLoginSchema = z.object({
  type: z.literal('firebase'),
  firebaseChannel: z.enum(SOCIAL_CHANNELS),
  firebaseIdToken: z.string().min(1).max(8192),
  firebaseMobileNo: z.string().max(32).optional(),
});
export type SocialLoginPayload = z.infer<typeof socialLoginSchema>;

export const SOCIAL_ERRORS = {
  /** Spec 000 §8: "Site not support Google Service." */
  notConfigured: 'social_not_configured',
  bindRequired: 'bind_customer_required',
  expired: 'social_token_expired',
  audience: 'social_token_audience',
  issuer: 'social_token_issuer',
  signature: 'social_token_signature',
  invalid: 'social_token_invalid',
  channelOff: 'social_channel_disabled',
  createOff: 'social_register_disabled',
  alreadyBound: 'social_identity_bound',
} as const;

/** Value of bind_customer_required: what the member may do next. */
export const bindRequiredSchema = z.object({
  /** FIREBASECREATEACC3 or SSOMANUALREG3 */
  canRegister: z.boolean(),
  /** SSOMANUALREG3 without FIREBASECREATEACC3: open the register form instead of auto-registering. */
  manual: z.boolean(),
  email: z.string().nullable(),
});
export type BindRequired = z.infer<typeof bindRequiredSchema>;

/** `GET /wps/system/setting/social`: what the web needs to load the provider script. */
export const socialClientConfigSchema = z.object({
  configured: z.boolean(),
  /** The provider adapter script; loaded only when configured. */
  scriptUrl: z.string().nullable(),
  /** Passed to the adapter as is (e.g. Firebase apiKey, authDomain, projectId). */
  options: z.record(z.string(), z.string()),
});
export type SocialClientConfig = z.infer<typeof socialClientConfigSchema>;
