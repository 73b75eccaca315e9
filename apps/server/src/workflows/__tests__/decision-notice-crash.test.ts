import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { WITHDRAWAL_DECIDED, withdrawalNotices } from '../decide-withdrawal.js';
import { restartAfterCrash } from './crash.fixture.js';

// Issue 23 / ADR 050: a withdrawal's or a deposit's decision, its money and the event of its notice
// commit together. A process killed (-9) after the decisions and before any dispatch loses no
// notice: the next process on the same data sends each member notice exactly once.
let t: TestApp;
let close: (() => Promise<void>) | undefined;
let ids: { merchantId: number; memberId: number; pending: number; paid: number; refused: number; credited: number };

/** The member's WITHDRAW (or DEPOSIT) notices, oldest first. */
async function notices(type = 'WITHDRAW') {
  const result = await t.database.db.execute(
    sql`select data from notifications where merchant_id = ${ids.merchantId} and member_id = ${ids.memberId} and type = ${type} order by id`,
  );
  return (result as unknown as { rows: { data: { amount: string; success: boolean; remarks: string } }[] }).rows.map((r) => r.data);
}

beforeAll(async () => {
  ({
    committed: ids,
    t,
    close,
  } = await restartAfterCrash<typeof ids>('src/workflows/__tests__/decision-notice-crash.child.ts', 'arcadia-decision-crash-'));
}, 300_000);
afterAll(() => close?.());

describe('a withdrawal or deposit decision’s notice across a kill -9', () => {
  it('the killed process committed every decision with its money and events, and sent no notice', async () => {
    // Two withdrawal decisions, two deposit decisions and the approved deposit's accrual event.
    expect(ids.pending).toBe(5);
    expect(await t.features.outbox.pending()).toBe(5);
    expect(await notices()).toEqual([]);
    expect(await notices('DEPOSIT')).toEqual([]);
    // The approved 100 left, the rejected 100 came back, the approved deposit's 50 came in: 450 available.
    t.features.wallet.service.onChanged(`${ids.merchantId}:${ids.memberId}`);
    const main = (await t.features.wallet.service.balance(ids.merchantId, ids.memberId)).balance.find((b) => b.accountName === 'MAIN');
    expect(main?.availBalance).toBe('450.0000');
  });

  it('after the restart each member notice is sent exactly once; draining again and a retried decision send none', async () => {
    await t.features.outbox.drain();
    const expected = [
      { amount: '100.0000', success: true, remarks: 'paid out', popup: true },
      { amount: '100.0000', success: false, remarks: 'name mismatch', popup: true },
    ];
    expect(await notices()).toEqual(expected);
    const deposits = [
      { amount: '50.0000', success: true, remarks: 'received', popup: true },
      { amount: '50.0000', success: false, remarks: 'no such transfer', popup: true },
    ];
    expect(await notices('DEPOSIT')).toEqual(deposits);
    expect(await t.features.outbox.pending()).toBe(0);
    await t.features.outbox.drain();
    await t.features.cashier.service.decide(ids.merchantId, ids.paid, 'approved', 'paid out');
    // A retried deposit approval (a double click) tells the member nothing new.
    await t.features.cashier.service.decide(ids.merchantId, ids.credited, 'approved', 'received');
    await t.features.outbox.drain();
    expect(await notices()).toEqual(expected);
    expect(await notices('DEPOSIT')).toEqual(deposits);
    // The consumer run again for an event it handled (a crash between its notice and its receipt)
    // finds the notice keyed by the event's id and sends nothing.
    const events = await t.database.db.execute(sql`select id, payload from outbox_events where type = ${WITHDRAWAL_DECIDED} order by id`);
    const [notice] = withdrawalNotices({ notifications: t.features.notifications.service });
    for (const e of (events as unknown as { rows: { id: number; payload: never }[] }).rows)
      await notice!.handle({
        id: Number(e.id),
        type: WITHDRAWAL_DECIDED,
        merchantId: ids.merchantId,
        payload: e.payload,
        createdAt: new Date(),
      });
    expect(await notices()).toEqual(expected);
  });
});
