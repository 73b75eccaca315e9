import type { GamePage, SlotGame } from '@arcadia/contract/games';
import type { UseQueryResult } from '@tanstack/react-query';
import { useToggleFavourite } from '../api/favourite';
import type { GameActions } from '../components/GameCard';
import { useLauncher } from './use-launcher';

/** What a grid of games does on its cards: play (or the login prompt) and favourites, for the lobbies. */
export function useGridPlay(signedIn: boolean, onLoginRequired: () => void) {
  const launcher = useLauncher(onLoginRequired);
  const favourites = useToggleFavourite();
  const actions: GameActions = {
    onPlay: (game, trial) => void launcher.launch({ game, trial }),
    onFavourite: (g: SlotGame) => (signedIn ? favourites.toggle(g.nodeId, g.favourite) : onLoginRequired()),
    pending: launcher.pending,
    favouriteBusy: favourites.busy,
  };
  return { launcher, actions };
}

/** A game-list query as the grid's loading, error and retry props. */
export const gridState = (q: UseQueryResult<GamePage>) => ({
  data: q.data,
  isLoading: q.isLoading,
  isError: q.isError,
  onRetry: () => void q.refetch(),
});
