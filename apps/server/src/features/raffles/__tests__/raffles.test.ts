import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { raffleDraw } from '../index.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('raffles on %s', (database) => {
  let t: TestApp;
  let tok: string;
  let member: { merchantId: number; memberId: number };
  const balance = async () => Number((await t.features.wallet.service.balance(member.merchantId, member.memberId)).sumBalance);
  const addSchedule = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/raffles',
      headers: ops,
      payload: { promotionId: 1, ...body },
    });
    expect(res.json().success).toBe(true);
    return res.json().value as { id: number; promotionId: number; seedHash: string; seed: string | null };
  };
  const claim = (s: { id: number; promotionId: number }, token = tok) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/raffles/claim',
      headers: authed('demo', token),
      payload: { promotionId: s.promotionId, raffleScheduleId: s.id },
    });

  beforeAll(async () => {
    t = await createTestApp({ database });
    member = await memberIds(t, 'demo', 'player01');
    tok = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  });
  afterAll(() => t?.close());

  it('shows the seeded raffle in the tip, then nothing once it is claimed', async () => {
    const status = (await t.app.inject({ method: 'GET', url: '/wps/raffles/status', headers: authed('demo', tok) })).json().value;
    expect(status).toMatchObject({ isClaimed: false, hasStarted: true, hasEnded: false, display: 'RED_ENVELOPE' });
    const before = await balance();
    const prize = (await claim({ id: status.raffleScheduleId, promotionId: status.promotionId })).json();
    expect(prize).toMatchObject({ success: true, value: { type: 'BONUS', value: 'RED_ENVELOPE', ticket: null } });
    expect(['8.8800', '18.8800', '88.8800']).toContain(prize.value.amount);
    expect((await balance()) - before).toBeCloseTo(Number(prize.value.amount), 4);
    const after = (await t.app.inject({ method: 'GET', url: '/wps/raffles/status', headers: authed('demo', tok) })).json().value;
    expect(after?.raffleScheduleId).not.toBe(status.raffleScheduleId);
  });

  it('concurrent claims of one prize: exactly one succeeds and one credit is made', async () => {
    const s = await addSchedule({ prizes: [{ amount: '10', weight: 1 }] });
    const before = await balance();
    const results = await Promise.all(Array.from({ length: 6 }, () => claim(s)));
    const bodies = results.map((r) => r.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies.filter((b) => b.errorCode === 'raffle_already_claimed')).toHaveLength(5);
    expect((await balance()) - before).toBeCloseTo(10, 4);
    expect((await t.features.wallet.service.reconcile(member.merchantId)).ok).toBe(true);
  });

  it('refuses claims before the start and after the due time', async () => {
    const now = t.clock.now().getTime();
    const later = await addSchedule({ startAt: new Date(now + 3_600_000).toISOString(), prizes: [{ amount: '1', weight: 1 }] });
    expect((await claim(later)).json().errorCode).toBe('raffle_not_started');
    const short = await addSchedule({ dueAt: new Date(now + 3_600_000).toISOString(), prizes: [{ amount: '1', weight: 1 }] });
    t.clock.advance(2 * 3_600_000);
    try {
      expect((await claim(short)).json().errorCode).toBe('raffle_ended');
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
  });

  it('draws are audited: the seed is hidden until due, then every roll can be recomputed from it', async () => {
    const prizes = [
      { amount: '1', weight: 1 },
      { amount: '2', weight: 1 },
      { amount: '3', weight: 1 },
    ];
    const s = await addSchedule({ prizes, display: 'PRIZE_WHEEL' });
    expect(s.seed).toBeNull();
    const won = (await claim(s)).json().value;
    t.clock.advance(8 * 86_400_000);
    try {
      const audit = (await t.app.inject({ method: 'GET', url: `/ops/merchants/demo/raffles/${s.id}/draws`, headers: ops })).json().value;
      const seed = audit.schedule.seed as string;
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(seed).digest('hex')).toBe(s.seedHash);
      const d = raffleDraw(seed, s.id, member.memberId, prizes);
      expect(audit.draws).toHaveLength(1);
      expect(audit.draws[0]).toMatchObject({ roll: String(d.roll), prizeIndex: d.index, amount: `${prizes[d.index]!.amount}.0000` });
      expect(won.amount).toBe(audit.draws[0].amount);
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });
});

describe('raffle draw', () => {
  it('is fair: each prize wins in proportion to its weight', () => {
    const prizes = [{ weight: 1 }, { weight: 3 }];
    const wins = [0, 0];
    for (let m = 1; m <= 4000; m++) wins[raffleDraw('ab'.repeat(32), 7, m, prizes).index]! += 1;
    expect(wins[1]! / 4000).toBeGreaterThan(0.71);
    expect(wins[1]! / 4000).toBeLessThan(0.79);
  });
});
