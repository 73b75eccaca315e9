import Big from 'big.js';

// Spec 000 §9: decimal arithmetic at 20 places, rounding half up. Set once for every Big.
Big.DP = 20;
Big.RM = Big.roundHalfUp;

export { Big };

export type MoneyFormat = { currency: string; currencySymbol: string; currencyPosition: 'F' | 'B' | '' };

/**
 * Formats an amount the way spec 000 §9 asks: en-US grouping, except BRL which uses the
 * Brazilian style (1.234,56); the symbol goes in front for position F or empty, after for B.
 * Works on decimal strings so no float ever touches money.
 */
export function formatMoney(amount: string | number | Big, fmt: MoneyFormat, decimals = 2): string {
  const fixed = new Big(amount).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [int = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const brl = fmt.currency.toUpperCase() === 'BRL';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, brl ? '.' : ',');
  const number = frac ? `${grouped}${brl ? ',' : '.'}${frac}` : grouped;
  const sign = negative && /[1-9]/.test(fixed) ? '-' : '';
  return fmt.currencyPosition === 'B' ? `${sign}${number} ${fmt.currencySymbol}`.trim() : `${sign}${fmt.currencySymbol}${number}`;
}

/** Badge text: counts above 99 show as dots (spec 000 §9). */
export function badgeText(count: number): string {
  return count > 99 ? '...' : String(count);
}
