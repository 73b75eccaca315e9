import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id parameters (ARCHITECTURE.md §1): 19 MiB, 2 passes, 1 lane.
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/**
 * Verifies against a throwaway hash, so that "no such account" costs exactly what a wrong
 * password costs and the two cannot be told apart by timing.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummy, password);
  return false;
}
