/** Header names of ARCHITECTURE.md §3, shared so the client and server cannot drift. */
export const HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
} as const;

export const DEVICES = ['web', 'h5', 'ios', 'android'] as const;
export type Device = (typeof DEVICES)[number];

/** Spec 000 §9 and §7: request timeout and domain-ping timeout, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 20_000;
export const DOMAIN_PING_TIMEOUT_MS = 10_000;
export const MAX_DOMAINS_PINGED = 10;
export const LOADING_COVER_CAP_MS = 3_000;
