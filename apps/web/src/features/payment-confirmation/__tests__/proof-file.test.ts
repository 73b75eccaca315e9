import { describe, expect, it } from 'vitest';
import { checkProofFile, sniffImage } from '../lib/proof-file';

describe('proof of non-receipt file checks (spec 001 §5)', () => {
  it('takes jpg, jpeg and png up to 5 MB (5242880 bytes)', () => {
    expect(checkProofFile({ name: 'slip.PNG', type: 'image/png', size: 5_242_880 })).toBeNull();
    expect(checkProofFile({ name: 'slip.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkProofFile({ name: 'slip.jpg', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types, a lying MIME type, empty files and anything over 5 MB', () => {
    expect(checkProofFile({ name: 'slip.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkProofFile({ name: 'slip.png', type: 'text/plain', size: 10 })).toBe('type');
    expect(checkProofFile({ name: 'slip.png', type: 'image/png', size: 0 })).toBe('type');
    expect(checkProofFile({ name: 'slip.png', type: 'image/png', size: 5_242_881 })).toBe('size');
  });

  it('knows a PNG or JPEG by its first bytes, not its name', () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(new TextEncoder().encode('hello, I am a text file'))).toBeNull();
  });
});
