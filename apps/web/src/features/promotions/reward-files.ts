import { REWARD_IMAGE_EXTENSIONS, REWARD_IMAGE_MAX_BYTES, REWARD_IMAGES_MAX } from '@arcadia/contract/promotions';

export type FileProblem = 'type' | 'size' | 'count' | null;

/** The client-side half of spec 001 §5 (the server checks again, by content): jpg/jpeg/png, ≤ 5 MB, ≤ 3. */
export function fileProblem(files: { name: string; size: number }[]): FileProblem {
  if (files.length > REWARD_IMAGES_MAX) return 'count';
  for (const f of files) {
    const ext = f.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(REWARD_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'type';
    if (f.size > REWARD_IMAGE_MAX_BYTES) return 'size';
  }
  return null;
}

export function toDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
