import { describe, expect, it } from 'vitest';
import { registerEncryptedBodySchema } from '../../registration/index.js';
import { encryptedBodySchema } from '../encrypted.js';

const ok = (schema: typeof encryptedBodySchema, length: number) => schema.safeParse({ encrypted: 'x'.repeat(length) }).success;

// The routes' ceilings before the bodies became one contract schema: a change here changes what clients may send.
describe('one encrypted body, the ceilings the routes always had', () => {
  it('login, password and points bodies: 10 to 8,192 characters', () => {
    expect([ok(encryptedBodySchema, 9), ok(encryptedBodySchema, 10), ok(encryptedBodySchema, 8192), ok(encryptedBodySchema, 8193)]).toEqual(
      [false, true, true, false],
    );
  });

  it('a registration may carry a Firebase ID token besides its fields: up to 16,384 characters', () => {
    expect([ok(registerEncryptedBodySchema, 9), ok(registerEncryptedBodySchema, 16384), ok(registerEncryptedBodySchema, 16385)]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('refuses a body without the JWE string', () => {
    expect(encryptedBodySchema.safeParse({}).success).toBe(false);
    expect(encryptedBodySchema.safeParse({ encrypted: 12345678901 }).success).toBe(false);
  });
});
