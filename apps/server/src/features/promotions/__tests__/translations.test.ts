import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

// Issue 29: operator content per language. Demo's default language is CN; acme's is EN.
let t: TestApp;
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

const get = async <T>(url: string, language: string, merchant = 'demo') =>
  (await t.app.inject({ method: 'GET', url, headers: headers(merchant, language) })).json().value as T;
const opsCall = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: ops, ...(payload ? { payload } : {}) });
  expect(res.json().success, res.body).toBe(true);
  return res.json().value;
};
type P = { id: number; title: string; content: string; announcementImages: { url: string }[] };
const promotion = async (id: number, language: string) => (await get<P[]>('/wps/promotions', language)).find((p) => p.id === id);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo content in six languages', () => {
  it('answers promotion titles, banners and the copyright in the request language', async () => {
    const titles = async (language: string) => (await get<P[]>('/wps/promotions', language)).map((p) => p.title);
    expect(await titles('CN')).toContain('首存100%红利');
    expect(await titles('TW')).toContain('首存100%紅利');
    expect(await titles('JA')).toContain('初回入金ボーナス100%');
    expect(await titles('EN')).toContain('First deposit bonus 100%');
    expect(await titles('TH')).toContain('โบนัสฝากครั้งแรก 100%');
    expect(await titles('VI')).toContain('Thưởng nạp đầu 100%');
    const deposit = (await get<P[]>('/wps/promotions', 'CN')).find((p) => p.title === '首存100%红利');
    expect(deposit?.announcementImages[0]?.url).toBe('/promo/promo-deposit.cn.svg');

    const banners = async (language: string) =>
      (await get<{ url: string }[]>('/wps/promotions/banners?groupName=home', language)).map((b) => b.url);
    expect(await banners('CN')).toEqual([
      '/promo/banner-1.cn.svg',
      '/promo/banner-2.cn.svg',
      '/promo/banner-3.cn.svg',
      '/promo/banner-4.cn.svg',
    ]);
    expect(await banners('EN')).toEqual(['/promo/banner-1.svg', '/promo/banner-2.svg', '/promo/banner-3.svg', '/promo/banner-4.svg']);
    expect((await banners('TH'))[0]).toBe('/promo/banner-1.th.svg');

    const copyright = async (language: string, merchant = 'demo') =>
      (await get<{ copyright: string }>('/wps/system/settings/consolidated', language, merchant)).copyright;
    expect(await copyright('CN')).toContain('理性娱乐');
    expect(await copyright('EN')).toBe('© 2026 Arcadia Demo. Play responsibly. 18+');
    expect(await copyright('JA', 'acme')).toContain('18歳以上');
  });
});

describe('fallback order: the request language, then the merchant default, then the base row', () => {
  it('picks each field from the first source that has it', async () => {
    const created = await opsCall('POST', '/ops/merchants/demo/promotions', {
      title: 'Base title',
      content: '<p>Base content</p>',
      images: ['/promo/base.svg'],
      sort: 99,
      translations: {
        CN: { title: '默认语言标题', content: '<p>默认语言内容</p>' },
        // A variant with a title only: its content comes from the default language (CN).
        JA: { title: '日本語のタイトル', content: '' },
      },
    });
    const id = created.id as number;
    const ja = await promotion(id, 'JA');
    expect(ja?.title).toBe('日本語のタイトル');
    expect(ja?.content).toBe('<p>默认语言内容</p>');
    // No CN image either: the base row's.
    expect(ja?.announcementImages.map((i) => i.url)).toEqual(['/promo/base.svg']);
    const th = await promotion(id, 'TH');
    expect(th?.title).toBe('默认语言标题');
    expect((await promotion(id, 'CN'))?.title).toBe('默认语言标题');

    // Without a default-language variant the base row answers.
    await opsCall('PUT', `/ops/merchants/demo/promotions/${id}`, {
      title: 'Base title',
      content: '<p>Base content</p>',
      images: ['/promo/base.svg'],
      sort: 99,
      translations: { JA: { title: '日本語のタイトル' } },
    });
    expect((await promotion(id, 'TH'))?.title).toBe('Base title');
    expect((await promotion(id, 'CN'))?.content).toBe('<p>Base content</p>');
    expect((await promotion(id, 'JA'))?.title).toBe('日本語のタイトル');
  });

  it('an EN-default merchant falls back to English, not to Chinese', async () => {
    await opsCall('PUT', '/ops/merchants/acme/copyright', {
      copyright: 'Base line',
      translations: { EN: { copyright: 'English line' }, VI: { copyright: 'Dòng tiếng Việt' } },
    });
    const copyright = async (language: string) =>
      (await get<{ copyright: string }>('/wps/system/settings/consolidated', language, 'acme')).copyright;
    expect(await copyright('VI')).toBe('Dòng tiếng Việt');
    expect(await copyright('TH')).toBe('English line');
    expect(await copyright('CN')).toBe('English line');
    const site = await opsCall('GET', '/ops/merchants/acme/site');
    expect(site.copyright).toBe('Base line');
    expect(site.copyrightTranslations.VI).toEqual({ copyright: 'Dòng tiếng Việt' });
  });
});

