/**
 * The merchant's CDN lists as the status answer gave them (spec 000 §7, ADR 056). Kept apart from
 * `cdn.ts` because every page's first chunk sets them: only this much rides in the home budget.
 */
export type CdnLists = { readonly image: readonly string[]; readonly game: readonly string[] };

let lists: CdnLists = { image: [], game: [] };
let key = '\n';
const listeners = new Set<() => void>();

/** A status refresh with the same lists keeps the same object, so the page keeps its pick. */
export function setCdnLists(image: readonly string[], game: readonly string[]): void {
  const next = `${image.join(' ')}\n${game.join(' ')}`;
  if (next === key) return;
  key = next;
  lists = { image, game };
  for (const l of listeners) l();
}

export const cdnLists = (): CdnLists => lists;

export function subscribeCdns(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
