import type { CustomerServiceEntry } from '@arcadia/contract/system';

/** Spec 001 §2: the customer-service window is a 440 x 750 popup. */
export const CS_POPUP = { width: 440, height: 750 } as const;

/** Only web and mail links open: anything else in `path` is not followed. */
const SAFE = /^(https?:|mailto:|\/(?!\/))/i;

export function openEntry(entry: CustomerServiceEntry, win: Pick<Window, 'open' | 'location'> = window): void {
  if (!SAFE.test(entry.path)) return;
  if (entry.target === 'popup') {
    const left = Math.max(0, Math.round((window.screen.availWidth - CS_POPUP.width) / 2));
    win.open(entry.path, 'customer-service', `width=${CS_POPUP.width},height=${CS_POPUP.height},left=${left},top=40,noopener,noreferrer`);
  } else if (entry.target === '_self') win.location.assign(entry.path);
  else win.open(entry.path, '_blank', 'noopener,noreferrer');
}
