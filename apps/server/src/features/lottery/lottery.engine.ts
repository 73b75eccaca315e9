import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { type LotteryKind, type PlayTypeDef, THAI_PRIZES, VN_PRIZES } from '@arcadia/contract/lottery';

/** A fresh 256-bit server seed (hex) and the SHA-256 of that hex string, published first. */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: hashSeed(seed) };
}
export const hashSeed = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * The byte stream of a draw: HMAC-SHA256(key = seed, `${gameCode}:${numero}:${block}`) for
 * block 0, 1, 2 … concatenated. Uniform integers below n by rejection: a byte b is used only if
 * b < 256 − (256 mod n), giving b mod n.
 */
function drawStream(seed: string, gameCode: string, numero: string) {
  let block = 0;
  let buf = Buffer.alloc(0);
  let at = 0;
  const byte = () => {
    if (at >= buf.length) {
      buf = createHmac('sha256', seed).update(`${gameCode}:${numero}:${block++}`).digest();
      at = 0;
    }
    return buf[at++]!;
  };
  return (n: number) => {
    const limit = 256 - (256 % n);
    for (;;) {
      const b = byte();
      if (b < limit) return b % n;
    }
  };
}

/**
 * winNo per kind. SSC: five digits. 11X5: a Fisher–Yates shuffle of 01..11 (i from 10 down to 1,
 * j = next(i+1)), the first five. VN: the 27 prizes of VN_PRIZES, THAI: the 6 of THAI_PRIZES, each digit next(10).
 */
export function computeWinNo(kind: LotteryKind, seed: string, gameCode: string, numero: string): string {
  const next = drawStream(seed, gameCode, numero);
  if (kind === 'SSC') return Array.from({ length: 5 }, () => String(next(10))).join(',');
  if (kind === '11X5') {
    const balls = Array.from({ length: 11 }, (_, i) => String(i + 1).padStart(2, '0'));
    for (let i = balls.length - 1; i > 0; i--) {
      const j = next(i + 1);
      [balls[i], balls[j]] = [balls[j]!, balls[i]!];
    }
    return balls.slice(0, 5).join(',');
  }
  const prizes: string[] = [];
  for (const p of kind === 'THAI' ? THAI_PRIZES : VN_PRIZES)
    for (let c = 0; c < p.count; c++) prizes.push(Array.from({ length: p.digits }, () => String(next(10))).join(''));
  return prizes.join(',');
}

/** A normalised selection, or null when it does not fit the play type. */
export function normaliseSelection(def: PlayTypeDef, raw: string): string | null {
  const values = raw.split(',').map((v) => v.trim().toUpperCase());
  if (values.length !== def.slots) return null;
  for (let i = 0; i < values.length; i++) {
    const domain = def.domain[Math.min(i, def.domain.length - 1)]!;
    // Numbers may come without their leading zero (7 for 07).
    const v = values[i]!;
    const match = domain.find((d) => d === v || (/^\d+$/.test(v) && /^\d+$/.test(d) && Number(d) === Number(v)));
    if (!match) return null;
    values[i] = match;
  }
  if (def.distinct && new Set(values).size !== values.length) return null;
  return values.join(',');
}

/** How many times the bet wins (0 = lost); LO2 and BACK3 may win once per matching prize. */
/**
 * The outcome of an SSC sum bet for a drawn winNo: BIG (sum 23..45) or SMALL (0..22), ODD or EVEN.
 * One definition for settling the bets and for the long-dragon board, so a streak shown is a
 * streak a ticket would have won.
 */
export function sumOutcome(playType: 'BIG_SMALL' | 'ODD_EVEN', winNo: string): string {
  const sum = winNo.split(',').reduce((s, d) => s + Number(d), 0);
  if (playType === 'BIG_SMALL') return sum >= 23 ? 'BIG' : 'SMALL';
  return sum % 2 ? 'ODD' : 'EVEN';
}

