import { sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../platform/crypto/secret-box.js';
import { authed, createTestApp, encrypted, headers, login, memberIds, type TestApp } from '../../../test/harness.js';
import { sealTotpSecrets } from '../../../workflows/seal-totp-secrets.js';

// ADR 040: authenticator secrets are sealed at rest; plain rows from before keep working and get sealed.
const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
const PLAIN = 'JBSWY3DPEHPK3PXPKRUGS2LTNFZXIZLD';
const OTHER_KEY = Buffer.alloc(32, 7);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

/** The G row as the database holds it, read around the repository. */
async function stored(merchant: string, account: string): Promise<string | null> {
  const { merchantId, memberId } = await memberIds(t, merchant, account);
  const res = (await t.database.db.execute(
    sql`select secret from two_factor_methods where merchant_id = ${merchantId} and member_id = ${memberId} and method = 'G'`,
  )) as unknown as { rows: { secret: string | null }[] };
  return res.rows[0]?.secret ?? null;
}
/** A confirmed authenticator row written straight into the table, as a release before ADR 040 (or another key) left it. */
async function writeRow(merchant: string, account: string, secret: string) {
  const { merchantId, memberId } = await memberIds(t, merchant, account);
  await t.database.db.execute(
    sql`insert into two_factor_methods (merchant_id, member_id, method, secret, confirmed, created_at)
        values (${merchantId}, ${memberId}, 'G', ${secret}, true, now())`,
  );
}
/** Password, then the authenticator code through the login modal's challenge. */
async function signInWithCode(merchant: string, account: string, code: string) {
  const first = await login(t, merchant, { username: account, password: 'abc12345' });
  expect(first.body.errorCode).toBe('login_verify_required');
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/verification',
    headers: headers(merchant),
    payload: await encrypted(t, { challenge: first.body.value.challenge, method: 'G', authCode: code }),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('authenticator secrets at rest (ADR 040)', () => {
  it('enrolment stores the secret sealed, not in plain text, and login with a code still works', async () => {
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token as string;
    const setup = (await t.app.inject({ method: 'POST', url: '/wps/v2/member/twoFactor/totp', headers: authed('demo', token) })).json()
      .value;
    const secret = setup.secret as string;
    const row = await stored('demo', 'player01');
    expect(row).toMatch(/^v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(row).not.toContain(secret);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/member/twoFactor/totp/confirm',
      headers: authed('demo', token),
      payload: { authCode: codeAt(secret, t.clock.now()) },
    });
    expect(confirm.json().value.recoveryCodes).toHaveLength(10);
    t.clock.advance(30_000);
    const res = await signInWithCode('demo', 'player01', codeAt(secret, t.clock.now()));
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.value.token).toBeTruthy();
  });

  it('a row stored in plain text before sealing still verifies, and that read seals it', async () => {
    await writeRow('demo', 'agent01', PLAIN);
    const res = await signInWithCode('demo', 'agent01', codeAt(PLAIN, t.clock.now()));
    expect(res.body).toMatchObject({ success: true });
    const row = await stored('demo', 'agent01');
    expect(row).toMatch(/^v1:/);
    expect(row).not.toContain(PLAIN);
    // Still the same secret underneath: the next window's code signs in again.
    t.clock.advance(30_000);
    expect((await signInWithCode('demo', 'agent01', codeAt(PLAIN, t.clock.now()))).body.success).toBe(true);
  });

  it('the start-up step seals plain rows nobody signs in with, once', async () => {
    await writeRow('acme', 'agent01', PLAIN);
    expect((await sealTotpSecrets(t.features)).members).toBe(1);
    const row = await stored('acme', 'agent01');
    expect(row).toMatch(/^v1:/);
    expect(row).not.toContain(PLAIN);
    expect((await sealTotpSecrets(t.features)).members).toBe(0);
    t.clock.advance(30_000);
    expect((await signInWithCode('acme', 'agent01', codeAt(PLAIN, t.clock.now()))).body.success).toBe(true);
  });

  it('a secret sealed with a key this server does not have fails closed: no session, and nothing rewrites it', async () => {
    const { merchantId, memberId } = await memberIds(t, 'acme', 'player01');
    const foreign = createSecretBox([OTHER_KEY]).seal(PLAIN, `two-factor:G:${merchantId}:${memberId}`);
    await writeRow('acme', 'player01', foreign);
    t.clock.advance(30_000);
    const res = await signInWithCode('acme', 'player01', codeAt(PLAIN, t.clock.now()));
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(false);
    expect(res.body.value?.token).toBeUndefined();
    await sealTotpSecrets(t.features);
    expect(await stored('acme', 'player01')).toBe(foreign);
  });
});
