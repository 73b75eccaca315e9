import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let tok: string;
let member: { merchantId: number; memberId: number };
let png: string;
let jpeg: string;
const ops = { authorization: `Bearer ${OPS_TOKEN}` };

const publish = async (body: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/merchants/demo/promotions',
    headers: ops,
    payload: { content: '<p>x</p>', ...body },
  });
  expect(res.json().success).toBe(true);
  return res.json().value as { id: number; content: string };
};
const apply = (payload: Record<string, unknown>, token = tok) =>
  t.app.inject({ method: 'POST', url: '/wps/promotions/apply', headers: authed('demo', token), payload });
const claims = async () =>
  (await t.app.inject({ method: 'GET', url: '/wps/promotions/claims', headers: authed('demo', tok) })).json().value as {
    promotionId: number;
    status: string;
  }[];
const opsList = async (status?: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/ops/merchants/demo/reward-applications${status ? `?status=${status}` : ''}`, headers: ops })
  ).json().value as { id: number }[];
const balance = async () => (await t.features.wallet.service.balance(member.merchantId, member.memberId)).sumBalance;

beforeAll(async () => {
  t = await createTestApp();
  member = await memberIds(t, 'demo', 'player01');
  tok = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  const img = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } });
  png = `data:image/png;base64,${(await img.clone().png().toBuffer()).toString('base64')}`;
  jpeg = `data:image/jpeg;base64,${(await img.clone().jpeg().toBuffer()).toString('base64')}`;
});
afterAll(() => t.close());

describe('promotion content', () => {
  it('refuses banner and promotion links of any scheme but http(s) or a site path, and stores nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/banners', headers: ops })).json().value;
    const banner = { url: '/promo/banner-1.svg', linkageType: 'URL', linkage: '/register' };
    for (const bad of [
      { ...banner, linkage: 'javascript:alert(document.cookie)' },
      { ...banner, linkage: ' JavaScript:alert(1)' },
      { ...banner, linkage: 'data:text/html,<script>alert(1)</script>' },
      { ...banner, linkage: '//evil.example/phish' },
      { ...banner, url: 'javascript:alert(1)' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/ops/merchants/demo/banners', headers: ops, payload: bad });
      expect(res.json(), JSON.stringify(bad)).toMatchObject({ success: false, errorCode: 'invalid_link' });
      const id = before[0].id;
      const put = await t.app.inject({ method: 'PUT', url: `/ops/merchants/demo/banners/${id}`, headers: ops, payload: bad });
      expect(put.json().success).toBe(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/banners', headers: ops })).json().value).toEqual(before);
    const promotion = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/promotions',
      headers: ops,
      payload: { title: 'x', content: '<p>x</p>', externalLink: 'javascript:alert(1)' },
    });
    expect(promotion.json()).toMatchObject({ success: false, errorCode: 'invalid_link' });
    // a P banner's linkage is a promotion id, not a link: still accepted
    const ok = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/banners',
      headers: ops,
      payload: { url: 'https://cdn.example.com/b.png', linkageType: 'P', linkage: '12', groupName: 'test-links' },
    });
    expect(ok.json().success).toBe(true);
  });

  it('lists the seeded banners of every linkage type, and popups by audience', async () => {
    const banners = (await t.app.inject({ method: 'GET', url: '/wps/promotions/banners', headers: headers('demo') })).json().value;
    expect(banners.map((b: { linkageType: string }) => b.linkageType)).toEqual(['P', 'URL', 'G', 'URL']);
    expect(banners[2]).toMatchObject({ vendor: 'ARCADIA', roomId: 'arcadia-slot' });
    // popups by audience: F everyone, A members, B visitors
    const ids: Record<string, number> = {};
    for (const execution of ['F', 'A', 'B']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/ops/merchants/demo/popups',
        headers: ops,
        payload: { title: execution, content: '<p>x</p>', execution },
      });
      ids[execution] = res.json().value.id;
    }
    const visitor = (await t.app.inject({ method: 'GET', url: '/wps/promotions/popups', headers: headers('demo') })).json().value;
    expect(visitor.map((p: { execution: string }) => p.execution).sort()).toEqual(['B', 'F']);
    const signedIn = (await t.app.inject({ method: 'GET', url: '/wps/promotions/popups', headers: authed('demo', tok) })).json().value;
    expect(signedIn.map((p: { execution: string }) => p.execution).sort()).toEqual(['A', 'F']);
    for (const id of Object.values(ids))
      expect((await t.app.inject({ method: 'DELETE', url: `/ops/merchants/demo/popups/${id}`, headers: ops })).json().success).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/wps/promotions/popups', headers: headers('demo') })).json().value).toEqual([]);
    // the other merchant has none of demo's content
    expect((await t.app.inject({ method: 'GET', url: '/wps/promotions/banners', headers: headers('acme') })).json().value).toEqual([]);
  });

  it('sanitises operator HTML on write: scripts and handlers are gone, formatting stays', async () => {
    const p = await publish({
      title: 'XSS',
      content: '<p onclick="alert(1)">Hi <b>there</b></p><script>window.pwned=1</script><img src=x onerror="alert(2)">',
    });
    expect(p.content).not.toMatch(/script|onclick|onerror/);
    expect(p.content).toContain('<b>there</b>');
    const popup = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/popups',
      headers: ops,
      payload: { title: 'P', content: '<a href="javascript:alert(1)">x</a><script>1</script>', execution: 'A' },
    });
    expect(popup.json().value.content).not.toMatch(/javascript|script/);
  });

  it('hides promotions outside their window', async () => {
    const now = t.clock.now().getTime();
    const future = await publish({ title: 'Later', startDate: new Date(now + 86_400_000).toISOString() });
    const ids = (await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: headers('demo') }))
      .json()
      .value.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(future.id);
    expect(ids.length).toBeGreaterThan(0);
  });
});

describe('reward applications', () => {
  let imageRequired: number;
  let remarkRequired: number;
  beforeAll(async () => {
    imageRequired = (await publish({ title: 'Needs image', applicable: true, imageRequired: 'Y' })).id;
    remarkRequired = (await publish({ title: 'Needs remark', applicable: true, remarkRequired: 'Y' })).id;
  });

  const refused = async (payload: Record<string, unknown>, code: string) => {
    const before = (await opsList()).length;
    const res = await apply(payload);
    expect(res.json()).toMatchObject({ success: false, errorCode: code });
    expect(res.json().message).not.toBe(code); // a localised sentence, not the bare code
    expect((await opsList()).length).toBe(before); // nothing stored
  };

  it('refuses a missing remark when the promotion requires one', () =>
    refused({ promotionId: remarkRequired, remarks: '  ' }, 'reward_remark_required'));
  it('refuses remarks over 140 characters', () =>
    refused({ promotionId: remarkRequired, remarks: 'x'.repeat(141) }, 'reward_remark_too_long'));
  it('refuses a missing image when the promotion requires one', () =>
    refused({ promotionId: imageRequired, remarks: 'hi' }, 'reward_image_required'));
  it('refuses four images', () => refused({ promotionId: imageRequired, pictures: [png, png, png, png] }, 'reward_too_many_images'));
  it('refuses an image over 5 MB', () =>
    refused(
      { promotionId: imageRequired, pictures: [`data:image/png;base64,${Buffer.alloc(5_242_881).toString('base64')}`] },
      'reward_image_too_large',
    ));
  it('refuses a GIF, whatever it is called', async () => {
    const gif = (
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .gif()
        .toBuffer()
    ).toString('base64');
    await refused({ promotionId: imageRequired, pictures: [png, `data:image/png;base64,${gif}`] }, 'reward_image_type');
  });
  it('refuses text that is not an image', () =>
    refused({ promotionId: imageRequired, pictures: ['data:image/jpeg;base64,aGVsbG8gd29ybGQ='] }, 'reward_image_type'));
  it('refuses a promotion that does not take applications', async () => {
    const closed = await publish({ title: 'Closed' });
    await refused({ promotionId: closed.id }, 'promotion_not_applicable');
  });

  it('stores a valid application as PENDING with its re-encoded images, once', async () => {
    const res = await apply({ promotionId: imageRequired, remarks: 'my deposit', pictures: [png, jpeg] });
    expect(res.json()).toMatchObject({ success: true, value: { status: 'PENDING', images: 2, bonus: null } });
    const list = await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: authed('demo', tok) });
    expect(list.json().value.find((p: { id: number }) => p.id === imageRequired).applicationStatus).toBe('PENDING');
    const again = await apply({ promotionId: imageRequired, remarks: 'again', pictures: [png] });
    expect(again.json().errorCode).toBe('reward_already_applied');
    const id = res.json().value.id;
    const img = await t.app.inject({ method: 'GET', url: `/ops/merchants/demo/reward-applications/${id}/images/2`, headers: ops });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(img.rawPayload).metadata()).width).toBe(40);
  });

  it('approval pays the bonus once with a visible wagering requirement, even when retried or raced', async () => {
    const id = (await apply({ promotionId: remarkRequired, remarks: 'born in June' })).json().value.id;
    const before = await balance();
    // Cold merchant settings while no wallet of the merchant exists yet: the approval must not wait on itself (PGlite).
    t.clock.advance(6_000);
    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/ops/merchants/demo/reward-applications/${id}/approve`,
        headers: ops,
        payload: { bonus: '50', turnoverMultiplier: 10 },
      });
    const [a, b] = await Promise.all([approve(), approve()]);
    const c = await approve();
    for (const r of [a, b, c]) expect(r.json()).toMatchObject({ success: true, value: { status: 'APPROVED', bonus: '50.0000' } });
    expect(Number(await balance()) - Number(before)).toBe(50);
    const mine = (await claims()).find((x) => x.promotionId === remarkRequired);
    expect(mine).toMatchObject({ status: 'APPROVED', turnoverRequired: '500.0000' });
    const events = await t.features.notifications.service.since(member.merchantId, member.memberId, 0);
    expect(events.some((e) => e.type === 'PROMOTION' && e.data.amount === '50.0000')).toBe(true);
    const reject = await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/demo/reward-applications/${id}/reject`,
      headers: ops,
      payload: {},
    });
    expect(reject.json().errorCode).toBe('reward_application_decided');
    expect((await t.features.wallet.service.reconcile(member.merchantId)).ok).toBe(true);
  });

  it('counts available promotions by type, without the ones already applied for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/promotions/available', headers: authed('demo', tok) });
    const v = res.json().value;
    expect(v.types.map((x: { type: string }) => x.type)).toContain('REFERRAL');
    expect(v.types.find((x: { type: string }) => x.type === 'RAFFLE').count).toBe(1);
    const list = (await t.app.inject({ method: 'GET', url: '/wps/promotions', headers: authed('demo', tok) })).json().value;
    const open = list.filter(
      (p: { applicationStatus: string | null }) => p.applicationStatus !== 'PENDING' && p.applicationStatus !== 'APPROVED',
    );
    expect(v.total).toBe(open.length);
  });
});
