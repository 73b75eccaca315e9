import { PROMOTION_CONTENT_ERRORS } from '@arcadia/contract/promotions';
import { AppError } from '../../platform/http/app-error.js';

/**
 * A popup's optional showing window (ADR 029) as the table stores it. An end not after the start is
 * refused with its own message before the table's CHECK would answer a bare 500.
 */
export function popupWindow(input: { startsAt?: string | null; endsAt?: string | null }): { startsAt: Date | null; endsAt: Date | null } {
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw new AppError(PROMOTION_CONTENT_ERRORS.popupWindow, 400);
  return { startsAt, endsAt };
}

export const windowText = (r: { startsAt: Date | null; endsAt: Date | null }) => ({
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
});
