/** Storage keys shared with later issues; the names follow the specs. */
export const STORAGE_KEYS = {
  merchantCode: 'merchantCode',
  language: 'hisLang',
  token: 'token',
  deviceId: 'SHELL_deviceId',
  // Member session (spec 000 §3), in session storage.
  isAgent: 'isAgent',
  account: 'account',
  username: 'username',
  nickname: 'nickname',
  /** Forced change-password: the login record (userName + the change-only token). */
  loginRecord: 'loginRecord',
  /** Set when the last password change was forced (spec 000 §4 flow 1). */
  passwordChangeForced: 'passwordChangeForced',
} as const;

/** The subset of Web Storage the app uses, so tests can pass a fake. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safe(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Storage access throws in some privacy modes; the app keeps working without it.
    return null;
  }
}

function read(store: KeyValueStore | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: KeyValueStore | null, key: string, value: string | null): void {
  try {
    if (value == null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or privacy errors: the value is simply not persisted.
  }
}

export const local = {
  get: (key: string) => read(safe('localStorage'), key),
  set: (key: string, value: string | null) => write(safe('localStorage'), key, value),
};

export const session = {
  get: (key: string) => read(safe('sessionStorage'), key),
  set: (key: string, value: string | null) => write(safe('sessionStorage'), key, value),
};

/** Session storage behind the small get/set interface stores use (tests pass a Map-backed fake). */
export type SessionBackend = { get(key: string): string | null; set(key: string, value: string | null): void; clear(): void };
export const sessionBackend: SessionBackend = { get: session.get, set: session.set, clear: () => clearSession() };

export const getMerchantCode = () => local.get(STORAGE_KEYS.merchantCode);
export const setMerchantCode = (code: string) => local.set(STORAGE_KEYS.merchantCode, code);
/** A stored code the server no longer knows is dropped, so the host decides the merchant again. */
export const forgetMerchantCode = () => local.set(STORAGE_KEYS.merchantCode, null);
export const getToken = () => session.get(STORAGE_KEYS.token);

/** Logout / invalid session: clear session storage but keep the merchant code (spec 000 §4). */
export function clearSession(): void {
  const merchant = session.get(STORAGE_KEYS.merchantCode);
  try {
    safe('sessionStorage')?.clear();
  } catch {
    // ignore
  }
  if (merchant) session.set(STORAGE_KEYS.merchantCode, merchant);
}
