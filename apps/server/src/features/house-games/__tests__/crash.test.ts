import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Big, ERROR_CODES } from '@arcadia/contract';
import { CRASH, CRASH_ERRORS, crashHundredthsAt, crashPointOfR, HOUSE_ERRORS } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import { authed, login, memberIds } from '../../../test/harness.js';
import { chainHash, crashPointOf, msToReach } from '../house-games.crash.js';
import { CrashRepository } from '../house-games.crash.repository.js';
import { fundedPlayer } from './http.fixture.js';
import { sfc32 } from './sfc32.js';

// ADR 069, re-implemented from its text: sha256 of the previous hash's hex text; the first 13 hex
// digits (52 bits) of HMAC-SHA256(key = hash text, message = "arcadia-crash"); n = ceil(99·2^52/(2^52−r)).
const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
function adrCrash(hash: string): number {
  const r = BigInt(`0x${createHmac('sha256', Buffer.from(hash, 'utf8')).update('arcadia-crash', 'utf8').digest('hex').slice(0, 13)}`);
  const e = 1n << 52n;
  const num = 99n * e;
  let n = num / (e - r);
  if (n * (e - r) < num) n += 1n;
  return Math.min(Math.max(Number(n), 100), 1_000_000);
}

describe('crash hash chain and crash point (ADR 069)', () => {
  it('each revealed hash hashes to the previous one, the first to the commitment', () => {
    const seed = randomBytes(32).toString('hex');
    const commitment = chainHash(seed, 40, 0);
    let previous = commitment;
    for (let k = 1; k <= 40; k++) {
      const h = chainHash(seed, 40, k);
      expect(sha(h)).toBe(previous);
      previous = h;
    }
    expect(chainHash(seed, 40, 40)).toBe(seed);
  });

  it('the crash point is the ADR formula, re-implemented', () => {
    for (let i = 0; i < 5000; i++) {
      const h = randomBytes(32).toString('hex');
      expect(crashPointOf(h)).toBe(adrCrash(h));
    }
  });

  it('the multiplier reaches a crash point exactly at msToReach', () => {
    for (const c of [101, 150, 200, 1234, 100000]) {
      const t = msToReach(c);
      expect(crashHundredthsAt(t)).toBeGreaterThanOrEqual(c);
      expect(crashHundredthsAt(t - 1)).toBeLessThan(c);
    }
  });

  // The 52 bits come from sfc32, not HMAC (as in the other Originals' simulations): the formula is under
  // test here; the HMAC step is the re-implementation test's, and a million HMACs took 90 s on a busy machine.
  it('returns 99% at every cash-out target over 10^6 rounds, and busts 1% of them at 1.00', () => {
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20261127);
    const n = 1_000_000;
    const targets = [101, 200, 1000];
    const paid = targets.map(() => 0);
    let instant = 0;
    for (let i = 0; i < n; i++) {
      const w = words();
      const c = crashPointOfR((BigInt(w[0]! >>> 12) << 32n) | BigInt(w[1]!));
      if (c === 100) instant += 1;
      // a cash-out at x pays only if the multiplier is still below the bust: x < crash
      targets.forEach((x, j) => {
        if (x < c) paid[j]! += x / 100;
      });
    }
    // tolerance: four standard errors of each target's mean return, sd = x·sqrt(p(1−p)), p = 0.99/x
    targets.forEach((x, j) => {
      const m = x / 100;
      const p = 0.99 / m;
      const se = (m * Math.sqrt(p * (1 - p))) / Math.sqrt(n);
      expect(Math.abs(paid[j]! / n - 0.99)).toBeLessThan(4 * se + 1e-9);
    });
    expect(Math.abs(instant / n - 0.01)).toBeLessThan(4 * Math.sqrt((0.01 * 0.99) / n));
  }, 60_000);
});

