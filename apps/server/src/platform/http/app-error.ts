import { ERROR_CODES } from '@arcadia/contract';

/**
 * A business failure. Services throw it; the one error handler turns it into the envelope with a
 * message localised by the request's Language. `params` fill {placeholders} in the message.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number = statusFor(code),
    readonly params: Record<string, string | number> = {},
    readonly value: unknown = null,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

const STATUS: Record<string, number> = {
  [ERROR_CODES.domainNotAvailable]: 404,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.invalidRequest]: 400,
  [ERROR_CODES.invalidCharacters]: 400,
  [ERROR_CODES.invalidLink]: 400,
  [ERROR_CODES.unauthorized]: 401,
  [ERROR_CODES.tokenInvalid]: 401,
  [ERROR_CODES.notLoggedIn]: 401,
  [ERROR_CODES.customerNotLogin]: 401,
  [ERROR_CODES.tokenIpDifferent]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.featureDisabled]: 403,
  [ERROR_CODES.regionRestricted]: 403,
  [ERROR_CODES.tooManyRequests]: 429,
  [ERROR_CODES.siteUnderMaintenance]: 503,
  [ERROR_CODES.merchantSuspended]: 503,
  [ERROR_CODES.unknownError]: 500,
};

/** Business failures default to 200 with success:false (ARCHITECTURE.md §3). */
export function statusFor(code: string): number {
  return STATUS[code] ?? 200;
}
