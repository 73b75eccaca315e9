import { gameLogoutResultSchema, launchResultSchema } from '@arcadia/contract/games';
import { apiGet, apiSend } from '../../../lib/api-client';

/**
 * GET /wps/game/launch/v2?nodeId&accountType (1 real, 0 trial). Background: the launcher decides
 * which refusals the global dialogs show (maintenance opens the recommended-games modal instead).
 */
export const launchGame = (nodeId: number, trial: boolean) =>
  apiGet('/wps/game/launch/v2', launchResultSchema, {
    background: true,
    query: { nodeId, accountType: trial ? 0 : 1, platform: 'html5-desktop', clientType: 3 },
  });

/** POST /wps/game/launchGame {launchMode}: a vendor whose card starts its own lobby (isGame `game`). */
export const launchVendor = (launchMode: string) =>
  apiSend('POST', '/wps/game/launchGame', launchResultSchema, { background: true, body: { launchMode } });

/** POST /wps/game/logout: the member left /seamless, the vendor sessions end (wins still land). */
export const logoutGames = () => apiSend('POST', '/wps/game/logout', gameLogoutResultSchema, { background: true }).catch(() => undefined);
