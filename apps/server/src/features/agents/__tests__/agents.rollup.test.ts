import { Big } from '@arcadia/contract';
import { TEAM_PERIODS } from '@arcadia/contract/agents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memberIds, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { periodWindow } from '../agents.service.js';

/**
 * The team overview's rollups against the direct query over agents_turnover / agents_deposits /
 * agents_tree (the pre-rollup answer, still in the repository), on random data: a random tree,
 * bets, wins, deposits and joins over three weeks across a month end, folded at random points in
 * random batch sizes (so the overview mixes folded rows and the live tail).
 */

/** A small seeded PRNG (mulberry32), so a failing run can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const money = (rnd: () => number) => (1 + Math.floor(rnd() * 50_000) / 100).toFixed(2);
const fix = (v: string) => new Big(v).toFixed(4);

/** `late`: members who bet before joining the tree (made before the agents feature), joined later. */
type Team = { merchantId: number; root: number; nodes: number[]; agents: Set<number>; nextId: number; late: number[] };

async function team(t: TestApp): Promise<Team> {
  const { merchantId, memberId: root } = await memberIds(t, 'demo', 'agent01');
  return {
    merchantId,
    root,
    nodes: [root],
    agents: new Set([root]),
    nextId: 70_000_000 + Math.floor(Math.random() * 1_000_000),
    late: [],
  };
}

/** Adds a member under a random node (the port accounts calls when a member is created). */
async function join(t: TestApp, tm: Team, rnd: () => number, upline?: number | null, id = tm.nextId++) {
  const up = upline === undefined ? tm.nodes[Math.floor(rnd() * tm.nodes.length)]! : upline;
  await t.features.agents.service.onMemberCreated(tm.merchantId, id, up, t.clock.now());
  if (up !== null) {
    tm.nodes.push(id);
    tm.agents.add(up);
  }
  return id;
}

/** One random fact (or a partial fold) at the current clock. */
async function step(t: TestApp, tm: Team, rnd: () => number, outsider: number) {
  const agents = t.features.agents.service;
  const db = agents.repo.db;
  const r = rnd();
  // Members of the team, the root itself (its own bets are not its team's) and a stranger's member.
  const x = rnd();
  const who = x < 0.1 ? outsider : x < 0.2 && tm.late.length ? tm.late[0]! : tm.nodes[Math.floor(rnd() * tm.nodes.length)]!;
  if (r < 0.03) tm.late.push(tm.nextId++);
  else if (r < 0.05 && tm.late.length) await join(t, tm, rnd, undefined, tm.late.shift());
  else if (r < 0.15) await join(t, tm, rnd);
  else if (r < 0.6) {
    await agents.recordBet(db, tm.merchantId, who, money(rnd));
    if (rnd() < 0.5) await agents.recordWin(db, tm.merchantId, who, money(rnd));
  } else if (r < 0.7) await agents.recordWin(db, tm.merchantId, who, money(rnd));
  else if (r < 0.85) await agents.recordDeposit(null, tm.merchantId, who, money(rnd));
  else await t.features.agents.rollup.fold(1 + Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 2));
}

/** Every agent of the tree, every period: the rollup answer equals the direct query. */
async function expectSameAnswers(t: TestApp, tm: Team) {
  const repo = t.features.agents.service.repo;
  const now = t.clock.now();
  for (const agent of tm.agents)
    for (const period of TEAM_PERIODS) {
      const { from, to } = periodWindow(period, now);
      const [counts, sums, deposits] = await Promise.all([
        repo.teamCounts(tm.merchantId, agent, from, to),
        repo.teamSums(tm.merchantId, agent, from, to, 1),
        repo.teamDeposits(tm.merchantId, agent, from, to),
      ]);
      const want = { ...counts, active: sums.active, bet: fix(sums.bet), win: fix(sums.win), deposits: fix(deposits) };
      const got = await t.features.agents.rollup.overview(tm.merchantId, agent, period, from);
      const answer = { ...got, bet: fix(got.bet), win: fix(got.win), deposits: fix(got.deposits) };
      expect(answer, `agent ${agent}, ${period} at ${now.toISOString()}`).toEqual(want);
    }
}

/** The folded state, to compare an incremental fold with a rebuild from the facts. */
async function rollupState(t: TestApp) {
  const db = t.features.agents.service.repo.db;
  const rows = async (q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: unknown[] }).rows;
  return {
    rollup: await rows(sql`select merchant_id, ancestor_id, period, bet::text, win::text, bets, deposits::text, joined, direct, active
                             from agents_rollup order by merchant_id, ancestor_id, period`),
    marks: await rows(sql`select merchant_id, member_id, period from agents_active_marks order by merchant_id, member_id, period`),
  };
}

