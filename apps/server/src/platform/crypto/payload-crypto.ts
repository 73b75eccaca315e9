import { ERROR_CODES } from '@arcadia/contract';
import {
  CompactEncrypt,
  calculateJwkThumbprint,
  compactDecrypt,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
} from 'jose';
import type { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { refuseNul } from '../http/input-guard.js';

export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';

export type StoredKey = { kid: string; publicJwk: Record<string, unknown>; privatePkcs8: string };
/** Where the generated key pair lives, so every instance of a deployment shares it. */
export type KeyStore = { load(): Promise<StoredKey | null>; saveIfAbsent(key: StoredKey): Promise<void> };

export type PayloadCrypto = {
  jwks(): { keys: JWK[] };
  /** Decrypts a JWE compact string and validates its JSON against the schema. */
  decrypt<T extends z.ZodType>(compact: string, schema: T): Promise<z.output<T>>;
  /** Decrypts to JSON without validating, for callers that map rule failures to spec codes. */
  decryptJson(compact: string): Promise<unknown>;
};

async function fromPem(pem: string): Promise<StoredKey> {
  const privateKey = await importPKCS8(pem, JWE_ALG, { extractable: true });
  const full = await exportJWK(privateKey);
  const publicJwk: JWK = { kty: full.kty, n: full.n, e: full.e };
  return { kid: await calculateJwkThumbprint(publicJwk), publicJwk: { ...publicJwk }, privatePkcs8: pem };
}

async function generate(): Promise<StoredKey> {
  const { publicKey, privateKey } = await generateKeyPair(JWE_ALG, { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  return { kid: await calculateJwkThumbprint(publicJwk), publicJwk: { ...publicJwk }, privatePkcs8: await exportPKCS8(privateKey) };
}

/**
 * JWE compact (RSA-OAEP-256 + A256GCM) for the payloads the specs encrypt (login, register,
 * passwords, points). The key comes from configuration, else from the store, else is generated
 * once and stored; when two instances race, both end up on the first stored key.
 */
export async function createPayloadCrypto(store: KeyStore, pem?: string): Promise<PayloadCrypto> {
  let stored: StoredKey;
  if (pem) stored = await fromPem(pem);
  else {
    const existing = await store.load();
    if (existing) stored = existing;
    else {
      await store.saveIfAbsent(await generate());
      const winner = await store.load();
      if (!winner) throw new Error('crypto key could not be stored');
      stored = winner;
    }
  }
  const privateKey = await importPKCS8(stored.privatePkcs8, JWE_ALG);
  const publicJwk: JWK = { ...(stored.publicJwk as JWK), kid: stored.kid, alg: JWE_ALG, use: 'enc' };
  const decryptJson = async (compact: string): Promise<unknown> => {
    let json: unknown;
    try {
      const { plaintext, protectedHeader } = await compactDecrypt(compact, privateKey, {
        keyManagementAlgorithms: [JWE_ALG],
        contentEncryptionAlgorithms: [JWE_ENC],
      });
      if (protectedHeader.kid && protectedHeader.kid !== stored.kid) throw new Error('unknown kid');
      json = JSON.parse(new TextDecoder().decode(plaintext));
    } catch {
      throw new AppError(ERROR_CODES.invalidRequest, 400, { detail: 'encrypted payload could not be read' });
    }
    // The request guard saw only ciphertext: the plaintext gets the same NUL refusal here.
    refuseNul(json);
    return json;
  };
  return {
    jwks: () => ({ keys: [publicJwk] }),
    decryptJson,
    async decrypt(compact, schema) {
      const json = await decryptJson(compact);
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(ERROR_CODES.invalidRequest, 400, { detail: `${issue?.path.join('.') || 'payload'}: ${issue?.message}` });
      }
      return parsed.data;
    },
  };
}

/** What the web client does: encrypt a JSON payload with the published key. Used by tests and benches. */
export async function encryptPayload(jwk: JWK, payload: unknown): Promise<string> {
  const key = await importJWK(jwk, JWE_ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .encrypt(key);
}
