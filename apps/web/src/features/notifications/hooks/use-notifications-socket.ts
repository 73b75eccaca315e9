import { type SocketMessage, socketMessageSchema } from '@arcadia/contract/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { getLanguage } from '../../../lib/i18n';
import { getMerchantCode, getToken, session } from '../../../lib/storage';
import { createWsClient, socketUrl } from '../../../lib/ws-client';
import { getNotifications } from '../api/get-notifications';
import { showEventToast } from './toasts';

// Session storage, so a reload resumes where the page left off and a sign-out forgets it.
const LAST_ID_KEY = 'notificationsLastId';

export type NotificationsSocketOptions = {
  /** The session token; the socket runs while it is set. */
  token: string | null;
  /** Every event, after its toast: the shell refreshes other features here (e.g. the wallet balance). */
  onEvent?: (event: SocketMessage) => void;
  /** Formats an event amount in the member's currency (the wallet feature knows it). */
  formatAmount?: (amount: string) => string;
};

function readLastId(): number | null {
  const raw = session.get(LAST_ID_KEY);
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Spec 000 §4: the member's real-time topic, shown as toasts. Mount once, in the signed-in shell. */
export function useNotificationsSocket({ token, onEvent, formatAmount }: NotificationsSocketOptions): void {
  const { t, i18n } = useTranslation('notifications');
  // The latest callbacks without reconnecting when they change.
  const latest = useRef({ t, onEvent, formatAmount });
  latest.current = { t, onEvent, formatAmount };

  useEffect(() => {
    if (!token) return;
    const client = createWsClient<SocketMessage>({
      url: () => socketUrl(window.location),
      auth: () => {
        const current = getToken();
        const merchant = getMerchantCode();
        return current && merchant ? { merchant, token: current } : null;
      },
      parse: (raw) => {
        const parsed = socketMessageSchema.safeParse(raw);
        return parsed.success ? parsed.data : null;
      },
      reload: (after) => getNotifications(after),
      lastId: readLastId(),
      onLastId: (id) => session.set(LAST_ID_KEY, String(id)),
      onEvent: (event) => {
        const { t: translate, formatAmount: format } = latest.current;
        void i18n.loadNamespaces('notifications').then(() =>
          showEventToast(event, {
            t: translate,
            formatAmount: format ?? ((a) => a),
            formatTime: (iso) => formatDateTime(iso, getLanguage()),
            language: getLanguage(),
          }),
        );
        latest.current.onEvent?.(event);
      },
    });
    return () => client.stop();
  }, [token, i18n]);
}
