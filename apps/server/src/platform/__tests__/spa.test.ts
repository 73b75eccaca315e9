import { describe, expect, it } from 'vitest';
import { renderIndex } from '../http/spa.js';

const template = '<!doctype html><html><head><title>Arcadia</title><!--app-head--></head><body><div id="root"></div></body></html>';
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

  it('paints the brand name, escaped, in the header place before the app runs (not in the console)', () => {
    const html = renderIndex(template, { ...seo, name: 'Lucky <b>7</b>' }, '/', 'localhost', 'http://localhost');
    expect(html).toContain('<div id="root"><div class="arcadia-prepaint">Lucky &#60;b&#62;7&#60;/b&#62;</div></div>');
    expect(html).toMatch(/<style>\.arcadia-prepaint\{/);
    const ops = renderIndex(template, seo, '/ops', 'localhost', 'http://localhost');
    expect(ops).toContain('<div id="root"></div>');
    expect(ops).not.toContain('arcadia-prepaint');
    expect(renderIndex(template, null, '/', 'localhost', 'http://localhost')).toBe(template);
  });

  it('paints the first home banner in its place on `/`, and only a same-site path or an http(s) address', () => {
    const home = renderIndex(template, { ...seo, banner: '/promo/banner-1.svg?a=1&b="2"' }, '/', 'localhost', 'http://localhost');
    expect(home).toContain(
      '<div class="arcadia-prepaint-page"><img class="arcadia-prepaint-banner" src="/promo/banner-1.svg?a=1&#38;b=&#34;2&#34;" alt="" fetchpriority="high"></div></div>',
    );
    expect(renderIndex(template, { ...seo, banner: 'https://cdn.example/b.png' }, '/', 'localhost', 'http://localhost')).toContain(
      'src="https://cdn.example/b.png"',
    );
    for (const banner of ['javascript:alert(1)', '//evil.example/b.png', 'data:image/svg+xml,<svg/>', '', null])
      expect(renderIndex(template, { ...seo, banner }, '/', 'localhost', 'http://localhost')).not.toContain('<img');
  });
});
