import { useQueryClient } from '@tanstack/react-query';
import { GamePlayer } from '../../../features/games';
import { HouseGame } from '../../../features/house-games';
import { useSessionStore } from '../../../features/session';
import { walletKeys } from '../../../features/wallet';
import { MiniLottery } from '../lottery/MiniLottery';

/**
 * `/seamless` and `/trial`. Composed here because it joins features: the games feature opens the
 * launched game, the house-games feature plays the in-house one, and each real round refreshes the
 * wallet's header balance.
 */
export default function GameRoute({ trial }: { trial: boolean }) {
  const client = useQueryClient();
  const signedIn = useSessionStore((s) => s.token) !== null;
  return (
    <>
      <MiniLottery />
      <GamePlayer
        trial={trial}
        signedIn={signedIn}
        renderHouse={(game, mode) => (
          <HouseGame
            game={game}
            mode={mode}
            onSettled={(res) => {
              if (res.round.mode === 'real') void client.invalidateQueries({ queryKey: walletKeys.balances() });
            }}
          />
        )}
      />
    </>
  );
}
