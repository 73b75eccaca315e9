import { type PromotionInput, promotionSchema } from '@arcadia/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

export type PromotionDraft = Pick<
  PromotionInput,
  'title' | 'content' | 'images' | 'translations' | 'promotionType' | 'applicable' | 'sort'
> & {
  startDate?: string;
  endDate: string | null;
};

/** POST /ops/merchants/:code/promotions (new) or PUT …/promotions/:id (edit); the server sanitises the HTML. */
export const saveOpsPromotion = (code: string, id: number | null, body: PromotionDraft) =>
  apiSend(id === null ? 'POST' : 'PUT', consolePath(code, id === null ? 'promotions' : `promotions/${id}`), promotionSchema.partial(), {
    body,
    background: true,
    token: opsToken() ?? '',
  });

export function useSaveOpsPromotion(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromotionDraft }) => saveOpsPromotion(code, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.promotions(code) }),
  });
}
