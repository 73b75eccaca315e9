import { favouriteResultSchema } from '@arcadia/contract/games';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiSend } from '../../../lib/api-client';
import { gamesKeys } from './keys';

/** POST /wps/game/favourite {nodeId} */
export const addFavourite = (nodeId: number) => apiSend('POST', '/wps/game/favourite', favouriteResultSchema, { body: { nodeId } });
/** DELETE /wps/game/favourite?nodeId= */
export const removeFavourite = (nodeId: number) => apiSend('DELETE', '/wps/game/favourite', favouriteResultSchema, { query: { nodeId } });

/** Toggles a favourite and refreshes every list (each marks favourites). Plain calls: no mutation chunk. */
export function useToggleFavourite() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = useCallback(
    (nodeId: number, favourite: boolean) => {
      setBusy(nodeId);
      (favourite ? removeFavourite(nodeId) : addFavourite(nodeId))
        .then(
          () => client.invalidateQueries({ queryKey: gamesKeys.lists() }),
          () => undefined,
        )
        .finally(() => setBusy(null));
    },
    [client],
  );
  return { toggle, busy };
}
