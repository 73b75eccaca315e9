import { avatarSchema } from '@arcadia/contract/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /wps/member/avatar (getAvatar). Background: avatar errors are ignored (spec 000 §8). */
export const getAvatar = (signal?: AbortSignal) => apiGet('/wps/member/avatar', avatarSchema, { signal, background: true });

export const avatarQuery = () =>
  queryOptions({ queryKey: profileKeys.avatar(), queryFn: ({ signal }) => getAvatar(signal), staleTime: 300_000, retry: false });

export function useAvatar(enabled = true) {
  return useQuery({ ...avatarQuery(), enabled });
}

/** PUT /wps/member/avatar: one of the default icons. */
export const setAvatar = (iconId: number) =>
  apiSend('PUT', '/wps/member/avatar', z.null(), {
    body: { avatarType: 'STATIC', avatar: String(iconId) },
    nullable: true,
    background: true,
  });

export function useSetAvatar(onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAvatar,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: profileKeys.avatar() });
      onChanged?.();
    },
  });
}
