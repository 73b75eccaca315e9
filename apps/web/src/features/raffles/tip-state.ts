import type { RaffleStatus } from '@arcadia/contract/raffles';

/** Where the tip keeps the raffle it shows for this browser session (cleared when claimed or ended). */
export const RAFFLE_STORAGE_KEY = 'raffle';

export type TipPhase = { kind: 'countdown'; ms: number } | { kind: 'claim' } | { kind: 'gone' };

/** Spec 000 §4 raffle tip: a countdown until the start, then a claim button, gone from the due time or once claimed. */
export function tipPhase(s: Pick<RaffleStatus, 'time' | 'due' | 'isClaimed'> | null, now: number): TipPhase {
  if (!s || s.isClaimed) return { kind: 'gone' };
  const start = Date.parse(s.time);
  if (now >= Date.parse(s.due)) return { kind: 'gone' };
  if (now < start) return { kind: 'countdown', ms: start - now };
  return { kind: 'claim' };
}

export function formatCountdown(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
