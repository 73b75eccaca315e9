import { describe, expect, it } from 'vitest';
import { type DeviceIdDeps, ensureDeviceId, parseCookie, serializeCookie } from '../device-id';

const UUID_A = '11111111-2222-4333-8444-555555555555';
const UUID_B = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function fakes(initial: { stored?: string; cookie?: string } = {}) {
  const store = new Map<string, string>();
  const jar = new Map<string, { value: string; age: number }>();
  if (initial.stored != null) store.set('SHELL_deviceId', initial.stored);
  if (initial.cookie != null) jar.set('SHELL_deviceId', { value: initial.cookie, age: 1 });
  let calls = 0;
  const deps: DeviceIdDeps = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    cookies: { get: (n) => jar.get(n)?.value ?? null, set: (n, v, age) => void jar.set(n, { value: v, age }) },
    randomId: () => {
      calls++;
      return UUID_B;
    },
  };
  return { deps, store, jar, calls: () => calls };
}

describe('ensureDeviceId', () => {
  it('generates a 36-character id and stores it in storage and a 365-day cookie', () => {
    const f = fakes();
    const id = ensureDeviceId(f.deps);
    expect(id).toBe(UUID_B);
    expect(id).toHaveLength(36);
    expect(f.store.get('SHELL_deviceId')).toBe(UUID_B);
    expect(f.jar.get('SHELL_deviceId')).toEqual({ value: UUID_B, age: 365 * 24 * 3600 });
  });

  it('keeps a valid stored id', () => {
    const f = fakes({ stored: UUID_A });
    expect(ensureDeviceId(f.deps)).toBe(UUID_A);
    expect(f.calls()).toBe(0);
    expect(f.jar.get('SHELL_deviceId')?.value).toBe(UUID_A);
  });

  it('recovers the id from the cookie when storage is empty', () => {
    const f = fakes({ cookie: UUID_A });
    expect(ensureDeviceId(f.deps)).toBe(UUID_A);
    expect(f.store.get('SHELL_deviceId')).toBe(UUID_A);
  });

  it.each(['short', `${UUID_A}x`, ''])('discards a stored value that is not 36 characters (%j)', (bad) => {
    const f = fakes({ stored: bad, cookie: bad });
    expect(ensureDeviceId(f.deps)).toBe(UUID_B);
    expect(f.calls()).toBe(1);
    expect(f.store.get('SHELL_deviceId')).toBe(UUID_B);
  });

  it('rejects a generator that does not return 36 characters', () => {
    const f = fakes();
    f.deps.randomId = () => 'nope';
    expect(() => ensureDeviceId(f.deps)).toThrow();
  });
});

describe('cookie helpers', () => {
  it('serialises with path, SameSite and max-age', () => {
    expect(serializeCookie('SHELL_deviceId', UUID_A, 10)).toBe(`SHELL_deviceId=${UUID_A}; Max-Age=10; Path=/; SameSite=Lax`);
  });
  it('parses a cookie header', () => {
    expect(parseCookie(`a=1; SHELL_deviceId=${UUID_A}; b=2`, 'SHELL_deviceId')).toBe(UUID_A);
    expect(parseCookie('a=1', 'SHELL_deviceId')).toBeNull();
  });
});
