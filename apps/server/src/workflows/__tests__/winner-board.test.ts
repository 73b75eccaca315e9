import { WINNERS_CHANGED } from '@arcadia/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HouseGamesRepository } from '../../features/house-games/house-games.repository.js';
import { authed, createTestApp, login, type TestApp } from '../../test/harness.js';
import { winnerBoardPush } from '../winner-board.js';

type Message = { type: string; data: Record<string, unknown> };

/** A signed-in socket that collects what arrives. */
async function socketOf(base: string, merchant: string, token: string) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  const messages: Message[] = [];
  ws.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as Message));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', merchant, token }));
  await expect.poll(() => messages.some((m) => m.type === 'ready')).toBe(true);
  return { ws, messages };
}

// Issue 26: the winner board is live. A paid win tells every signed-in page of the merchant (other
// members included) to refetch the board; the signal is not stored and reaches no other merchant.
describe('the winner board signal', () => {
  let t: TestApp;
  let base: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    for (const [merchant, account] of [
      ['demo', 'player01'],
      ['demo', 'agent01'],
      ['acme', 'player01'],
    ] as const)
      tokens[`${merchant}:${account}`] = (await login(t, merchant, { username: account, password: 'abc12345' })).body.value.token;
    const m = (await t.features.system.service.merchantByCode('demo'))!.id;
    const p = (await t.features.accounts.service.findByAccount(m, 'player01'))!.id;
    await t.features.wallet.service.credit({ merchantId: m, memberId: p, amount: '100', key: 'winner-board-fund', source: 'DEPOSIT' });
  });
  afterAll(() => t?.close());

  it('a win at dice reaches another member’s socket of the merchant, not another merchant’s; the board lists it', async () => {
    const agent = await socketOf(base, 'demo', tokens['demo:agent01']!);
    const other = await socketOf(base, 'acme', tokens['acme:player01']!);
    // A 98% pick: roll until it pays (one roll nearly always does).
    let won = false;
    for (let i = 0; i < 10 && !won; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/house/dice/roll',
        headers: authed('demo', tokens['demo:player01']!),
        payload: { amount: '1.00', key: `winner-board-${i}`, dice: { target: 199, over: true } },
      });
      expect(r.json()).toMatchObject({ success: true });
      won = r.json().value.round.outcome.won;
    }
    expect(won).toBe(true);
    await expect.poll(() => agent.messages.filter((m) => m.type === WINNERS_CHANGED).length).toBeGreaterThan(0);
    const signal = agent.messages.find((m) => m.type === WINNERS_CHANGED)!;
    // A signal, not news: id 0, so the client neither stores it nor shows a toast.
    expect(signal.data.id).toBe(0);
    expect(other.messages.filter((m) => m.type === WINNERS_CHANGED)).toEqual([]);
    const board = await t.app.inject({ method: 'GET', url: '/wps/game/winners?limitNum=5', headers: { merchant: 'demo' } });
    expect(board.json().value[0]).toMatchObject({ account: 'pl***1', gameName: 'Arcadia Dice' });
    // Not stored: the member's notifications do not list it.
    const stored = await t.app.inject({
      method: 'GET',
      url: '/wps/notifications?after=0',
      headers: authed('demo', tokens['demo:agent01']!),
    });
    expect(stored.json().value.filter((m: Message) => m.type === WINNERS_CHANGED)).toEqual([]);
    agent.ws.close();
    other.ws.close();
  });
});

describe('what the board counts as a win', () => {
  it('a round that pays back only its stake (a blackjack push) is not a win; one that pays more is', async () => {
    const t = await createTestApp();
    try {
      const m = (await t.features.system.service.merchantByCode('demo'))!.id;
      const p = (await t.features.accounts.service.findByAccount(m, 'player01'))!.id;
      const repo = new HouseGamesRepository(t.database.db);
      const round = (n: number, bet: string, win: string) =>
        repo.insertRound(t.database.db, {
          merchantId: m,
          owner: `m:${p}`,
          memberId: p,
          mode: 'real',
          game: 'arcadia-blackjack',
          clientKey: `board-${n}`,
          bet,
          win,
          outcome: {} as never,
          seedId: 900_000,
          serverSeedHash: '0'.repeat(64),
          clientSeed: 'c',
          nonce: n,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
        });
      await round(1, '10.0000', '25.0000');
      await round(2, '10.0000', '10.0000');
      const board = await t.app.inject({ method: 'GET', url: '/wps/game/winners?limitNum=5', headers: { merchant: 'demo' } });
      expect(board.json().value.map((w: { gameName: string; amount: string }) => [w.gameName, w.amount])).toEqual([
        ['Arcadia Blackjack', '25.0000'],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('a burst of wins', () => {
  it('is one signal at its start and one at its end per window, per merchant; losses and lottery wins send none', async () => {
    const sent: number[] = [];
    const [consumer] = winnerBoardPush({ notifications: { broadcast: async (m) => void sent.push(m) } }, 100);
    const win = (merchantId: number, amount = '2.0000', source: 'HOUSE' | 'LOTTERY' = 'HOUSE') =>
      consumer!.handle({
        id: 1,
        type: 'bet.settled',
        merchantId,
        createdAt: new Date(),
        payload: { merchantId, memberId: 1, amount, productType: 'RNG', source, reference: 'r' },
      });
    for (let i = 0; i < 5; i++) await win(1);
    await win(2);
    await win(3, '0.0000');
    await win(3, '5.0000', 'LOTTERY');
    expect(sent).toEqual([1, 2]);
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]).toBe(1);
    await new Promise((r) => setTimeout(r, 250));
    expect(sent).toEqual([1, 2, 1]);
  });
});
