import type { Banner } from '@arcadia/contract/promotions';
import { describe, expect, it } from 'vitest';
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
