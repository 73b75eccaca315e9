import { popupSchema } from '@arcadia/contract/promotions/home';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { promotionKeys } from './keys';

/** GET /wps/promotions/popups: the server picks them by audience (visitor or member). */
export const getPopups = (signal?: AbortSignal) => apiGet('/wps/promotions/popups', z.array(popupSchema), { signal, background: true });

export function usePopups(signedIn: boolean, language: string) {
  return useQuery({
    queryKey: promotionKeys.popups(signedIn, language),
    queryFn: ({ signal }) => getPopups(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
