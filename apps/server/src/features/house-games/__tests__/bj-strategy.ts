import { type BlackjackAction, type BlackjackOutcome, bjValue, handTotal } from '@arcadia/contract/house-games';

/**
 * Basic strategy for the rules of ADR 068 (8 decks, dealer stands on soft 17, double any two cards,
 * double after split, one split, no surrender), from the published multi-deck S17 chart. Never
 * insures. `up` is the dealer's up card value (1 = ace).
 */
export function basicStrategy(o: Pick<BlackjackOutcome, 'phase' | 'hands' | 'active' | 'dealer'>): BlackjackAction {
  if (o.phase === 'insurance') return 'decline';
  const h = o.hands[o.active]!;
  const up = bjValue(o.dealer[0]!);
  const u = up === 1 ? 11 : up;
  const two = h.cards.length === 2;
  const canDouble = two && !(o.hands.length > 1 && bjValue(o.hands[0]!.cards[0]!) === 1);
  if (two && o.hands.length === 1 && bjValue(h.cards[0]!) === bjValue(h.cards[1]!)) {
    const p = bjValue(h.cards[0]!);
    const split =
      p === 1 ||
      p === 8 ||
      ((p === 2 || p === 3 || p === 7) && u <= 7) ||
      (p === 4 && (u === 5 || u === 6)) ||
      (p === 6 && u <= 6) ||
      (p === 9 && u !== 7 && u <= 9);
    if (split) return 'split';
  }
  const { total, soft } = handTotal(h.cards);
  const dbl = (ok: boolean, otherwise: BlackjackAction): BlackjackAction => (ok && canDouble ? 'double' : otherwise);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return dbl(u >= 3 && u <= 6, u <= 8 ? 'stand' : 'hit');
    if (total === 17) return dbl(u >= 3 && u <= 6, 'hit');
    if (total >= 15) return dbl(u >= 4 && u <= 6, 'hit');
    return dbl(u === 5 || u === 6, 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return u <= 6 ? 'stand' : 'hit';
  if (total === 12) return u >= 4 && u <= 6 ? 'stand' : 'hit';
  if (total === 11) return dbl(u <= 10, 'hit');
  if (total === 10) return dbl(u <= 9, 'hit');
  if (total === 9) return dbl(u >= 3 && u <= 6, 'hit');
  return 'hit';
}
