/** "1.3000" → "1.30", "0.0250" → "0.025": at least 2 decimals, never a rounded-away fraction of a win. */
export function showAmount(value: string): string {
  const [int = '0', frac = ''] = value.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${int}.${trimmed.padEnd(2, '0')}`;
}
