import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { gamesKeys } from './keys';

const favouriteSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean() });

/** POST /wps/game/favourite {nodeId} */
export const addFavourite = (nodeId: number) => apiSend('POST', '/wps/game/favourite', favouriteSchema, { body: { nodeId } });
/** DELETE /wps/game/favourite?nodeId= */
export const removeFavourite = (nodeId: number) => apiSend('DELETE', '/wps/game/favourite', favouriteSchema, { query: { nodeId } });

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
