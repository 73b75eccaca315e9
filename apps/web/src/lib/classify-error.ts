import { ERROR_CODES, SESSION_INVALID_CODES, SILENT_CODES } from '@arcadia/contract';

/** What the global handler does with a failed call (spec 000 §8). */
export type ErrorAction =
  | 'unauthorized-dialog'
  | 'log'
  | 'silent'
  | 'timeout'
  | 'session-invalid-dialog'
  | 'vendor-maintenance'
  | 'balance-not-enough'
  | 'domain-check-failed'
  | 'warning';

export type ErrorFacts = {
  /** HTTP status; 0 when no response arrived (network error or client timeout). */
  status: number;
  errorCode: string | null;
  /** `location.protocol`, e.g. 'https:'. */
  protocol: string;
};

/** Pure: maps the facts of a failure to one action. Status rules come first, as in the catalogue. */
export function classifyError({ status, errorCode, protocol }: ErrorFacts): ErrorAction {
  if (status === 401) return 'unauthorized-dialog';
  if (status === 502) return 'log';
  // Behind an https gateway a 504 is the proxy giving up on a long call; the original stayed quiet.
  if (status === 504) return protocol === 'https:' ? 'silent' : 'timeout';
  if (errorCode == null) return 'warning';
  if (errorCode === ERROR_CODES.timeoutRetryPlease) return 'timeout';
  if (SESSION_INVALID_CODES.includes(errorCode)) return 'session-invalid-dialog';
  if (SILENT_CODES.includes(errorCode)) return 'silent';
  if (errorCode === ERROR_CODES.vendorUnderMaintenance) return 'vendor-maintenance';
  if (errorCode === ERROR_CODES.launchGameBalanceNotEnough) return 'balance-not-enough';
  if (errorCode === ERROR_CODES.domainNotAvailable) return 'domain-check-failed';
  return 'warning';
}

/** The text of a generic warning: the server message, else the code, else the status text. */
export function warningText(e: { message: string | null; errorCode: string | null; status: number; statusText: string | null }): string {
  if (e.message?.trim()) return e.message;
  if (e.errorCode) return e.errorCode;
  if (e.statusText?.trim()) return e.statusText;
  return e.status ? `HTTP ${e.status}` : '';
}
