import type { Promotion } from '@arcadia/contract/promotions';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { promotionKeys } from '../api/keys';
import { PromotionsPanel } from '../components/PromotionsPanel';

/**
 * The promotions "Go to" button as it renders (operator-entered redirects and external links):
 * a page of this site stays in the tab through the router, another site opens in a new tab with
 * no opener and no referrer, and a link the rule refuses gives no button at all.
 */
const ORIGIN = 'https://casino.example';

// DOMPurify needs a DOM, which node has not; the promotion body is not what this test is about.
vi.mock('../../../components/SafeHtml', () => ({ SafeHtml: () => null }));

const promotion = (id: number, links: { redirect?: string | null; externalLink?: string | null }): Promotion => ({
  id,
  title: `Promotion ${id}`,
  content: '',
  startDate: '2026-01-01T00:00:00Z',
  startDateStr: '2026-01-01',
  endDate: null,
  promotionType: 'MANUAL',
  redirect: links.redirect ?? null,
  externalLink: links.externalLink ?? null,
  announcementImages: [],
  linkedPromotionId: null,
  remarkRequired: 'N',
  imageRequired: 'N',
  applicable: false,
  applicationStatus: null,
});

/** The "Go to" anchors of the rendered panel (linked as #1, so its item is open), each as its attributes. */
function goToButtons(links: { redirect?: string | null; externalLink?: string | null }): Record<string, string>[] {
  const client = new QueryClient();
  client.setQueryData(promotionKeys.list(false, 'EN'), [promotion(1, links)]);
  const html = renderToStaticMarkup(
    h(
      MantineProvider,
      null,
      h(
        QueryClientProvider,
        { client },
        h(
          MemoryRouter,
          { initialEntries: ['/promotions'] },
          h(PromotionsPanel, { signedIn: false, language: 'EN', location: { hash: '#1', search: '', key: 'k' }, loginPath: '/login' }),
        ),
      ),
    ),
  );
  expect(html).toContain('data-testid="promotion-item"');
  return [...html.matchAll(/<a\b([^>]*data-testid="promotion-go-to"[^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!.replace(/&amp;/g, '&')])),
  );
}

beforeAll(() => {
  // The button resolves links against the page's origin; node has no window.
  vi.stubGlobal('window', { location: { origin: ORIGIN } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the promotion "Go to" button', () => {
  it('navigates in the same tab to a path of this site', () => {
    const [a, ...rest] = goToButtons({ redirect: '/deposit?from=promo' });
    expect(rest).toEqual([]);
    expect(a).toMatchObject({ href: '/deposit?from=promo' });
    expect(a).not.toHaveProperty('target');
  });

  it('treats a full address of this very origin as a page of this site', () => {
    const [a] = goToButtons({ redirect: `${ORIGIN}/deposit#bonus` });
    expect(a).toMatchObject({ href: '/deposit#bonus' });
    expect(a).not.toHaveProperty('target');
  });

  it('opens another site in a new tab, with no opener and no referrer', () => {
    for (const links of [{ redirect: 'https://partner.example/offer?x=1' }, { externalLink: 'http://partner.example/' }]) {
      const [a] = goToButtons(links);
      expect(a).toMatchObject({ href: links.redirect ?? links.externalLink, target: '_blank', rel: 'noopener noreferrer' });
    }
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://casino.example@evil.example/',
    'java\tscript:alert(1)',
  ])('shows no button for %j', (link) => {
    expect(goToButtons({ redirect: link })).toEqual([]);
    expect(goToButtons({ externalLink: link })).toEqual([]);
  });

  it('never lets a same-origin address become an off-site same-tab link', () => {
    for (const redirect of [`${ORIGIN}//evil.example`, `${ORIGIN}/..//evil.example`, `${ORIGIN}/%2e%2e//evil.example/x`]) {
      const buttons = goToButtons({ redirect });
      for (const a of buttons) {
        expect(a.href, redirect).toMatch(/^\/(?![/\\])/);
        expect(a).not.toHaveProperty('target');
      }
    }
  });

  it('falls back to the external link when the redirect is refused', () => {
    const [a] = goToButtons({ redirect: 'javascript:alert(1)', externalLink: 'https://partner.example/' });
    expect(a).toMatchObject({ href: 'https://partner.example/', target: '_blank', rel: 'noopener noreferrer' });
  });
});
