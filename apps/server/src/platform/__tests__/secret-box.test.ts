import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createSecretBox, loadOrCreateKeyFile, parseKey, SecretUnreadableError } from '../crypto/secret-box.js';

const A = Buffer.alloc(32, 1);
const B = Buffer.alloc(32, 2);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('secret box (AES-256-GCM, ADR 040)', () => {
  it('seals with a fresh IV each time, under the key id, and opens again', () => {
    const box = createSecretBox([A]);
    const one = box.seal(SECRET, 'ctx');
    const two = box.seal(SECRET, 'ctx');
    expect(one).not.toBe(two);
    expect(one.startsWith(box.prefix)).toBe(true);
    expect(box.prefix).toMatch(/^v1:[0-9a-f]{8}:$/);
    expect(one).not.toContain(SECRET);
    expect(box.open(one, 'ctx')).toEqual({ plain: SECRET, stale: false });
  });

  it('fails closed: a wrong key, another row (context) or an altered byte never yields a secret', () => {
    const sealed = createSecretBox([A]).seal(SECRET, 'ctx');
    expect(() => createSecretBox([B]).open(sealed, 'ctx')).toThrow(SecretUnreadableError);
    expect(() => createSecretBox([A]).open(sealed, 'another member')).toThrow(SecretUnreadableError);
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => createSecretBox([A]).open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`, 'ctx')).toThrow(SecretUnreadableError);
    expect(() => createSecretBox([A]).open('v2:00000000:AAAA', 'ctx')).toThrow(SecretUnreadableError);
  });

  it('rotation: an older key still opens, and says the value is stale; plain legacy values are stale too', () => {
    const old = createSecretBox([A]).seal(SECRET, 'ctx');
    const rotated = createSecretBox([B, A]);
    expect(rotated.open(old, 'ctx')).toEqual({ plain: SECRET, stale: true });
    expect(rotated.open(SECRET, 'ctx')).toEqual({ plain: SECRET, stale: true });
  });

  it('keys are 32 bytes as hex or base64; the demo key file is made once, owner-only, then reused', () => {
    expect(parseKey(A.toString('hex'))).toEqual(A);
    expect(parseKey(A.toString('base64'))).toEqual(A);
    expect(parseKey(A.toString('base64url'))).toEqual(A);
    expect(parseKey('too short')).toBeNull();
    expect(parseKey(Buffer.alloc(31).toString('hex'))).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'arcadia-key-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'totp-encryption.key');
    const first = loadOrCreateKeyFile(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeyFile(path)).toEqual(first);
    expect(parseKey(readFileSync(path, 'utf8'))).toEqual(first);
  });

  it('production refuses to start without TOTP_ENCRYPTION_KEY; a bad key is refused everywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'development', TOTP_ENCRYPTION_KEY: 'abc' })).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'development', TOTP_ENCRYPTION_OLD_KEYS: A.toString('hex') })).toThrow(/TOTP_ENCRYPTION_KEY/);
    const c = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEY: B.toString('base64'),
      TOTP_ENCRYPTION_OLD_KEYS: A.toString('hex'),
    });
    expect(c.totpEncryptionKeys).toEqual([B, A]);
    expect(loadConfig({ NODE_ENV: 'development' }).totpEncryptionKeys).toEqual([]);
  });
});
