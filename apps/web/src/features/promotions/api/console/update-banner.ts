import { type OpsBanner, opsBannerSchema } from '@arcadia/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

export type BannerEdit = Pick<
  OpsBanner,
  'url' | 'linkage' | 'linkageType' | 'groupName' | 'sort' | 'vendor' | 'roomId' | 'nodeId' | 'translations'
>;

/** PUT /ops/merchants/:code/banners/:id */
export const updateOpsBanner = (code: string, id: number, body: BannerEdit) =>
  apiSend('PUT', consolePath(code, `banners/${id}`), opsBannerSchema, {
    body,
    background: true,
    token: opsToken() ?? '',
  });

export function useUpdateOpsBanner(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BannerEdit }) => updateOpsBanner(code, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.banners(code) }),
  });
}
