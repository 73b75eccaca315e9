import { describe, expect, it } from 'vitest';
import { DemoVendorEngine } from '../engine.js';
import type { WalletAnswer, WalletClient } from '../wallet-client.js';

/** A wallet that accepts everything, for rules of the vendor's own (no operator involved). */
const accepting = {
  call: async (): Promise<WalletAnswer> => ({
    kind: 'ok',
    attempts: 1,
    value: { balance: '100.0000', currency: 'CNY', transactionId: 'x', reference: '1' },
  }),
} as unknown as WalletClient;

describe('demo vendor engine', () => {
  it('deals one coup per live table window: every bet of the window is settled on the same cards', async () => {
    let now = 1_000;
    const engine = new DemoVendorEngine({ wallet: accepting, now: () => now, liveWindowMs: 10_000 });
    const a = await engine.play({ vendor: 'EVO', token: 'a', mode: 'real', game: 'lobby', bet: '1', pick: 'banker' });
    const b = await engine.play({ vendor: 'EVO', token: 'b', mode: 'real', game: 'lobby', bet: '5', pick: 'player' });
    expect([a.status, b.status, a.settleAt]).toEqual(['open', 'open', 10_000]);
    now = 10_000;
    await engine.tick();
    expect([a.status, b.status]).toEqual(['settled', 'settled']);
    expect(a.outcome).toEqual(b.outcome);
  });

  it('refuses a stake or pick the lane does not offer, before any wallet call', async () => {
    const engine = new DemoVendorEngine({ wallet: accepting });
    await expect(engine.play({ vendor: 'JDB', token: 'a', mode: 'real', game: 'x', bet: '1000', pick: 'small' })).rejects.toThrow(
      'bad_stake',
    );
    await expect(engine.play({ vendor: 'JDB', token: 'a', mode: 'real', game: 'x', bet: '1', pick: 'whale' })).rejects.toThrow('bad_pick');
    await expect(engine.play({ vendor: 'NOPE', token: 'a', mode: 'real', game: 'x', bet: '1', pick: 'small' })).rejects.toThrow(
      'unknown_vendor',
    );
  });

  it('keeps play money for a bounded number of trial sessions: random tokens cannot grow it without end', async () => {
    const engine = new DemoVendorEngine({ wallet: accepting });
    const first = await engine.play({ vendor: 'JDB', token: 'trial-0', mode: 'trial', game: 'x', bet: '1', pick: 'small' });
    expect(first.status).toBe('settled');
    const spent = (await engine.balance('JDB', 'trial-0', 'trial')).balance;
    expect(spent).not.toBe('2000.00');
    for (let i = 1; i <= 10_000; i++) await engine.balance('JDB', `trial-${i}`, 'trial');
    // The oldest session was forgotten: it starts again at the trial stake.
    expect((await engine.balance('JDB', 'trial-0', 'trial')).balance).toBe('2000.00');
  });
});
