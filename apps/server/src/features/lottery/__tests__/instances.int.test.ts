import { Big } from '@arcadia/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryLock, Scheduler } from '../../../platform/scheduler.js';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { lotteryBets, lotteryDraws } from '../lottery.tables.js';
import { houseLottery, onlyGames, player } from './helpers.js';

/** Two server instances on one PostgreSQL database, each with its own scheduler and clock. */
describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ database: 'postgres' });
    b = await createTestApp({ postgresUrl: a.postgresUrl! });
    b.clock.set(a.clock.now());
  }, 120_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('each numero is drawn exactly once and each ticket paid once, also after the leader dies', async () => {
    const p = await player(a);
    await onlyGames(a, p.ids.merchantId, ['SSC1', '11X5F']);
    const both = async () => {
      b.clock.set(a.clock.now());
      return Promise.all([a.features.scheduler.runNow('lottery:draws'), b.features.scheduler.runNow('lottery:draws')]);
    };
    await both();
    const drawnBy = { a: 0, b: 0 };
    const count = async (f: TestApp, side: 'a' | 'b') => {
      const orig = f.features.lottery.draws.run.bind(f.features.lottery.draws);
      f.features.lottery.draws.run = async (now) => {
        const r = await orig(now);
        drawnBy[side] += r.drawn;
        return r;
      };
    };
    await count(a, 'a');
    await count(b, 'b');
    let stakes = new Big(0);
    for (let minute = 0; minute < 20; minute++) {
      for (const code of ['SSC1', '11X5F']) {
        const g = (await p.get('/lgw/games')).value.find((x: { code: string }) => x.code === code);
        const bet = code === 'SSC1' ? { playType: 'ODD_EVEN', selection: 'ODD' } : { playType: 'ANY1', selection: '03' };
        const r = await p.post('/lgw/bets', {
          bets: [{ gameCode: code, numero: g.numero, ...bet, amount: '10', key: `inst-${code}-${minute}` }],
        });
        expect(r.success, r.message).toBe(true);
        stakes = stakes.plus(10);
      }
      a.clock.advance(60_000);
      await both();
      // Halfway, instance a "dies": b alone keeps drawing.
      if (minute === 10) await a.features.scheduler.stop();
    }
    const drawn = await a.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'drawn'));
    expect(drawn.length).toBeGreaterThanOrEqual(38);
    // Every flip open → drawn was done by exactly one instance.
    expect(drawnBy.a + drawnBy.b).toBe(drawn.length);
    expect(drawnBy.b).toBeGreaterThan(0);
    const bets = await a.database.db.select().from(lotteryBets).where(eq(lotteryBets.memberId, p.ids.memberId));
    expect(bets.every((x) => x.status !== 'pending')).toBe(true);
    const payouts = bets.reduce((s, x) => s.plus(x.payout), new Big(0));
    expect(await houseLottery(a, p.ids.merchantId)).toBe(stakes.minus(payouts).toFixed(4));
    // One result message per member per numero with a win or loss to report (never two).
    const events = await a.database.db.execute(
      sql`select data->>'title' as title from notifications where member_id = ${p.ids.memberId} and type = 'LOTTERY_RESULT'`,
    );
    const results = (events as unknown as { rows: { title: string }[] }).rows.map((e) => e.title);
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results).size).toBe(results.length);
    expect((await a.features.wallet.service.reconcile(p.ids.merchantId)).ok).toBe(true);
  }, 180_000);

  it('the advisory lock lets one instance lead a job at a time and hands over when it ends', async () => {
    const sa = new Scheduler(a.clock, advisoryLock(a.database.db));
    const sb = new Scheduler(b.clock, advisoryLock(b.database.db));
    let running = 0;
    let overlap = false;
    const runs: string[] = [];
    const job = (who: string) => async () => {
      running++;
      if (running > 1) overlap = true;
      runs.push(who);
      await new Promise((r) => setTimeout(r, 200));
      running--;
    };
    sa.every('test:job', 1000, job('a'));
    sb.every('test:job', 1000, job('b'));
    const [ra, rb] = await Promise.all([sa.runNow('test:job'), sb.runNow('test:job')]);
    expect(overlap).toBe(false);
    expect([ra, rb].filter(Boolean)).toHaveLength(1);
    // The leader stops (its lock goes with its transaction): the other leads the next round.
    const leader = ra ? sa : sb;
    const follower = ra ? sb : sa;
    await leader.stop();
    expect(await follower.runNow('test:job')).toBe(true);
    expect(runs).toHaveLength(2);
  });
});
