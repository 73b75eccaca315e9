import { describe, expect, it } from 'vitest';
import { candidates, cdnOrder, isRelative, onCdn, rotate, setCdnLists, subscribeCdns } from '../cdn';
import { gameUrl } from '../cdn-game';

const at = (x: number) => () => x;

describe('CDN pick (spec 000 §7, ADR 056)', () => {
  it('starts at the randomly picked CDN and keeps the rest of the list after it, wrapping', () => {
    const list = ['a.cdn', 'b.cdn', 'c.cdn'];
    expect(rotate(list, at(0))).toEqual(['a.cdn', 'b.cdn', 'c.cdn']);
    expect(rotate(list, at(0.5))).toEqual(['b.cdn', 'c.cdn', 'a.cdn']);
    expect(rotate(list, at(0.99))).toEqual(['c.cdn', 'a.cdn', 'b.cdn']);
    // Math.random never gives 1, an injected source might: still the last one, never undefined.
    expect(rotate(list, at(1))).toEqual(['c.cdn', 'a.cdn', 'b.cdn']);
    expect(rotate([' ', 'x.cdn '], at(0.9))).toEqual(['x.cdn']);
    expect(rotate([], at(0.5))).toEqual([]);
  });

  it('moves only server-relative paths', () => {
    expect(isRelative('/res/games/1.png')).toBe(true);
    expect(isRelative('res/1.png')).toBe(true);
    for (const abs of ['https://x.example/1.png', 'http://x/1.png', '//x.example/1.png', 'data:image/png;base64,AA', 'blob:abc', ''])
      expect(isRelative(abs)).toBe(false);
  });

  it('joins a path to a CDN given as a URL with a prefix or as a bare host', () => {
    expect(onCdn('https://img.example/static/', '/res/1.png')).toBe('https://img.example/static/res/1.png');
    expect(onCdn('https://img.example', 'res/1.png')).toBe('https://img.example/res/1.png');
    expect(onCdn('img.example', '/res/1.png')).toBe('//img.example/res/1.png');
    expect(onCdn('//img.example/', '/res/1.png')).toBe('//img.example/res/1.png');
  });

  it('tries each CDN in the picked order, then our own origin; empty lists and absolute URLs change nothing', () => {
    const order = rotate(['https://a.cdn', 'https://b.cdn', 'https://c.cdn'], at(0.5));
    expect(candidates('/res/games/7.png', order)).toEqual([
      'https://b.cdn/res/games/7.png',
      'https://c.cdn/res/games/7.png',
      'https://a.cdn/res/games/7.png',
      '/res/games/7.png',
    ]);
    expect(candidates('/res/games/7.png', [])).toEqual(['/res/games/7.png']);
    expect(candidates('https://vendor.example/7.png', order)).toEqual(['https://vendor.example/7.png']);
  });

  it('picks once per page load: the same lists again (a status refresh) keep the pick', () => {
    let calls = 0;
    const stop = subscribeCdns(() => calls++);
    setCdnLists(['a.cdn', 'b.cdn'], ['g1.cdn', 'g2.cdn']);
    expect(cdnOrder(at(0.9))).toEqual({ image: ['b.cdn', 'a.cdn'], game: ['g2.cdn', 'g1.cdn'] });
    setCdnLists(['a.cdn', 'b.cdn'], ['g1.cdn', 'g2.cdn']);
    expect(cdnOrder(at(0)).image).toEqual(['b.cdn', 'a.cdn']);
    expect(calls).toBe(1);
    // the operator changed a list: a new pick
    setCdnLists(['a.cdn', 'c.cdn'], ['g1.cdn', 'g2.cdn']);
    expect(cdnOrder(at(0))).toEqual({ image: ['a.cdn', 'c.cdn'], game: ['g1.cdn', 'g2.cdn'] });
    setCdnLists([], []);
    expect(cdnOrder(at(0))).toEqual({ image: [], game: [] });
    expect(calls).toBe(3);
    stop();
  });

  it('puts a relative vendor game path on the picked game CDN, never our own pages or absolute URLs', () => {
    expect(gameUrl('/static-games/slot/index.html?token=t', ['https://g.cdn/'])).toBe('https://g.cdn/static-games/slot/index.html?token=t');
    expect(gameUrl('/house-games/play?game=arcadia-slot&mode=real', ['https://g.cdn'])).toBe(
      '/house-games/play?game=arcadia-slot&mode=real',
    );
    expect(gameUrl('/lottery?gameCode=X', ['https://g.cdn'])).toBe('/lottery?gameCode=X');
    expect(gameUrl('https://vendor.example/launch?t=1', ['https://g.cdn'])).toBe('https://vendor.example/launch?t=1');
    expect(gameUrl('/static-games/slot/index.html', [])).toBe('/static-games/slot/index.html');
    expect(gameUrl('', ['https://g.cdn'])).toBe('');
  });
});
