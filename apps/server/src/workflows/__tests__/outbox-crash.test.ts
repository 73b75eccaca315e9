import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_RETRY } from '../../platform/outbox/index.js';
import type { TestApp } from '../../test/harness.js';
import { accruals } from './bets.fixture.js';
import { restartAfterCrash } from './crash.fixture.js';

// ADR 043: a bet's events commit with the bet. A process killed (-9) after the commit and before
// any dispatch loses nothing: the next process on the same data dispatches each event once.
let t: TestApp;
let close: (() => Promise<void>) | undefined;
let ids: { merchantId: number; memberId: number; pending: number };

beforeAll(async () => {
  ({
    committed: ids,
    t,
    close,
  } = await restartAfterCrash<typeof ids>('src/workflows/__tests__/outbox-crash.child.ts', 'arcadia-outbox-crash-'));
}, 300_000);
afterAll(() => close?.());

describe('transactional outbox across a kill -9', () => {
  it('the killed process committed its bets and their events, and dispatched none', async () => {
    // A house spin writes bet.placed (and bet.settled when it wins), a lottery ticket bet.placed.
    expect(ids.pending).toBeGreaterThanOrEqual(2);
    expect(await t.features.outbox.pending()).toBe(ids.pending);
    const before = await accruals(t, ids.merchantId, ids.memberId);
    // The agents' turnover is written in the bet's own transaction; the rest waits for dispatch.
    expect(before).toMatchObject({ agentTurnover: '20.0000', agentBets: 2, points: '0.0000', rebateTurnover: '0.0000', vipDue: 0 });
  });

  it('the next process dispatches every event exactly once; draining again doubles nothing', async () => {
    await t.features.outbox.drain();
    const expected = {
      points: '0.2000',
      rebateTurnover: '20.0000',
      missionStakes: '20.0000',
      agentTurnover: '20.0000',
      agentBets: 2,
      vipDue: 1,
    };
    expect(await accruals(t, ids.merchantId, ids.memberId)).toEqual(expected);
    expect(await t.features.outbox.pending()).toBe(0);
    await t.features.outbox.drain();
    expect(await accruals(t, ids.merchantId, ids.memberId)).toEqual(expected);
    // Bets send no member notice today; none appeared either.
    const notices = await t.database.db.execute(
      sql`select count(*)::int as n from notifications where merchant_id = ${ids.merchantId} and member_id = ${ids.memberId}`,
    );
    expect((notices as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a failing consumer is retried after its backoff; consumers that succeeded are not run again', async () => {
    const calls = { steady: 0, flaky: 0 };
    t.features.outbox.subscribe(
      { name: 'test.steady', type: 'test.crash', handle: async () => void calls.steady++ },
      {
        name: 'test.flaky',
        type: 'test.crash',
        handle: async () => {
          calls.flaky++;
          if (calls.flaky === 1) throw new Error('first attempt fails');
        },
      },
    );
    await t.database.db.transaction((tx) => t.features.outbox.write(tx, 'test.crash', ids.merchantId, { n: 1 }));
    await t.features.outbox.drain();
    expect(calls).toEqual({ steady: 1, flaky: 1 });
    expect(await t.features.outbox.pending()).toBe(1);
    // Not due yet: the backoff holds it.
    await t.features.outbox.drain();
    expect(calls).toEqual({ steady: 1, flaky: 1 });
    t.clock.advance(OUTBOX_RETRY.baseMs);
    await t.features.outbox.drain();
    expect(calls).toEqual({ steady: 1, flaky: 2 });
    expect(await t.features.outbox.pending()).toBe(0);
  });
});
