import type { Envelope } from '@arcadia/contract';

/** The success envelope. Routes return `ok(value)` and nothing else. */
export function ok<T>(value: T): Envelope<T> & { success: true; value: T } {
  return { success: true, value, message: '', errorCode: null };
}

export function fail(errorCode: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, value, message, errorCode };
}
