import { Big } from '@arcadia/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, type TestApp } from '../../../test/harness.js';

/**
 * Lottery stakes and payouts feed agents_turnover through the composition root's wallet wrap
 * (as house games and seamless do): player01's ticket shows in agent01's team overview, and
 * counts towards agent01's seeded house daily salary (1% of team bets from 1,000).
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Answer = { success: boolean; value: any; message: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function as(account: string) {
  const token = (await login(t, 'demo', { username: account, password: 'abc12345' })).body.value.token as string;
  const h = authed('demo', token);
  return {
    get: async (url: string) => (await t.app.inject({ method: 'GET', url, headers: h })).json() as Answer,
    post: async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, headers: h, payload })).json() as Answer,
  };
}

describe('lottery bets in the agents’ turnover', () => {
  it('a ticket and its payout show in the upline’s team overview and count for its daily salary', async () => {
    // Tomorrow 10:00 UTC: after the seeded contract's acceptance, within the settlement's look-back.
    const day = new Date(Math.floor(t.clock.now().getTime() / 86_400_000 + 1) * 86_400_000);
    t.clock.set(new Date(day.getTime() + 10 * 3_600_000));
    const { merchantId } = await memberIds(t, 'demo', 'player01');
    const agentId = (await memberIds(t, 'demo', 'agent01')).memberId;
    const playerId = (await memberIds(t, 'demo', 'player01')).memberId;
    await t.features.wallet.service.credit({
      merchantId,
      memberId: playerId,
      amount: '5000',
      key: 'agents-lottery-fund',
      source: 'DEPOSIT',
    });
    const player = await as('player01');
    const agent = await as('agent01');
    const before = (await agent.get('/wps/agent/team/overview?period=today')).value;

    // BIG and SMALL on the same draw: exactly one of them wins, 1.96 × 600 = 1,176.
    const game = (await player.get('/lgw/games')).value.find((g: { code: string }) => g.code === 'SSC1');
    const bets = ['BIG', 'SMALL'].map((selection) => ({
      gameCode: 'SSC1',
      numero: game.numero,
      playType: 'BIG_SMALL',
      selection,
      amount: '600',
      key: `agents-lottery-${selection}`,
    }));
    const placed = await player.post('/lgw/bets', { bets });
    expect(placed.success, placed.message).toBe(true);
    const staked = (await agent.get('/wps/agent/team/overview?period=today')).value;
    expect(staked.bets).toBe(new Big(before.bets).plus(1200).toFixed(4));
    expect(staked.activeMembers).toBe(1);

    t.clock.set(game.drawAt);
    await t.features.scheduler.runNow('lottery:draws');
    await t.features.scheduler.runNow('agents:rollup');
    const drawn = (
      await agent.get(
        `/wps/agent/team/overview?period=${new Date(game.drawAt) < new Date(day.getTime() + 86_400_000) ? 'today' : 'yesterday'}`,
      )
    ).value;
    expect(drawn.wins).toBe(new Big(before.wins).plus(1176).toFixed(4));
    expect(drawn.profitLoss).toBe(new Big(before.profitLoss).plus(24).toFixed(4));

    // The next morning the day's salary is settled from the team's bets, lottery included.
    t.clock.set(new Date(day.getTime() + 86_400_000 + 30 * 60_000));
    await t.features.agents.settlement.run('DAILY');
    const { items } = await t.features.agents.settlement.statements(merchantId, agentId, 'received', 'DAILY', 1, 20);
    const statement = items.find((s) => s.periodStart === day.toISOString());
    expect(statement).toMatchObject({ status: 'PAID', teamBet: new Big(before.bets).plus(1200).toFixed(4) });
    expect(statement!.amount).toBe(new Big(statement!.teamBet).times('0.01').toFixed(4));
  }, 60_000);
});
