import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Secrets the server must read back (TOTP seeds), sealed at rest with AES-256-GCM (ADR 040).
 *
 * Stored form: `v1:<key id>:<base64url(iv ‖ ciphertext ‖ tag)>`. The key id names the key that sealed
 * it, so keys can rotate: the current key seals, older keys only open, and whatever an older key (or
 * nothing, a row from before encryption) sealed is rewritten by the caller. A base32 TOTP seed never
 * contains ':', so a stored value without the prefix is a legacy plain row.
 *
 * `context` is authenticated but not stored (GCM additional data): a sealed value copied into another
 * member's or operator's row does not open there.
 */
export type SecretBox = {
  /** The id of the key that seals. */
  readonly keyId: string;
  seal(plain: string, context: string): string;
  /** The secret, and whether its stored form is out of date (plain, or sealed by an older key). */
  open(stored: string, context: string): { plain: string; stale: boolean };
  /** How every value the current key seals starts (hex and ':' only, so safe in a LIKE pattern). */
  readonly prefix: string;
};

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';
const SEALED = /^v(\d+):([0-9a-f]{8}):([A-Za-z0-9_-]+)$/;

/** Refusing to answer is the only safe outcome when a sealed secret cannot be opened: the caller's request fails (500). */
export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`a sealed secret could not be opened: ${reason}`);
    this.name = 'SecretUnreadableError';
  }
}

/** A short public name of a key: a hash of it, so nobody has to choose (or can collide) ids. */
export const keyIdOf = (key: Buffer): string => createHash('sha256').update('arcadia-secret-box\0').update(key).digest('hex').slice(0, 8);

/** 32 bytes written as 64 hex digits or as base64 (standard or URL alphabet); null for anything else. */
export function parseKey(text: string): Buffer | null {
  const s = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(s)
    ? Buffer.from(s, 'hex')
    : /^[A-Za-z0-9+/_-]{43}={0,1}$/.test(s)
      ? Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  return bytes?.length === KEY_BYTES ? bytes : null;
}

/** The first key seals; every key opens what it sealed. */
export function createSecretBox(keys: readonly Buffer[]): SecretBox {
  const [current] = keys;
  if (!current) throw new Error('createSecretBox: no key');
  if (keys.some((k) => k.length !== KEY_BYTES)) throw new Error(`createSecretBox: keys must be ${KEY_BYTES} bytes`);
  const byId = new Map(keys.map((k) => [keyIdOf(k), k] as const));
  const keyId = keyIdOf(current);
  const prefix = `${FORMAT}:${keyId}:`;
  return {
    keyId,
    prefix,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return prefix + body.toString('base64url');
    },
    open(stored, context) {
      const m = SEALED.exec(stored);
      if (!m) {
        if (stored.includes(':')) throw new SecretUnreadableError('unknown format');
        return { plain: stored, stale: true };
      }
      const [, version, id, payload] = m as unknown as [string, string, string, string];
      if (`v${version}` !== FORMAT) throw new SecretUnreadableError(`format v${version} is not known`);
      const key = byId.get(id);
      if (!key) throw new SecretUnreadableError(`key ${id} is not configured`);
      const body = Buffer.from(payload, 'base64url');
      if (body.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError('truncated');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
        return { plain, stale: id !== keyId };
      } catch {
        throw new SecretUnreadableError(`key ${id} does not open it (wrong key, wrong row or altered)`);
      }
    },
  };
}

/**
 * The embedded demo's key when none is configured: generated once into a file of the data directory
 * (owner-only), read back on every later start. Production refuses to start without a configured
 * key instead (config.ts), so this never decides a real deployment's key.
 */
export function loadOrCreateKeyFile(path: string): Buffer {
  try {
    const key = parseKey(readFileSync(path, 'utf8'));
    if (!key) throw new Error(`${path} does not hold a ${KEY_BYTES}-byte key (hex or base64)`);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(path), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': never overwrite a key another start wrote meanwhile (what it sealed would be lost).
    writeFileSync(path, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateKeyFile(path);
    throw err;
  }
  chmodSync(path, 0o600);
  return key;
}