describe('a crash round over HTTP on an injected clock', () => {
  const player = fundedPlayer('1000', 'crash-fund');

  it('two players: one cashes out once (sent twice), one busts; a late cash-out is refused; the ledger reconciles', async () => {
    const { t } = player;
    const { merchantId, memberId } = player.ids;
    const crash = t.features.houseGames.crash;
    const repo = new CrashRepository(t.database.db);
    const agentToken = (await login(t, 'demo', { username: 'agent01', password: 'abc12345' })).body.value.token;
    const agent = await memberIds(t, 'demo', 'agent01');
    await t.features.wallet.service.credit({ ...agent, amount: '500', key: 'crash-fund-agent', source: 'DEPOSIT' });
    const get = async (url: string, token = player.token) =>
      (await t.app.inject({ method: 'GET', url, headers: authed('demo', token) })).json();
    const post = async (url: string, payload: object, token = player.token) =>
      (await t.app.inject({ method: 'POST', url, headers: { ...authed('demo', token), language: 'EN' }, payload })).json();
    const main = async (id: number) => (await t.features.wallet.service.mainBalance(merchantId, id, true)).balance;

    const first = await get('/wps/house/crash/state');
    expect(first.success).toBe(true);
    expect(first.value.commitment).toMatch(/^[0-9a-f]{64}$/);
    // a round whose bust is above 1.10, so that 1.05 can be cashed out
    let round = null;
    for (let i = 0; i < 60 && !round; i++) {
      await crash.advance(merchantId);
      const open = await repo.openRound(merchantId);
      if (open && open.crash > 110) round = open;
      else t.clock.advance(open ? CRASH.bettingMs + msToReach(open.crash) + CRASH.pauseMs + 1 : CRASH.pauseMs + 1);
    }
    if (!round) throw new Error('no round above 1.10 in 60');
    const p0 = await main(memberId);
    const a0 = await main(agent.memberId);

    const state = await get('/wps/house/crash/state');
    expect(state.value.round).toMatchObject({ id: round.id, phase: 'betting', crash: null, hash: null });
    expect((await post('/wps/house/crash/bet', { amount: '10.00' })).success).toBe(true);
    expect((await post('/wps/house/crash/bet', { amount: '10.00' })).errorCode).toBe(CRASH_ERRORS.alreadyBet);
    expect(await post('/wps/house/crash/bet', { amount: '20.00' }, agentToken)).toMatchObject({ success: true });
    expect((await post('/wps/house/crash/cashout', { roundId: round.id })).errorCode).toBe(CRASH_ERRORS.notRunning);
    const players = (await get('/wps/house/crash/state')).value.round.players;
    expect(players.map((p: { name: string; mine: boolean }) => [p.name, p.mine])).toEqual([
      ['pl***1', true],
      ['ag***1', false],
    ]);

    // the countdown ends; no bet after it
    t.clock.advance(CRASH.bettingMs);
    await crash.advance(merchantId);
    expect((await post('/wps/house/crash/bet', { amount: '5.00' }, agentToken)).errorCode).toBe(CRASH_ERRORS.notBetting);
    // 1.05 by the server's clock; the cash-out sent twice at once pays once
    t.clock.advance(msToReach(105));
    const [c1, c2] = await Promise.all([
      post('/wps/house/crash/cashout', { roundId: round.id }),
      post('/wps/house/crash/cashout', { roundId: round.id }),
    ]);
    expect(c1.value).toMatchObject({ multiplier: '1.05', win: '10.5000' });
    expect(c2.value).toMatchObject({ multiplier: '1.05', win: '10.5000' });

    // the bust: the other bet loses, a cash-out after it is refused
    t.clock.advance(msToReach(round.crash));
    await crash.advance(merchantId);
    expect((await post('/wps/house/crash/cashout', { roundId: round.id }, agentToken)).errorCode).toBe(CRASH_ERRORS.busted);
    const after = await get('/wps/house/crash/state');
    expect(after.value.recent[0]).toMatchObject({ roundId: round.id, crash: (round.crash / 100).toFixed(2), hash: round.hash });
    // the revealed hash proves itself against the commitment: index times sha256 leads to it
    let h = after.value.recent[0].hash as string;
    for (let k = 0; k < after.value.recent[0].index; k++) h = sha(h);
    expect(h).toBe(first.value.commitment);

    expect(Number(await main(memberId))).toBeCloseTo(Number(p0) - 10 + 10.5, 4);
    expect(Number(await main(agent.memberId))).toBeCloseTo(Number(a0) - 20, 4);
    const history = await get('/wps/house/crash/history', agentToken);
    expect(history.value.list[0]).toMatchObject({ roundId: round.id, status: 'lost', win: '0.0000' });
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);

    // Crash counts where the other Originals do: the winner board shows the cash-out, the operators'
    // dashboard and an agent's team betting count both stakes.
    const board = (await get('/wps/game/winners?limitNum=5')).value;
    expect(board[0]).toMatchObject({ account: 'pl***1', gameName: 'Arcadia Crash', amount: '10.5000' });
    const houseGames = t.features.houseGames;
    const day = new Date(Date.UTC(t.clock.now().getUTCFullYear(), t.clock.now().getUTCMonth(), t.clock.now().getUTCDate()));
    const [today] = await houseGames.turnoverByDay(merchantId, day, new Date(day.getTime() + 86_400_000));
    expect(Number(today!.stake)).toBeGreaterThanOrEqual(30);
    const team = await houseGames.betsOfMembers(merchantId, [memberId, agent.memberId], day, new Date(day.getTime() + 86_400_000), 10);
    expect(team.rows.filter((r) => r.game === 'arcadia-crash').map((r) => [r.bet, r.win])).toEqual(
      expect.arrayContaining([
        ['10.0000', '10.5000'],
        ['20.0000', '0.0000'],
      ]),
    );
  }, 120_000);

  it('an auto cash-out is paid by the leader at its target; a restart finishes the round from the stored data', async () => {
    const { t } = player;
    const { merchantId, memberId } = player.ids;
    const repo = new CrashRepository(t.database.db);
    const post = async (url: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url, headers: { ...authed('demo', player.token), language: 'EN' }, payload })).json();
    let round = null;
    for (let i = 0; i < 60 && !round; i++) {
      t.clock.advance(CRASH.pauseMs + 1);
      await t.features.houseGames.crash.advance(merchantId);
      const open = await repo.openRound(merchantId);
      if (open && open.crash > 101) round = open;
      else if (open) t.clock.advance(CRASH.bettingMs + msToReach(open.crash) + 1);
    }
    if (!round) throw new Error('no round above 1.01 in 60');
    const before = Number((await t.features.wallet.service.mainBalance(merchantId, memberId, true)).balance);
    expect(await post('/wps/house/crash/bet', { amount: '100.00', autoCashout: '1.01' })).toMatchObject({ success: true });
    // the leader is away long past the bust (a restart): its next tick pays the auto and closes the round
    t.clock.advance(CRASH.bettingMs + msToReach(round.crash) + 60_000);
    await t.features.scheduler.runNow('house:crash');
    const bet = await repo.bet(round.id, { memberId });
    expect(bet).toMatchObject({ status: 'cashed', cashedAt: 101, win: '101.0000' });
    expect((await repo.round(merchantId, round.id))?.bustedAt).not.toBeNull();
    expect(Number((await t.features.wallet.service.mainBalance(merchantId, memberId, true)).balance)).toBeCloseTo(before + 1, 4);
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  }, 120_000);
  it('with nobody looking the loop opens no round; a look at the game starts it again', async () => {
    const { t } = player;
    const { merchantId } = player.ids;
    const repo = new CrashRepository(t.database.db);
    // Long after any open round's bust: the leader closes it, then nobody has looked for ten minutes.
    t.clock.advance(10 * 60_000);
    await t.features.scheduler.runNow('house:crash');
    expect(await repo.openRound(merchantId)).toBeNull();
    t.clock.advance(CRASH.pauseMs + 1);
    await t.features.scheduler.runNow('house:crash');
    expect(await repo.openRound(merchantId)).toBeNull();
    // A visitor opens the game: the next tick opens a round.
    const look = await t.app.inject({ method: 'GET', url: '/wps/house/crash/state', headers: { host: 'localhost' } });
    expect(look.json().success).toBe(true);
    await t.features.scheduler.runNow('house:crash');
    expect(await repo.openRound(merchantId)).not.toBeNull();
  }, 120_000);

  it('a visitor plays demo credits in the same round: the credits move, no money does, and refused bets change nothing', async () => {
    const { t } = player;
    const { merchantId, memberId } = player.ids;
    const crash = t.features.houseGames.crash;
    const repo = new CrashRepository(t.database.db);
    const send = async (url: string, payload?: object) =>
      (await t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: { host: 'localhost', language: 'EN' }, payload })).json();
    const { trialId, balance: credits } = (await send('/wps/house/trial', {})).value;
    let round = null;
    for (let i = 0; i < 60 && !round; i++) {
      await crash.advance(merchantId);
      const open = await repo.openRound(merchantId);
      if (open && open.crash > 110 && t.clock.now() < open.startsAt) round = open;
      else t.clock.advance(open ? CRASH.bettingMs + msToReach(open.crash) + CRASH.pauseMs + 1 : CRASH.pauseMs + 1);
    }
    if (!round) throw new Error('no round above 1.10 in 60');
    const money0 = (await t.features.wallet.service.mainBalance(merchantId, memberId, true)).balance;

    // Without a trial session a visitor only watches; an unknown session or too few credits bet nothing.
    expect((await send('/wps/house/crash/bet', { amount: '10.00' })).errorCode).toBe(ERROR_CODES.notLoggedIn);
    expect((await send('/wps/house/crash/bet', { amount: '10.00', trialId: 'x'.repeat(24) })).errorCode).toBe(HOUSE_ERRORS.trialUnknown);
    expect((await send('/wps/house/crash/bet', { amount: '2500.00', trialId })).errorCode).toBe(HOUSE_ERRORS.insufficient);
    expect(await repo.bets(round.id)).toHaveLength(0);

    const placed = await send('/wps/house/crash/bet', { amount: '10.00', trialId });
    expect(placed.value).toMatchObject({ roundId: round.id, balance: new Big(credits).minus(10).toFixed(4) });
    const watched = (await send(`/wps/house/crash/state?trialId=${trialId}`)).value.round.players;
    expect(watched).toMatchObject([{ amount: '10.0000', trial: true, mine: true }]);
    expect((await send('/wps/house/crash/state')).value.round.players).toMatchObject([{ trial: true, mine: false }]);

    t.clock.advance(CRASH.bettingMs + msToReach(105));
    const [c1, c2] = await Promise.all([
      send('/wps/house/crash/cashout', { roundId: round.id, trialId }),
      send('/wps/house/crash/cashout', { roundId: round.id, trialId }),
    ]);
    expect(c1.value).toMatchObject({ multiplier: '1.05', win: '10.5000', balance: new Big(credits).plus('0.5').toFixed(4) });
    expect(c2.value).toMatchObject({ multiplier: '1.05', win: '10.5000', balance: new Big(credits).plus('0.5').toFixed(4) });
    t.clock.advance(msToReach(round.crash));
    await crash.advance(merchantId);
    // Demo credits never touch the ledger: the member's money is as it was and the books balance.
    expect((await t.features.wallet.service.mainBalance(merchantId, memberId, true)).balance).toBe(money0);
    expect((await t.features.wallet.service.reconcile(merchantId)).ok).toBe(true);
  }, 120_000);
});
