import { describe, expect, it } from 'vitest';
import { ReadCache } from '../read-cache.js';

/** A load the test finishes by hand, to interleave it with invalidations. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('serves a hit without loading, and loads again after the TTL', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('concurrent misses of one key share one load', async () => {
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, Date.now);
    const d = deferred<number>();
    const load = () => {
      loads++;
      return d.promise;
    };
    const all = Promise.all([1, 2, 3].map(() => cache.get('a', load)));
    d.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('a load that started before an invalidation is answered but never kept', async () => {
    const cache = new ReadCache<string>(60_000, 10, Date.now);
    const old = deferred<string>();
    const first = cache.get('balance', () => old.promise);
    cache.invalidate('balance'); // the change commits while the old value is on its way
    old.resolve('old');
    expect(await first).toBe('old');
    expect(await cache.get('balance', async () => 'new')).toBe('new');
    expect(await cache.get('balance', async () => 'newer')).toBe('new');
  });

  it('after an invalidation a new caller does not join the stale load', async () => {
    const cache = new ReadCache<string>(60_000, 10, Date.now);
    const old = deferred<string>();
    const first = cache.get('k', () => old.promise);
    cache.invalidate('k');
    const second = cache.get('k', async () => 'fresh');
    old.resolve('old');
    expect(await first).toBe('old');
    expect(await second).toBe('fresh');
  });

  it('clear() also voids loads in flight; invalidateWhere selects by value', async () => {
    const cache = new ReadCache<{ member: number }>(60_000, 10, Date.now);
    const slow = deferred<{ member: number }>();
    const p = cache.get('x', () => slow.promise);
    cache.clear();
    slow.resolve({ member: 1 });
    await p;
    expect(cache.size).toBe(0);
    await cache.get('t1', async () => ({ member: 1 }));
    await cache.get('t2', async () => ({ member: 2 }));
    cache.invalidateWhere((_k, v) => v.member === 1);
    expect(cache.size).toBe(1);
    expect(await cache.get('t2', async () => ({ member: 99 }))).toEqual({ member: 2 });
  });

  it('keeps at most maxEntries, dropping the oldest write', async () => {
    const cache = new ReadCache<number>(60_000, 2, Date.now);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => 1);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 1;
    });
    expect(reloaded).toBe(true);
  });

  it('past its size evicts the least recently used entry, not the oldest written; peek never loads', async () => {
    const cache = new ReadCache<string>(60_000, 2, () => 0);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    expect(cache.peek('a')).toBe('A'); // a used after b was written
    await cache.get('c', async () => 'C');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe('A');
    expect(cache.peek('c')).toBe('C');
    expect(cache.peek('d')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('with refresh in background, an expired entry is answered once more while one load replaces it; an invalidated one never', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, 10, () => now, true);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(1); // stale, refresh started
    expect(await cache.get('a', load)).toBe(1); // the refresh is shared
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
    cache.invalidate('a');
    expect(await cache.get('a', load)).toBe(3); // waited for the load: nothing stale to answer
  });
});
