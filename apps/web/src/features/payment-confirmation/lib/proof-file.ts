import { PROOF_EXTENSIONS, PROOF_MAX_BYTES, PROOF_MIME_TYPES } from '@arcadia/contract/payment-confirmation';

export type ProofProblem = 'type' | 'size' | null;

/** What the file claims (spec 001 §5: jpg/jpeg/png, at most 5 MB). The server checks the content again. */
export function checkProofFile(file: { name: string; type: string; size: number }): ProofProblem {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
  if (file.type && !(PROOF_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  if (file.size === 0) return 'type';
  return null;
}

/** What the first bytes say: a text file renamed .png is caught before it is uploaded. */
export function sniffImage(head: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => head[i] === b)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

/** Reads a checked file as the data URL the decision payload carries. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
