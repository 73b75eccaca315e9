import { describe, expect, it } from 'vitest';
import { uplineOf } from '../transfer-upline.js';

// Who may send to an upline, without an app (the HTTP path is wallet/__tests__/transfer-upline.test.ts).
const member = { account: 'player01', toUpline: 1, isAgent: 0, uplineId: 42 };
const on = { AGETRANSFERUP3: true };

describe('who may transfer to the upline', () => {
  it('a member marked toUpline 1 with an upline, where the merchant allows it, sends to that upline', () => {
    expect(uplineOf(member, on)).toEqual({ uplineId: 42, sender: 'player01' });
    expect(uplineOf({ ...member, isAgent: 1 }, on)).toEqual({ uplineId: 42, sender: 'player01' });
  });

  it.each([
    ['the merchant switched it off', member, { AGETRANSFERUP3: false }],
    ['the member is not marked toUpline 1', { ...member, toUpline: 0 }, on],
    ['a type-2 agent', { ...member, isAgent: 2 }, on],
    ['no upline', { ...member, uplineId: null }, on],
  ])('nobody, when %s', (_why, who, flags) => {
    expect(uplineOf(who, flags)).toBeNull();
  });
});
