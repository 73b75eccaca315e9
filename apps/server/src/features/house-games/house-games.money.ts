import type { HouseMove, HouseWallet } from './house-games.service.js';

/** A movement as the one bet path takes it, with the keys this feature names for it. */
export type KeyedMove = Omit<HouseMove, 'roundId' | 'part' | 'game'> & { key: string; reference: string };
/** The bet path's two calls (workflows/place-bet: place and settle), given by the composition root. */
export interface HouseMoneyPort {
  bet(move: KeyedMove): Promise<void>;
  win(move: KeyedMove): Promise<void>;
}

/**
 * The idempotency keys of the Originals' money, in one place (ADR 010, 067–069): a round's stake is
 * `house:<round>:bet`, a stake added by a step (double, split, insurance) `house:<round>:bet:<step>`,
 * its win `house:<round>:win`; a crash bet is its own row, named `crash:<betId>` so its keys never meet
 * a round's. Keys already written in ledgers depend on these strings: change them never.
 */
export function keyedWallet(port: HouseMoneyPort): HouseWallet {
  const roundOf = ({ roundId, game }: HouseMove) => (game === 'crash' ? `crash:${roundId}` : `${roundId}`);
  return {
    bet: async (move) => {
      const { roundId: _r, part, game: _g, ...money } = move;
      const round = roundOf(move);
      const step = part === undefined ? '' : `:${part}`;
      await port.bet({ ...money, key: `house:${round}:bet${step}`, reference: `house:${round}${step}` });
    },
    win: async (move) => {
      const { roundId: _r, part: _p, game: _g, ...money } = move;
      const round = roundOf(move);
      await port.win({ ...money, key: `house:${round}:win`, reference: `house:${round}` });
    },
  };
}
