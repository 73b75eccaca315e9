import type { Language } from '@arcadia/contract';
import type { SocketMessage } from '@arcadia/contract/notifications';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** Spec 000 §9: ordinary toasts close after 4500 ms; "realtime" (popup) ones stay until dismissed. */
export const TOAST_AUTO_CLOSE_MS = 4500;
const TOAST_SLOT_PX = 94;

/** Spec 000 §4: at most max(2, floor(window height / 94) - 1) toasts at once; the rest wait in the queue. */
export function toastLimit(windowHeight: number): number {
  return Math.max(2, Math.floor(windowHeight / TOAST_SLOT_PX) - 1);
}

/** The provider's <Notifications> sets its own limit on mount; apply ours before each toast. */
export function applyToastLimit(windowHeight: number): void {
  const limit = toastLimit(windowHeight);
  if (notificationsStore.getState().limit !== limit) notificationsStore.updateState((s) => ({ ...s, limit }));
}

export type ToastContext = {
  t: TFunction<'notifications'>;
  formatAmount: (amount: string) => string;
  formatTime: (iso: string) => string;
  /** The site's language now: a notice with per-language titles shows this one's. */
  language?: Language;
};

type ToastText = { title: string; message: string; color: string };

function moneyText(event: SocketMessage, ctx: ToastContext): ToastText {
  const kind = event.type === 'DEPOSIT' ? 'deposit' : 'withdraw';
  const { data } = event;
  const vars = { amount: data.amount ? ctx.formatAmount(data.amount) : '', time: ctx.formatTime(data.time) };
  if (data.success === false) {
    const remarks = data.remarks?.trim();
    return {
      title: ctx.t(`notifications:${kind}.rejectedTitle`),
      message: remarks
        ? ctx.t(`notifications:${kind}.rejectedWithRemarks`, { ...vars, remarks })
        : ctx.t(`notifications:${kind}.rejected`, vars),
      color: 'red',
    };
  }
  return { title: ctx.t(`notifications:${kind}.successTitle`), message: ctx.t(`notifications:${kind}.success`, vars), color: 'green' };
}

/** An operator's decision on an identity document: approved, or what the member has to do now. */
function kycText(event: SocketMessage, ctx: ToastContext): ToastText {
  const remarks = event.data.remarks?.trim();
  if (event.data.success)
    return { title: ctx.t('notifications:kyc.approvedTitle'), message: ctx.t('notifications:kyc.approved'), color: 'green' };
  return {
    title: ctx.t('notifications:kyc.actionTitle'),
    message: remarks ? ctx.t('notifications:kyc.actionWithRemarks', { remarks }) : ctx.t('notifications:kyc.action'),
    color: 'orange',
  };
}

/** The title and text of an event's toast; null when the event carries nothing to show (a bare balance change). */
export function toastText(event: SocketMessage, ctx: ToastContext): ToastText | null {
  if (event.type === 'DEPOSIT' || event.type === 'WITHDRAW') return moneyText(event, ctx);
  if (event.type === 'KYC') return kycText(event, ctx);
  const { data } = event;
  // A signal to every member (id 0, not stored: the winner board changed) is not news for this one.
  if (data.id === 0) return null;
  if (event.type === 'BALANCE' && !data.title && !data.message) return null;
  // Chat has its own badge and window; a toast per message would repeat what the window shows.
  if (event.type === 'CHAT' || event.type === 'CHAT_READ') return null;
  const fallback: Record<string, string> = {
    PROMOTION: ctx.t('notifications:promotion.title'),
    INBOX: ctx.t('notifications:inbox.title'),
    AGENT_TRANSFER: ctx.t('notifications:agentTransfer.title'),
    BALANCE: ctx.t('notifications:balance.title'),
  };
  const title =
    (ctx.language ? data.titles?.[ctx.language] : undefined) || data.title || fallback[event.type] || ctx.t('notifications:generic.title');
  const parts = [data.message, data.amount ? ctx.formatAmount(data.amount) : null, ctx.formatTime(data.time)].filter(Boolean);
  return { title, message: parts.join(' · '), color: 'blue' };
}

export function showEventToast(event: SocketMessage, ctx: ToastContext): void {
  const text = toastText(event, ctx);
  if (!text) return;
  applyToastLimit(window.innerHeight);
  notifications.show({
    id: `event-${event.data.id}`,
    title: text.title,
    message: text.message,
    color: text.color,
    autoClose: event.data.popup ? false : TOAST_AUTO_CLOSE_MS,
    withCloseButton: true,
    // A named close button, and body text at full contrast (Mantine dims it below WCAG AA here).
    closeButtonProps: { 'aria-label': ctx.t('common:action.close') },
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
