import { CAPTCHA_RATE_MS } from '@arcadia/contract/captcha';
import { FEEDBACK_ERRORS } from '@arcadia/contract/feedback';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

const CAPTCHA = 'K7PQ';
let t: TestApp;
let token: string;
let png: string;
beforeAll(async () => {
  t = await createTestApp({ captchaText: CAPTCHA });
  token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${image.toString('base64')}`;
});
afterAll(() => t.close());

let device = 0;
/** Each submission comes from its own browser, which first loads a captcha image as the modal does. */
async function send(payload: object, opts: { token?: string; captcha?: boolean } = {}) {
  const deviceId = `feedback-test-device-${String(++device).padStart(15, '0')}`;
  expect(deviceId).toHaveLength(36);
  const base = { ...(opts.token ? authed('demo', opts.token) : headers('demo')), 'device-id': deviceId };
  if (opts.captcha !== false) await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: base });
  const res = await t.app.inject({ method: 'POST', url: '/wps/feedback', headers: base, payload });
  return { status: res.statusCode, body: res.json() };
}

const opsList = async () =>
  (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/feedback', headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json()
    .value as {
    total: number;
    list: { id: number; sender: string; type: number; content: string; hasImage: boolean; memberId: number | null }[];
  };

describe('POST /wps/feedback', () => {
  it('rejects a missing description and stores nothing', async () => {
    const before = (await opsList()).total;
    const res = await send({ content: '   ', type: 1, captcha: CAPTCHA });
    expect(res.body).toMatchObject({ success: false, errorCode: FEEDBACK_ERRORS.descriptionRequired });
    expect(res.body.message).toBe('Please describe the problem.');
    expect((await opsList()).total).toBe(before);
  });

  it('rejects a missing captcha, and a wrong one', async () => {
    expect((await send({ content: 'The deposit did not arrive yet', type: 1 })).body.errorCode).toBe(FEEDBACK_ERRORS.captchaRequired);
    expect((await send({ content: 'The deposit did not arrive yet', type: 1, captcha: 'XXXX' })).body.errorCode).toBe(
      FEEDBACK_ERRORS.captchaWrong,
    );
  });

  it('rejects an unknown type', async () => {
    const res = await send({ content: 'Something about the site', type: 5, captcha: CAPTCHA });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('a visitor sends text; the sender is empty and the operator sees it', async () => {
    const res = await send({ sender: 'someone-else', content: 'I would like to become an agent', type: 6, captcha: CAPTCHA });
    expect(res.body).toMatchObject({ success: true, value: { id: expect.any(Number) } });
    const item = (await opsList()).list.find((f) => f.id === res.body.value.id)!;
    expect(item).toMatchObject({ sender: '', type: 6, memberId: null, hasImage: false, content: 'I would like to become an agent' });
  });

  it('refuses an image from a visitor', async () => {
    const res = await send({ content: 'Screenshot of the error attached', type: 3, captcha: CAPTCHA, file: png });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe(FEEDBACK_ERRORS.imageNeedsLogin);
  });

  it('refuses a non-image renamed .png (content is checked, not the name) and keeps the captcha usable', async () => {
    const fake = `data:image/png;base64,${Buffer.from('MZ\x90\x00 this is really an executable').toString('base64')}`;
    const res = await send({ content: 'Screenshot of the error attached', type: 3, captcha: CAPTCHA, file: fake }, { token });
    expect(res.body).toMatchObject({ success: false, errorCode: FEEDBACK_ERRORS.imageType });
    expect(res.body.message).toBe('Images must be jpg, jpeg or png.');
  });

  it('refuses a GIF even when it says image/png', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await send(
      { content: 'Screenshot', type: 3, captcha: CAPTCHA, file: `data:image/png;base64,${gif.toString('base64')}` },
      { token },
    );
    expect(res.body.errorCode).toBe(FEEDBACK_ERRORS.imageType);
  });

  it('a member sends an image: stored re-encoded, sender is the account, the operator can download it', async () => {
    const res = await send({ content: 'The game froze, screenshot attached', type: 3, captcha: CAPTCHA, file: png }, { token });
    expect(res.body.success).toBe(true);
    const item = (await opsList()).list.find((f) => f.id === res.body.value.id)!;
    expect(item).toMatchObject({ sender: 'player01', type: 3, hasImage: true });
    const img = await t.app.inject({
      method: 'GET',
      url: `/ops/merchants/demo/feedback/${item.id}/image`,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(img.headers['content-type']).toBe('image/png');
    expect((await sharp(img.rawPayload).metadata()).width).toBe(40);
  });

  it('limits the description to 500 characters', async () => {
    const res = await send({ content: 'x'.repeat(501), type: 0, captcha: CAPTCHA });
    expect(res.status).toBe(400);
  });

  it('the operator list needs the ops token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/feedback' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the feedback switch (FEEDBACK3)', () => {
  const flags = (on: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/flags',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { FEEDBACK3: on },
    });
  // From an address of its own: the tests above have used up this file's per-address minute.
  const sendFrom = async (content: string) => {
    const base = { ...authed('demo', token), 'device-id': `feedback-flag-device-${String(++device).padStart(16, '0')}` };
    await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: base, remoteAddress: '10.9.9.9' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/feedback',
      headers: base,
      remoteAddress: '10.9.9.9',
      payload: { content, type: 1, captcha: CAPTCHA },
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('switched off, the server refuses feedback in the member’s language and stores nothing; on again, it accepts', async () => {
    expect((await flags(false)).statusCode).toBe(200);
    try {
      const before = (await opsList()).total;
      const res = await sendFrom('Feedback while the form is off');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, errorCode: FEEDBACK_ERRORS.disabled });
      expect(res.body.message).toBe('This site is not taking feedback at the moment.');
      expect((await opsList()).total).toBe(before);
    } finally {
      expect((await flags(true)).statusCode).toBe(200);
    }
    t.clock.advance(CAPTCHA_RATE_MS); // the captcha's per-client pace, on the app's clock
    expect((await sendFrom('Feedback once the form is back')).body.success).toBe(true);
  });
});
