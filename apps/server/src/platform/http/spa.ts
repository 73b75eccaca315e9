import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@arcadia/contract';
import { canonicalFor, type SeoConfig, seoFor, type Templates } from '@arcadia/contract/system';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The part of the merchant's templates (spec 000 §3) the early paint is drawn in. */
export type PaintTheme = {
  colorScheme: Templates['colorScheme'];
  colors: Pick<Templates['colors'], 'background' | 'text' | 'headerBackground' | 'headerText'>;
};
/** What the first load of a page needs from the merchant: its name, SEO and theme; on `/` its first home banner, on `/promotions` the list. */
export type PageFacts = {
  name: string;
  seo: SeoConfig;
  theme?: PaintTheme;
  banner?: string | null;
  promotions?: { title: string; image: string | null; type: string }[];
  /** The merchant's default language and the ones it offers: the page boots in them (issue 29). */
  language?: { default: Language; offered: readonly string[] };
};
export type PageLookup = (host: string, path: string) => Promise<PageFacts | null>;

// What the browser paints before the app's code has run: the header bar with the brand's name, in
// the header's place and the brand's colours, on the brand's page background. React replaces it on
// its first render. Without it a phone shows a blank page until the framework has loaded and run
// (Lighthouse: first paint ~3 s on a mid phone).
//
// A page's largest paint is what the app shows only once its framework, the page's chunk and the
// page's data have arrived one after another (Lighthouse mobile: about 3 s of load delay). So the
// HTML paints it in its place and size, and React later draws the same thing on the same box:
// - on `/`, the first home banner, so the phone fetches it with the page;
// - on `/promotions`, the list's thumbnails and titles (titles are not per language), under a
//   space kept for the page's heading. The item's sizes are those of the Mantine accordion the
//   page uses (variant "separated"); e2e shell.spec checks that the first title lands within 2 px.
const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif'; // lib/theme.ts
const PREPAINT_STYLE =
  `<style>body{margin:0}.arcadia-prepaint-body{min-height:100vh;font:400 16px/1.55 ${FONT}}.arcadia-prepaint-body *{box-sizing:border-box}` +
  '.arcadia-prepaint{min-height:64px;display:flex;align-items:center;padding:0 16px;font:700 1.15rem/1.2 system-ui,sans-serif}' +
  '.arcadia-prepaint-page{max-width:1140px;margin:0 auto;padding:32px 16px}.arcadia-prepaint-banner{display:block;width:100%;aspect-ratio:10/3;object-fit:cover;border-radius:12px}' +
  '.arcadia-prepaint-list{max-width:960px;margin:0 auto;padding:32px 16px;list-style:none}.arcadia-prepaint-list::before{content:"";display:block;height:69px;margin-bottom:20px}' +
  // The heading (69 px), then the category chips' row (36 px, PromotionsPanel CHIP_ROW) and its gap.
  '.arcadia-prepaint-chips::before{height:125px}' +
  '.arcadia-prepaint-item{display:flex;align-items:center;gap:16px;padding:12px 32px 12px 16px;border:1px solid transparent;border-radius:8px}.arcadia-prepaint-item+.arcadia-prepaint-item{margin-top:16px}' +
  '.arcadia-prepaint-item img{display:block;flex:none;width:96px;height:auto;border-radius:4px}@media (min-width:48em){.arcadia-prepaint-item img{width:160px}}' +
  // From 48em the app's main keeps a 96 px column free for the right bar (ADR 042): the same column here.
  '@media (min-width:48em){.arcadia-prepaint-page{max-width:1236px;padding-right:112px}.arcadia-prepaint-list{max-width:1056px;padding-right:112px}}' +
  '.arcadia-prepaint-item p{margin:0;font-weight:600;overflow-wrap:break-word;min-width:0}.arcadia-prepaint-item p::after{content:"";display:block;height:20.8px}</style>';
