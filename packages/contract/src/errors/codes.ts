/**
 * Error codes the server returns in `errorCode`. Spec codes keep the spec's spelling; codes
 * the specs do not name are lower_snake_case and documented here.
 */
export const ERROR_CODES = {
  // spec 000 §8
  domainNotAvailable: 'domain_not_available',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  tokenIpDifferent: 'token_ip_different',
  tokenInvalid: 'user.or.token.invalid',
  notLoggedIn: 'login.not.session',
  customerNotLogin: 'CUSTOMER_NOT_LOGIN',
  merchantSetupError: 'merchant.acct.setup.err',
  loginVerifyRequired: 'login_verify_required',
  bindCustomerRequired: 'bind_customer_required',
  vendorUnderMaintenance: 'vendor_under_maintenance',
  launchGameBalanceNotEnough: 'launch_game_balance_not_enough',
  timeoutRetryPlease: 'timeout_retry_please',
  // not named by the specs
  invalidRequest: 'invalid_request',
  /** A string in the request holds a control character PostgreSQL text cannot store (NUL). */
  invalidCharacters: 'invalid_characters',
  /** An operator-entered link the one link rule refuses (common/links.ts). */
  invalidLink: 'invalid_link',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** The merchant has switched off the white-label flag this request needs (ADR 036). */
  featureDisabled: 'feature_disabled',
  siteUnderMaintenance: 'site_under_maintenance',
  /** A brand a platform operator suspended (ADR 070): its API refuses everything but the shell's settings. */
  merchantSuspended: 'merchant_suspended',
  regionRestricted: 'region_restricted',
  unknownError: 'unknown_error',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes after which the client must drop its session (spec 000 §8). */
export const SESSION_INVALID_CODES: readonly string[] = [
  ERROR_CODES.tokenIpDifferent,
  ERROR_CODES.tokenInvalid,
  ERROR_CODES.notLoggedIn,
  ERROR_CODES.customerNotLogin,
];

/** Codes the global handler stays silent on; the flows that triggered them handle them. */
export const SILENT_CODES: readonly string[] = [
  ERROR_CODES.merchantSetupError,
  ERROR_CODES.loginVerifyRequired,
  'TOO_MANY_REQUEST',
  ERROR_CODES.tooManyRequests,
  ERROR_CODES.bindCustomerRequired,
];
