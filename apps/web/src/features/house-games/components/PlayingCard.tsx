import { cardRank, cardSuit } from '@arcadia/contract/house-games';
import { Text } from '@mantine/core';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A shoe card (0…415) face up: rank and suit, red for hearts and diamonds (baccarat, blackjack). */
export function Card({ card }: { card: number }) {
  const suit = cardSuit(card);
  return (
    <Text
      span
      fw={800}
      fz={18}
      px={6}
      py={10}
      bg="#fffdf7"
      c={suit === 1 || suit === 2 ? '#c92a2a' : '#1a1b1e'}
      style={{ borderRadius: 6, border: '1px solid #ced4da', minWidth: 42, textAlign: 'center', display: 'inline-block' }}
    >
      {RANKS[cardRank(card)]}
      {SUITS[suit]}
    </Text>
  );
}

/** The dealer's hole card while the round is open. */
export function CardBack({ label }: { label: string }) {
  return (
    <Text
      span
      role="img"
      aria-label={label}
      fz={18}
      px={6}
      py={10}
      style={{
        borderRadius: 6,
        border: '1px solid #ced4da',
        minWidth: 42,
        display: 'inline-block',
        background: 'repeating-linear-gradient(45deg, #1864ab, #1864ab 4px, #1c7ed6 4px, #1c7ed6 8px)',
      }}
    >
      {'\u00a0'}
    </Text>
  );
}
