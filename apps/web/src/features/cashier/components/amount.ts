import { Big } from '@arcadia/contract';
import { positiveAmountSchema } from '@arcadia/contract/wallet';

/** The message key for an amount the member typed, or null when it may be sent (the server checks again). */
export function amountProblem(value: string, min: string, max: string): 'required' | 'invalid' | 'belowMin' | 'aboveMax' | null {
  const v = value.trim();
  if (!v) return 'required';
  if (!positiveAmountSchema.safeParse(v).success) return 'invalid';
  if (new Big(v).lt(min)) return 'belowMin';
  if (new Big(v).gt(max)) return 'aboveMax';
  return null;
}
