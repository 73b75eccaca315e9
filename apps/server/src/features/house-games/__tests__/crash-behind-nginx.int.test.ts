import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { edgeLogin, metricOf } from '../../../test/edge.js';
import { freshPostgres, TEST_DATABASE_URL, TEST_REDIS_URL } from '../../../test/harness.js';
import { NGINX, startNginx } from '../../../test/nginx.js';
import { freePort, startTwoInstances } from '../../../test/server-process.js';

const TOKEN = 'crash-nginx-ops-token-0123456789';
const stops: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
});

type Round = { id: number; phase: 'betting' | 'running' | 'busted'; startsAt: string; crash: string | null };
type Bet = { roundId: number; status: string; cashedAt: string | null; win: string };

/** Crash ticks this instance ran (it held the loop's lock for them), from its /metrics. */
const crashTicks = (port: number) => metricOf(port, TOKEN, 'arcadia_job_runs_total', ['job="house:crash"', 'outcome="ran"']);

/**
 * Issue 26's acceptance: "with two instances behind nginx the round continues when the leader is
 * killed, with nothing lost or paid twice" (ADR 069: the round is finished, not voided). Real
 * processes on one PostgreSQL and one Redis, real time: each tick of the crash loop is led by
 * whichever instance takes its lock, so the instance that has been running it is killed -9 during a
 * round's countdown; the survivor must pay the auto cash-out, answer the manual one and close the bust.
 */
describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL || !NGINX)('crash with two instances behind nginx (ADR 069)', () => {
  it('the round goes on when the instance running its loop is killed: cash-outs paid once, the bust closed, the books balance', async () => {
    const db = await freshPostgres();
    const env = { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, OPS_API_TOKEN: TOKEN, TRUST_PROXY_HOPS: '1' };
    const { a, b, portA, portB, stop } = await startTwoInstances(env, db.drop);
    stops.push(stop);
    expect((await a.outcome).listening).toBe(true);
    expect((await b.outcome).listening).toBe(true);
    const edge = await freePort();
    const nginx = await startNginx(edge, [portA, portB]);
    stops.push(() => nginx.stop());
    const base = `http://127.0.0.1:${edge}`;
    const ops = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
    for (const who of ['player01', 'agent01']) {
      const funded = await fetch(`${base}/ops/merchants/demo/members/${who}/adjust`, {
        method: 'POST',
        headers: ops,
        body: JSON.stringify({ amount: '100.00', key: `crash-edge-${who}`, remarks: '' }),
      });
      expect(funded.status).toBe(200);
    }
    const as = async (who: string) => ({
      merchant: 'demo',
      authorization: `Bearer ${await edgeLogin(base, who)}`,
      'content-type': 'application/json',
    });
    const [p, g] = [await as('player01'), await as('agent01')];
    const call = async <T>(path: string, headers: Record<string, string>, body?: object) =>
      (await (
        await fetch(`${base}${path}`, { method: body ? 'POST' : 'GET', headers, ...(body ? { body: JSON.stringify(body) } : {}) })
      ).json()) as {
        success: boolean;
        errorCode: string | null;
        value: T;
      };
    const state = async () => (await call<{ now: string; round: Round | null }>('/wps/house/crash/state', { merchant: 'demo' })).value;
    const balance = async (h: Record<string, string>) =>
      Number((await call<{ sumBalance: string }>('/wps/v2/wallets/balance', h)).value.sumBalance);

    // A countdown with at least 3 s left (a look at the game starts the loop).
    let round: Round | null = null;
    for (let i = 0; i < 100 && !round; i++) {
      const s = await state();
      if (s.round?.phase === 'betting' && new Date(s.round.startsAt).getTime() - new Date(s.now).getTime() > 3000) round = s.round;
      else await sleep(200);
    }
    if (!round) throw new Error('no countdown with 3 s left in 20 s');
    const [p0, g0] = [await balance(p), await balance(g)];
    expect((await call('/wps/house/crash/bet', p, { amount: '10.00', autoCashout: '1.01' })).success).toBe(true);
    expect((await call('/wps/house/crash/bet', g, { amount: '10.00' })).success).toBe(true);

    // Kill -9 the instance that has been running the loop, before the multiplier starts.
    const [ticksA, ticksB] = [await crashTicks(portA), await crashTicks(portB)];
    expect(ticksA + ticksB).toBeGreaterThan(0);
    const [leader, survivor] = ticksA >= ticksB ? [a, portB] : [b, portA];
    leader.child.kill('SIGKILL');
    await leader.exited;
    const survivorBefore = await crashTicks(survivor);

    // agent01 cashes out by hand a moment after the start, through nginx (to the survivor).
    const wait = new Date(round.startsAt).getTime() - Date.now() + 400;
    await sleep(Math.max(0, wait));
    const manual = await call<{ multiplier: string; win: string }>('/wps/house/crash/cashout', g, { roundId: round.id });

    // The survivor closes the bust and opens the next countdown (at most 10,000x ≈ 154 s).
    let next: Round | null = null;
    for (let i = 0; i < 400 && !next; i++) {
      const s = await state();
      if (s.round && s.round.id > round.id) next = s.round;
      else await sleep(500);
    }
    expect(next, 'the next round opens after the bust').not.toBeNull();
    expect(await crashTicks(survivor)).toBeGreaterThan(survivorBefore);

    const [mine] = (await call<{ list: (Bet & { crash: string })[] }>('/wps/house/crash/history', p)).value.list;
    const [theirs] = (await call<{ list: (Bet & { crash: string })[] }>('/wps/house/crash/history', g)).value.list;
    expect(mine!.roundId).toBe(round.id);
    const crash = Number(mine!.crash);
    // player01's auto cash-out at 1.01, paid by the survivor exactly once (or lost to a bust at or below it).
    if (crash > 1.01) {
      expect(mine).toMatchObject({ status: 'cashed', cashedAt: '1.01', win: '10.1000' });
      expect(await balance(p)).toBeCloseTo(p0 - 10 + 10.1, 4);
    } else {
      expect(mine).toMatchObject({ status: 'lost', win: '0.0000' });
      expect(await balance(p)).toBeCloseTo(p0 - 10, 4);
    }
    // agent01's manual cash-out: paid at the multiplier of the server's clock once, or refused by the bust.
    if (manual.success) {
      expect(theirs).toMatchObject({ status: 'cashed', cashedAt: manual.value.multiplier, win: manual.value.win });
      expect(Number(manual.value.multiplier)).toBeLessThan(crash);
      expect(await balance(g)).toBeCloseTo(g0 - 10 + Number(manual.value.win), 4);
    } else {
      expect(manual.errorCode).toBe('house_crash_busted');
      expect(theirs).toMatchObject({ status: 'lost' });
      expect(await balance(g)).toBeCloseTo(g0 - 10, 4);
    }
    const books = await fetch(`${base}/ops/merchants/demo/reconcile`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(((await books.json()) as { value: { ok: boolean } }).value.ok).toBe(true);
  }, 300_000);
});
