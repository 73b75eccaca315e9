import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalFor, type SeoConfig, seoFor } from '@arcadia/contract/system';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the first load of a page needs from the merchant: its name and SEO, and on `/` its first home banner. */
export type PageFacts = { name: string; seo: SeoConfig; banner?: string | null };
export type PageLookup = (host: string, path: string) => Promise<PageFacts | null>;

// What the browser paints before the app's code has run: the header bar with the brand's name, in
// the header's place and colours. React replaces it on its first render. Without it a phone shows a
// blank page until the framework has loaded and run (Lighthouse: first paint ~3 s on a mid phone).
//
// On `/` the home page's largest paint is its first banner, which the app shows only once its
// framework, the page's chunk and the banner list have arrived one after another (Lighthouse mobile:
// about 3 s of load delay). The HTML paints that image in the banner's place and size instead, so
// the phone fetches it with the page. React's carousel later draws the same image at the same size.
const PREPAINT_STYLE =
  '<style>.arcadia-prepaint{min-height:64px;display:flex;align-items:center;padding:0 16px;background:#111827;color:#fff;font:700 1.15rem/1.2 system-ui,sans-serif}' +
  '.arcadia-prepaint-page{max-width:1140px;margin:0 auto;padding:32px 16px}.arcadia-prepaint-banner{display:block;width:100%;aspect-ratio:10/3;object-fit:cover;border-radius:12px}</style>';
/** Only our own paths or http(s) addresses: an operator's banner URL goes into an attribute. */
const paintableUrl = (url: string | null | undefined) => (url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null);
const prepaint = (facts: PageFacts) => {
  const banner = paintableUrl(facts.banner);
  return (
    `<div class="arcadia-prepaint">${escapeHtml(facts.name)}</div>` +
    (banner
      ? `<div class="arcadia-prepaint-page"><img class="arcadia-prepaint-banner" src="${escapeHtml(banner)}" alt="" fetchpriority="high"></div>`
      : '')
  );
};

/**
 * Renders index.html for the first load of a page: the merchant's name as title and early paint
 * (with the first banner on `/`), and on listed public paths the SEO tags of spec 000 §2.
 */
export function renderIndex(template: string, facts: PageFacts | null, path: string, host: string, origin: string): string {
  if (!facts) return template;
  const entry = seoFor(facts.seo, path, host);
  // The console (`/ops`) has no player header to stand in for.
  const early = path === '/ops' ? '' : PREPAINT_STYLE;
  let html = template.replace(
    '<div id="root"></div>',
    path === '/ops' ? '<div id="root"></div>' : `<div id="root">${prepaint(facts)}</div>`,
  );
  if (!entry) return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(facts.name)}</title>`).replace('<!--app-head-->', early);
  const canonical = canonicalFor(entry, origin, path);
  const head = `<meta name="description" content="${escapeHtml(entry.description)}" data-seo="1"><link rel="canonical" href="${escapeHtml(canonical)}" data-seo="1">`;
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(entry.title)}</title>`);
  return html.replace('<!--app-head-->', head + early);
}

const API_PREFIXES = ['/wps/', '/lgw/', '/ops/', '/ws', '/docs', '/healthz', '/readyz'];
/** Web pages whose path is also an API prefix: the operator console lives at `/ops`, its API under `/ops/`. */
const PAGE_PATHS = ['/ops'];
export const isApiPath = (path: string) =>
  !PAGE_PATHS.includes(path) && API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));

/**
 * Serves the built web app at the same origin: hashed assets cached for a year, every other
 * GET that is not an API path answered with index.html so client routes work on reload.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, lookup: PageLookup): Promise<boolean> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`no built web app at ${webDist}: run "npm run build:web"; serving the API only`);
    return false;
  }
  const template = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('renderSpa', async (path: string, host: string, origin: string) =>
    renderIndex(template, await lookup(host, path), path, host, origin),
  );
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderSpa?: (path: string, host: string, origin: string) => Promise<string>;
  }
}
