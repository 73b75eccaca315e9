import { Big } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, memberIds, type TestApp } from '../../../test/harness.js';
import { houseTrials } from '../house-games.tables.js';

let t: TestApp;
let token: string;
let ids: { merchantId: number; memberId: number };
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  ids = await memberIds(t, 'demo', 'player01');
  await t.features.wallet.service.credit({ ...ids, amount: '100', key: 'house-test-fund', source: 'DEPOSIT' });
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Answer = { success: boolean; value: any; errorCode: string | null; message: string };
const post = async (url: string, payload: object, h: Record<string, string> = authed('demo', token)) => {
  const res = await t.app.inject({ method: 'POST', url, headers: h, payload });
  return { status: res.statusCode, body: res.json() as Answer };
};
const get = async (url: string, h: Record<string, string> = authed('demo', token)) => {
  const res = await t.app.inject({ method: 'GET', url, headers: h });
  return { status: res.statusCode, body: res.json() as Answer };
};
const mainBalance = async () =>
  (await t.features.wallet.service.balance(ids.merchantId, ids.memberId)).balance.find((w) => w.accountName === 'MAIN')!.availBalance;

describe('real play through the wallet', () => {
  it('a spin moves exactly the bet and the win through the ledger, and the books reconcile', async () => {
    const before = await mainBalance();
    const session = await get('/wps/house/session?game=arcadia-slot');
    expect(session.body.value).toMatchObject({ mode: 'real', vendor: 'ARCADIA', balance: before, minBet: '0.20' });
    expect(session.body.value.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    let balance = new Big(before);
    for (let i = 0; i < 15; i++) {
      const r = await post('/wps/house/slot/spin', { amount: '1.00', key: `spin-real-${i}` });
      expect(r.body.success).toBe(true);
      const { round } = r.body.value;
      expect(round).toMatchObject({ mode: 'real', bet: '1.0000', nonce: i, serverSeed: null });
      expect(new Big(round.win).eq(new Big(round.outcome.linePays).div(20))).toBe(true);
      balance = balance.minus(1).plus(round.win);
      expect(r.body.value.balance).toBe(balance.toFixed(4));
    }
    expect(await mainBalance()).toBe(balance.toFixed(4));
    const books = await t.features.wallet.service.reconcile(ids.merchantId);
    expect(books.ok).toBe(true);
  });

  it('a fish shot pays bet × the caught multiplier', async () => {
    const before = new Big(await mainBalance());
    const r = await post('/wps/house/fish/shoot', { amount: '2.00', key: 'shot-real-1' });
    const { round } = r.body.value;
    expect(round.outcome.kind).toBe('fish');
    expect(round.win).toBe(new Big(2).times(round.outcome.multiplier).toFixed(4));
    expect(await mainBalance()).toBe(before.minus(2).plus(round.win).toFixed(4));
  });

  it('a retried key has one effect and answers the same round', async () => {
    const before = await mainBalance();
    const first = await post('/wps/house/slot/spin', { amount: '0.50', key: 'spin-retry-1' });
    const afterFirst = await mainBalance();
    const again = await post('/wps/house/slot/spin', { amount: '0.50', key: 'spin-retry-1' });
    expect(again.body.value.round).toEqual(first.body.value.round);
    expect(await mainBalance()).toBe(afterFirst);
    expect(afterFirst).toBe(new Big(before).minus('0.5').plus(first.body.value.round.win).toFixed(4));
    const other = await post('/wps/house/slot/spin', { amount: '1.00', key: 'spin-retry-1' });
    expect(other.body.errorCode).toBe('idempotency_key_reused');
  });

  it('refuses a bet above the balance and changes nothing (no round, no nonce used)', async () => {
    const agent = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
    const agentIds = await memberIds(t, 'demo', 'agent01');
    await t.features.wallet.service.credit({ ...agentIds, amount: '0.5', key: 'house-test-agent', source: 'DEPOSIT' });
    const seed = (await get('/wps/house/seed', authed('demo', agent))).body.value;
    const r = await post('/wps/house/slot/spin', { amount: '1.00', key: 'spin-too-much' }, authed('demo', agent));
    expect(r.body).toMatchObject({ success: false, errorCode: 'balance_not_enough' });
    expect((await t.features.wallet.service.balance(agentIds.merchantId, agentIds.memberId)).sumBalance).toBe('0.5000');
    expect((await get('/wps/house/seed', authed('demo', agent))).body.value).toEqual(seed);
    expect((await get('/wps/house/rounds', authed('demo', agent))).body.value.rounds).toEqual([]);
    expect((await t.features.wallet.service.reconcile(ids.merchantId)).ok).toBe(true);
  });

  it('the same key sent five times at once plays one round and moves money once', async () => {
    const before = await mainBalance();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/wps/house/fish/shoot', { amount: '1.00', key: 'shot-burst-1' })),
    );
    const rounds = new Set(answers.map((a) => a.body.value.round.roundId));
    expect(rounds.size).toBe(1);
    const win = answers[0]!.body.value.round.win;
    expect(await mainBalance()).toBe(new Big(before).minus(1).plus(win).toFixed(4));
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/house/slot/spin', '/wps/house/fish/shoot', '/wps/house/seed/rotate', '/wps/house/verify']),
    );
  });

  it('validates the bet: format, minimum and maximum', async () => {
    expect((await post('/wps/house/slot/spin', { amount: '1.234', key: 'bad-bet-1' })).body.errorCode).toBe('house_bet_invalid');
    expect((await post('/wps/house/slot/spin', { amount: '0.10', key: 'bad-bet-2' })).body.errorCode).toBe('house_bet_below_min');
    const above = await post('/wps/house/fish/shoot', { amount: '100.01', key: 'bad-bet-3' });
    expect(above.body).toMatchObject({ errorCode: 'house_bet_above_max' });
    expect(above.body.message).toContain('100.00');
  });

  it('needs a session for real play and refuses guests (type 4)', async () => {
    expect((await post('/wps/house/slot/spin', { amount: '1.00', key: 'visitor-1' }, headers('demo'))).status).toBe(401);
    const guest = (await login(t, 'demo', { username: 'trial01', password: 'abc12345' })).body.value.token;
    const r = await post('/wps/house/slot/spin', { amount: '1.00', key: 'guest-1' }, authed('demo', guest));
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('in_need_true_account');
    expect((await get('/wps/house/session?game=arcadia-slot', authed('demo', guest))).status).toBe(403);
  });
});

