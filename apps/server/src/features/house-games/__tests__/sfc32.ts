/**
 * The simulations feed the engine uniform 32-bit words from sfc32 with a fixed seed rather than
 * HMAC-SHA256: they test the strips, lines and tables (SHA-256's uniformity is not ours to test),
 * and a million HMACs take ~20 s on a busy 2-core machine against ~1 s for this.
 */
export function sfc32(a: number, b: number, c: number, d: number) {
  const words = new Array<number>(8);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return () => {
    for (let i = 0; i < 8; i++) words[i] = next();
    return words;
  };
}
