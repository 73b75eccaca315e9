import { ApiError } from './api-client';
import { errorBus } from './error-bus';

// Its own module, loaded with the game and lottery pages, not with the home page (200 KiB budget).
/** The wallet's refusal of a spin, shot or bet for want of money (wallet, house games, lottery). */
const BALANCE_NOT_ENOUGH = 'balance_not_enough';

/**
 * A stake refused for want of money: the global dialog that offers the deposit page (as for a
 * game launch) instead of a dead end. Returns whether it did. Calls that show their own errors
 * (background ones) call this from their error handler.
 */
export function offerDepositWhenShort(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== BALANCE_NOT_ENOUGH) return false;
  errorBus.push({ action: 'balance-not-enough', text: error.message || null });
  return true;
}
