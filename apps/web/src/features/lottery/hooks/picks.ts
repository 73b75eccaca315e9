import { type LotteryKind, type PlayTypeDef, playTypeOf, QUICK_BET_PLAY_TYPE } from '@arcadia/contract/lottery';

/** Values a slot of a play type may take. */
export const domainOf = (def: PlayTypeDef, slot: number) => def.domain[Math.min(slot, def.domain.length - 1)]!;

/** The quick bet's five random numbers: digits 0–9 for SSC, distinct 01–11 for 11X5. */
export function quickNumbers(kind: LotteryKind, random: () => number = Math.random): string[] | null {
  const code = QUICK_BET_PLAY_TYPE[kind];
  const def = code ? playTypeOf(kind, code) : undefined;
  if (!def) return null;
  const pool = [...domainOf(def, 0)];
  const out: string[] = [];
  for (let i = 0; i < def.slots; i++) {
    const at = Math.floor(random() * pool.length);
    out.push(pool[at]!);
    if (def.distinct) pool.splice(at, 1);
  }
  return out;
}

/** Trend grid positions: the result's values; VN the special prize's last two digits, THAI the first prize's. */
export function trendValues(kind: LotteryKind, winNo: string): string[] {
  const parts = winNo.split(',');
  if (kind === 'VN' || kind === 'THAI') return parts[0]!.slice(-2).split('');
  return parts;
}
