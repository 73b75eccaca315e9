import { useSyncExternalStore } from 'react';

/**
 * The console's `ops_session` token. Session storage: it ends with the tab, and it is never the
 * member token (the player site and the console can be open side by side). In lib, beside the
 * member's, because every feature's console pages send it (ADR 054).
 */
const KEY = 'ops_session';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export const opsToken = (): string | undefined => read() ?? undefined;

export function setOpsToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (privacy mode): the console asks to sign in again on reload
  }
  for (const l of listeners) l();
}

export function useOpsToken(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => null,
  );
}
