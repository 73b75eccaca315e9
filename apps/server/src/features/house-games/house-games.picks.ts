import { Big } from '@arcadia/contract';
import {
  BACCARAT,
  BACCARAT_SIDES,
  BET_PATTERN,
  diceWinning,
  HOUSE_ERRORS,
  type HouseGameId,
  MINES,
  type PlayRequest,
  ROULETTE,
  type RoundPicks,
  rouletteCovers,
} from '@arcadia/contract/house-games';
import { AppError } from '../../platform/http/app-error.js';

/**
 * What a round is played with besides its bet, checked before any money moves: a dice pick inside
 * 1%–98%, plinko's rows and risk, a roulette bet list whose bets exist on the layout and add up to
 * the stake. Each game takes only its own; the slot and fish take none.
 */
export function picksOf(
  game: HouseGameId,
  req: Pick<PlayRequest, 'amount' | 'dice' | 'plinko' | 'roulette' | 'baccarat'> & {
    mines?: RoundPicks['mines'] | undefined;
    blackjack?: RoundPicks['blackjack'] | undefined;
  },
): RoundPicks {
  switch (game) {
    case 'arcadia-dice': {
      const pick = req.dice;
      if (!pick || diceWinning(pick.target, pick.over) === null) throw new AppError(HOUSE_ERRORS.diceInvalid);
      return { dice: pick };
    }
    case 'arcadia-plinko':
      if (!req.plinko) throw new AppError(HOUSE_ERRORS.plinkoInvalid);
      return { plinko: req.plinko };
    case 'arcadia-roulette':
      return { roulette: { bets: rouletteBets(req.roulette?.bets, req.amount) } };
    case 'arcadia-baccarat':
      return { baccarat: { bets: baccaratBets(req.baccarat?.bets, req.amount) } };
    case 'arcadia-blackjack':
      // The deal needs the bet (each hand's stake); a verify also names the round's actions.
      return {
        blackjack: { bet: req.blackjack?.bet ?? req.amount, ...(req.blackjack?.actions ? { actions: req.blackjack.actions } : {}) },
      };
    case 'arcadia-mines': {
      const m = req.mines;
      if (!m || !Number.isInteger(m.mines) || m.mines < MINES.minMines || m.mines > MINES.maxMines)
        throw new AppError(HOUSE_ERRORS.minesInvalid);
      return { mines: m };
    }
    default:
      return {};
  }
}

function rouletteBets(bets: NonNullable<PlayRequest['roulette']>['bets'] | undefined, amount: string) {
  if (!bets?.length) throw new AppError(HOUSE_ERRORS.rouletteInvalid);
  if (bets.length > ROULETTE.maxBets) throw new AppError(HOUSE_ERRORS.rouletteTooMany, 200, { max: String(ROULETTE.maxBets) });
  let total = new Big(0);
  for (const b of bets) {
    if (!rouletteCovers(b.type, b.numbers)) throw new AppError(HOUSE_ERRORS.rouletteInvalid);
    if (!BET_PATTERN.test(b.amount) || new Big(b.amount).lt(ROULETTE.minChip)) throw new AppError(HOUSE_ERRORS.rouletteInvalid);
    total = total.plus(b.amount);
  }
  // The stake is the total of the bets: the amount says it once more so limits and retries read one number.
  if (!BET_PATTERN.test(amount) || !total.eq(amount)) throw new AppError(HOUSE_ERRORS.rouletteInvalid);
  return bets;
}

/** Player, banker and tie, each at most once, each chip at least 0.10, adding up to the stake. */
function baccaratBets(bets: NonNullable<PlayRequest['baccarat']>['bets'] | undefined, amount: string) {
  const invalid = () => new AppError(HOUSE_ERRORS.baccaratInvalid);
  if (!bets?.length) throw invalid();
  const sides = new Set<string>();
  let total = new Big(0);
  for (const b of bets) {
    if (!(BACCARAT_SIDES as readonly string[]).includes(b.side) || sides.has(b.side)) throw invalid();
    if (!BET_PATTERN.test(b.amount) || new Big(b.amount).lt(BACCARAT.minChip)) throw invalid();
    sides.add(b.side);
    total = total.plus(b.amount);
  }
  if (!BET_PATTERN.test(amount) || !total.eq(amount)) throw invalid();
  return bets;
}