describe('team overview rollups (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('answer exactly what the direct query answers, folded or not, for every agent and period', async () => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const rnd = prng(seed);
    const tm = await team(t);
    // Three weeks from 25 March 2026 (a Wednesday): ISO week ends and the March/April month end.
    t.clock.set(new Date('2026-03-25T21:00:00Z'));
    for (let i = 0; i < 8; i++) await join(t, tm, rnd);
    const outsider = await join(t, tm, rnd, null); // another tree: never in agent01's team
    for (let i = 1; i <= 150; i++) {
      t.clock.set(new Date(t.clock.now().getTime() + Math.floor(rnd() * 5 * 3_600_000)));
      await step(t, tm, rnd, outsider);
      if (i % 30 === 0) await expectSameAnswers(t, tm);
    }
    // A tail left unfolded on purpose: the overview adds it live.
    for (const member of tm.nodes.slice(-3))
      await t.features.agents.service.recordBet(t.features.agents.service.repo.db, tm.merchantId, member, '7');
    expect(await t.features.agents.rollup.backlog(), `seed ${seed}`).toBeGreaterThan(0);
    await expectSameAnswers(t, tm);
    // Through the scheduler's job, as the leader runs it: everything folded, and the answers stay.
    expect(await t.features.scheduler.runNow('agents:rollup')).toBe(true);
    expect(await t.features.agents.rollup.backlog()).toBe(0);
    expect(await t.features.agents.rollup.fold()).toBe(0); // a second run finds nothing
    await expectSameAnswers(t, tm);
    // A rebuild from the facts gives the same rows and markers as the incremental folds.
    const folded = await rollupState(t);
    await t.features.agents.rollup.rebuild();
    expect(await rollupState(t)).toEqual(folded);
    await expectSameAnswers(t, tm);
  }, 120_000);

  it('the overview endpoint reads the rollups: a bet shows before and after the fold', async () => {
    const tm = await team(t);
    t.clock.set(new Date('2026-05-20T10:00:00Z'));
    const before = await t.features.agents.service.overview(tm.merchantId, tm.root, 'today');
    const id = await join(t, tm, prng(1), tm.root);
    await t.features.agents.service.recordBet(t.features.agents.service.repo.db, tm.merchantId, id, '12.5');
    const live = await t.features.agents.service.overview(tm.merchantId, tm.root, 'today');
    await t.features.agents.rollup.fold();
    const folded = await t.features.agents.service.overview(tm.merchantId, tm.root, 'today');
    for (const o of [live, folded]) {
      expect(o.teamSize).toBe(before.teamSize + 1);
      expect(o.newMembers).toBe(before.newMembers + 1);
      expect(o.activeMembers).toBe(before.activeMembers + 1);
      expect(o.bets).toBe(new Big(before.bets).plus('12.5').toFixed(4));
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('team overview rollups with two instances on PostgreSQL', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ database: 'postgres' });
    two = await createTestApp({ postgresUrl: one.postgresUrl! });
  }, 60_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('both instances folding while members bet count every event once', async () => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const rnd = prng(seed);
    const tm = await team(one);
    one.clock.set(new Date('2026-04-30T23:00:00Z'));
    two.clock.set(one.clock.now());
    for (let i = 0; i < 25; i++) await join(one, tm, rnd);
    const outsider = await join(one, tm, rnd, null);
    let writing = true;
    const folder = async (t: TestApp) => {
      let n = 0;
      while (writing) n += await t.features.agents.rollup.fold(1 + Math.floor(rnd() * 8), 2);
      return n;
    };
    const folds = Promise.all([folder(one), folder(two)]);
    // Bets from both instances at once, ten at a time, across midnight (a day, week-day and month end).
    for (let round = 0; round < 12; round++) {
      if (round === 6) one.clock.set(new Date('2026-05-01T00:30:00Z'));
      two.clock.set(one.clock.now());
      await Promise.all(Array.from({ length: 10 }, (_, i) => step(i % 2 ? one : two, tm, rnd, outsider)));
    }
    writing = false;
    await folds;
    expect(await Promise.all([one.features.agents.rollup.fold(), two.features.agents.rollup.fold()])).toBeDefined();
    expect(await one.features.agents.rollup.backlog(), `seed ${seed}`).toBe(0);
    await expectSameAnswers(one, tm);
    const folded = await rollupState(one);
    await two.features.agents.rollup.rebuild();
    expect(await rollupState(one)).toEqual(folded);
  }, 180_000);
});
