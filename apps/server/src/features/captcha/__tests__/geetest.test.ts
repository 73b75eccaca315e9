import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTCHA_ERRORS } from '@arcadia/contract/captcha/slider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGeetestFake } from '../../../test/geetest-fake.js';
import { createTestApp, headers, type TestApp } from '../../../test/harness.js';

/** Geetest v3 and v4 server-side validation, against a local server speaking Geetest's protocol. */
const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const KEY = 'k3y0f7h3m3rch4n7k3y0f7h3m3rch4n7';
let fake: Awaited<ReturnType<typeof startGeetestFake>>;
let n = 0;
const device = () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}`;
let phone = 13_600_000_000;

const webDist = mkdtempSync(join(tmpdir(), 'arcadia-geetest-'));
writeFileSync(join(webDist, 'index.html'), '<html><head><!--app-head--></head><body><div id="root"></div></body></html>');
const WIDGET_HOST = 'https://widget.geetest.example';

async function app(version: 3 | 4) {
  const geetest = {
    id: ID,
    key: KEY,
    version,
    apiUrl: fake.url,
    scriptUrl: `${fake.url}/gt${version === 4 ? '4' : ''}.js`,
    widgetHosts: [WIDGET_HOST],
  };
  const t = await createTestApp({ geetest, webDist });
  const m = (await t.features.system.service.merchantByCode('demo'))!.id;
  await t.features.system.service.setFlags(m, { GEETESTVCODE3: true, GEETESTTEST3: false });
  return { t, m };
}
async function init(t: TestApp, dev: string) {
  const res = await t.app.inject({ method: 'GET', url: '/wps/captcha/geetest?t=1', headers: { ...headers('demo'), 'device-id': dev } });
  return res.json();
}
async function sms(t: TestApp, dev: string, slider: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: { ...headers('demo'), 'device-id': dev },
    payload: { mobileNum: String(++phone), countryDialingCode: '86', ...slider },
  });
  return res.json() as { success: boolean; errorCode: string | null };
}

beforeAll(async () => {
  fake = await startGeetestFake(ID, KEY);
});
afterAll(async () => {
  await fake?.close();
  rmSync(webDist, { recursive: true, force: true });
});
/** One directive of a page's policy, as its list of sources. */
async function pageDirective(t: TestApp, name: string) {
  const res = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'localhost:3000' } });
  const csp = String(res.headers['content-security-policy']);
  return csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);
}

describe('Geetest v3 (register.php, validate.php, md5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = (await app(3)).t;
  }, 120_000);
  afterAll(() => t?.close());

  it('init registers with Geetest and answers gt, md5(challenge + key), newCaptcha; the key never leaves the server', async () => {
    const body = await init(t, device());
    expect(body.value).toMatchObject({ gt: ID, newCaptcha: true, provider: 'geetest3', script: `${fake.url}/gt.js` });
    expect(body.value.challenge).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(body)).not.toContain(KEY);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/register.php', fields: { gt: ID, json_format: '1', digestmod: 'md5' } });
  });

  it('an SMS send passes with the widget result, once; a forged validate never reaches Geetest', async () => {
    const dev = device();
    const result = fake.solve3((await init(t, dev)).value.challenge);
    expect((await sms(t, dev, result)).success).toBe(true);
    expect(fake.calls.at(-1)).toMatchObject({ path: '/validate.php', fields: { seccode: result.seccode, captchaid: ID } });
    expect((await sms(t, dev, result)).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);

    const dev2 = device();
    const c2 = (await init(t, dev2)).value.challenge;
    fake.solve3(c2);
    const before = fake.calls.length;
    expect((await sms(t, dev2, { challenge: c2, validate: 'a'.repeat(32), seccode: `${'a'.repeat(32)}|jordan` })).errorCode).toBe(
      CAPTCHA_ERRORS.verifyFirst,
    );
    expect(fake.calls.length).toBe(before);
  });

  it('a challenge this server never issued to the client is refused', async () => {
    const dev = device();
    const foreign = fake.solve3('f'.repeat(32));
    expect((await sms(t, dev, foreign)).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
  });

  it('Geetest down: geetest_unavailable, never a pass', async () => {
    fake.setDown(true);
    try {
      const body = await init(t, device());
      expect(body).toMatchObject({ success: false, errorCode: CAPTCHA_ERRORS.geetestDown });
    } finally {
      fake.setDown(false);
    }
  });

  it("the widget's loader and hosts join the page's policy while a slider switch is on, and only then", async () => {
    const m = (await t.features.system.service.merchantByCode('demo'))!.id;
    for (const name of ['script-src', 'connect-src', 'img-src', 'style-src'])
      expect(await pageDirective(t, name)).toEqual(expect.arrayContaining([fake.url, WIDGET_HOST]));
    await t.features.system.service.setFlags(m, { GEETESTVCODE3: false, GEETEST3: false });
    try {
      expect(await pageDirective(t, 'script-src')).toEqual(["'self'"]);
      // Test mode plays the built-in puzzle: Geetest's hosts stay out too.
      await t.features.system.service.setFlags(m, { GEETEST3: true, GEETESTTEST3: true });
      expect(await pageDirective(t, 'script-src')).toEqual(["'self'"]);
    } finally {
      await t.features.system.service.setFlags(m, { GEETESTVCODE3: true, GEETEST3: false, GEETESTTEST3: false });
    }
  });

  it('GEETESTTEST3 (test mode) serves the built-in puzzle instead, without calling Geetest', async () => {
    const m = (await t.features.system.service.merchantByCode('demo'))!.id;
    await t.features.system.service.setFlags(m, { GEETESTTEST3: true });
    try {
      const before = fake.calls.length;
      expect((await init(t, device())).value).toMatchObject({ provider: 'puzzle', test: true });
      expect(fake.calls.length).toBe(before);
    } finally {
      await t.features.system.service.setFlags(m, { GEETESTTEST3: false });
    }
  });
});

describe('Geetest v4 (validate with the HMAC-SHA256 sign_token)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = (await app(4)).t;
  }, 120_000);
  afterAll(() => t?.close());

  it('init needs no call to Geetest (the v4 widget starts from the captcha id)', async () => {
    const before = fake.calls.length;
    expect((await init(t, device())).value).toMatchObject({ gt: ID, provider: 'geetest4', newCaptcha: true, script: `${fake.url}/gt4.js` });
    expect(fake.calls.length).toBe(before);
  });

  it('an SMS send passes with the validate object, signed; a replayed pass_token fails at Geetest', async () => {
    const dev = device();
    const validate = fake.solve4();
    expect((await sms(t, dev, { validate })).success).toBe(true);
    const call = fake.calls.at(-1)!;
    expect(call.path).toBe('/validate');
    expect(call.fields).toMatchObject({ lot_number: validate.lot_number, pass_token: validate.pass_token, gen_time: validate.gen_time });
    expect(call.fields.sign_token).toMatch(/^[0-9a-f]{64}$/);
    expect((await sms(t, dev, { validate })).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
  });

  it('a v3-shaped result is not accepted by a v4 merchant', async () => {
    const dev = device();
    expect((await sms(t, dev, { challenge: 'a', validate: 'b', seccode: 'c' })).errorCode).toBe(CAPTCHA_ERRORS.verifyFirst);
  });
});
