import { type Popup, type PopupTranslations, popupSchema } from '@arcadia/contract/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

export type PopupDraft = {
  title: string;
  content: string;
  execution: Popup['execution'];
  sort: number;
  /** The optional showing window (ISO instants; null: no limit on that side). */
  startsAt: string | null;
  endsAt: string | null;
  /** Per-language title and content (issue 29); empty fields fall back. */
  translations: PopupTranslations;
};

/** POST /ops/merchants/:code/popups (new) or PUT …/popups/:id; the server sanitises the HTML. */
export const saveOpsPopup = (code: string, id: number | null, body: PopupDraft) =>
  apiSend(id === null ? 'POST' : 'PUT', consolePath(code, id === null ? 'popups' : `popups/${id}`), popupSchema, {
    body,
    background: true,
    token: opsToken() ?? '',
  });

export function useSaveOpsPopup(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PopupDraft }) => saveOpsPopup(code, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.popups(code) }),
  });
}
