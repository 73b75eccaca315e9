import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { LotteryMiniGame } from '../../../features/lottery/mini';
import { useSessionStore } from '../../../features/session';
import { walletKeys } from '../../../features/wallet';

/**
 * The floating mini-game on game pages. Composed here because it joins the session (who may bet)
 * and the wallet (header balance after a quick bet). Its chunk is requested only after the page's
 * first paint, so it never delays the page it floats over.
 */
export function MiniLottery() {
  const [ready, setReady] = useState(false);
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const client = useQueryClient();
  useEffect(() => {
    const id = requestAnimationFrame(() => setTimeout(() => setReady(true), 0));
    return () => cancelAnimationFrame(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LotteryMiniGame
        signedIn={token !== null && isAgent !== 4}
        loginHref={paths.login}
        onPlaced={() => void client.invalidateQueries({ queryKey: walletKeys.balances() })}
      />
    </Suspense>
  );
}
