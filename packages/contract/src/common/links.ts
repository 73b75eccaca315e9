import { z } from 'zod';
import { ERROR_CODES } from '../errors/codes.js';

/** The error every operator-entered link field answers when the link is refused (server message table). */
export const LINK_ERROR = ERROR_CODES.invalidLink;

/**
 * Characters no link may hold anywhere: C0/C1 controls, every kind of space (browsers strip or
 * skip some of them, so "java\tscript:" or a leading U+00A0 would slip past a prefix test),
 * zero-width and bidirectional controls (they hide what the link really says), and the backslash
 * (browsers read "/\evil.example" as "//evil.example").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const FORBIDDEN = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/u;

export type LinkOptions = {
  /** Only an absolute http(s) address (a server calls it, or it is another site by nature). */
  absoluteOnly?: boolean;
  /** Contact fields may also hold `mailto:name@host` (customer-service entries). */
  mailto?: boolean;
};
type SchemaOptions = LinkOptions & { max?: number /** '' means "no link" for optional fields. */; allowEmpty?: boolean };

/**
 * THE rule for links operators enter (banners, promotions, resources, customer service, chat,
 * social sign-in, SEO): a path of this site starting with exactly one "/", or an absolute
 * http(s) address with a host and no credentials. Never protocol-relative ("//host"), never a
 * backslash trick, never javascript:, data:, vbscript: or any other scheme, never a control or
 * space character. The server parses every write with it and the web forms use the same schemas.
 */
export function isSafeLink(value: string, options: LinkOptions = {}): boolean {
  if (value === '' || FORBIDDEN.test(value)) return false;
  if (value.startsWith('/')) return !options.absoluteOnly && !value.startsWith('//');
  if (options.mailto && /^mailto:[^@/?#:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\?[^#]*)?$/i.test(value)) return true;
  if (!/^https?:\/\/[^/?#]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // "https://bank.example@evil.example" shows one host and opens another.
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
}

/** Where a vetted link leads: this site (router navigation) or another origin (a new tab). */
export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Classifies a link for the client: a same-site path or a full address of this very origin is
 * internal; any other safe link is external; anything the rule refuses leads nowhere, so a value
 * stored before the rule existed cannot become a javascript: or off-site same-tab navigation.
 */
export function linkTarget(value: string | null | undefined, origin: string): LinkTarget {
  const link = (value ?? '').trim();
  if (!isSafeLink(link)) return { kind: 'none' };
  if (link.startsWith('/')) return { kind: 'internal', to: link };
  const url = new URL(link);
  // "https://this.site//evil.example" (or "/..//evil.example", which URL parsing folds to it) has
  // the path "//evil.example": handed to the router as is, that is another host opened in this
  // tab. The path keeps exactly one leading slash.
  if (url.origin === origin) return { kind: 'internal', to: `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}` };
  return { kind: 'external', href: url.toString() };
}

/** A link field (trimmed, so a pasted trailing newline is not a refusal). */
export const safeLinkSchema = (options: SchemaOptions = {}) =>
  z
    .string()
    .trim()
    .max(options.max ?? 1000, LINK_ERROR)
    .refine((v) => (options.allowEmpty && v === '') || isSafeLink(v, options), LINK_ERROR);
