import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
// The owners' tables through the platform's schema (the test seeds them; the code under test never reads them).
import { cashierRequests, gameSeamlessTransactions, houseRounds, lotteryBets } from '../../../platform/db/schema.js';
import { createTestApp, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

// Rows are written straight into the owners' tables: the test seeds known figures for every product
// (a seamless vendor call needs a signed vendor protocol) and checks the dashboard adds them up.
let t: TestApp;
let ids: { merchantId: number; memberId: number };
beforeAll(async () => {
  t = await createTestApp();
  ids = await memberIds(t, 'demo', 'player01');
}, 120_000);
afterAll(() => t.close());

const NOW = new Date('2026-06-01T12:00:00Z');
const at = (daysAgo: number, hour = 11) => new Date(Date.UTC(2026, 5, 1 - daysAgo, hour));
const dashboard = async (token: string | null = OPS_TOKEN, code = 'demo') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/ops/merchants/${code}/dashboard`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  ).json();

const brandsList = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/ops/merchants?q=${q}`, headers: { authorization: `Bearer ${OPS_TOKEN}` } })).json();

let n = 0;
const key = () => `dash-${++n}`;
async function seed() {
  const { merchantId, memberId } = ids;
  const request = (kind: string, amount: string, status: string, decidedAt: Date) => ({
    merchantId,
    memberId,
    kind,
    amount,
    status,
    clientKey: key(),
    createdAt: decidedAt,
    decidedAt: status === 'pending' ? null : decidedAt,
  });
  await t.database.db.insert(cashierRequests).values([
    request('deposit', '100', 'approved', at(0)),
    request('deposit', '50', 'pending', at(0)),
    request('withdraw', '30', 'approved', at(0)),
    request('deposit', '200', 'approved', at(3)),
    request('deposit', '1000', 'approved', at(8)), // outside the week
  ]);
  const tx = (kind: string, amount: string, status: string, createdAt: Date) => ({
    merchantId,
    memberId,
    vendorId: 1,
    sessionId: 1,
    vendorTxId: key(),
    kind,
    roundId: 'r1',
    amount,
    status,
    requestHash: 'x',
    createdAt,
  });
  await t.database.db
    .insert(gameSeamlessTransactions)
    .values([tx('debit', '10', 'ok', at(0)), tx('credit', '4', 'ok', at(0)), tx('debit', '5', 'rolledback', at(0))]);
  const round = (mode: string, bet: string, win: string) => ({
    merchantId,
    owner: `m:${memberId}`,
    memberId,
    mode,
    game: 'slot',
    clientKey: key(),
    bet,
    win,
    outcome: {} as never,
    seedId: 987_654,
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: n,
    createdAt: at(0),
  });
  await t.database.db.insert(houseRounds).values([round('real', '2', '5'), round('trial', '100', '0')]);
  const ticket = (amount: string, status: string, payout: string, createdAt: Date) => ({
    merchantId,
    memberId,
    gameId: 1,
    drawId: 1,
    playType: 'BIG_SMALL',
    selection: 'BIG',
    amount,
    odds: '1.95',
    prizeMode: 'A',
    status,
    payout,
    clientKey: key(),
    requestHash: 'x',
    createdAt,
  });
  await t.database.db
    .insert(lotteryBets)
    .values([ticket('20', 'pending', '0', at(0)), ticket('7', 'refunded', '0', at(0)), ticket('10', 'won', '19.5', at(3))]);
}

/** after − before, field by field, for the figures the seed moves. */
function delta(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(after).map(([k, v]) => {
      const b = before[k];
      if (typeof v === 'number') return [k, v - (b as number)];
      if (typeof v === 'string') return [k, new Big(v).minus(b as string).toFixed(4)];
      return [k, delta(b as Record<string, unknown>, v as Record<string, unknown>)];
    }),
  );
}

