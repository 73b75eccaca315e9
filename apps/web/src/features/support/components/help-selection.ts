import type { HelpItem } from '@arcadia/contract/system';

/** A stable key for an item: its id when the server sent one, else its tag (older answers). */
export const helpKey = (item: HelpItem): string => (item.id === undefined ? item.tag : String(item.id));

export type HelpSelection = { parent: HelpItem; item: HelpItem } | null;

/** The item a parent opens on: its first child, or the parent itself when it has none (a single page). */
const openingOf = (parent: HelpItem): HelpItem => parent.children[0] ?? parent;

/**
 * Which parent is open and which item is shown (ADR 031). `wanted` is the ?item= of a deep link or the
 * operator's click: an id or a tag (tags compare case-insensitively). Unknown or empty: the first item.
 */
export function selectHelp(items: HelpItem[], wanted: string | null | undefined): HelpSelection {
  const first = items[0];
  if (!first) return null;
  const w = wanted?.trim().toLowerCase();
  if (w) {
    const matches = (i: HelpItem) => helpKey(i) === w || i.tag.toLowerCase() === w;
    for (const parent of items) {
      if (matches(parent)) return { parent, item: openingOf(parent) };
      const child = parent.children.find(matches);
      if (child) return { parent, item: child };
    }
  }
  return { parent: first, item: openingOf(first) };
}

/** Whether a tag names one item only (older whole-language data may repeat a tag under different parents). */
export function tagIsUnique(items: HelpItem[], tag: string): boolean {
  const t = tag.toLowerCase();
  return items.flatMap((p) => [p, ...p.children]).filter((i) => i.tag.toLowerCase() === t).length === 1;
}
