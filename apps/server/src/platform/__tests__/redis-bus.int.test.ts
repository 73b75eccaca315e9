import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process.js';
import { type BusEvent, RedisBus } from '../bus.js';

const REDIS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
const event = (n: number): BusEvent => ({ merchantId: 1, memberId: n, type: 'DEPOSIT', data: { n } });
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A Redis server of this test's own, so it can be stopped and started again. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  };
  cleanups.push(stop);
  return child;
}

describe.skipIf(!REDIS)('Redis bus when Redis goes away', () => {
  it('keeps delivering to its own sockets, says it is degraded, and fans out again once Redis is back', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const a = new RedisBus(`redis://127.0.0.1:${port}`);
    const b = new RedisBus(`redis://127.0.0.1:${port}`);
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    const onA: number[] = [];
    const onB: number[] = [];
    a.subscribe((e) => onA.push(e.memberId));
    b.subscribe((e) => onB.push(e.memberId));
    await expect.poll(() => a.degraded() || b.degraded(), { timeout: 5000 }).toBe(false);

    await a.publish(event(1));
    await expect.poll(() => onB, { timeout: 2000 }).toContain(1);
    expect(onA).toContain(1);

    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    await expect.poll(() => a.degraded(), { timeout: 5000 }).toBe(true);
    const started = Date.now();
    await a.publish(event(2)); // must neither throw nor hang
    expect(Date.now() - started).toBeLessThan(1000);
    expect(onA).toContain(2);
    expect(onB).not.toContain(2);

    redis = await startRedis(port);
    await expect.poll(() => a.degraded() || b.degraded(), { timeout: 15_000 }).toBe(false);
    await a.publish(event(3));
    await expect.poll(() => onB, { timeout: 2000 }).toContain(3);
  }, 40_000);
});
