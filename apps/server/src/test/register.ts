import { encrypted, headers, type TestApp } from './harness.js';

/**
 * A registration through the public form's route as a browser sends it: a captcha fetched on a
 * fresh device first, the payload encrypted. Tests pass `captchaText` to createTestApp and the same
 * text in `payload.captcha`.
 */
export async function registerByForm(t: TestApp, merchant: string, payload: object, language: string, remoteAddress: string) {
  const device = { 'device-id': crypto.randomUUID() };
  await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { ...headers(merchant), ...device } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/register',
    headers: { ...headers(merchant, language), ...device },
    payload: await encrypted(t, payload),
    remoteAddress,
  });
  return res.json() as { success: boolean; errorCode: string | null; message: string };
}
