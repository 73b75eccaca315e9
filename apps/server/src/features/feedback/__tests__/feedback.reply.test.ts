import { CAPTCHA_RATE_MS } from '@arcadia/contract/captcha';
import { FEEDBACK_ERRORS } from '@arcadia/contract/feedback';
import type { OpsRole } from '@arcadia/contract/ops';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, type TestApp } from '../../../test/harness.js';

const CAPTCHA = 'K7PQ';
const PASSWORD = 'reply1234';
let t: TestApp;
const members = { alice: '', bob: '' };
const ops = { support: '', readonly: '', acme: '' };

beforeAll(async () => {
  t = await createTestApp({ captchaText: CAPTCHA });
  const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  for (const account of ['fbalice', 'fbrobert'] as const) {
    await t.features.accounts.service.createMember({
      merchantId,
      account,
      password: PASSWORD,
      passwordIsDefault: false,
      uplineId: null,
      mobile: null,
    });
  }
  members.alice = (await login(t, 'demo', { username: 'fbalice', password: PASSWORD })).body.value.token;
  const bob = await login(t, 'demo', { username: 'fbrobert', password: PASSWORD });
  if (!bob.body.value) throw new Error(JSON.stringify(bob.body));
  members.bob = bob.body.value.token;
  ops.support = (await operator(t, 'fb-support', 'support', 'demo')).token;
  ops.readonly = (await operator(t, 'fb-read', 'read-only', 'demo')).token;
  ops.acme = (await operator(t, 'fb-acme', 'support', 'acme')).token;
}, 120_000);
afterAll(() => t.close());

/** A member of this file, signed in (each submits once: the captcha is per device). */
async function freshMember(account: string): Promise<string> {
  const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  await t.features.accounts.service.createMember({
    merchantId,
    account,
    password: PASSWORD,
    passwordIsDefault: false,
    uplineId: null,
    mobile: null,
  });
  return (await login(t, 'demo', { username: account, password: PASSWORD })).body.value.token;
}

/** An operator of the console, signed in with password and an authenticator code (ADR 021). */
async function operator(t: TestApp, username: string, role: OpsRole, merchant: string) {
  const merchantId = (await t.features.system.service.merchantByCode(merchant))!.id;
  const { totpSecret } = await t.features.ops.service.createOperator({ username, password: 'operator-pass-1', role, merchantId });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(totpSecret), digits: 6, period: 30, algorithm: 'SHA1' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/auth/login',
    payload: { username, password: 'operator-pass-1', totp: totp.generate({ timestamp: t.clock.now().getTime() }) },
  });
  return { token: res.json().value.token as string };
}

let device = 0;
async function submit(merchant: string, content: string, token?: string): Promise<number> {
  // A member's token stays on the device it signed in from (a token seen on another device is ended).
  const base = token
    ? authed(merchant, token)
    : { ...headers(merchant), 'device-id': `feedback-reply-device-${String(++device).padStart(14, '0')}` };
  // One captcha per client per 250 ms on the app's clock: a second submit from the same client moves past it.
  t.clock.advance(CAPTCHA_RATE_MS);
  expect((await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: base })).statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: '/wps/feedback', headers: base, payload: { content, type: 1, captcha: CAPTCHA } });
  expect(res.json(), JSON.stringify(res.json())).toMatchObject({ success: true });
  return res.json().value.id;
}
const reply = (id: number, token: string, body: unknown, language = 'EN', merchant = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: `/ops/merchants/${merchant}/feedback/${id}/reply`,
    headers: { authorization: `Bearer ${token}`, language },
    payload: body as object,
  });
const mine = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/feedback/mine', headers: authed('demo', token) })).json().value as {
    total: number;
    list: { id: number; content: string; reply: string | null; repliedAt: string | null }[];
  };

describe('replying to feedback', () => {
  it('the member reads the answer in their history and gets an inbox message; a second answer replaces it; the audit has both states', async () => {
    const id = await submit('demo', 'My deposit from this morning is missing', members.alice);
    expect((await mine(members.alice)).list[0]).toMatchObject({ id, reply: null, repliedAt: null });

    const res = await reply(id, ops.support, { reply: '  We found it: it is credited now.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id, reply: 'We found it: it is credited now.', repliedBy: 'fb-support' });
    const [item] = (await mine(members.alice)).list;
    expect(item).toMatchObject({ id, content: 'My deposit from this morning is missing', reply: 'We found it: it is credited now.' });
    expect(item).not.toHaveProperty('repliedBy');
    expect(item!.repliedAt).toBe(t.clock.now().toISOString());

    const inbox = (await t.app.inject({ method: 'GET', url: '/wps/inbox/messages', headers: authed('demo', members.alice) })).json().value;
    // demo speaks Chinese by default: the title is in the merchant's language, the body is the answer.
    expect(inbox.list[0]).toMatchObject({ title: '您的反馈已获回复', content: 'We found it: it is credited now.' });

    await reply(id, ops.support, { reply: 'Correction: credited at 10:05.' });
    expect((await mine(members.alice)).list[0]!.reply).toBe('Correction: credited at 10:05.');
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: '/ops/merchants/demo/audit?action=reply&size=1',
        headers: { authorization: `Bearer ${ops.support}` },
      })
    ).json().value;
    expect(audit.items[0]).toMatchObject({
      actor: 'fb-support',
      before: { id, reply: 'We found it: it is credited now.' },
      after: { id, reply: 'Correction: credited at 10:05.' },
    });
  });

  it('a member sees only their own feedback; a visitor has no history', async () => {
    await submit('demo', 'Bob asks about a withdrawal limit', members.bob);
    const bobs = await mine(members.bob);
    expect(bobs.list.map((f) => f.content)).toEqual(['Bob asks about a withdrawal limit']);
    expect((await mine(members.alice)).list.some((f) => f.content.startsWith('Bob'))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/wps/feedback/mine', headers: headers('demo') })).statusCode).toBe(401);
  });
});

describe('refusals change nothing', () => {
  it('refuses a role without support, another merchant’s operator, and a feedback of another merchant', async () => {
    const carol = await freshMember('fbcarol01');
    const id = await submit('demo', 'Please look at my account settings', carol);
    expect((await reply(id, ops.readonly, { reply: 'hello' })).statusCode).toBe(403);
    expect((await reply(id, ops.acme, { reply: 'hello' })).statusCode).toBe(403);
    // acme's operator on acme's path cannot reach demo's feedback by its id.
    const foreign = await reply(id, ops.acme, { reply: 'hello' }, 'EN', 'acme');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe(FEEDBACK_ERRORS.notFound);
    expect((await mine(carol)).list.find((f) => f.id === id)!.reply).toBeNull();
  });

  it('refuses an answer to a visitor and an empty answer, localised', async () => {
    const visitor = await submit('demo', 'A visitor cannot find the sign-up button');
    const res = await reply(visitor, ops.support, { reply: 'Top right.' }, 'TW');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: FEEDBACK_ERRORS.replyVisitor, message: '此回饋來自未登入訪客，無法回覆。' });

    const dave = await freshMember('fbdave01');
    const id = await submit('demo', 'Empty answers should not reach me', dave);
    const empty = await reply(id, ops.support, { reply: '   ' }, 'CN');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^请求内容有误/);
    expect((await mine(dave)).list.find((f) => f.id === id)!.reply).toBeNull();
  });
});
