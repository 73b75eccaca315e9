import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Answer = { success: boolean; value: any; errorCode: string | null };
const info = async (merchant: string, language: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/points/info', headers: headers(merchant, language) })).json() as Answer;
const ops = async (method: 'GET' | 'PUT', merchant: string, payload?: object, token = OPS_TOKEN) =>
  t.app.inject({ method, url: `/ops/merchants/${merchant}/points/info`, headers: { authorization: `Bearer ${token}` }, payload });

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe("the points mall's (i) explanation (spec 001 §7 info icon, ADR 056)", () => {
  it('is empty until the operator sets it, for visitors too', async () => {
    expect(await info('demo', 'EN')).toMatchObject({ success: true, value: { language: 'EN', content: '' } });
    expect((await ops('GET', 'demo')).json().value.items).toEqual(
      ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'].map((language) => ({ language, content: '' })),
    );
  });

  it('is set per language through the ops API and served in the request language, CN where one is missing', async () => {
    const saved = await ops('PUT', 'demo', {
      items: [
        { language: 'CN', content: '每投注 100 元得 1 积分。\n积分可兑换商品。' },
        { language: 'EN', content: '  Earn 1 point per 100 staked.\nSpend points in the mall.  ' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.items).toContainEqual({ language: 'EN', content: 'Earn 1 point per 100 staked.\nSpend points in the mall.' });
    expect((await info('demo', 'EN')).value).toEqual({
      language: 'EN',
      content: 'Earn 1 point per 100 staked.\nSpend points in the mall.',
    });
    expect((await info('demo', 'TH')).value).toEqual({ language: 'CN', content: '每投注 100 元得 1 积分。\n积分可兑换商品。' });
    // another merchant sees none of it
    expect((await info('acme', 'EN')).value.content).toBe('');
  });

  it('an empty content removes that language; other languages stay', async () => {
    await ops('PUT', 'demo', { items: [{ language: 'EN', content: '' }] });
    expect((await info('demo', 'EN')).value.language).toBe('CN');
    expect((await ops('GET', 'demo')).json().value.items.find((i: { language: string }) => i.language === 'CN').content).toContain('积分');
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await ops('GET', 'demo')).json().value;
    for (const payload of [
      { items: [{ language: 'XX', content: 'x' }] },
      { items: [{ language: 'EN', content: 'x'.repeat(4001) }] },
      {
        items: [
          { language: 'EN', content: 'a' },
          { language: 'EN', content: 'b' },
        ],
      },
    ]) {
      const res = await ops('PUT', 'demo', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await ops('GET', 'demo')).json().value).toEqual(before);
  });

  it('needs an operator', async () => {
    expect((await ops('PUT', 'demo', { items: [] }, 'not-the-token')).statusCode).toBe(401);
  });
});
