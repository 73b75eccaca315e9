import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

const form = (t: TestApp, fields: Record<string, string>, language = 'EN') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { ...headers('demo', language), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const mails = async (t: TestApp, to?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/ops/merchants/demo/outbox/mail${to ? `?to=${encodeURIComponent(to)}` : ''}`,
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });
  return res.json().value as { toAddress: string; subject: string; body: string }[];
};

const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? '';

const reset = async (t: TestApp, token: string, newPassword: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      headers: headers('demo'),
      payload: await encrypted(t, { token, newPassword, confirmNewPassword: newPassword }),
    })
  ).json();

describe('password recovery by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown user, a wrong e-mail and the right one identically; only the last gets mail', async () => {
    const unknown = await form(t, { username: 'nobody99', email: 'player01@demo.test' });
    const wrongMail = await form(t, { username: 'player01', email: 'someone@else.test' });
    const right = await form(t, { username: 'player01', email: 'PLAYER01@demo.test' });
    for (const res of [unknown, wrongMail, right]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 15 }, message: '', errorCode: null });
    }
    await new Promise((r) => setTimeout(r, 50)); // the mail is sent after the answer
    const sent = await mails(t);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.toAddress).toBe('player01@demo.test');
    expect(sent[0]?.body).toMatch(/http:\/\/localhost(:80)?\/resetPassword\?token=[\w-]{43}\n/);
  });

  it('never builds the link from a foreign Host header', async () => {
    t.clock.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...headers('demo'), host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=player01&email=player01%40demo.test',
      remoteAddress: '10.0.0.9', // its own per-IP allowance
    });
    await new Promise((r) => setTimeout(r, 50));
    const body = (await mails(t, 'player01@demo.test'))[0]!.body;
    expect(body).not.toContain('evil.example');
    expect(body).toMatch(/https:\/\/localhost\/resetPassword\?token=/);
  });

  it('refuses an empty account and a malformed e-mail with the spec messages', async () => {
    expect((await form(t, { username: ' ', email: 'a@b.cd' })).json().errorCode).toBe('in_account_incorrect');
    expect((await form(t, { username: 'player01', email: 'not-an-email' })).json().errorCode).toBe('in_email_incorrect');
  });

  it('a link resets once, ends every session, and is refused when followed again', async () => {
    const before = await login(t, 'demo', { username: 'player01', password: 'abc12345' });
    expect(before.body.success).toBe(true);
    const oldToken = before.body.value.token as string;

    t.clock.advance(61_000);
    await form(t, { username: 'player01', email: 'player01@demo.test' });
    await new Promise((r) => setTimeout(r, 50));
    const token = tokenIn((await mails(t, 'player01@demo.test'))[0]!.body);

    expect(await reset(t, token, 'newpass99')).toMatchObject({ success: true });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', oldToken) });
    expect(info.statusCode).toBe(401);

    const again = await reset(t, token, 'another77');
    expect(again).toMatchObject({ success: false, errorCode: 'reset_link_invalid' });
    expect((await login(t, 'demo', { username: 'player01', password: 'another77' })).body.success).toBe(false);
    expect((await login(t, 'demo', { username: 'player01', password: 'newpass99' })).body.success).toBe(true);
  });

  it('a link older than 15 minutes is refused', async () => {
    t.clock.advance(61_000);
    await form(t, { username: 'player01', email: 'player01@demo.test' });
    await new Promise((r) => setTimeout(r, 50));
    const token = tokenIn((await mails(t, 'player01@demo.test'))[0]!.body);
    t.clock.advance(15 * 60_000 + 1000);
    expect(await reset(t, token, 'late1234')).toMatchObject({ success: false, errorCode: 'reset_link_invalid' });
  });

  it('the new password must follow the rule and match its confirmation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      headers: headers('demo'),
      payload: await encrypted(t, { token: 'x'.repeat(43), newPassword: 'abc12345', confirmNewPassword: 'abc12346' }),
    });
    expect(res.json().errorCode).toBe('in_confirmation_correct');
  });
});

describe('password recovery by SMS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sms = (body: object) => t.app.inject({ method: 'POST', url: '/wps/member/password/sms', headers: headers('demo'), payload: body });
  const outbox = async () =>
    (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/outbox/sms', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json()
      .value as { purpose: string; body: string }[];

  it('answers the same for a wrong pairing and the right one, and resets with the code', async () => {
    const wrong = await sms({ username: 'agent01', mobileNumber: '13800000001' });
    t.clock.advance(61_000); // the per-number resend throttle
    const right = await sms({ username: 'player01', mobileNumber: '13800000001' });
    expect(wrong.json()).toEqual(right.json());
    expect(right.json().success).toBe(true);
    const sent = (await outbox()).filter((m) => m.purpose === 'recovery');
    expect(sent).toHaveLength(1);
    const code = /\d{6}/.exec(sent[0]!.body)?.[0];

    const session = await login(t, 'demo', { username: 'player01', password: 'abc12345' });
    const verify = async (username: string, verificationCode: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/password/verification',
          headers: headers('demo'),
          payload: await encrypted(t, {
            username,
            mobileNumber: '13800000001',
            verificationCode,
            newPassword: 'smsreset1',
            confirmNewPassword: 'smsreset1',
          }),
        })
      ).json();
    expect(await verify('player01', code!)).toMatchObject({ success: true });
    expect(await verify('player01', code!)).toMatchObject({ success: false, errorCode: 'sms_code_incorrect' });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', session.body.value.token) });
    expect(info.statusCode).toBe(401);
    expect((await login(t, 'demo', { username: 'player01', password: 'smsreset1' })).body.success).toBe(true);
  });
});

describe('password recovery through SMTP', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString();
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('delivers the reset mail to the SMTP server instead of the outbox', async () => {
    await form(t, { username: 'player01', email: 'player01@demo.test' }, 'JA');
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('player01@demo.test');
    const [head = '', body = ''] = received[0]!.split(/\r?\n\r?\n/);
    expect(head).toContain('Content-Transfer-Encoding: base64');
    expect(Buffer.from(body, 'base64').toString('utf8')).toMatch(/有効[\s\S]*resetPassword\?token=[\w-]{43}/);
    expect(await mails(t)).toHaveLength(0);
  });
});
