import { STORAGE_KEYS } from './storage';

/** Spec 000 §9: the device id cookie lives 365 days, SameSite Lax, path /. */
export const DEVICE_ID_LENGTH = 36;
const MAX_AGE_S = 365 * 24 * 60 * 60;

export type DeviceIdDeps = {
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  cookies: { get(name: string): string | null; set(name: string, value: string, maxAgeSeconds: number): void };
  randomId: () => string;
};

const valid = (value: string | null | undefined): value is string => typeof value === 'string' && value.length === DEVICE_ID_LENGTH;

/**
 * Returns the stored device id, or makes a new one. Storage wins over the cookie; an id that is not
 * exactly 36 characters is discarded. Both places are rewritten so they agree afterwards.
 */
export function ensureDeviceId(deps: DeviceIdDeps): string {
  const key = STORAGE_KEYS.deviceId;
  const stored = deps.storage.getItem(key);
  const cookie = deps.cookies.get(key);
  let id = valid(stored) ? stored : valid(cookie) ? cookie : null;
  if (!id) {
    id = deps.randomId();
    if (!valid(id)) throw new Error('randomId must return a 36-character id');
  }
  if (stored !== id) deps.storage.setItem(key, id);
  // Always refresh the cookie so its 365-day life counts from the last visit.
  deps.cookies.set(key, id, MAX_AGE_S);
  return id;
}

export function parseCookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

let current: string | null = null;

/** The id `browserDeviceId()` settled on, sent with every call (null before it ran, e.g. in tests). */
export function currentDeviceId(): string | null {
  return current;
}

/** Browser adapter. */
export function browserDeviceId(): string {
  const memory = new Map<string, string>();
  current = ensureDeviceId({
    storage: {
      getItem: (k) => {
        try {
          return localStorage.getItem(k);
        } catch {
          return memory.get(k) ?? null;
        }
      },
      setItem: (k, v) => {
        try {
          localStorage.setItem(k, v);
        } catch {
          memory.set(k, v);
        }
      },
    },
    cookies: {
      get: (n) => parseCookie(document.cookie, n),
      set: (n, v, age) => {
        // CookieStore is not in every browser we serve; the string is built by serializeCookie.
        // biome-ignore lint/suspicious/noDocumentCookie: see above
        document.cookie = serializeCookie(n, v, age);
      },
    },
    randomId: () => crypto.randomUUID(),
  });
  return current;
}