describe('the console updates one language variant', () => {
  it('changes what that language reads, sanitises its HTML, and keeps the variants when a body leaves them out', async () => {
    const [first] = (await opsCall('GET', '/ops/merchants/demo/promotions')) as {
      id: number;
      translations: Record<string, { title?: string }>;
    }[];
    if (!first) throw new Error('no demo promotion');
    const listed = (await opsCall('GET', '/ops/merchants/demo/promotions')).find((p: { id: number }) => p.id === first.id);
    const body = {
      title: listed.title,
      content: listed.content,
      promotionType: listed.promotionType,
      images: listed.announcementImages.map((i: { url: string }) => i.url),
      sort: listed.sort,
    };
    const updated = await opsCall('PUT', `/ops/merchants/demo/promotions/${first.id}`, {
      ...body,
      translations: { ...listed.translations, VI: { title: 'Tiêu đề mới', content: '<p>Mới</p><script>alert(1)</script>' } },
    });
    expect(updated.translations.VI.title).toBe('Tiêu đề mới');
    expect(updated.translations.VI.content).not.toContain('<script');
    const vi = await promotion(first.id, 'VI');
    expect(vi?.title).toBe('Tiêu đề mới');
    expect(vi?.content).toBe('<p>Mới</p>');
    // The other languages are untouched.
    expect((await promotion(first.id, 'CN'))?.title).toBe(listed.translations.CN.title);

    // A body without `translations` (an older editor) keeps every variant.
    await opsCall('PUT', `/ops/merchants/demo/promotions/${first.id}`, { ...body, title: 'New base' });
    expect((await promotion(first.id, 'VI'))?.title).toBe('Tiêu đề mới');
  });

  it('changes a banner picture and a popup text for one language', async () => {
    const banners = (await opsCall('GET', '/ops/merchants/demo/banners')) as {
      bannerId: number;
      url: string;
      linkage: string;
      linkageType: string;
      roomId: string | null;
      nodeId: string | null;
      vendor: string | null;
      groupName: string;
      sort: number;
      translations: Record<string, { url?: string }>;
    }[];
    const b = banners.find((x) => x.url === '/promo/banner-4.svg');
    if (!b) throw new Error('no banner-4');
    const { bannerId, translations, ...fields } = b;
    const saved = await opsCall('PUT', `/ops/merchants/demo/banners/${bannerId}`, {
      ...fields,
      translations: { ...translations, JA: { url: '/promo/new-ja.svg' } },
    });
    expect(saved.translations.JA.url).toBe('/promo/new-ja.svg');
    const urls = async (language: string) =>
      (await get<{ bannerId: number; url: string }[]>('/wps/promotions/banners?groupName=home', language)).find(
        (x) => x.bannerId === bannerId,
      )?.url;
    expect(await urls('JA')).toBe('/promo/new-ja.svg');
    expect(await urls('CN')).toBe('/promo/banner-4.cn.svg');
    // A link another scheme would open is refused in a variant as in the base field.
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/ops/merchants/demo/banners/${bannerId}`,
      headers: ops,
      payload: { ...fields, translations: { JA: { url: 'javascript:alert(1)' } } },
    });
    expect(bad.json().success).toBe(false);
    expect(await urls('JA')).toBe('/promo/new-ja.svg');

    const popup = await opsCall('POST', '/ops/merchants/demo/popups', {
      title: 'Base popup',
      content: '<p>Base</p>',
      execution: 'F',
      translations: { CN: { title: '弹窗', content: '<p>内容</p>' } },
    });
    const popups = async (language: string) =>
      (await get<{ id: number; title: string }[]>('/wps/promotions/popups', language)).find((p) => p.id === popup.id);
    expect((await popups('TH'))?.title).toBe('弹窗');
    const listed = (await opsCall('GET', '/ops/merchants/demo/popups')).find((p: { id: number }) => p.id === popup.id);
    await opsCall('PUT', `/ops/merchants/demo/popups/${popup.id}`, {
      title: listed.title,
      content: listed.content,
      execution: listed.execution,
      translations: { ...listed.translations, TH: { title: 'ป๊อปอัป', content: '' } },
    });
    expect((await popups('TH'))?.title).toBe('ป๊อปอัป');
    expect((await popups('EN'))?.title).toBe('弹窗');
  });
});

// Issue 29: a claim's title and the notice of its decision were the base row's on every language.
describe("a member's claims and their notices follow the member's language", () => {
  it('titles the claim list in the request language and gives the decision notice every language', async () => {
    const created = await opsCall('POST', '/ops/merchants/demo/promotions', {
      title: 'Claim base title',
      content: '',
      applicable: true,
      translations: { CN: { title: '领取的中文标题' }, EN: { title: 'Claim in English' } },
    });
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token as string;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      headers: authed('demo', token, 'EN'),
      payload: { promotionId: created.id },
    });
    expect(applied.json().value.promotionTitle).toBe('Claim in English');
    const claimTitle = async (language: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/wps/promotions/claims', headers: authed('demo', token, language) });
      return (res.json().value as { promotionId: number; promotionTitle: string }[]).find((c) => c.promotionId === created.id)
        ?.promotionTitle;
    };
    expect(await claimTitle('EN')).toBe('Claim in English');
    expect(await claimTitle('CN')).toBe('领取的中文标题');
    // No Thai variant: the merchant's default language (CN), not the base row.
    expect(await claimTitle('TH')).toBe('领取的中文标题');

    await opsCall('POST', `/ops/merchants/demo/reward-applications/${applied.json().value.id}/reject`, { remarks: 'no' });
    const events = await t.app.inject({ method: 'GET', url: '/wps/notifications?after=0', headers: authed('demo', token, 'EN') });
    const notice = (events.json().value as { type: string; data: { title?: string; titles?: Record<string, string> } }[])
      .filter((e) => e.type === 'PROMOTION')
      .at(-1);
    expect(notice?.data.title).toBe('领取的中文标题');
    expect(notice?.data.titles).toMatchObject({ EN: 'Claim in English', CN: '领取的中文标题', TH: '领取的中文标题' });
  });
});
