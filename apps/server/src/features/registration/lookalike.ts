import unhomoglyph from 'unhomoglyph';

/**
 * TR39 skeleton (NFD, each confusable to its prototype, NFD again), lower-cased because accounts
 * are unique case-insensitively. "рlayer01", "PIayer01" and "p1ayer01" all share the skeleton of
 * "player01", so a newcomer cannot take a name that reads as an existing member's.
 */
export function skeleton(value: string): string {
  return unhomoglyph(value.normalize('NFD')).normalize('NFD').toLowerCase();
}

/** The ASCII characters a username can hold, grouped by their skeleton ("l" ← l, L, I, i?, 1…). */
const ASCII = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-'];
const BY_SKELETON = new Map<string, string[]>();
for (const ch of ASCII) {
  const key = skeleton(ch);
  const lower = ch.toLowerCase();
  const list = BY_SKELETON.get(key) ?? [];
  if (!list.includes(lower)) list.push(lower);
  BY_SKELETON.set(key, list);
}
const KEYS = [...BY_SKELETON.keys()];
/** Past this many spellings the search stops; a name made only of l/1/I and 0/o is rare and short. */
export const MAX_SPELLINGS = 512;

/**
 * Every lower-case ASCII spelling whose skeleton is the given one (up to MAX_SPELLINGS), so the
 * database finds an existing ASCII account with the same skeleton through its unique index
 * instead of reading every member of the merchant.
 */
export function asciiSpellings(target: string): string[] {
  const out = new Set<string>();
  const walk = (at: number, prefix: string) => {
    if (out.size >= MAX_SPELLINGS) return;
    if (at === target.length) {
      out.add(prefix);
      return;
    }
    for (const key of KEYS) {
      if (!target.startsWith(key, at)) continue;
      for (const ch of BY_SKELETON.get(key) ?? []) walk(at + key.length, prefix + ch);
    }
  };
  walk(0, '');
  return [...out];
}
