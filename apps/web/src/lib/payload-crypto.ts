import { jwksSchema } from '@arcadia/contract/system';
import { apiGet } from './api-client';

/** JWE algorithms of ARCHITECTURE §1 (the server decrypts with the matching private key). */
const ALG = 'RSA-OAEP-256';
const ENC = 'A256GCM';

type PublicKey = { kid: string | undefined; key: CryptoKey | Uint8Array };

let cached: Promise<PublicKey> | null = null;

async function publicKey(): Promise<PublicKey> {
  // jose is loaded here only, so pages without a sign-in form never download it.
  const [{ importJWK }, jwks] = await Promise.all([import('jose'), apiGet('/wps/system/crypto/jwks', jwksSchema)]);
  const jwk = jwks.keys[0];
  if (!jwk) throw new Error('no encryption key published');
  const kid = typeof jwk.kid === 'string' ? jwk.kid : undefined;
  return { kid, key: await importJWK(jwk, ALG) };
}

/** Drops the cached key, e.g. after the server rotated it. */
export function forgetPayloadKey(): void {
  cached = null;
}

/** Encrypts a JSON payload as a compact JWE: the `{ encrypted }` body of login and password calls. */
export async function encryptPayload(payload: unknown): Promise<{ encrypted: string }> {
  cached ??= publicKey();
  let pk: PublicKey;
  try {
    pk = await cached;
  } catch (e) {
    cached = null;
    throw e;
  }
  const { CompactEncrypt } = await import('jose');
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const encrypted = await new CompactEncrypt(bytes).setProtectedHeader({ alg: ALG, enc: ENC, kid: pk.kid }).encrypt(pk.key);
  return { encrypted };
}
