import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, type TestApp } from '../../test/harness.js';
import { registerByForm } from '../../test/register.js';

// Issue 27 / ADR 065: an excluded member's identity number opens no second account, whether the
// number comes with a registration or with a KYC identity document (workflows/excluded-identity.ts).
let t: TestApp;
let merchantId: number;
let png = '';
let seq = 0;
let ip = 0;
const PASSWORD = 'abc12345';

beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  await t.features.system.service.setFlags(merchantId, { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false });
  png = `data:image/png;base64,${(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
}, 120_000);
afterAll(() => t?.close());

const name = (p: string) => `${p}${++seq}x${Date.now() % 100000}`;

/** A member whose registration gave `idNumber`, signed in. */
async function member(idNumber: string | null) {
  const account = name('idn');
  const m = await t.features.accounts.service.create({
    merchantId,
    account,
    nickname: account,
    password: PASSWORD,
    contact: idNumber ? { idNumber } : {},
  });
  const token = (await login(t, 'demo', { username: account, password: PASSWORD })).body.value.token as string;
  return { id: m.id, account, token };
}

const register = (payload: object, language = 'EN') =>
  registerByForm(
    t,
    'demo',
    {
      username: name('new'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: 'wxyz',
      agreed: true,
      mobileNum: `1377${String(Date.now() % 10000).padStart(4, '0')}${String(++ip % 1000).padStart(3, '0')}`,
      ...payload,
    },
    language,
    `10.78.0.${ip % 250}`,
  );

const upload = async (token: string, idNumber: string, language = 'EN') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/kyc/documents',
      headers: authed('demo', token, language),
      payload: { type: 'ID_FRONT', image: png, idNumber },
    })
  ).json();
const exclude = (id: number) => t.features.saferGambling.service.exclude(merchantId, id, { kind: 'self_exclusion', months: 6 });

describe('identity number of an excluded member', () => {
  it('refuses a registration with it, however it is typed; accepts it once nobody holding it is excluded', async () => {
    const held = await member('G1234 567-8');
    const free = await register({ idNumber: 'Z9999 0000' });
    expect(free.success).toBe(true);
    await exclude(held.id);
    const refused = await register({ idNumber: 'g12345678' });
    expect(refused).toMatchObject({ success: false, errorCode: 'sg_registration_refused' });
    expect((await register({ idNumber: 'G1234-5678' }, 'CN')).message).toMatch(/自我禁制/);
    expect((await register({ idNumber: 'G7654321' })).success).toBe(true);
  });

  it('refuses a KYC identity document carrying it (another account taking the identity later), localised; stores nothing', async () => {
    const held = await member('K5555 1111');
    await exclude(held.id);
    const other = await member(null);
    const refused = await upload(other.token, 'k-5555-1111');
    expect(refused).toMatchObject({ success: false, errorCode: 'sg_identity_excluded' });
    expect((await upload(other.token, 'K55551111', 'JA')).message).toMatch(/身分証番号/);
    const status = await t.app.inject({ method: 'GET', url: '/wps/kyc/status', headers: authed('demo', other.token) });
    expect(status.json().value.documents).toEqual([]);
    // Another number goes to the queue with its normalised form for the reviewer.
    const ok = await upload(other.token, 'p 12-34');
    expect(ok.success).toBe(true);
    const queue = await t.features.kyc.service.queue(merchantId, 'PENDING', 1, 50);
    expect(queue.list.find((d) => d.id === ok.value.id)).toMatchObject({ account: other.account, idNumber: 'P1234' });
  });

  it('a number given only with a KYC document counts too: registration and another upload with it are refused', async () => {
    const kycOnly = await member(null);
    expect((await upload(kycOnly.token, 'Q777 888')).success).toBe(true);
    await exclude(kycOnly.id);
    expect(await register({ idNumber: 'q777888' })).toMatchObject({ success: false, errorCode: 'sg_registration_refused' });
    const third = await member(null);
    expect(await upload(third.token, 'Q777888')).toMatchObject({ success: false, errorCode: 'sg_identity_excluded' });
  });

  it('without SHARED_EXCLUSION_REGISTER_KEY nothing is written to the shared register', async () => {
    const res = (await t.database.db.execute(sql`select count(*)::int as n from safer_gambling_register`)) as unknown as {
      rows: { n: number }[];
    };
    expect(res.rows[0]!.n).toBe(0);
  });

  it('a member not excluded may share nothing special: the same number uploaded twice by its holder is not refused by this gate', async () => {
    const own = await member('R100200');
    const res = await upload(own.token, 'R100 200');
    expect(res.success).toBe(true);
  });
});
