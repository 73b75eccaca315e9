import { z } from 'zod';

/** Spec 000 §2: the only paths that carry SEO meta. */
export const SEO_PATHS = [
  '/',
  '/index',
  '/register',
  '/register.html',
  '/promotions',
  '/help',
  '/rng',
  '/pvp',
  '/casino',
  '/fish',
  '/sports',
  '/arcade',
  '/elott',
  '/lott',
  '/table',
  '/live',
  '/news',
] as const;

export const seoEntrySchema = z.object({
  title: z.string().max(120),
  description: z.string().max(320),
  canonical: z.string().max(500).optional(),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;
export const seoConfigSchema = z.record(z.string(), seoEntrySchema);
export type SeoConfig = z.infer<typeof seoConfigSchema>;

/**
 * Whether SEO meta applies: a listed path, at most one slash level, and a host that is
 * `localhost` or starts with `www.` (spec 000 §2). Used by the server (initial HTML) and the
 * web client (navigation), so both agree.
 */
export function seoApplies(pathname: string, host: string): boolean {
  const hostname = host.split(':')[0]?.toLowerCase() ?? '';
  if (hostname !== 'localhost' && !hostname.startsWith('www.')) return false;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if ((path.match(/\//g) ?? []).length > 1) return false;
  return (SEO_PATHS as readonly string[]).includes(path);
}

/** The entry for a path, falling back to the home entry, or null when SEO does not apply. */
export function seoFor(config: SeoConfig, pathname: string, host: string): SeoEntry | null {
  if (!seoApplies(pathname, host)) return null;
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return config[path] ?? config['/'] ?? null;
}

/** The canonical link: the configured one, else this origin and path (server and client agree). */
export function canonicalFor(entry: SeoEntry, origin: string, pathname: string): string {
  return entry.canonical ?? `${origin}${pathname}`;
}
