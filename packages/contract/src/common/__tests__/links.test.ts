import { describe, expect, it } from 'vitest';
import { isSafeLink, LINK_ERROR, linkTarget, safeLinkSchema } from '../links.js';

const ATTACKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/x\\..\\evil',
  'https:\\\\evil.example',
  'https:/evil.example',
  'https:evil.example',
  'http://',
  'https://good.example@evil.example/',
  'https://user:pass@evil.example/',
  'https://evil.example/\u202e',
  '/\u200bpath',
  '/pa th',
  '/\u00a0//evil.example',
  'ftp://files.example/x',
  'mailto:help@example.com',
  'evil.example',
  '',
];
const GOOD = [
  '/',
  '/promotions',
  '/promotions?t=1#12',
  '/help/faq?q=a%20b',
  'https://partner.example',
  'http://partner.example/x?a=1&b=2#c',
  'HTTPS://Partner.Example/Path',
];

describe('the one link rule (operator-entered links)', () => {
  it.each(ATTACKS)('refuses %j', (value) => {
    expect(isSafeLink(value)).toBe(false);
    const parsed = safeLinkSchema().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(LINK_ERROR);
  });
  it.each(GOOD)('accepts %j', (value) => {
    expect(isSafeLink(value)).toBe(true);
    expect(safeLinkSchema().parse(value)).toBe(value);
  });
  it('trims what an operator pasted around a good link, but not controls inside it', () => {
    expect(safeLinkSchema().parse('  /promotions\n')).toBe('/promotions');
    expect(safeLinkSchema().safeParse('/pro\nmotions').success).toBe(false);
  });
  it('absolute-only fields refuse paths; contact fields also take a mail address, nothing else', () => {
    expect(isSafeLink('/jwks.json', { absoluteOnly: true })).toBe(false);
    expect(isSafeLink('https://id.example/jwks.json', { absoluteOnly: true })).toBe(true);
    expect(isSafeLink('mailto:help@example.com', { mailto: true })).toBe(true);
    expect(isSafeLink('mailto:javascript:alert(1)', { mailto: true })).toBe(false);
    expect(isSafeLink('javascript:alert(1)', { mailto: true })).toBe(false);
    expect(safeLinkSchema({ allowEmpty: true }).parse('')).toBe('');
    expect(safeLinkSchema().safeParse('').success).toBe(false);
    expect(safeLinkSchema({ max: 10 }).safeParse('/0123456789').error?.issues[0]?.message).toBe(LINK_ERROR);
  });
  it('the client classification: same site → router, another origin → external, anything refused → nowhere', () => {
    const origin = 'https://www.site.test';
    expect(linkTarget('/register', origin)).toEqual({ kind: 'internal', to: '/register' });
    expect(linkTarget(`${origin}/help?x=1#a`, origin)).toEqual({ kind: 'internal', to: '/help?x=1#a' });
    expect(linkTarget('https://partner.test/x', origin)).toEqual({ kind: 'external', href: 'https://partner.test/x' });
    // A same-origin address whose path starts with "//" must not become a protocol-relative target.
    for (const sneaky of [`${origin}//evil.example/x`, `${origin}/..//evil.example/x`, `${origin}/%2e%2e//evil.example/x`])
      expect(linkTarget(sneaky, origin)).toEqual({ kind: 'internal', to: '/evil.example/x' });
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', null, undefined, ''])
      expect(linkTarget(bad, origin)).toEqual({ kind: 'none' });
  });
});