/** Only `#rgb`-style hex colours go into the style sheet: the templates are an operator's input. */
const hex = (c: string | undefined, fallback: string) => (c && /^#[0-9a-f]{3,8}$/i.test(c) ? c : fallback);
const colourStyle = (theme: PaintTheme | undefined) => {
  const dark = theme?.colorScheme !== 'light';
  const c = theme?.colors;
  // The accordion item's fill and title colour are Mantine's for the scheme (dark-6 / gray-0, "bright").
  return (
    `<style>.arcadia-prepaint-body{background:${hex(c?.background, dark ? '#1a1b1e' : '#ffffff')};color:${hex(c?.text, dark ? '#c9c9c9' : '#000000')}}` +
    `.arcadia-prepaint{background:${hex(c?.headerBackground, '#111827')};color:${hex(c?.headerText, '#ffffff')}}` +
    `.arcadia-prepaint-item{background:${dark ? '#2e2e2e' : '#f8f9fa'};color:${dark ? '#ffffff' : '#000000'}}</style>`
  );
};
/** Only our own paths or http(s) addresses: an operator's banner URL goes into an attribute. */
const paintableUrl = (url: string | null | undefined) => (url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null);
const bannerPaint = (url: string | null | undefined) => {
  const banner = paintableUrl(url);
  return banner
    ? `<div class="arcadia-prepaint-page"><img class="arcadia-prepaint-banner" src="${escapeHtml(banner)}" alt="" fetchpriority="high"></div>`
    : '';
};
/** As many items as a tall phone shows; the rest is React's. */
const PAINTED_PROMOTIONS = 8;
const promotionsPaint = (list: PageFacts['promotions']) => {
  if (!list?.length) return '';
  const items = list.slice(0, PAINTED_PROMOTIONS).map((p) => {
    const image = paintableUrl(p.image);
    return `<li class="arcadia-prepaint-item">${image ? `<img src="${escapeHtml(image)}" alt="">` : ''}<p>${escapeHtml(p.title)}</p></li>`;
  });
  // With more than one promotion type the page shows a row of category chips above the list.
  const chips = new Set(list.map((p) => p.type)).size > 1;
  return `<ul class="arcadia-prepaint-list${chips ? ' arcadia-prepaint-chips' : ''}">${items.join('')}</ul>`;
};
const prepaint = (facts: PageFacts, path: string) =>
  `<div class="arcadia-prepaint-body"><div class="arcadia-prepaint">${escapeHtml(facts.name)}</div>` +
  (path === '/' ? bannerPaint(facts.banner) : path === '/promotions' ? promotionsPaint(facts.promotions) : '') +
  '</div>';

// On a page with an early paint, the HTML's own content comes first and the app's files after it:
// - The app's stylesheet (Mantine's, about 40 KB compressed) no longer holds back the early paint,
//   which has its own inline style: on a phone it shared the line with the framework's chunks, so the
//   first paint came only after both (Lighthouse mobile FCP about 2.5 s). It is still fetched at once
//   (the preload), and stays in its place in the head, before Mantine's theme variables, so the
//   cascade is unchanged. It applies only to print until the app switches it on just before its first
//   render (main.tsx, stylesReady), so no page is ever drawn unstyled.
// - The scripts load at low priority, so on a slow line the stylesheet and the painted images (the
//   home banner is its page's largest paint) are not queued behind about 190 KB of code.
// The console has no early paint and keeps the blocking stylesheet and default priorities.
const paintFirst = (html: string) =>
  html
    .replace(
      /<link rel="stylesheet"([^>]*)>/g,
      (_, attrs: string) => `<link rel="preload" as="style"${attrs}><link rel="stylesheet"${attrs} media="print" data-deferred>`,
    )
    .replace(/<(script type="module"|link rel="modulepreload")/g, (_, tag: string) => `<${tag} fetchpriority="low"`);

/**
 * Every insertion into the page goes through a replacer function: a replacement string expands
 * `$&`, `` $` ``, `$'`, `$1` and `$$`, so an operator's SEO title `$'` would copy the rest of the
 * page into the title (issue 22, finding 5). A function's result is inserted as it is.
 */
const put = (html: string, at: string | RegExp, text: string) => html.replace(at, () => text);
const TITLE = /<title>[^<]*<\/title>/;
const HTML_TAG = /<html[^>]*>/;

/**
 * A visitor who never chose a language sees the merchant's default one from the first painted frame
 * (issue 29): the app used to boot in the platform default (CN) and switch once the merchant's
 * settings arrived, so acme (English) flashed Chinese. The page names the default and the offered
 * languages on `<html>`; main.tsx boots in a stored choice the merchant offers, else in that default.
 * Only known codes are written, so the attributes carry no operator text.
 */
const htmlLanguage = (html: string, language: PageFacts['language']) => {
  if (!language || !LANGUAGES.includes(language.default)) return html;
  const offered = language.offered.filter((l): l is Language => (LANGUAGES as readonly string[]).includes(l));
  return put(
    html,
    HTML_TAG,
    `<html lang="${LANGUAGE_TAGS[language.default]}" data-language="${language.default}" data-languages="${offered.join(',')}">`,
  );
};

/**
 * Renders index.html for the first load of a page: the merchant's name as title and early paint
 * (with the first banner on `/`, the list on `/promotions`), and on listed public paths the SEO tags of spec 000 §2.
 */
export function renderIndex(template: string, facts: PageFacts | null, path: string, host: string, origin: string): string {
  if (!facts) return template;
  const entry = seoFor(facts.seo, path, host);
  const page = htmlLanguage(template, facts.language);
  // The console (`/ops`) has no player header to stand in for.
  const early = path === '/ops' ? '' : PREPAINT_STYLE + colourStyle(facts.theme);
  let html = path === '/ops' ? page : put(page, '<div id="root"></div>', `<div id="root">${prepaint(facts, path)}</div>`);
  if (path !== '/ops') html = paintFirst(html);
  if (!entry) return put(put(html, TITLE, `<title>${escapeHtml(facts.name)}</title>`), '<!--app-head-->', early);
  const canonical = canonicalFor(entry, origin, path);
  const head = `<meta name="description" content="${escapeHtml(entry.description)}" data-seo="1"><link rel="canonical" href="${escapeHtml(canonical)}" data-seo="1">`;
  html = put(html, TITLE, `<title>${escapeHtml(entry.title)}</title>`);
  return put(html, '<!--app-head-->', head + early);
}

const API_PREFIXES = ['/wps/', '/lgw/', '/ops/', '/ws', '/docs', '/healthz', '/readyz', '/__test/'];
/** Web pages whose path is also an API prefix: the operator console lives at `/ops`, its API under `/ops/`. */
const PAGE_PATHS = ['/ops'];
export const isApiPath = (path: string) =>
  !PAGE_PATHS.includes(path) && API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));

