import { describe, expect, it } from 'vitest';
import { applySeo, type HeadDom } from '../seo';

/** A tiny stand-in for document.head: elements are attribute maps. */
function fakeDom() {
  type El = { tag: string; attrs: Map<string, string>; setAttribute(k: string, v: string): void; remove(): void };
  const head: El[] = [];
  const make = (tag: string): El => {
    const el: El = {
      tag,
      attrs: new Map(),
      setAttribute: (k, v) => void el.attrs.set(k, v),
      remove: () => void head.splice(head.indexOf(el), 1),
    };
    return el;
  };
  const matches = (el: El, selector: string) => {
    if (selector === 'meta[name="description"]') return el.tag === 'meta' && el.attrs.get('name') === 'description';
    if (selector === 'link[rel="canonical"]') return el.tag === 'link' && el.attrs.get('rel') === 'canonical';
    if (selector === '[data-seo="1"]') return el.attrs.get('data-seo') === '1';
    throw new Error(selector);
  };
  const doc = {
    title: 'Arcadia',
    head: { appendChild: (el: El) => void head.push(el) },
    querySelectorAll: (selector: string) => head.filter((el) => matches(el, selector)),
    createElement: make,
  };
  const get = (tag: string, key: string, value: string) => head.find((e) => e.tag === tag && e.attrs.get(key) === value);
  return { doc: doc as unknown as HeadDom, head, make, get };
}

const config = {
  '/': { title: 'Home title', description: 'Home description', canonical: 'https://www.example.com/' },
  '/live': { title: 'Live title', description: 'Live description' },
};

describe('applySeo', () => {
  it('sets title, description and canonical on an eligible path', () => {
    const f = fakeDom();
    applySeo(f.doc, config, '/', 'www.example.com', 'Merchant');
    expect(f.doc.title).toBe('Home title');
    expect(f.get('meta', 'name', 'description')?.attrs.get('content')).toBe('Home description');
    expect(f.get('link', 'rel', 'canonical')?.attrs.get('href')).toBe('https://www.example.com/');
  });

  it('updates the server-injected tags instead of adding duplicates; the canonical follows the path', () => {
    const f = fakeDom();
    applySeo(f.doc, config, '/', 'localhost:3000', 'Merchant', 'http://localhost:3000');
    applySeo(f.doc, config, '/live', 'localhost:3000', 'Merchant', 'http://localhost:3000');
    expect(f.doc.title).toBe('Live title');
    expect(f.head.filter((e) => e.tag === 'meta')).toHaveLength(1);
    expect(f.get('meta', 'name', 'description')?.attrs.get('content')).toBe('Live description');
    expect(f.head.filter((e) => e.tag === 'link')).toHaveLength(1);
    // no configured canonical for /live: this origin and path, as the server renders it
    expect(f.get('link', 'rel', 'canonical')?.attrs.get('href')).toBe('http://localhost:3000/live');
  });

  it('removes the tags and shows the merchant name elsewhere', () => {
    const f = fakeDom();
    applySeo(f.doc, config, '/', 'www.example.com', 'Merchant');
    applySeo(f.doc, config, '/login', 'www.example.com', 'Merchant');
    expect(f.doc.title).toBe('Merchant');
    expect(f.head).toHaveLength(0);
  });

  it('does not apply on hosts other than localhost or www.*', () => {
    const f = fakeDom();
    applySeo(f.doc, config, '/', 'm.example.com', 'Merchant');
    expect(f.doc.title).toBe('Merchant');
    expect(f.head).toHaveLength(0);
  });
});
