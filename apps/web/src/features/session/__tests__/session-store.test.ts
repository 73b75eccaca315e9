import { describe, expect, it } from 'vitest';
import type { SessionBackend } from '../../../lib/storage';
import { createSessionStore } from '../stores/session-store';

function fakeStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const backend: SessionBackend = {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void (v == null ? map.delete(k) : map.set(k, v)),
    clear: () => map.clear(),
  };
  return { map, backend };
}

describe('session store', () => {
  it('is logged in iff a token exists, and restores the session from storage', () => {
    const { backend } = fakeStorage({ token: 't1', isAgent: '0', account: 'player01', username: 'player01', nickname: 'Player One' });
    const s = createSessionStore(backend).getState();
    expect(s.token).toBe('t1');
    expect(s).toMatchObject({ isAgent: 0, account: 'player01', nickname: 'Player One' });
    expect(createSessionStore(fakeStorage().backend).getState().token).toBeNull();
  });

  it('signIn and setProfile write the spec 000 §3 keys to session storage', () => {
    const { map, backend } = fakeStorage();
    const store = createSessionStore(backend);
    store.getState().signIn('tok', 'player01');
    store.getState().setProfile({ isAgent: 1, account: 'player01', nickname: 'P1' });
    expect(Object.fromEntries(map)).toEqual({ token: 'tok', username: 'player01', isAgent: '1', account: 'player01', nickname: 'P1' });
    expect(store.getState()).toMatchObject({ token: 'tok', isAgent: 1, nickname: 'P1' });
  });

  it('a forced change keeps the login record but no member token, then flags the change as forced', () => {
    const { map, backend } = fakeStorage();
    const store = createSessionStore(backend);
    store.getState().beginForcedChange({ userName: 'expired01', token: 'change-only', byMobile: false });
    expect(store.getState().token).toBeNull();
    expect(map.get('token')).toBeUndefined();
    expect(JSON.parse(map.get('loginRecord') ?? '{}')).toMatchObject({ userName: 'expired01', token: 'change-only' });
    // survives a reload
    expect(createSessionStore(backend).getState().loginRecord?.userName).toBe('expired01');
    store.getState().finishForcedChange();
    store.getState().signIn('member-token', 'expired01');
    expect(map.get('loginRecord')).toBeUndefined();
    expect(map.get('passwordChangeForced')).toBe('1');
    expect(store.getState()).toMatchObject({ token: 'member-token', loginRecord: null });
  });

  it('clear empties session storage and the state', () => {
    const { map, backend } = fakeStorage();
    const store = createSessionStore(backend);
    store.getState().signIn('tok', 'player01');
    store.getState().setProfile({ isAgent: 0, account: 'player01', nickname: 'P' });
    store.getState().clear();
    expect(map.size).toBe(0);
    expect(store.getState()).toMatchObject({
      token: null,
      isAgent: null,
      account: null,
      username: null,
      nickname: null,
      loginRecord: null,
    });
  });

  it('ignores a corrupt login record or agent type', () => {
    const { backend } = fakeStorage({ loginRecord: '{not json', isAgent: 'x' });
    const s = createSessionStore(backend).getState();
    expect(s.loginRecord).toBeNull();
    expect(s.isAgent).toBeNull();
  });
});
