import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/harness.js';
import { registerByForm } from '../../test/register.js';

// Issue 27 / ADR 065: the shared exclusion register, switched on for this deployment by its key.
// A self-exclusion on demo refuses sign-in and registration on acme for the same mobile, e-mail or
// identity number; a time-out stays on its merchant; the register holds no clear identifier.
let t: TestApp;
const ids = { demo: 0, acme: 0 };
let seq = 0;
const PASSWORD = 'abc12345';

beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz', sharedExclusionKey: 'test-shared-exclusion-key-0123456789abcdef' });
  for (const code of ['demo', 'acme'] as const) {
    ids[code] = (await t.features.system.service.merchantByCode(code))!.id;
    await t.features.system.service.setFlags(ids[code], { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: false });
  }
}, 120_000);
afterAll(() => t?.close());

const unique = () => `${++seq}${Date.now() % 100000}`;
async function member(code: 'demo' | 'acme', d: { mobile?: string; email?: string; idNumber?: string }) {
  const account = `shx${unique()}`;
  const m = await t.features.accounts.service.create({
    merchantId: ids[code],
    account,
    nickname: account,
    password: PASSWORD,
    contact: d.idNumber ? { idNumber: d.idNumber } : {},
  });
  if (d.mobile) expect(await t.features.accounts.service.setMobile(ids[code], m.id, '86', d.mobile)).toBe('ok');
  if (d.email) await t.features.accounts.service.setEmail(ids[code], m.id, d.email);
  return { id: m.id, account };
}
const signIn = (code: string, account: string, language = 'EN') => login(t, code, { username: account, password: PASSWORD }, { language });
const register = (code: string, payload: object) =>
  registerByForm(
    t,
    code,
    {
      username: `shr${unique()}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      captcha: 'wxyz',
      agreed: true,
      mobileNum: `1399${String(Date.now() % 10000).padStart(4, '0')}${String(seq % 1000).padStart(3, '0')}`,
      ...payload,
    },
    'EN',
    `10.79.0.${seq % 250}`,
  );
const mobile = () => `1388${String(Date.now() % 10000).padStart(4, '0')}${String(++seq % 1000).padStart(3, '0')}`;

describe('shared exclusion register (on)', () => {
  it('a self-exclusion on demo refuses sign-in on acme to an account with the same e-mail, localised; others sign in', async () => {
    const email = `same${unique()}@example.com`;
    const out = await member('demo', { mobile: mobile(), email, idNumber: 'S100 200' });
    await t.features.saferGambling.service.exclude(ids.demo, out.id, { kind: 'self_exclusion', months: 6 });
    const twin = await member('acme', { email: email.toUpperCase() });
    const refused = await signIn('acme', twin.account, 'CN');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'sg_excluded_elsewhere' });
    expect(refused.body.message).toMatch(/另一网站自我禁制/);
    expect((await signIn('acme', twin.account, 'EN')).body.message).toMatch(/another site of this group/);
    const stranger = await member('acme', { email: `other${unique()}@example.com` });
    expect((await signIn('acme', stranger.account)).body.success).toBe(true);
  });

  it('refuses a registration on acme with the excluded mobile or identity number; fresh details register', async () => {
    const phone = mobile();
    const out = await member('demo', { mobile: phone, idNumber: 'T-300 400' });
    await t.features.saferGambling.service.exclude(ids.demo, out.id, { kind: 'self_exclusion', months: null });
    expect(await register('acme', { mobileNum: phone, countryDialingCode: '86' })).toMatchObject({
      success: false,
      errorCode: 'sg_registration_refused',
    });
    expect(await register('acme', { idNumber: 't300400' })).toMatchObject({ success: false, errorCode: 'sg_registration_refused' });
    expect((await register('acme', { idNumber: 'T300401' })).success).toBe(true);
  });

  it('a time-out stays on its merchant: the same e-mail signs in on acme', async () => {
    const email = `pause${unique()}@example.com`;
    const out = await member('demo', { email });
    await t.features.saferGambling.service.exclude(ids.demo, out.id, { kind: 'timeout', days: 7 });
    const twin = await member('acme', { email });
    expect((await signIn('acme', twin.account)).body.success).toBe(true);
  });

  it('the register keeps HMACs of the identifiers, never the mobile, e-mail or number itself', async () => {
    const phone = mobile();
    const email = `clear${unique()}@example.com`;
    const out = await member('demo', { mobile: phone, email, idNumber: 'U500600' });
    await t.features.saferGambling.service.exclude(ids.demo, out.id, { kind: 'self_exclusion', months: 12 });
    const res = (await t.database.db.execute(
      sql`select identifier from safer_gambling_register where member_id = ${out.id} and merchant_id = ${ids.demo}`,
    )) as unknown as { rows: { identifier: string }[] };
    expect(res.rows).toHaveLength(3);
    for (const { identifier } of res.rows) {
      expect(identifier).toMatch(/^[0-9a-f]{64}$/);
      for (const clear of [phone, email, 'U500600']) expect(identifier).not.toContain(clear);
    }
  });
});