describe('trial play', () => {
  it('plays demo credits for visitors and guests, and leaves every wallet alone', async () => {
    const guest = (await login(t, 'demo', { username: 'trial01', password: 'abc12345' })).body.value.token;
    const guestIds = await memberIds(t, 'demo', 'trial01');
    const walletBefore = await mainBalance();
    for (const h of [headers('demo'), authed('demo', guest), authed('demo', token)]) {
      const start = await post('/wps/house/trial', {}, h);
      const { trialId } = start.body.value;
      expect(start.body.value.balance).toBe('2000.0000');
      const s = await get(`/wps/house/session?game=arcadia-fish&trialId=${trialId}`, h);
      expect(s.body.value).toMatchObject({ mode: 'trial', balance: '2000.0000', currency: 'DEMO' });
      let credits = new Big(2000);
      for (let i = 0; i < 5; i++) {
        const r = await post('/wps/house/fish/shoot', { amount: '10.00', key: `trial-shot-${i}`, trialId }, h);
        expect(r.body.value.round.mode).toBe('trial');
        credits = credits.minus(10).plus(r.body.value.round.win);
        expect(r.body.value.balance).toBe(credits.toFixed(4));
      }
    }
    expect(await mainBalance()).toBe(walletBefore);
    expect((await t.features.wallet.service.balance(guestIds.merchantId, guestIds.memberId)).sumBalance).toBe('0.0000');
  });

  it('refuses an unknown trial and a bet above the demo credits', async () => {
    const unknown = await post('/wps/house/fish/shoot', { amount: '1.00', key: 'trial-unknown', trialId: 'x'.repeat(24) }, headers('demo'));
    expect(unknown.body.errorCode).toBe('house_trial_unknown');
    const { trialId } = (await post('/wps/house/trial', {}, headers('demo'))).body.value;
    // a trial that has played its credits down to 5
    await t.database.db.update(houseTrials).set({ balance: '5' }).where(eq(houseTrials.id, trialId));
    const r = await post('/wps/house/fish/shoot', { amount: '10.00', key: 'trial-too-much', trialId }, headers('demo'));
    expect(r.body).toMatchObject({ success: false, errorCode: 'balance_not_enough' });
    const s = (await get(`/wps/house/session?game=arcadia-fish&trialId=${trialId}`, headers('demo'))).body.value;
    expect(s.balance).toBe('5.0000');
    expect(s.seed.nextNonce).toBe(0);
  });
});

describe('provably fair', () => {
  it('a revealed server seed reproduces every outcome of the session, and matches its commitment', async () => {
    const h = headers('demo');
    const { trialId } = (await post('/wps/house/trial', {}, h)).body.value;
    const committed = (await get(`/wps/house/seed?trialId=${trialId}`, h)).body.value;
    await post('/wps/house/seed/client', { clientSeed: 'my-lucky-seed', trialId }, h);
    const played = [];
    for (let i = 0; i < 6; i++) {
      const path = i % 2 ? '/wps/house/fish/shoot' : '/wps/house/slot/spin';
      const rr = await post(path, { amount: '1.00', key: `fair-${i}`, trialId }, h);
      played.push(rr.body.value.round);
    }
    expect(played.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(played.every((r) => r.clientSeed === 'my-lucky-seed' && r.serverSeedHash === committed.serverSeedHash)).toBe(true);
    // before rotation the seed stays secret
    const hidden = (await get(`/wps/house/rounds?trialId=${trialId}`, h)).body.value.rounds;
    expect(hidden.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = (await post('/wps/house/seed/rotate', { trialId }, h)).body.value;
    expect(rotated.revealed).toMatchObject({ serverSeedHash: committed.serverSeedHash, clientSeed: 'my-lucky-seed', rounds: 6 });
    expect(rotated.next.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect(rotated.next.nextNonce).toBe(0);

    const history = (await get(`/wps/house/rounds?trialId=${trialId}`, h)).body.value.rounds;
    expect(history).toHaveLength(6);
    for (const r of history) {
      expect(r.serverSeed).toBe(rotated.revealed.serverSeed);
      const v = (await post('/wps/house/verify', { game: r.game, serverSeed: r.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce }, h))
        .body.value;
      expect(v.serverSeedHash).toBe(committed.serverSeedHash);
      expect(v.outcome).toEqual(r.outcome);
      expect(new Big(r.bet).times(v.multiplier).toFixed(4)).toBe(r.win);
    }
  });
});
