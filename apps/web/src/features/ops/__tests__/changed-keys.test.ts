import { describe, expect, it } from 'vitest';
import { changedKeys } from '../components/AuditLog';

describe('the audit change view', () => {
  it('lists only the keys whose value changed, before → after', () => {
    expect(changedKeys({ A: true, B: true, C: 1 }, { A: true, B: false, C: 1, D: 'x' })).toEqual([
      { key: 'B', from: 'true', to: 'false' },
      { key: 'D', from: '—', to: '"x"' },
    ]);
  });

  it('compares nested values by content and falls back to whole values when a side is not an object', () => {
    expect(changedKeys({ bank: { name: 'A' } }, { bank: { name: 'A' } })).toEqual([]);
    expect(changedKeys(null, { status: 'approved' })).toBeNull();
    expect(changedKeys(['a'], ['b'])).toBeNull();
  });
});
