import { DEFAULT_REGISTER_RULES } from '@arcadia/contract/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, encrypted, headers, login, type TestApp } from '../../../test/harness.js';
import { asciiSpellings, skeleton } from '../lookalike.js';

let t: TestApp;
let demoId: number;
let seq = 0;
beforeAll(async () => {
  t = await createTestApp({ captchaText: 'wxyz' });
  demoId = (await t.features.system.service.merchantByCode('demo'))!.id;
  await t.features.system.service.setFlags(demoId, { USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false });
  // A merchant whose username rule takes any letters: the look-alike checks still apply.
  const rules = DEFAULT_REGISTER_RULES.map((r) =>
    r.key === 'username'
      ? { ...r, acceptedPattern: '*', patternId: null }
      : r.key === 'mobileNum'
        ? { ...r, enabled: false, required: false }
        : r,
  );
  await t.features.system.service.setRegisterRules(demoId, rules);
}, 120_000);
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Body = { success: boolean; value: any; errorCode: string | null; message: string };
async function register(username: string, language = 'EN', extra: object = {}) {
  const device = { 'device-id': crypto.randomUUID() };
  await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers('demo'), ...device } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/register',
    headers: { ...headers('demo', language), ...device },
    payload: await encrypted(t, { username, password: 'abc12345', confirmPassword: 'abc12345', captcha: 'wxyz', agreed: true, ...extra }),
    remoteAddress: `10.77.0.${++seq}`,
  });
  return res.json() as Body;
}
const exists = async (account: string) => !!(await t.features.accounts.service.findByAccount(demoId, account));

describe('look-alike usernames and nicknames', () => {
  it('skeletons: Cyrillic р, capital I and digit 1 read as the same name', () => {
    expect(skeleton('рlayer01')).toBe(skeleton('player01'));
    expect(skeleton('PIayer01')).toBe(skeleton('player01'));
    expect(skeleton('p1ayer01')).toBe(skeleton('player01'));
    expect(skeleton('player02')).not.toBe(skeleton('player01'));
    expect(asciiSpellings(skeleton('p1ayer01'))).toContain('player01');
  });

  it('refuses a username mixing Latin and Cyrillic with a localised error, and creates no member', async () => {
    const res = await register('рlayer01');
    expect(res).toMatchObject({ success: false, errorCode: 'register_mixed_script' });
    expect(res.message).toContain('Latin and Cyrillic');
    expect((await register('Αlphabet1', 'CN')).message).toBe(
      '用户名和昵称不能混用不同文字的字母（例如拉丁字母与西里尔字母），以免与他人混淆。',
    );
    expect(await exists('рlayer01')).toBe(false);
  });

  it('a username that reads as an existing member’s (same skeleton, same merchant) is taken', async () => {
    for (const name of ['p1ayer01', 'PIayer01', 'pIayer01'])
      expect(await register(name), name).toMatchObject({ success: false, errorCode: 'register_username_taken' });
    // A whole-Cyrillic spelling of an existing Latin name, and a Latin spelling of an existing Cyrillic one.
    expect(await register('cacao99')).toMatchObject({ success: true });
    expect(await register('сасао99')).toMatchObject({ success: false, errorCode: 'register_username_taken' });
    expect(await register('сасао88')).toMatchObject({ success: true });
    expect(await register('cacao88')).toMatchObject({ success: false, errorCode: 'register_username_taken' });
    expect(await exists('p1ayer01')).toBe(false);
    expect(await exists('cacao88')).toBe(false);
    // A name that merely resembles (different skeleton) still registers.
    expect(await register('player02')).toMatchObject({ success: true });
  });

  it('refuses a mixed-script nickname at registration and on the profile, and keeps the old one', async () => {
    expect(await register('nicknamed1', 'EN', { nickname: 'Аlice' })).toMatchObject({ success: false, errorCode: 'register_mixed_script' });
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const put = (nickname: string) =>
      t.app.inject({ method: 'PUT', url: '/wps/member/nickname', headers: authed('demo', token, 'EN'), payload: { nickname } });
    expect((await put('Lucky 七')).json()).toMatchObject({ success: true });
    const res = (await put('Аlice')).json();
    expect(res).toMatchObject({ success: false, errorCode: 'profile_nickname_mixed_script' });
    expect(res.message).toContain('cannot mix letters of different scripts');
    const member = await t.features.accounts.service.findByAccount(demoId, 'player01');
    expect(member?.nickname).toBe('Lucky 七');
  });
});
