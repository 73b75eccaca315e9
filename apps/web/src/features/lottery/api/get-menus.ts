import { lotteryGroupSchema, type PrizeMode } from '@arcadia/contract/lottery';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { lotteryKeys } from './keys';

/** GET /lgw/games/game_menus: the lottery menu's groups. */
export const useLotteryMenus = (group?: PrizeMode) =>
  useQuery({
    queryKey: lotteryKeys.menus(group),
    queryFn: ({ signal }) =>
      apiGet('/lgw/games/game_menus', z.array(lotteryGroupSchema), { signal, background: true, query: { lottoGameGroup: group } }),
  });
