import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';

const engines = [
  ['PGlite', 'pglite'],
  ['PostgreSQL', 'postgres'],
] as const;

for (const [label, engine] of engines) {
  describe.skipIf(engine === 'postgres' && !TEST_DATABASE_URL)(`wallet ledger on ${label}`, () => {
    let t: TestApp;
    let merchantId: number;
    let player: number;
    let agent: number;
    beforeAll(async () => {
      t = await createTestApp({ database: engine });
      merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
      player = (await t.features.accounts.service.findByAccount(merchantId, 'player01'))!.id;
      agent = (await t.features.accounts.service.findByAccount(merchantId, 'agent01'))!.id;
    }, 60_000);
    afterAll(() => t?.close());
    const wallet = () => t.features.wallet.service;
    const main = async (memberId: number) => (await wallet().balance(merchantId, memberId)).sumBalance;

    it('200 concurrent debits on a wallet that covers 50: exactly 50 succeed, never below zero, books balance', async () => {
      const trial = (await t.features.accounts.service.findByAccount(merchantId, 'trial01'))!.id;
      await wallet().credit({ merchantId, memberId: trial, amount: '50', key: `fund-${engine}`, source: 'DEPOSIT' });
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          wallet().debit({ merchantId, memberId: trial, amount: '1', key: `bet-${engine}-${i}`, sink: 'GAMES' }),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter(
        (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'balance_not_enough',
      ).length;
      expect(ok).toBe(50);
      expect(refused).toBe(150);
      expect(await main(trial)).toBe('0.0000');
      expect((await wallet().reconcile(merchantId)).ok).toBe(true);
    }, 60_000);

    it('the same key twice at once and again later: one effect, the same answer', async () => {
      const before = await main(player);
      const req = { merchantId, memberId: player, amount: '12.5', key: `dep-${engine}-1`, source: 'DEPOSIT' };
      const [a, b] = await Promise.all([wallet().credit(req), wallet().credit(req)]);
      const c = await wallet().credit(req);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(Number(await main(player)) - Number(before)).toBe(12.5);
    });

    it('the same key with another body is refused and changes nothing', async () => {
      const before = await main(player);
      const err = await wallet()
        .credit({ merchantId, memberId: player, amount: '99', key: `dep-${engine}-1`, source: 'DEPOSIT' })
        .catch((e) => e);
      expect(err.code).toBe('idempotency_key_reused');
      expect(await main(player)).toBe(before);
    });

    it('refuses bad amounts', async () => {
      for (const amount of ['0', '-1', '1.00001', 'abc', '1e21']) {
        const err = await wallet()
          .credit({ merchantId, memberId: player, amount, key: `bad-${engine}-${amount}`, source: 'DEPOSIT' })
          .catch((e) => e);
        expect(err.code).toBe('amount_invalid');
      }
    });

    it('holds, releases and settles; a hold closes once', async () => {
      await wallet().credit({ merchantId, memberId: agent, amount: '100', key: `agent-fund-${engine}`, source: 'DEPOSIT' });
      const h1 = await wallet().hold({ merchantId, memberId: agent, amount: '30', key: `hold-${engine}-1` });
      expect(await main(agent)).toBe('70.0000');
      await wallet().release({ merchantId, holdId: h1.holdId, key: `rel-${engine}-1` });
      expect(await main(agent)).toBe('100.0000');
      const again = await wallet()
        .release({ merchantId, holdId: h1.holdId, key: `rel-${engine}-2` })
        .catch((e) => e);
      expect(again.code).toBe('hold_not_open');
      const h2 = await wallet().hold({ merchantId, memberId: agent, amount: '40', key: `hold-${engine}-2` });
      await wallet().settle({ merchantId, holdId: h2.holdId, key: `set-${engine}-2`, sink: 'WITHDRAWALS' });
      expect(await main(agent)).toBe('60.0000');
      expect((await wallet().reconcile(merchantId)).ok).toBe(true);
    });

    it("a cached balance follows every committed movement, a caller's transaction included, and ignores a rollback", async () => {
      const start = Number(await main(agent)); // now cached
      await wallet().credit({ merchantId, memberId: agent, amount: '7', key: `cache-${engine}-1`, source: 'DEPOSIT' });
      expect(Number(await main(agent))).toBe(start + 7);

      // a movement inside a transaction another feature opened: seen once that transaction commits.
      // The system settings cache is emptied first, so nothing may read through the pool meanwhile
      // (on PGlite that would wait for this very transaction).
      t.features.system.service.invalidate(merchantId);
      await t.database.db.transaction(async (tx) => {
        await wallet().credit({ merchantId, memberId: agent, amount: '5', key: `cache-${engine}-2`, source: 'DEPOSIT', tx });
      });
      await expect.poll(async () => Number(await main(agent)), { timeout: 1000 }).toBe(start + 12);

      // rolled back: the cache must not keep a balance that never was
      await t.database.db
        .transaction(async (tx) => {
          await wallet().credit({ merchantId, memberId: agent, amount: '100', key: `cache-${engine}-3`, source: 'DEPOSIT', tx });
          throw new Error('the caller gives up');
        })
        .catch(() => {});
      expect(Number(await main(agent))).toBe(start + 12);
      await new Promise((r) => setTimeout(r, 50));
      expect(Number(await main(agent))).toBe(start + 12);
    });

    it('the ledger cannot be edited', async () => {
      const err: unknown = await t.database.db.execute('update ledger_entries set amount = 1' as never).catch((e) => e);
      // drivers wrap the database's error; its message is on the error or its cause
      const text = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause)}` : String(err);
      expect(text).toMatch(/append-only/);
    });

    it('random sequences of movements keep the total and never go negative (fast-check)', async () => {
      const members = [player, agent];
      let n = 0;
      const op = fc.oneof(
        fc.record({ k: fc.constant('credit' as const), who: fc.nat(1), amount: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({ k: fc.constant('debit' as const), who: fc.nat(1), amount: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({ k: fc.constant('transfer' as const), who: fc.nat(1), amount: fc.integer({ min: 1, max: 5000 }) }),
        fc.record({ k: fc.constant('hold' as const), who: fc.nat(1), amount: fc.integer({ min: 1, max: 5000 }), release: fc.boolean() }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
          for (const o of ops) {
            const memberId = members[o.who]!;
            const amount = (o.amount / 100).toFixed(2);
            const key = `prop-${engine}-${n++}`;
            try {
              if (o.k === 'credit') await wallet().credit({ merchantId, memberId, amount, key, source: 'PROP' });
              if (o.k === 'debit') await wallet().debit({ merchantId, memberId, amount, key, sink: 'PROP' });
              if (o.k === 'transfer')
                await wallet().transfer({ merchantId, amount, key, from: { memberId }, to: { memberId: members[1 - o.who]! } });
              if (o.k === 'hold') {
                const h = await wallet().hold({ merchantId, memberId, amount, key });
                if (o.release) await wallet().release({ merchantId, holdId: h.holdId, key: `${key}-r` });
                else await wallet().settle({ merchantId, holdId: h.holdId, key: `${key}-s`, sink: 'PROP' });
              }
            } catch (e) {
              if ((e as { code?: string }).code !== 'balance_not_enough') throw e;
            }
            for (const m of members) expect(Number(await main(m))).toBeGreaterThanOrEqual(0);
          }
          const books = await wallet().reconcile(merchantId);
          expect(books).toMatchObject({ ok: true });
        }),
        { numRuns: 25 },
      );
    }, 120_000);
  });
}
