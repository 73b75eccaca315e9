import { CAPTCHA_RATE_MS } from '@arcadia/contract/captcha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

/** The member centre's "My feedback" list (ADR 033): GET /wps/feedback/mine. */
const CAPTCHA = 'H4WK';
const PASSWORD = 'history123';
let t: TestApp;
const tokens: Record<string, string> = {};

type Mine = {
  total: number;
  page: number;
  size: number;
  list: { id: number; type: number; content: string; createdAt: string; status: string; reply: string | null; repliedAt: string | null }[];
};

beforeAll(async () => {
  t = await createTestApp({ captchaText: CAPTCHA });
  for (const [merchant, account] of [
    ['demo', 'fhanna01'],
    ['demo', 'fhugo001'],
    ['acme', 'fhacme01'],
  ] as const) {
    const merchantId = (await t.features.system.service.merchantByCode(merchant))!.id;
    await t.features.accounts.service.createMember({
      merchantId,
      account,
      password: PASSWORD,
      passwordIsDefault: false,
      uplineId: null,
      mobile: null,
    });
    const signedIn = await login(t, merchant, { username: account, password: PASSWORD });
    if (!signedIn.body.value) throw new Error(JSON.stringify(signedIn.body));
    tokens[`${merchant}:${account}`] = signedIn.body.value.token;
  }
  // The seeded free-play account (type 4) of demo.
  tokens['demo:trial01'] = (await login(t, 'demo', { username: 'trial01', password: 'abc12345' })).body.value.token;
}, 120_000);
afterAll(() => t.close());

async function submit(who: string, content: string, type = 1): Promise<number> {
  const [merchant] = who.split(':') as [string];
  const base = authed(merchant, tokens[who]!);
  // One captcha per client per 250 ms on the app's clock: a second submit from the same member moves past it.
  t.clock.advance(CAPTCHA_RATE_MS);
  expect((await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: base })).statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: '/wps/feedback', headers: base, payload: { content, type, captcha: CAPTCHA } });
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ success: true });
  return res.json().value.id;
}

const mineOf = (merchant: string, token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/wps/feedback/mine${query}`, headers: authed(merchant, token) });
async function mine(who: string, query = ''): Promise<Mine> {
  const [merchant] = who.split(':') as [string];
  const res = await mineOf(merchant, tokens[who]!, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
const reply = (merchant: string, id: number, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/merchants/${merchant}/feedback/${id}/reply`,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { reply: text },
  });

describe('a member reads their own feedback', () => {
  const ids: number[] = [];

  it('lists only their own feedback, newest first, paged, with status and the answer once given', async () => {
    ids.push(await submit('demo:fhanna01', 'First: my deposit of this morning is missing', 1));
    ids.push(await submit('demo:fhanna01', 'Second: a slot game froze after the bonus round', 3));
    ids.push(await submit('demo:fhanna01', 'Third: how do I become an agent of this site?', 6));
    const hugo = await submit('demo:fhugo001', 'Hugo: the withdrawal limit is too low for me', 2);

    const all = await mine('demo:fhanna01');
    expect(all.total).toBe(3);
    expect(all.list.map((f) => f.id)).toEqual([...ids].reverse());
    expect(all.list[0]).toMatchObject({ type: 6, status: 'awaiting', reply: null, repliedAt: null });
    expect(all.list.some((f) => f.id === hugo)).toBe(false);

    // Paging: size 2 gives the two newest, page 2 the oldest; past the end is an empty page, not an error.
    const first = await mine('demo:fhanna01', '?page=1&size=2');
    expect(first).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(first.list.map((f) => f.id)).toEqual([ids[2], ids[1]]);
    expect((await mine('demo:fhanna01', '?page=2&size=2')).list.map((f) => f.id)).toEqual([ids[0]]);
    expect((await mine('demo:fhanna01', '?page=3&size=2')).list).toEqual([]);

    // An operator answers the oldest: the member sees the text, the time and the status; never who answered.
    expect((await reply('demo', ids[0]!, 'It was credited at 10:05.')).statusCode).toBe(200);
    const answered = (await mine('demo:fhanna01')).list.find((f) => f.id === ids[0])!;
    expect(answered).toMatchObject({
      content: 'First: my deposit of this morning is missing',
      status: 'replied',
      reply: 'It was credited at 10:05.',
      repliedAt: t.clock.now().toISOString(),
    });
    expect(Object.keys(answered).sort()).toEqual(['content', 'createdAt', 'id', 'repliedAt', 'reply', 'status', 'type']);
    // The answer to Hanna's feedback changes nothing in Hugo's list.
    expect((await mine('demo:fhugo001')).list).toEqual([expect.objectContaining({ id: hugo, status: 'awaiting', reply: null })]);
  });

  it("never lists another member's feedback, whatever the paging asks", async () => {
    const hugos = (await mine('demo:fhugo001', '?size=100')).list;
    expect(hugos.every((f) => f.content.startsWith('Hugo'))).toBe(true);
    const hannas = (await mine('demo:fhanna01', '?size=100')).list;
    expect(hannas.some((f) => f.content.startsWith('Hugo'))).toBe(false);
  });

  it("keeps merchants apart: another merchant's token is refused and its feedback never shows", async () => {
    const acme = await submit('acme:fhacme01', 'Acme member: the site is slow in the evening');
    const own = await mine('acme:fhacme01');
    expect(own.list.map((f) => f.id)).toEqual([acme]);
    // An acme session presented to demo is not a demo session.
    const foreign = await mineOf('demo', tokens['acme:fhacme01']!);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().success).toBe(false);
    expect((await mine('demo:fhanna01', '?size=100')).list.some((f) => f.id === acme)).toBe(false);
  });

  it('refuses a visitor and a page size over 100', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/feedback/mine', headers: { merchant: 'demo', language: 'EN' } });
    expect(visitor.statusCode).toBe(401);
    const bad = await mineOf('demo', tokens['demo:fhanna01']!, '?size=101');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('a free-play (type 4) member reads their own feedback as the feature records it, and nobody else sees it', async () => {
    // The feedback feature takes a free-play account's feedback as a member's: it is theirs to read back.
    const id = await submit('demo:trial01', 'Free play: the demo balance did not reset');
    const trial = await mine('demo:trial01');
    expect(trial.list.map((f) => f.id)).toContain(id);
    expect(trial.list.every((f) => !f.content.startsWith('First') && !f.content.startsWith('Hugo'))).toBe(true);
    expect((await mine('demo:fhanna01', '?size=100')).list.some((f) => f.id === id)).toBe(false);
  });
});
