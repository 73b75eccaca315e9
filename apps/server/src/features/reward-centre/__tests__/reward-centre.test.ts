import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { approvedDeposit, databaseFingerprint, freshMember } from '../../../test/reward-members.js';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const engines = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(engines)('reward centre on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
    // Shanghai (UTC+8): local midnight is 16:00 UTC.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/reward-centre/settings',
      headers: ops,
      payload: {
        timezone: 'Asia/Shanghai',
        signIn: { enabled: true, amounts: ['1', '2', '5'] },
        newbie: { firstDeposit: { enabled: true, amount: '8' }, firstBet: { enabled: true, amount: '3' } },
        rescue: { enabled: true, period: 'DAY', threshold: '100', rate: '0.1', maxBonus: '50' },
      },
    });
    expect(put.json().success).toBe(true);
  }, 60_000);
  afterAll(() => t?.close());

  const overview = async (h: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/wps/reward-centre', headers: h })).json();
  const claim = (h: Record<string, string>, task: string) =>
    t.app.inject({ method: 'POST', url: '/wps/reward-centre/claim', headers: h, payload: { task } });

  it('daily sign-in: once per local day, streak across midnight in the merchant zone, reset after a missed day', async () => {
    const m = await freshMember(t, `signin${database.slice(0, 2)}`);
    await m.at('2026-06-01T15:59:00Z'); // 23:59 in Shanghai, 1 June
    expect((await overview(m.headers)).value.signIn).toMatchObject({ streak: 0, claimedToday: false, todayAmount: '1.0000' });
    const first = (await claim(m.headers, 'SIGN_IN')).json();
    expect(first).toMatchObject({ success: true, value: { period: '2026-06-01', amount: '1.0000', streak: 1 } });
    expect((await claim(m.headers, 'SIGN_IN')).json()).toMatchObject({ success: false, errorCode: 'reward_already_claimed' });
    await m.at('2026-06-01T16:00:00Z'); // midnight in Shanghai: a new day, though still 1 June in UTC
    const second = (await claim(m.headers, 'SIGN_IN')).json();
    expect(second.value).toMatchObject({ period: '2026-06-02', amount: '2.0000', streak: 2 });
    await m.at('2026-06-04T02:00:00Z'); // 3 June was missed
    expect((await overview(m.headers)).value.signIn).toMatchObject({ streak: 0, todayAmount: '1.0000' });
    expect((await claim(m.headers, 'SIGN_IN')).json().value).toMatchObject({ period: '2026-06-04', streak: 1, amount: '1.0000' });
    expect(await m.balance()).toBe('4.0000');
    const history = (await overview(m.headers)).value.history;
    expect(history.map((h: { period: string }) => h.period)).toEqual(['2026-06-04', '2026-06-02', '2026-06-01']);
  });

  it('concurrent sign-in claims of one day pay once', async () => {
    const m = await freshMember(t, `race${database.slice(0, 2)}`);
    await m.at('2026-06-10T04:00:00Z');
    const bodies = (await Promise.all(Array.from({ length: 6 }, () => claim(m.headers, 'SIGN_IN')))).map((r) => r.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies.filter((b) => b.errorCode === 'reward_already_claimed')).toHaveLength(5);
    expect(await m.balance()).toBe('1.0000');
    expect((await overview(m.headers)).value.history).toHaveLength(1);
    expect((await t.features.wallet.service.reconcile(m.merchantId)).ok).toBe(true);
  });

  it('newbie tasks: refused until the first deposit and first bet happen, then paid once each', async () => {
    const m = await freshMember(t, `newbie${database.slice(0, 2)}`);
    await m.at('2026-06-11T04:00:00Z');
    expect((await claim(m.headers, 'FIRST_DEPOSIT')).json()).toMatchObject({ success: false, errorCode: 'reward_not_eligible' });
    expect((await claim(m.headers, 'FIRST_BET')).json()).toMatchObject({ success: false, errorCode: 'reward_not_eligible' });
    expect(await m.balance()).toBe('0.0000');
    await approvedDeposit(t, m, '100', `newbie-dep-${database}`);
    const spin = await t.app.inject({
      method: 'POST',
      url: '/wps/house/slot/spin',
      headers: m.headers,
      payload: { amount: '1.00', key: 'nb-spin' },
    });
    expect(spin.json().success).toBe(true);
    const newbie = (await overview(m.headers)).value.newbie;
    expect(newbie).toEqual([
      { task: 'FIRST_DEPOSIT', enabled: true, amount: '8.0000', done: true, claimed: false },
      { task: 'FIRST_BET', enabled: true, amount: '3.0000', done: true, claimed: false },
    ]);
    const before = Number(await m.balance());
    const bodies = (await Promise.all([1, 2, 3].flatMap(() => [claim(m.headers, 'FIRST_DEPOSIT'), claim(m.headers, 'FIRST_BET')]))).map(
      (r) => r.json(),
    );
    expect(
      bodies
        .filter((b) => b.success)
        .map((b) => b.value.task)
        .sort(),
    ).toEqual(['FIRST_BET', 'FIRST_DEPOSIT']);
    expect(Number(await m.balance()) - before).toBeCloseTo(11, 4);
    expect((await overview(m.headers)).value.newbie.every((n: { claimed: boolean }) => n.claimed)).toBe(true);
  });

  it('rescue bonus: a share of yesterday’s net loss over the threshold, capped, once per period', async () => {
    const m = await freshMember(t, `rescue${database.slice(0, 2)}`);
    const agents = t.features.agents.service;
    // 5 June local (Shanghai): bets 400, wins 100 → net loss 300; 10 % → 30.
    await m.at('2026-06-05T01:00:00Z');
    await agents.recordBet(t.features.agents.service.repo.db, m.merchantId, m.memberId, '400');
    await agents.recordWin(t.features.agents.service.repo.db, m.merchantId, m.memberId, '100');
    // Still 5 June locally, 6 June has not begun: nothing to claim for 4 June.
    expect((await claim(m.headers, 'RESCUE')).json()).toMatchObject({ success: false, errorCode: 'reward_not_eligible' });
    await m.at('2026-06-05T16:30:00Z'); // 00:30 on 6 June in Shanghai
    const r = (await overview(m.headers)).value.rescue;
    expect(r).toMatchObject({ from: '2026-06-05', to: '2026-06-05', netLoss: '300.0000', bonus: '30.0000', claimed: false });
    const bodies = (await Promise.all(Array.from({ length: 4 }, () => claim(m.headers, 'RESCUE')))).map((x) => x.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(1);
    expect(bodies.filter((b) => b.errorCode === 'reward_already_claimed')).toHaveLength(3);
    expect(await m.balance()).toBe('30.0000');
    expect((await overview(m.headers)).value.rescue.claimed).toBe(true);
    // 6 June: loss 2000 → 200, capped at 50. A loss under the threshold pays nothing.
    await agents.recordBet(t.features.agents.service.repo.db, m.merchantId, m.memberId, '2000');
    await m.at('2026-06-06T17:00:00Z');
    expect((await overview(m.headers)).value.rescue).toMatchObject({ netLoss: '2000.0000', bonus: '50.0000' });
    await agents.recordBet(t.features.agents.service.repo.db, m.merchantId, m.memberId, '99');
    await m.at('2026-06-07T17:00:00Z');
    expect((await claim(m.headers, 'RESCUE')).json()).toMatchObject({ success: false, errorCode: 'reward_not_eligible' });
  });

  it('VIP: cumulative deposits and bets fill the next club label’s conditions and promote the member', async () => {
    const m = await freshMember(t, `vipmem${database.slice(0, 2)}`);
    const labels = await t.features.accounts.service.clubLabels(m.merchantId);
    const vip1 = labels.find((l) => l.name === 'VIP 1')!;
    await t.features.profile.service.setRankCondition(m.merchantId, vip1.id, 'deposit', '50');
    await t.features.profile.service.setRankCondition(m.merchantId, vip1.id, 'validBet', '100');
    const label = async () => (await t.features.accounts.service.get(m.merchantId, m.memberId)).clubLabelId;
    await approvedDeposit(t, m, '200', `vip-dep-${database}`);
    // The deposit alone meets one of two conditions (synced at once): no promotion yet.
    const p1 = await t.features.profile.service.rankProgress(m.merchantId, m.memberId);
    expect(p1).toMatchObject({ completedConditions: 1, totalExpectedConditions: 2, nextLabel: { labelId: vip1.id } });
    expect(await label()).toBeNull();
    for (let i = 0; i < 10; i++) {
      const spin = await t.app.inject({
        method: 'POST',
        url: '/wps/house/slot/spin',
        headers: m.headers,
        payload: { amount: '10.00', key: `vip-spin-${i}` },
      });
      expect(spin.json().success).toBe(true);
    }
    // Opening the reward centre (and its mission and VIP views) is a read: it neither syncs nor writes anything.
    const before = await databaseFingerprint(t);
    expect((await overview(m.headers)).success).toBe(true);
    for (const url of ['/wps/reward-centre/missions', '/wps/reward-centre/vip'])
      expect((await t.app.inject({ method: 'GET', url, headers: m.headers })).json().success).toBe(true);
    expect(await databaseFingerprint(t)).toEqual(before);
    expect(await label()).toBeNull();
    // The job catches up the members who bet; a second run finds nobody left and changes nothing.
    await t.features.scheduler.runNow('reward-centre:vip');
    expect(await label()).toBe(vip1.id);
    const p2 = await t.features.profile.service.rankProgress(m.merchantId, m.memberId);
    expect(p2).toMatchObject({ labelId: vip1.id, nextLabel: { labelName: 'VIP 2' } });
    expect(p2.conditions).toContainEqual(expect.objectContaining({ key: 'deposit', current: '200.00', completed: false }));
    const after = await databaseFingerprint(t);
    await t.features.scheduler.runNow('reward-centre:vip');
    expect(await databaseFingerprint(t)).toEqual(after);
  });

  it('operators: bad settings are refused with nothing stored; a merchant without REWCEN3 has no reward centre', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/reward-centre/settings',
      headers: ops,
      payload: {
        ...(await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/reward-centre/settings', headers: ops })).json().value,
        timezone: 'Mars/Base',
      },
    });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'reward_timezone_invalid' });
    const now = (await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/reward-centre/settings', headers: ops })).json().value;
    expect(now.timezone).toBe('Asia/Shanghai');
    // The accepted change is in the operators' audit; the refused one is not.
    const audit = (await t.database.db.execute("select action from ops_audit where action like '%reward-centre/settings%'")) as unknown as {
      rows: { action: string }[];
    };
    expect(audit.rows.map((r) => r.action)).toEqual(['PUT /ops/merchants/:code/reward-centre/settings']);
    const noAuth = await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/reward-centre/settings' });
    expect(noAuth.statusCode).toBe(401);
    const m = await freshMember(t, `offmem${database.slice(0, 2)}`);
    await t.features.system.service.setFlags(m.merchantId, { REWCEN3: false });
    expect((await claim(m.headers, 'SIGN_IN')).json()).toMatchObject({ success: false, errorCode: 'reward_centre_disabled' });
    await t.features.system.service.setFlags(m.merchantId, { REWCEN3: true });
  });
});
