import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { DEMO_OPENING_SOURCE, seedDemoBalances } from '../seed-demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

async function member(code: string, account: string) {
  const merchant = (await t.features.system.service.merchantByCode(code))!;
  const m = (await t.features.accounts.service.findByAccount(merchant.id, account))!;
  return { merchantId: merchant.id, memberId: m.id };
}

describe('demo opening balances (issue 29: the demo player had no money)', () => {
  it('credits the demo members once through the ledger, from a named house account; trial01 gets none', async () => {
    await seedDemoBalances(t.features);
    await seedDemoBalances(t.features); // every start of the demo runs it again

    for (const [code, account, expected] of [
      ['demo', 'player01', '10000.0000'],
      ['demo', 'agent01', '10000.0000'],
      ['demo', 'expired01', '10000.0000'],
      ['demo', 'newbie01', '10000.0000'],
      ['acme', 'player01', '1000.0000'],
      ['demo', 'trial01', '0.0000'],
    ] as const) {
      const { merchantId, memberId } = await member(code, account);
      expect((await t.features.wallet.service.balance(merchantId, memberId)).sumBalance, `${code} ${account}`).toBe(expected);
    }

    const { merchantId, memberId } = await member('demo', 'player01');
    const ledger = await t.features.wallet.service.ledger(merchantId, memberId, { page: 1, size: 10 });
    expect(ledger.total).toBe(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'credit',
      amount: '10000.0000',
      balanceAfter: '10000.0000',
      counterparty: `HOUSE:${DEMO_OPENING_SOURCE}`,
      idempotencyKey: 'demo-opening-balance:demo:player01',
    });
    for (const code of ['demo', 'acme']) {
      const m = (await t.features.system.service.merchantByCode(code))!;
      expect((await t.features.wallet.service.reconciliation(m.id)).ok, code).toBe(true);
    }
  }, 120_000);
});

describe('README tells a newcomer about the demo money', () => {
  it('names the amounts credited above and the house account they come from', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain('¥10,000 on demo, R$1,000 on acme');
    expect(readme).toContain(`HOUSE:${DEMO_OPENING_SOURCE}`);
    expect(readme).toMatch(/All but `trial01` start with demo money/);
  });
});
