import { canonicalFor, type SeoConfig, seoFor } from '@arcadia/contract/system';

/** Minimal DOM surface used here, so the logic is testable without a browser. */
export type HeadDom = Pick<Document, 'title' | 'head' | 'querySelectorAll' | 'createElement'>;

/** The server marks tags it injected with data-seo="1"; the client manages the same tags. */
const SELECTORS = ['meta[name="description"]', 'link[rel="canonical"]', '[data-seo="1"]'];

function upsert(doc: HeadDom, selector: string, create: () => HTMLElement, attr: string, value: string): void {
  const existing = Array.from(doc.querySelectorAll<HTMLElement>(selector));
  const [first, ...rest] = existing;
  for (const extra of rest) extra.remove();
  const el = first ?? create();
  el.setAttribute(attr, value);
  el.setAttribute('data-seo', '1');
  if (!first) doc.head.appendChild(el);
}

/**
 * Applies SEO meta for a navigation (spec 000 §2): eligible paths get title, description and
 * canonical; other paths lose the tags and show the merchant name as the title.
 */
export function applySeo(
  doc: HeadDom,
  config: SeoConfig,
  pathname: string,
  host: string,
  fallbackTitle: string,
  origin = `http://${host}`,
): void {
  const entry = seoFor(config, pathname, host);
  if (!entry) {
    for (const selector of SELECTORS) for (const el of Array.from(doc.querySelectorAll(selector))) el.remove();
    doc.title = fallbackTitle;
    return;
  }
  doc.title = entry.title;
  upsert(
    doc,
    'meta[name="description"]',
    () => {
      const m = doc.createElement('meta');
      m.setAttribute('name', 'description');
      return m;
    },
    'content',
    entry.description,
  );
  upsert(
    doc,
    'link[rel="canonical"]',
    () => {
      const l = doc.createElement('link');
      l.setAttribute('rel', 'canonical');
      return l;
    },
    'href',
    canonicalFor(entry, origin, pathname),
  );
}
