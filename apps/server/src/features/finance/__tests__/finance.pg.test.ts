import { Big } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../../../test/harness.js';
import { balanceOf, call, FIN, key, signedInOperator } from './finance.helpers.js';

// Two operators clicking "approve" at the same moment, over real connections: the money moves once.
describe.runIf(TEST_DATABASE_URL)('two-person approval on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: 'postgres' });
  }, 120_000);
  afterAll(() => t?.close());

  it('approvals raced by two operators, several clicks each, apply the adjustment exactly once', async () => {
    const asker = call(t, await signedInOperator(t, 'pg-asker', 'finance'));
    const b = call(t, await signedInOperator(t, 'pg-second', 'finance'));
    const c = call(t, await signedInOperator(t, 'pg-third', 'admin'));
    const start = await balanceOf(t, 'player01');
    const asked = (
      await asker('POST', `${FIN}/adjustments`, { account: 'player01', amount: '25000', reason: 'race', key: key('race') })
    ).json().value;
    expect(asked.status).toBe('pending');
    const clicks = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? b : c)('POST', `${FIN}/adjustments/${asked.id}/approve`)),
    );
    const codes = clicks.map((r) => r.statusCode).sort();
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(clicks.filter((r) => r.statusCode !== 200).every((r) => r.json().errorCode === 'finance_already_decided')).toBe(true);
    expect(await balanceOf(t, 'player01')).toBe(new Big(start).plus(25000).toFixed(4));
    const moves = (await t.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions where idempotency_key = ${`adjustment:${asked.id}`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(moves.rows[0]?.n).toBe(1);
    const approvals = (await t.database.db.execute(
      sql`select count(*)::int as n from ops_audit where action = 'POST /ops/merchants/:code/finance/adjustments/:id/approve'`,
    )) as unknown as { rows: { n: number }[] };
    expect(approvals.rows[0]?.n).toBe(1);
    expect((await b('GET', `${FIN}/reconciliation`)).json().value.ok).toBe(true);
  });

  it('the database itself refuses a decision by the requester', async () => {
    const asker = call(t, await signedInOperator(t, 'pg-self', 'finance'));
    const asked = (
      await asker('POST', `${FIN}/adjustments`, { account: 'player01', amount: '20000', reason: 'self', key: key('self') })
    ).json().value;
    await expect(
      t.database.db.execute(sql`update finance_adjustments set decided_by = requested_by, status = 'rejected' where id = ${asked.id}`),
    ).rejects.toThrow();
  });
});
