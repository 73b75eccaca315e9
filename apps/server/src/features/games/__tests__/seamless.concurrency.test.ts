import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { FakeVendor } from './fake-vendor.js';

const engines = [
  ['PGlite', 'pglite'],
  ['PostgreSQL', 'postgres'],
] as const;

for (const [label, engine] of engines) {
  describe.skipIf(engine === 'postgres' && !TEST_DATABASE_URL)(`seamless calls racing each other on ${label}`, () => {
    let t: TestApp;
    let vendor: FakeVendor;
    let token: string;
    let ids: { merchantId: number; memberId: number };
    const main = async () => (await t.features.wallet.service.balance(ids.merchantId, ids.memberId)).sumBalance;

    beforeAll(async () => {
      t = await createTestApp({ database: engine });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      vendor = new FakeVendor(
        `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
        'FAKE',
        'demo-secret-fake-change-me',
      );
      ids = await memberIds(t, 'demo', 'player01');
      await t.features.wallet.service.credit({ ...ids, amount: '100', key: 'race-fund', source: 'DEPOSIT' });
      const member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
      const res = await t.app.inject({
        method: 'GET',
        url: '/wps/game/launch/v2?vassalage=FAKE&gameId=fake-fortune',
        headers: authed('demo', member),
      });
      token = FakeVendor.tokenOf(res.json().value.game_url);
    }, 60_000);
    afterAll(() => t?.close());

    it('the same debit sent 20 times at once moves money once and every answer is a success', async () => {
      const bet = { token, transactionId: 'RACE-1', roundId: 'RR-1', amount: '7' };
      const answers = await Promise.all(Array.from({ length: 20 }, () => vendor.call('debit', bet)));
      expect(answers.every((a) => a.body.success)).toBe(true);
      expect(new Set(answers.map((a) => a.body.value.reference)).size).toBe(1);
      expect(await main()).toBe('93.0000');
      expect((await t.features.wallet.service.reconcile(ids.merchantId)).ok).toBe(true);
    });

    it('a bet and its rollback racing: whichever wins, the member ends where they started', async () => {
      for (let i = 0; i < 5; i++) {
        const before = await main();
        const id = `RACE-B-${i}`;
        await Promise.all([
          vendor.call('debit', { token, transactionId: id, roundId: `RB-${i}`, amount: '3' }),
          vendor.call('rollback', { token, transactionId: `RACE-R-${i}`, refTransactionId: id }),
        ]);
        expect(await main()).toBe(before);
      }
      expect((await t.features.wallet.service.reconcile(ids.merchantId)).ok).toBe(true);
    });
  });
}
