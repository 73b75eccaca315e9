import { describe, expect, it } from 'vitest';
import { renderIndex } from '../http/spa.js';

const template = '<!doctype html><html><head><title>Arcadia</title><!--app-head--></head><body></body></html>';
const seo = { name: 'Arcadia Demo', seo: { '/promotions': { title: 'Promos & <more>', description: 'Bonuses "today"' } } };

describe('index.html rendering', () => {
  it('injects escaped SEO tags on a listed public path on localhost', () => {
    const html = renderIndex(template, seo, '/promotions', 'localhost', 'http://localhost:3000');
    expect(html).toContain('<title>Promos &#38; &#60;more&#62;</title>');
    expect(html).toContain('<meta name="description" content="Bonuses &#34;today&#34;" data-seo="1">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/promotions" data-seo="1">');
  });

  it('adds no SEO tags on member pages, deeper paths or other hosts', () => {
    for (const [path, host] of [
      ['/member', 'localhost'],
      ['/promotions/x', 'localhost'],
      ['/promotions', '127.0.0.1'],
      ['/promotions', 'brand.example'],
    ] as const) {
      const html = renderIndex(template, seo, path, host, `http://${host}`);
      expect(html).not.toContain('name="description"');
      expect(html).toContain('<title>Arcadia Demo</title>');
    }
  });

  it('applies on www hosts', () => {
    expect(renderIndex(template, seo, '/promotions', 'www.brand.example', 'https://www.brand.example')).toContain('rel="canonical"');
  });
});
