import { KYC_IMAGE_MAX_BYTES } from '@arcadia/contract/kyc';

export type FileProblem = 'type' | 'size' | null;

/**
 * The browser's early check of a chosen document, so a wrong file is refused before it is sent;
 * the server checks the content again (it decodes the image) whatever this says.
 */
export async function checkDocumentFile(file: File): Promise<FileProblem> {
  if (file.size === 0) return 'type';
  if (file.size > KYC_IMAGE_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg ? null : 'type';
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