/**
 * Whether a path is one of the web app's pages, from the patterns of its route table (`:name` is one
 * segment). Like the app's router it ignores case and one trailing slash.
 */
export function pageMatcher(patterns: readonly string[]): (path: string) => boolean {
  const compiled = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .split('/')
          .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)))
          .join('/')}/?$`,
        'i',
      ),
  );
  return (path) => compiled.some((re) => re.test(path));
}

/** What the first load of a page answers: its HTML, and 404 when no page of the app has that path. */
export type SpaPage = { status: 200 | 404; html: string };

/**
 * Serves the built web app at the same origin: hashed assets cached for a year, every other
 * GET that is not an API path answered with index.html so client routes work on reload. A path that
 * is none of the app's pages gets the same HTML (the app shows its not-found page) with status 404,
 * so search engines and monitors do not take it for a page. The app's build lists its pages in
 * `pages.json` (web vite.config.ts, from config/paths.ts); a build without it answers 200 as before.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, lookup: PageLookup): Promise<boolean> {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`no built web app at ${webDist}: run "npm run build:web"; serving the API only`);
    return false;
  }
  const template = readFileSync(indexPath, 'utf8');
  const pagesPath = join(webDist, 'pages.json');
  const isPage = existsSync(pagesPath) ? pageMatcher(JSON.parse(readFileSync(pagesPath, 'utf8')) as string[]) : () => true;
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    // The header is ours alone: with the plugin's own Cache-Control on, its `public, max-age=0`
    // replaced the one below on every file, so hashed assets were fetched again on each visit.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('renderSpa', async (path: string, host: string, origin: string): Promise<SpaPage> => {
    const html = renderIndex(template, await lookup(host, path), path, host, origin);
    return { status: isPage(path) ? 200 : 404, html };
  });
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    renderSpa?: (path: string, host: string, origin: string) => Promise<SpaPage>;
  }
}
