import type { Banner } from '@arcadia/contract/promotions';
import { describe, expect, it } from 'vitest';
import { goToTarget } from '../go-to';
import { bannerTarget, promotionLink } from '../linkage';

const base: Banner = {
  bannerId: 1,
  url: '/b.svg',
  linkage: '',
  linkageType: 'URL',
  roomId: null,
  nodeId: null,
  vendor: null,
  groupName: 'home',
};
const origin = 'https://www.site.test';

describe('banner linkage', () => {
  it('adds the username to an external URL, keeping its own query', () => {
    expect(bannerTarget({ ...base, linkage: 'https://partner.test/x?a=1' }, 'player01', origin)).toEqual({
      kind: 'external',
      href: 'https://partner.test/x?a=1&username=player01',
    });
    expect(bannerTarget({ ...base, linkage: 'https://partner.test/x' }, null, origin)).toEqual({
      kind: 'external',
      href: 'https://partner.test/x',
    });
  });
  it('routes internal links, including full URLs of this site, without the username', () => {
    expect(bannerTarget({ ...base, linkage: '/register' }, 'p', origin)).toEqual({ kind: 'internal', to: '/register' });
    expect(bannerTarget({ ...base, linkage: `${origin}/help?x=1` }, 'p', origin)).toEqual({ kind: 'internal', to: '/help?x=1' });
  });
  it('never follows a script or protocol-relative link', () => {
    expect(bannerTarget({ ...base, linkage: 'javascript:alert(1)' }, 'p', origin)).toEqual({ kind: 'none' });
    expect(bannerTarget({ ...base, linkage: '//evil.test/x' }, 'p', origin).kind).not.toBe('internal');
  });
  it('opens the promotions page at the anchor (type P)', () => {
    expect(bannerTarget({ ...base, linkageType: 'P', linkage: '42' }, null, origin, 1000)).toEqual({
      kind: 'internal',
      to: '/promotions?t=1000#42',
    });
    expect(bannerTarget({ ...base, linkageType: 'P' }, null, origin)).toEqual({ kind: 'internal', to: '/promotions' });
    expect(promotionLink(7, 5)).toBe('/promotions?t=5#7');
  });
  it('launches a game by vendor (type G)', () => {
    expect(bannerTarget({ ...base, linkageType: 'G', vendor: 'ARCADIA', roomId: 'arcadia-slot' }, null, origin)).toEqual({
      kind: 'internal',
      to: '/house/arcadia-slot',
    });
    expect(bannerTarget({ ...base, linkageType: 'G', vendor: 'PG', nodeId: '9' }, null, origin)).toEqual({
      kind: 'internal',
      to: '/seamless?vendor=PG&nodeId=9',
    });
  });
});

describe('the promotion Go-to button', () => {
  const none = { redirect: null, externalLink: null };
  it('routes a page of this site, including a full address of this origin', () => {
    expect(goToTarget({ ...none, redirect: '/deposit' }, origin)).toEqual({ kind: 'internal', to: '/deposit' });
    expect(goToTarget({ ...none, redirect: `${origin}/vip#a` }, origin)).toEqual({ kind: 'internal', to: '/vip#a' });
  });
  it('opens another site in a new tab (external), from the redirect or the external link', () => {
    expect(goToTarget({ ...none, externalLink: 'https://partner.test/x' }, origin)).toEqual({
      kind: 'external',
      href: 'https://partner.test/x',
    });
    expect(goToTarget({ ...none, redirect: 'https://partner.test/y' }, origin)).toEqual({
      kind: 'external',
      href: 'https://partner.test/y',
    });
  });
  it('never turns a protocol-relative, backslash or script link into a same-tab navigation', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', ' //evil.example', '/\t/evil.example']) {
      expect(goToTarget({ ...none, redirect: bad }, origin), bad).toEqual({ kind: 'none' });
      expect(goToTarget({ redirect: bad, externalLink: 'https://partner.test/' }, origin), bad).toEqual({
        kind: 'external',
        href: 'https://partner.test/',
      });
    }
  });
  it('banner links follow the same rule', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(bannerTarget({ ...base, linkage: bad }, 'p', origin), bad).toEqual({ kind: 'none' });
  });
});