describe('ops dashboard', () => {
  it('refuses a member token and an unknown caller', async () => {
    const member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token as string;
    expect((await dashboard(null)).success).toBe(false);
    expect((await dashboard(member)).success).toBe(false);
  });

  it('adds up each product from its owner, today and over 7 days, and caches the answer 30 s', async () => {
    t.clock.set(NOW);
    const before = (await dashboard()).value;
    await seed();
    // Within 30 s the cached answer stands.
    t.clock.set(new Date(NOW.getTime() + 10_000));
    expect((await dashboard()).value.today).toEqual(before.today);
    t.clock.set(new Date(NOW.getTime() + 31_000));
    const after = (await dashboard()).value;
    const m = (s: string) => new Big(s).toFixed(4);
    expect(delta(before.today, after.today)).toEqual({
      cashier: { depositCount: 1, depositSum: m('100'), withdrawCount: 1, withdrawSum: m('30') },
      products: {
        vendors: { bets: 1, stake: m('10'), payout: m('4'), ggr: m('6') },
        house: { bets: 1, stake: m('2'), payout: m('5'), ggr: m('-3') },
        lottery: { bets: 1, stake: m('20'), payout: m('0'), ggr: m('20') },
      },
      total: { bets: 3, stake: m('32'), payout: m('9'), ggr: m('23') },
    });
    expect(delta(before.week, after.week)).toMatchObject({
      cashier: { depositCount: 2, depositSum: m('300'), withdrawCount: 1, withdrawSum: m('30') },
      products: { lottery: { bets: 2, stake: m('30'), payout: m('19.5'), ggr: m('10.5') } },
      total: { bets: 4, stake: m('42'), payout: m('28.5'), ggr: m('13.5') },
    });
    expect(after.days).toHaveLength(7);
    expect(after.days.at(-1).day).toBe('2026-06-01');
    const threeDaysAgo = (v: typeof after) => v.days.find((d: { day: string }) => d.day === '2026-05-29');
    expect(new Big(threeDaysAgo(after).depositSum).minus(threeDaysAgo(before).depositSum).toFixed(4)).toBe(m('200'));
    expect(new Big(threeDaysAgo(after).ggr).minus(threeDaysAgo(before).ggr).toFixed(4)).toBe(m('-9.5'));
    // Another merchant's dashboard does not see demo's rows.
    const acme = (await dashboard(OPS_TOKEN, 'acme')).value;
    expect(acme.week.cashier.depositSum).not.toBe(after.week.cashier.depositSum);
    // The merchants list reads a whole page's GGR in one grouped query per owner: the same figure.
    const list = (await brandsList('')).value.items as { code: string; ggrToday: string }[];
    expect(list.find((i) => i.code === 'demo')?.ggrToday).toBe(after.today.total.ggr);
    expect(list.find((i) => i.code === 'acme')?.ggrToday).toBe(acme.today.total.ggr);
  });

  it('counts members with an open socket on this instance, once per member', async () => {
    const base = await t.app
      .listen({ host: '127.0.0.1', port: 0 })
      .then(() => `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`);
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token as string;
    const open = async () => {
      const ws = new WebSocket(base);
      await new Promise((r) => ws.once('open', r));
      const ready = new Promise((r) => ws.on('message', (raw) => JSON.parse(raw.toString()).type === 'ready' && r(null)));
      ws.send(JSON.stringify({ type: 'auth', merchant: 'demo', token }));
      await ready;
      return ws;
    };
    t.clock.set(new Date(NOW.getTime() + 100_000));
    const before = (await dashboard()).value.online;
    const [a, b] = [await open(), await open()]; // two tabs, one member
    t.clock.set(new Date(NOW.getTime() + 200_000));
    expect((await dashboard()).value.online).toEqual({ members: before.members + 1, scope: 'instance' });
    expect((await brandsList('demo')).value.items[0]).toMatchObject({ code: 'demo', online: before.members + 1 });
    a.close();
    b.close();
    await new Promise((r) => b.once('close', r));
  });
});
