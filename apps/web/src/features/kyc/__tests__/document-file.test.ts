import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from '../lib/document-file';

const file = (bytes: number[], name = 'doc.png', size?: number) => {
  const body = size === undefined ? new Uint8Array(bytes) : new Uint8Array(size).fill(0).map((_, i) => bytes[i] ?? 0);
  return new File([body], name);
};
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0];

describe("the browser's first check of a KYC document", () => {
  it('takes PNG and JPEG by their first bytes, whatever the name says', () =>
    Promise.all([
      expect(checkDocumentFile(file(PNG, 'front.jpg'))).resolves.toBeNull(),
      expect(checkDocumentFile(file(JPEG, 'scan.png'))).resolves.toBeNull(),
    ]));

  it('refuses a renamed text file, an empty file and one over 5 MB', () =>
    Promise.all([
      expect(checkDocumentFile(file([...Buffer.from('<svg xmlns')], 'id.png'))).resolves.toBe('type'),
      expect(checkDocumentFile(file([], 'id.png'))).resolves.toBe('type'),
      expect(checkDocumentFile(file(PNG, 'id.png', 5_242_881))).resolves.toBe('size'),
    ]));
});
