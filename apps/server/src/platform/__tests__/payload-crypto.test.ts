import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPayloadCrypto, encryptPayload, type StoredKey } from '../crypto/payload-crypto.js';
import { AppError } from '../http/app-error.js';

function memoryStore() {
  let key: StoredKey | null = null;
  let saves = 0;
  return {
    load: async () => key,
    saveIfAbsent: async (k: StoredKey) => {
      saves++;
      key ??= k;
    },
    get saves() {
      return saves;
    },
  };
}

const payload = z.object({ username: z.string(), password: z.string() });

describe('payload crypto (JWE RSA-OAEP-256 + A256GCM)', () => {
  it('decrypts what a client encrypts with the published key', async () => {
    const crypto = await createPayloadCrypto(memoryStore());
    const [jwk] = crypto.jwks().keys;
    const jwe = await encryptPayload(jwk!, { username: 'player01', password: 'abc12345' });
    expect(jwe.split('.')).toHaveLength(5);
    await expect(crypto.decrypt(jwe, payload)).resolves.toEqual({ username: 'player01', password: 'abc12345' });
  });

  it('keeps the stored key across restarts, so clients holding the old key still work', async () => {
    const store = memoryStore();
    const first = await createPayloadCrypto(store);
    const second = await createPayloadCrypto(store);
    expect(second.jwks().keys[0]!.kid).toBe(first.jwks().keys[0]!.kid);
    expect(store.saves).toBe(1);
  });

  it('refuses tampered ciphertext, garbage and payloads of the wrong shape with invalid_request', async () => {
    const crypto = await createPayloadCrypto(memoryStore());
    const jwk = crypto.jwks().keys[0]!;
    const good = await encryptPayload(jwk, { username: 'a', password: 'b' });
    const parts = good.split('.');
    parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [parts.join('.'), 'not-a-jwe', '']) {
      const err = await crypto.decrypt(bad, payload).catch((e) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err.code).toBe('invalid_request');
    }
    const wrongShape = await encryptPayload(jwk, { username: 'a' });
    const err = await crypto.decrypt(wrongShape, payload).catch((e) => e);
    expect(err.code).toBe('invalid_request');
    expect(err.params.detail).toContain('password');
  });

  it('refuses a payload encrypted for another key', async () => {
    const mine = await createPayloadCrypto(memoryStore());
    const theirs = await createPayloadCrypto(memoryStore());
    const jwe = await encryptPayload(theirs.jwks().keys[0]!, { username: 'a', password: 'b' });
    await expect(mine.decrypt(jwe, payload)).rejects.toMatchObject({ code: 'invalid_request' });
  });
});