/**
 * Long dragon (长龙): how many of the latest draws in a row had the same outcome, newest first.
 * `winNos` is newest first; a cancelled draw (null) is skipped, it neither extends nor breaks a run.
 */
export function streakOf(playType: 'BIG_SMALL' | 'ODD_EVEN', winNos: (string | null)[]): { value: string; length: number } | null {
  let value: string | null = null;
  let length = 0;
  for (const w of winNos) {
    if (!w) continue;
    const v = sumOutcome(playType, w);
    if (value === null) value = v;
    else if (v !== value) break;
    length++;
  }
  return value === null ? null : { value, length };
}

export function hits(def: PlayTypeDef, selection: string, winNo: string): number {
  const sel = selection.split(',');
  const win = winNo.split(',');
  switch (def.code) {
    case 'FIVE_STRAIGHT':
      return sel.join() === win.join() ? 1 : 0;
    case 'BACK2':
      return sel[0] === win[3] && sel[1] === win[4] ? 1 : 0;
    case 'POSITION':
      return win[Number(sel[0]) - 1] === sel[1] ? 1 : 0;
    case 'BIG_SMALL':
    case 'ODD_EVEN':
      return sumOutcome(def.code, winNo) === sel[0] ? 1 : 0;
    case 'ANY1':
    case 'ANY2':
    case 'ANY5':
      return sel.every((n) => win.includes(n)) ? 1 : 0;
    case 'FIRST1':
      return win[0] === sel[0] ? 1 : 0;
    case 'DE':
      return win[0]!.slice(-2) === sel[0] ? 1 : 0;
    case 'CANG3':
      return win[0]!.slice(-3) === sel[0] ? 1 : 0;
    case 'LO2':
      return win.filter((p) => p.slice(-2) === sel[0]).length;
    // THAI: win = [first(6), front3, front3, back3, back3, bottom2].
    case 'TOP3':
      return win[0]!.slice(-3) === sel[0] ? 1 : 0;
    case 'TOD3':
      // Three distinct digits, any order: the last three of the first prize are a permutation of them.
      return [...win[0]!.slice(-3)].sort().join() === [...sel].sort().join() ? 1 : 0;
    case 'TOP2':
      return win[0]!.slice(-2) === sel[0] ? 1 : 0;
    case 'BOTTOM2':
      return win[5] === sel[0] ? 1 : 0;
    case 'BACK3':
      return win.slice(3, 5).filter((p) => p === sel[0]).length;
    case 'RUN_TOP':
      return win[0]!.slice(-3).includes(sel[0]!) ? 1 : 0;
    default:
      return 0;
  }
}

/** Payout of a settled bet: stake × the ticket's odds × hits, to 4 decimals. */
export function payoutOf(def: PlayTypeDef, odds: string, amount: string, selection: string, winNo: string): Big {
  const n = hits(def, selection, winNo);
  return new Big(amount).times(odds).times(n).round(4, Big.roundHalfUp);
}

/**
 * Numeros: draw s of a game is at epoch + offset + s × interval. Its label is the UTC day of the
 * draw (a draw at midnight closes the day before) and the draw's index in that day, e.g. 20260601-0721.
 */
export type Cadence = { intervalSec: number; offsetSec: number; lockSec: number };
export const drawTimeOf = (c: Cadence, seq: number) => new Date((seq * c.intervalSec + c.offsetSec) * 1000);
/** The first seq whose draw time is after `at` (the numero open for bets at `at`, lock aside). */
export const seqAfter = (c: Cadence, at: Date) => Math.floor((at.getTime() / 1000 - c.offsetSec) / c.intervalSec) + 1;
export function numeroOf(c: Cadence, seq: number): string {
  const drawAt = seq * c.intervalSec + c.offsetSec;
  const day = Math.floor((drawAt - 1) / 86400);
  const firstSeqOfDay = Math.floor((day * 86400 - c.offsetSec) / c.intervalSec) + 1;
  const ymd = new Date(day * 86400_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${ymd}-${String(seq - firstSeqOfDay + 1).padStart(4, '0')}`;
}
