import { createStore, type StoreApi, useStore } from 'zustand';
import { type SessionBackend, STORAGE_KEYS, sessionBackend } from '../../../lib/storage';

/** The member session of spec 000 §3. Logged in iff `token` is set. */
export type MemberSession = {
  token: string | null;
  isAgent: number | null;
  account: string | null;
  username: string | null;
  nickname: string | null;
};

/** Forced change-password (flow 1): the account and a token that may only change the password. */
export type LoginRecord = {
  userName: string;
  token: string;
  /** Signed in by mobile number (or SMS): the new-password login goes by mobile number too. */
  byMobile: boolean;
  countryDialingCode?: string;
  /** Phone registration set the merchant's default password: the change sends the {secret} marker. */
  usesDefault?: boolean;
};

export type SessionState = MemberSession & {
  loginRecord: LoginRecord | null;
  /** True right after the member signed out (not after a lost session): guards then wait for the navigation home. */
  signedOut: boolean;
  /** A full login: keeps the token and the name typed; the profile follows from member info. */
  signIn: (token: string, username: string) => void;
  setProfile: (profile: { isAgent: number; account: string; nickname: string }) => void;
  /** Remembers a forced change in progress; no member token exists until the new login. */
  beginForcedChange: (record: LoginRecord) => void;
  /** After the forced change succeeded: drop the record, keep the "forced" flag. */
  finishForcedChange: () => void;
  /** Logout or an invalid session: clears session storage (merchant code and language stay in local storage). */
  clear: (reason?: 'logout') => void;
};

const K = STORAGE_KEYS;
const EMPTY: MemberSession = { token: null, isAgent: null, account: null, username: null, nickname: null };

function readRecord(raw: string | null): LoginRecord | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<LoginRecord>;
    if (typeof v.userName !== 'string' || typeof v.token !== 'string') return null;
    const cc = typeof v.countryDialingCode === 'string' ? { countryDialingCode: v.countryDialingCode } : {};
    return {
      userName: v.userName,
      token: v.token,
      byMobile: v.byMobile === true,
      ...cc,
      ...(v.usesDefault === true ? { usesDefault: true } : {}),
    };
  } catch {
    return null;
  }
}

function readSession(storage: SessionBackend): MemberSession & { loginRecord: LoginRecord | null } {
  const isAgent = storage.get(K.isAgent);
  return {
    token: storage.get(K.token),
    isAgent: isAgent != null && /^\d+$/.test(isAgent) ? Number(isAgent) : null,
    account: storage.get(K.account),
    username: storage.get(K.username),
    nickname: storage.get(K.nickname),
    loginRecord: readRecord(storage.get(K.loginRecord)),
  };
}

/** Session storage is the source of truth (the API client reads the token there); the store mirrors it for rendering. */
export function createSessionStore(storage: SessionBackend): StoreApi<SessionState> {
  return createStore<SessionState>((set) => ({
    ...readSession(storage),
    signedOut: false,
    signIn: (token, username) => {
      storage.set(K.loginRecord, null);
      storage.set(K.token, token);
      storage.set(K.username, username || null);
      set({ token, username: username || null, loginRecord: null, signedOut: false });
    },
    setProfile: ({ isAgent, account, nickname }) => {
      storage.set(K.isAgent, String(isAgent));
      storage.set(K.account, account);
      storage.set(K.nickname, nickname);
      set({ isAgent, account, nickname });
    },
    beginForcedChange: (record) => {
      storage.set(K.token, null);
      storage.set(K.loginRecord, JSON.stringify(record));
      set({ ...EMPTY, loginRecord: record });
    },
    finishForcedChange: () => {
      storage.set(K.loginRecord, null);
      storage.set(K.passwordChangeForced, '1');
      set({ loginRecord: null });
    },
    clear: (reason) => {
      storage.clear();
      set({ ...EMPTY, loginRecord: null, signedOut: reason === 'logout' });
    },
  }));
}

export const sessionStore = createSessionStore(sessionBackend);

export function useSessionStore<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const isLoggedIn = () => sessionStore.getState().token != null;
