import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { approvedDeposit, freshMember } from '../../../test/reward-members.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
type Member = Awaited<ReturnType<typeof freshMember>>;
type Board = { id: number; status: string; top: { rank: number; member: string; value: string; prize: string | null; mine: boolean }[] };

describe.each(engines)('mission leaderboard on %s', (database) => {
  let t: TestApp;
  const tag = database.slice(0, 2);
  beforeAll(async () => {
    t = await createTestApp({ database });
  }, 60_000);
  afterAll(() => t?.close());

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/ops/merchants/demo/missions', headers: ops, payload });
  const boards = async (m: Member) =>
    (await t.app.inject({ method: 'GET', url: '/wps/reward-centre/missions', headers: m.headers })).json().value as (Board & {
      mine: Board['top'][number] | null;
    })[];
  const player = async (name: string) => {
    const m = await freshMember(t, name);
    await approvedDeposit(t, m, '500', `${name}-dep`);
    return m;
  };
  const stake = async (m: Member, times: number, key: string) => {
    for (let i = 0; i < times; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/house/slot/spin',
        headers: m.headers,
        payload: { amount: '10.00', key: `${key}-${i}` },
      });
      expect(r.json().success).toBe(true);
    }
  };
  const missionCredits = async (m: Member) =>
    (
      (await t.database.db.execute(
        `select count(*)::int as n from mission_results where member_id = ${m.memberId} and paid_at is not null` as never,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('refuses a mission that ends before it starts or in the past, storing nothing', async () => {
    const now = t.clock.now().getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    for (const bad of [
      { title: 'Backwards', startsAt: iso(3_600_000), endsAt: iso(60_000), prizes: ['10'] },
      { title: 'Over', startsAt: iso(-7_200_000), endsAt: iso(-3_600_000), prizes: ['10'] },
    ])
      expect((await create(bad)).json()).toMatchObject({ success: false, errorCode: 'mission_window_invalid' });
    expect((await create({ title: 'No prizes', startsAt: iso(0), endsAt: iso(60_000), prizes: [] })).json().success).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/missions', headers: ops });
    expect(list.json().value).toEqual([]);
  });

  it('ranks stakes in the window, highlights the member, and pays each prize exactly once when it closes', async () => {
    const [a, b, c] = [await player(`misa${tag}`), await player(`misb${tag}`), await player(`misc${tag}`)];
    await stake(a, 4, `before-${tag}`); // before the window: never counts (nor do the seeded player01 bets)
    t.clock.advance(1000);
    const start = t.clock.now();
    const end = new Date(start.getTime() + 3_600_000);
    const created = await create({
      title: 'Weekend race',
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      prizes: ['100', '50'],
    });
    expect(created.json()).toMatchObject({ success: true, value: { status: 'OPEN', prizes: ['100.0000', '50.0000'] } });
    const id = created.json().value.id as number;
    await stake(a, 3, `a-${tag}`);
    await stake(b, 5, `b-${tag}`);
    await stake(c, 1, `c-${tag}`);
    const live = (await boards(c)).find((x) => x.id === id)!;
    expect(live.top.map((p) => [p.rank, p.value, p.prize, p.mine])).toEqual([
      [1, '50.0000', '100.0000', false],
      [2, '30.0000', '50.0000', false],
      [3, '10.0000', null, true],
    ]);
    expect(live.top[0]!.member).toBe(`mi***${tag}`); // others are masked, the member's own name is not
    expect(live.mine).toMatchObject({ rank: 3, member: `misc${tag}` });
    const [ba, bb, bc] = [await a.balance(), await b.balance(), await c.balance()];

    // Past the end: the job and a second instance (a direct concurrent settlement) race.
    t.clock.set(new Date(end.getTime() + 1000));
    const settle = () => t.features.rewardCentre.service.missions.settleDue();
    await Promise.all([t.features.scheduler.runNow('reward-centre:missions'), settle(), settle()]);
    await settle();
    expect(Number(await b.balance()) - Number(bb)).toBe(100);
    expect(Number(await a.balance()) - Number(ba)).toBe(50);
    expect(await c.balance()).toBe(bc);
    expect([await missionCredits(a), await missionCredits(b), await missionCredits(c)]).toEqual([1, 1, 0]);
    // Bets after the end change nothing on the closed board.
    await stake(c, 10, `late-${tag}`);
    const closed = (await boards(b)).find((x) => x.id === id)!;
    expect(closed.status).toBe('CLOSED');
    expect(closed.top.map((p) => [p.rank, p.value, p.mine])).toEqual([
      [1, '50.0000', true],
      [2, '30.0000', false],
    ]);
    expect((await t.features.wallet.service.reconcile(a.merchantId)).ok).toBe(true);
  });

  it('an operator closes a mission early: the places so far are paid at once, a second close pays nothing', async () => {
    const m = await player(`misd${tag}`);
    t.clock.advance(60_000); // after every stake placed so far in this file (the seeded player01 bets too)
    const start = t.clock.now();
    const res = await create({
      title: 'Flash',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 86_400_000).toISOString(),
      prizes: ['7'],
    });
    const id = res.json().value.id as number;
    t.clock.advance(1000);
    await stake(m, 1, `d-${tag}`);
    t.clock.advance(1000);
    const before = await m.balance();
    const close = () => t.app.inject({ method: 'POST', url: `/ops/merchants/demo/missions/${id}/close`, headers: ops });
    const [x, y] = await Promise.all([close(), close()]);
    for (const r of [x, y]) expect(r.json()).toMatchObject({ success: true, value: { id, status: 'CLOSED' } });
    expect(Number(await m.balance()) - Number(before)).toBe(7);
    expect((await close()).json().value.status).toBe('CLOSED');
    expect(Number(await m.balance()) - Number(before)).toBe(7);
    expect((await t.app.inject({ method: 'POST', url: '/ops/merchants/demo/missions/999999/close', headers: ops })).json()).toMatchObject({
      success: false,
      errorCode: 'mission_not_found',
    });
  });

  it('a mission that has not started cannot be ended early, and stays as it was', async () => {
    const later = new Date(t.clock.now().getTime() + 86_400_000);
    const res = await create({
      title: 'Later',
      startsAt: later.toISOString(),
      endsAt: new Date(later.getTime() + 3_600_000).toISOString(),
      prizes: ['5'],
    });
    const id = res.json().value.id as number;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/ops/merchants/demo/missions/${id}/close`,
      headers: { ...ops, language: 'CN' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'mission_not_started',
      message: expect.stringContaining('尚未开始'),
    });
    const list = (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/missions', headers: ops })).json().value as {
      id: number;
      status: string;
      endsAt: string;
    }[];
    expect(list.find((x) => x.id === id)).toMatchObject({ status: 'OPEN', endsAt: new Date(later.getTime() + 3_600_000).toISOString() });
  });
});
