import type { HelpItem } from '@arcadia/contract/system';
import { describe, expect, it } from 'vitest';
import { selectHelp, tagIsUnique } from '../components/help-selection';

const item = (id: number, tag: string, children: HelpItem[] = []): HelpItem => ({
  id,
  tag,
  title: tag,
  content: `<p>${tag}</p>`,
  bgColor: null,
  children,
});
const tree = [item(1, 'account', [item(2, 'register'), item(3, 'password')]), item(4, 'faq'), item(5, 'cashier', [item(6, 'withdraw')])];

describe('help selection', () => {
  it('opens the first parent on its first child when nothing is asked for', () => {
    expect(selectHelp(tree, null)).toEqual({ parent: tree[0], item: tree[0]!.children[0] });
  });

  it('deep-links by tag (any case) or by id, opening the parent that holds the item', () => {
    expect(selectHelp(tree, 'Withdraw')?.item.tag).toBe('withdraw');
    expect(selectHelp(tree, 'Withdraw')?.parent.tag).toBe('cashier');
    expect(selectHelp(tree, '3')?.item.tag).toBe('password');
  });

  it('a parent without children is a page of its own (older single-page help); unknown items fall back to the first', () => {
    expect(selectHelp(tree, 'faq')).toEqual({ parent: tree[1], item: tree[1] });
    expect(selectHelp(tree, 'cashier')?.item.tag).toBe('withdraw');
    expect(selectHelp(tree, 'nope')?.item.tag).toBe('register');
    expect(selectHelp([], 'faq')).toBeNull();
  });

  it('works on an answer without ids (keys are tags)', () => {
    const old = [{ tag: 'a', title: 'A', content: 'x', bgColor: null, children: [] }];
    expect(selectHelp(old, 'a')?.item).toBe(old[0]);
  });
});

describe('link names', () => {
  it('a repeated tag is not a unique link name; the id is used then', () => {
    const dup = [item(1, 'a', [item(2, 'faq')]), item(3, 'b', [item(4, 'FAQ')])];
    expect(tagIsUnique(dup, 'faq')).toBe(false);
    expect(tagIsUnique(dup, 'a')).toBe(true);
    expect(selectHelp(dup, '4')?.parent.tag).toBe('b');
  });
});
