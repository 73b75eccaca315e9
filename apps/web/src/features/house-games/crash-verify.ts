import { CRASH, crashPointOfR } from '@arcadia/contract/house-games';

/**
 * Checks a revealed crash round in the browser, by the computation of ADR 069, so a player need not
 * trust the server that dealt it: the crash point from the round's hash, the previous round's hash
 * (SHA-256 of this one's hex text), and the hash reached after `index` such steps, which must be the
 * chain's commitment published before its first round. Web Crypto exists only on secure pages (https,
 * or localhost); elsewhere `verifyCrash` rejects with `insecure`.
 */
export type CrashCheck = { crash: string; previous: string; reached: string; matches: boolean };

const HASH = /^[0-9a-f]{64}$/;
const utf8 = new TextEncoder();
const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

export async function verifyCrash(
  hash: string,
  index: number,
  commitment: string | null,
  subtle: SubtleCrypto | null | undefined = globalThis.crypto?.subtle,
): Promise<CrashCheck> {
  if (!subtle) throw new Error('insecure');
  if (!HASH.test(hash) || !Number.isInteger(index) || index < 1 || index > CRASH.chainLength) throw new Error('invalid');
  const key = await subtle.importKey('raw', utf8.encode(hash), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = hex(await subtle.sign('HMAC', key, utf8.encode(CRASH.salt)));
  const crash = crashPointOfR(BigInt(`0x${mac.slice(0, 13)}`));
  const sha = async (text: string) => hex(await subtle.digest('SHA-256', utf8.encode(text)));
  const previous = await sha(hash);
  let reached = previous;
  for (let k = 1; k < index; k++) reached = await sha(reached);
  return { crash: (crash / 100).toFixed(2), previous, reached, matches: reached === commitment };
}
