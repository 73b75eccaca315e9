import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageMatcher, registerSpa, renderIndex } from '../http/spa.js';

const template =
  '<!doctype html><html><head><title>Arcadia</title><script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-b.js"><link rel="stylesheet" crossorigin href="/assets/index-c.css"><!--app-head--></head>' +
  '<body><div id="root"></div></body></html>';
/** The page's own escaping (spa.ts), so the expected text is the operator's, literally. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const seo = { name: 'Arcadia Demo', seo: { '/promotions': { title: 'Promos & <more>', description: 'Bonuses "today"' } } };

describe('index.html rendering', () => {
  // Issue 29: a first-time visitor on an English brand saw the platform's Chinese until the settings arrived.
  it("names the merchant's default and offered languages on <html>, so the page boots in them", () => {
    const html = renderIndex(
      template,
      { ...seo, language: { default: 'EN', offered: ['EN', 'CN', 'XX'] } },
      '/',
      'localhost',
      'http://localhost',
    );
    expect(html).toContain('<html lang="en" data-language="EN" data-languages="EN,CN">');
    const tagged =
      '<!doctype html><html lang="zh-CN"><head><title>A</title><!--app-head--></head><body><div id="root"></div></body></html>';
    expect(renderIndex(tagged, { ...seo, language: { default: 'TH', offered: ['TH'] } }, '/', 'localhost', 'http://localhost')).toContain(
      '<html lang="th" data-language="TH" data-languages="TH">',
    );
    expect(renderIndex(template, seo, '/', 'localhost', 'http://localhost')).toContain('<html><head>');
  });

  it('injects escaped SEO tags on a listed public path on localhost', () => {
    const html = renderIndex(template, seo, '/promotions', 'localhost', 'http://localhost:3000');
    expect(html).toContain('<title>Promos &#38; &#60;more&#62;</title>');
    expect(html).toContain('<meta name="description" content="Bonuses &#34;today&#34;" data-seo="1">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/promotions" data-seo="1">');
  });

  // Issue 22 finding 5: with a replacement string, `$'` in an operator's title copied the rest of the page into it.
  it("inserts an operator's text literally: no $ replacement patterns are expanded ($&, $`, $', $1, $$)", () => {
    for (const pattern of ['$&', '$`', "$'", '$1', '$$']) {
      const text = `A ${pattern} B`;
      const escaped = esc(text);
      const facts = {
        name: `Brand ${pattern}`,
        seo: { '/promotions': { title: text, description: `About ${pattern}` } },
        promotions: [{ title: `Promo ${pattern}`, image: null, type: 'MANUAL' }],
      };
      const listed = renderIndex(template, facts, '/promotions', 'localhost', 'http://localhost');
      expect(listed).toContain(`<title>${escaped}</title>`);
      expect(listed).toContain(`<meta name="description" content="About ${esc(pattern)}" data-seo="1">`);
      expect(listed).toContain(`<p>Promo ${esc(pattern)}</p>`);
      expect(listed).toContain(`<div class="arcadia-prepaint">Brand ${esc(pattern)}</div>`);
      // No copy of the page (or of the matched tag) anywhere else: one title, one root, one head.
      expect(listed.match(/<title>/g)).toHaveLength(1);
      expect(listed.match(/<div id="root">/g)).toHaveLength(1);
      expect(listed.match(/<html>/g)).toHaveLength(1);
      const plain = renderIndex(template, facts, '/member', 'localhost', 'http://localhost');
      expect(plain).toContain(`<title>Brand ${esc(pattern)}</title>`);
      expect(plain.match(/<title>/g)).toHaveLength(1);
    }
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
    expect(html).toContain(
      '<div id="root"><div class="arcadia-prepaint-body"><div class="arcadia-prepaint">Lucky &#60;b&#62;7&#60;/b&#62;</div></div></div>',
    );
    expect(html).toMatch(/<style>body\{margin:0\}\.arcadia-prepaint-body\{/);
    const ops = renderIndex(template, seo, '/ops', 'localhost', 'http://localhost');
    expect(ops).toContain('<div id="root"></div>');
    expect(ops).not.toContain('arcadia-prepaint');
    expect(ops).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(ops).not.toContain('fetchpriority');
    expect(renderIndex(template, null, '/', 'localhost', 'http://localhost')).toBe(template);
  });

  it('paints the first home banner in its place on `/`, and only a same-site path or an http(s) address', () => {
    const home = renderIndex(template, { ...seo, banner: '/promo/banner-1.svg?a=1&b="2"' }, '/', 'localhost', 'http://localhost');
    expect(home).toContain(
      '<div class="arcadia-prepaint-page"><img class="arcadia-prepaint-banner" src="/promo/banner-1.svg?a=1&#38;b=&#34;2&#34;" alt="" fetchpriority="high"></div></div></div>',
    );
    expect(renderIndex(template, { ...seo, banner: 'https://cdn.example/b.png' }, '/', 'localhost', 'http://localhost')).toContain(
      'src="https://cdn.example/b.png"',
    );
    for (const banner of ['javascript:alert(1)', '//evil.example/b.png', 'data:image/svg+xml,<svg/>', '', null])
      expect(renderIndex(template, { ...seo, banner }, '/', 'localhost', 'http://localhost')).not.toContain('<img');
  });

  it('paints the promotions list on `/promotions`: escaped titles, thumbnails only from our paths or http(s), at most eight', () => {
    const promotions = [
      { title: 'Deposit <b>bonus</b> & more', image: '/promo/a.svg', type: 'MANUAL' },
      { title: 'Raffle', image: 'javascript:alert(1)', type: 'MANUAL' },
      ...Array.from({ length: 10 }, (_, i) => ({ title: `Extra ${i}`, image: null, type: 'MANUAL' })),
    ];
    const html = renderIndex(template, { ...seo, promotions }, '/promotions', 'localhost', 'http://localhost');
    expect(html).toContain(
      '<ul class="arcadia-prepaint-list"><li class="arcadia-prepaint-item"><img src="/promo/a.svg" alt=""><p>Deposit &#60;b&#62;bonus&#60;/b&#62; &#38; more</p></li>' +
        '<li class="arcadia-prepaint-item"><p>Raffle</p></li>',
    );
    expect(html.match(/<li /g)).toHaveLength(8);
    expect(html).not.toContain('javascript:');
    // Only on its own page, and nothing when the list is empty.
    expect(renderIndex(template, { ...seo, promotions }, '/', 'localhost', 'http://localhost')).not.toContain(
      '<ul class="arcadia-prepaint-list"',
    );
    expect(renderIndex(template, { ...seo, promotions: [] }, '/promotions', 'localhost', 'http://localhost')).not.toContain(
      '<ul class="arcadia-prepaint-list"',
    );
  });

  it("keeps the category chips' row above the painted list only when the list has more than one type", () => {
    const two = [
      { title: 'A', image: null, type: 'MANUAL' },
      { title: 'B', image: null, type: 'RAFFLE' },
    ];
    const one = two.map((p) => ({ ...p, type: 'MANUAL' }));
    const render = (promotions: typeof two) =>
      renderIndex(template, { ...seo, promotions }, '/promotions', 'localhost', 'http://localhost');
    expect(render(two)).toContain('<ul class="arcadia-prepaint-list arcadia-prepaint-chips">');
    expect(render(one)).toContain('<ul class="arcadia-prepaint-list">');
  });

  it("paints in the merchant's colours, and only hex colours reach the style sheet", () => {
    const colors = { background: '#f8f9fa', text: '#1b1f24', headerBackground: '#0b7285', headerText: '#ffffff' };
    const theme = { colorScheme: 'light' as const, colors };
    const light = renderIndex(template, { ...seo, theme }, '/', 'localhost', 'http://localhost');
    expect(light).toContain('.arcadia-prepaint-body{background:#f8f9fa;color:#1b1f24}');
    expect(light).toContain('.arcadia-prepaint{background:#0b7285;color:#ffffff}');
    expect(light).toContain('.arcadia-prepaint-item{background:#f8f9fa;color:#000000}');
    const hostile = renderIndex(
      template,
      { ...seo, theme: { colorScheme: 'dark', colors: { ...colors, background: 'red}</style><script>alert(1)</script>' } } },
      '/',
      'localhost',
      'http://localhost',
    );
    expect(hostile).not.toContain('alert(1)');
    expect(hostile).toContain('.arcadia-prepaint-body{background:#1a1b1e;');
    expect(hostile).toContain('.arcadia-prepaint-item{background:#2e2e2e;color:#ffffff}');
  });

  it('lets the early paint go first: the stylesheet is preloaded but switched off, the scripts load at low priority', () => {
    const html = renderIndex(template, seo, '/promotions', 'localhost', 'http://localhost');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/index-c.css"><link rel="stylesheet" crossorigin href="/assets/index-c.css" media="print" data-deferred>',
    );
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-b.js">');
  });

  it("knows the app's pages from its route patterns, like its router: one segment per parameter, any case, one trailing slash", () => {
    const isPage = pageMatcher(['/', '/promotions', '/house/:game', '/lotto/t2/games/trendChart/:gameId', '/register.html']);
    for (const path of [
      '/',
      '/promotions',
      '/promotions/',
      '/Promotions',
      '/house/arcadia-slot',
      '/lotto/t2/games/trendChart/7',
      '/register.html',
    ])
      expect(isPage(path), path).toBe(true);
    for (const path of ['/nope', '/promotions/x', '/house', '/house/', '/house/a/b', '/registerxhtml', '/favicon.ico', '//promotions'])
      expect(isPage(path), path).toBe(false);
  });
});

describe('static files', () => {
  it('caches the hashed assets for good and asks again for everything else', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'arcadia-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), template);
    writeFileSync(join(dist, 'assets', 'MiniGame-Ab12.js'), 'export {}');
    writeFileSync(join(dist, 'favicon.ico'), 'x');
    const app = Fastify();
    try {
      expect(await registerSpa(app, dist, async () => null)).toBe(true);
      const asset = await app.inject({ method: 'GET', url: '/assets/MiniGame-Ab12.js' });
      expect(asset.statusCode).toBe(200);
      // The plugin's own `public, max-age=0` used to replace this one.
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
