import { Big } from '@arcadia/contract';
import {
  BACCARAT,
  BACCARAT_RETURN,
  type BaccaratOutcome,
  type BaccaratPick,
  type BaccaratSide,
  cardValue,
} from '@arcadia/contract/house-games';

/**
 * arcadia-baccarat (ADR 062). The shoe is cards 0…415 in order, shuffled by Fisher–Yates from the
 * top: position i (0…5) swaps with i + floor(word_i × (416 − i) / 2^32). A hand never needs more
 * than six cards, so only those six swaps are made; the rest of the shoe is never looked at.
 */
export function baccaratShoe(words: readonly number[]): number[] {
  // The swaps kept in a map (position → card): the same shuffle without building 416 cards a round.
  const moved = new Map<number, number>();
  const at = (k: number) => moved.get(k) ?? k;
  const top: number[] = [];
  for (let i = 0; i < 6; i++) {
    const j = i + Math.floor((words[i]! * (BACCARAT.cards - i)) / 2 ** 32);
    const [ci, cj] = [at(i), at(j)];
    moved.set(i, cj);
    moved.set(j, ci);
    top.push(cj);
  }
  return top;
}

const total = (cards: readonly number[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

/** Whether the banker draws, given its two-card total and the player's third card (null: the player stood). */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** Deals P, B, P, B; then the player's third card, then the banker's, by the tableau above. */
export function baccaratHands(top: readonly number[]) {
  let next = 4;
  const player = [top[0]!, top[2]!];
  const banker = [top[1]!, top[3]!];
  const natural = total(player) >= 8 || total(banker) >= 8;
  let playerThird: number | null = null;
  if (!natural) {
    if (total(player) <= 5) {
      const c = top[next++]!;
      player.push(c);
      playerThird = cardValue(c);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(top[next++]!);
  }
  const [p, b] = [total(player), total(banker)];
  const winner: BaccaratSide = p > b ? 'player' : b > p ? 'banker' : 'tie';
  return { player, banker, playerTotal: p, bankerTotal: b, winner };
}

/** The bets must have been checked. A winning bet returns BACCARAT_RETURN; a tie returns player and banker stakes. */
export function baccaratOutcome(words: readonly number[], pick: BaccaratPick): BaccaratOutcome {
  const hands = baccaratHands(baccaratShoe(words));
  let returned = new Big(0);
  const bets = pick.bets.map((bet) => {
    const side = bet.side as BaccaratSide;
    const amount = new Big(bet.amount);
    const back =
      side === hands.winner ? amount.times(BACCARAT_RETURN[side]) : hands.winner === 'tie' && side !== 'tie' ? amount : new Big(0);
    returned = returned.plus(back);
    return { side, amount: amount.toFixed(2), returned: back.toFixed(4) };
  });
  return { kind: 'baccarat', ...hands, bets, returned: returned.toFixed(4) };
}
