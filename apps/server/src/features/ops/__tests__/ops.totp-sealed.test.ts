import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, parseKey } from '../../../platform/crypto/secret-box.js';
import { createTestApp, TEST_TOTP_KEY, type TestApp } from '../../../test/harness.js';
import { sealTotpSecrets } from '../../../workflows/seal-totp-secrets.js';
import { DEMO_OPS_PASSWORD, DEMO_OPS_TOTP_SECRET } from '../../../workflows/seed-demo.js';
import { codeAt, opsLogin, PASSWORD } from './ops.console.helpers.js';

// ADR 040: operators' TOTP secrets are sealed at rest like members'.
const OTHER_KEY = Buffer.alloc(32, 9);
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));
const app = async (keys?: Buffer[]) => {
  const t = await createTestApp(keys ? { totpEncryptionKeys: keys } : {});
  apps.push(t);
  return t;
};
const storedOf = async (t: TestApp, username: string) =>
  (
    (await t.database.db.execute(sql`select totp_secret from ops_operators where username = ${username}`)) as unknown as {
      rows: { totp_secret: string }[];
    }
  ).rows[0]?.totp_secret;

describe('operator TOTP secrets at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await app();
  }, 120_000);

  it('created and reset operators, and the seeded ones, have no readable secret in the table; sign-in still works', async () => {
    expect(await storedOf(t, 'opsdemo')).toMatch(/^v1:/);
    expect(await storedOf(t, 'opsdemo')).not.toContain(DEMO_OPS_TOTP_SECRET);
    const merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
    const made = await t.features.ops.service.createOperator({ username: 'sealed-op', password: PASSWORD, role: 'read-only', merchantId });
    expect(await storedOf(t, 'sealed-op')).not.toContain(made.totpSecret);
    expect((await opsLogin(t, 'sealed-op', PASSWORD, codeAt(made.totpSecret, t.clock.now()))).statusCode).toBe(200);
    const reset = await t.features.ops.operators.resetTotp(merchantId, made.id);
    expect(await storedOf(t, 'sealed-op')).not.toContain(reset.totpSecret);
    t.clock.advance(30_000);
    expect((await opsLogin(t, 'sealed-op', PASSWORD, codeAt(reset.totpSecret, t.clock.now()))).statusCode).toBe(200);
  });

  it('a plain row from before still signs in and is sealed by it; the start-up step seals the rest', async () => {
    await t.database.db.execute(
      sql`update ops_operators set totp_secret = ${DEMO_OPS_TOTP_SECRET} where username in ('opsdemo', 'opsroot')`,
    );
    t.clock.advance(30_000);
    expect((await opsLogin(t, 'opsdemo', DEMO_OPS_PASSWORD, codeAt(DEMO_OPS_TOTP_SECRET, t.clock.now()))).statusCode).toBe(200);
    expect(await storedOf(t, 'opsdemo')).toMatch(/^v1:/);
    expect(await storedOf(t, 'opsroot')).toBe(DEMO_OPS_TOTP_SECRET);
    expect((await sealTotpSecrets(t.features)).operators).toBe(1);
    expect(await storedOf(t, 'opsroot')).not.toContain(DEMO_OPS_TOTP_SECRET);
  });
});

describe('operator TOTP keys', () => {
  it('a server started with another key fails closed on secrets it cannot open', async () => {
    const t = await app([OTHER_KEY]);
    const res = await opsLogin(t, 'opsdemo', DEMO_OPS_PASSWORD, codeAt(DEMO_OPS_TOTP_SECRET, t.clock.now()));
    expect(res.statusCode).toBe(500);
    expect(res.json().value?.token).toBeUndefined();
  }, 120_000);

  it('rotation: with the old key among the old keys, sign-in works and re-seals under the new key', async () => {
    const t = await app([OTHER_KEY, parseKey(TEST_TOTP_KEY)!]);
    const before = await storedOf(t, 'opsdemo');
    expect((await opsLogin(t, 'opsdemo', DEMO_OPS_PASSWORD, codeAt(DEMO_OPS_TOTP_SECRET, t.clock.now()))).statusCode).toBe(200);
    const after = await storedOf(t, 'opsdemo');
    expect(after).not.toBe(before);
    expect(after?.startsWith(createSecretBox([OTHER_KEY]).prefix)).toBe(true);
    expect((await sealTotpSecrets(t.features)).operators).toBe(1); // opsroot, nobody signed in with it
  }, 120_000);
});
