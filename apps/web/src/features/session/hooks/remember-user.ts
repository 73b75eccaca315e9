import { parseCookie, serializeCookie } from '../../../lib/device-id';

/** Spec 000 §9: the remembered name lives one day. Only the username is kept — never the password. */
export const REMEMBER_COOKIE = 'rememberUser';
const ONE_DAY_S = 24 * 60 * 60;

export type CookieJar = { read(): string; write(cookie: string): void };

const browserJar: CookieJar = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: CookieStore is not in every browser we serve
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

export function rememberedUser(jar: CookieJar = browserJar): string | null {
  return parseCookie(jar.read(), REMEMBER_COOKIE) || null;
}

/** Stores the username for a day, or forgets it (Max-Age=0) when "remember me" is off. */
export function rememberUser(username: string | null, jar: CookieJar = browserJar): void {
  jar.write(serializeCookie(REMEMBER_COOKIE, username ?? '', username ? ONE_DAY_S : 0));
}
