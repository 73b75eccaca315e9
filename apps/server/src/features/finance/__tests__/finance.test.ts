import { Big } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { auditOf as auditRows } from '../../../test/operators.js';
import { balanceOf, call, FIN, key, signedInOperator } from './finance.helpers.js';

let t: TestApp;
let alice: ReturnType<typeof call>;
let bob: ReturnType<typeof call>;
let admin: ReturnType<typeof call>;
let reader: ReturnType<typeof call>;
let machine: ReturnType<typeof call>;
beforeAll(async () => {
  t = await createTestApp();
  alice = call(t, await signedInOperator(t, 'fin-alice', 'finance'));
  bob = call(t, await signedInOperator(t, 'fin-bob', 'finance'));
  admin = call(t, await signedInOperator(t, 'fin-admin', 'admin'));
  reader = call(t, await signedInOperator(t, 'fin-reader', 'read-only'));
  machine = call(t, OPS_TOKEN);
}, 120_000);
afterAll(() => t.close());

const auditOf = (action: string) => auditRows(t, action);
const plus = (a: string, b: string) => new Big(a).plus(b).toFixed(4);

describe('approval threshold', () => {
  it('defaults to 10,000; an admin changes it (audited before and after); finance and bad values are refused', async () => {
    expect((await reader('GET', `${FIN}/settings`)).json().value).toEqual({ approvalThreshold: '10000.0000' });
    expect((await alice('PUT', `${FIN}/settings`, { approvalThreshold: '1' })).statusCode).toBe(403);
    const bad = await admin('PUT', `${FIN}/settings`, { approvalThreshold: '-5' });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'finance_threshold_invalid' });
    expect((await reader('GET', `${FIN}/settings`)).json().value.approvalThreshold).toBe('10000.0000');
    const set = await admin('PUT', `${FIN}/settings`, { approvalThreshold: '1000' });
    expect(set.json().value).toEqual({ approvalThreshold: '1000.0000' });
    const [row] = await auditOf('PUT /ops/merchants/:code/finance/settings');
    expect(row).toMatchObject({
      actor: 'fin-admin',
      before: { approvalThreshold: '10000.0000' },
      after: { approvalThreshold: '1000.0000' },
    });
  });
});

describe('manual adjustments', () => {
  it('at or under the threshold: applied at once, credit and debit, with the reason; a double submit is one adjustment', async () => {
    const start = await balanceOf(t, 'player01');
    const k = key('small');
    const credit = await alice('POST', `${FIN}/adjustments`, { account: 'player01', amount: '1000', reason: 'goodwill', key: k });
    expect(credit.json().value).toMatchObject({ status: 'applied', amount: '1000.0000', requestedBy: 'fin-alice', reason: 'goodwill' });
    expect(credit.json().value.transactionId).toBeGreaterThan(0);
    const again = await alice('POST', `${FIN}/adjustments`, { account: 'player01', amount: '1000', reason: 'goodwill', key: k });
    expect(again.json().value.id).toBe(credit.json().value.id);
    expect(await balanceOf(t, 'player01')).toBe(plus(start, '1000'));
    const debit = await alice('POST', `${FIN}/adjustments`, { account: 'player01', amount: '-250.5', reason: 'correction', key: key('d') });
    expect(debit.json().value).toMatchObject({ status: 'applied', amount: '-250.5000' });
    expect(await balanceOf(t, 'player01')).toBe(plus(start, '749.5'));
  });

  it('refuses a missing reason, a zero or malformed amount and an unknown member, in the caller language, moving nothing', async () => {
    const start = await balanceOf(t, 'player01');
    const missing = await alice('POST', `${FIN}/adjustments`, { account: 'player01', amount: '5', reason: '  ', key: key('r') });
    expect(missing.json()).toMatchObject({
      success: false,
      errorCode: 'finance_reason_required',
      message: 'Please give a reason for the adjustment.',
    });
    const cn = await t.app.inject({
      method: 'POST',
      url: `${FIN}/adjustments`,
      headers: { authorization: `Bearer ${OPS_TOKEN}`, language: 'CN' },
      payload: { account: 'player01', amount: '0', reason: 'x', key: key('z') },
    });
    expect(cn.json()).toMatchObject({ errorCode: 'finance_amount_invalid', message: expect.stringContaining('金额无效') });
    expect(
      (await alice('POST', `${FIN}/adjustments`, { account: 'player01', amount: '1.00001', reason: 'x', key: key('p') })).json().errorCode,
    ).toBe('finance_amount_invalid');
    expect((await alice('POST', `${FIN}/adjustments`, { account: 'nobody-x', amount: '5', reason: 'x', key: key('u') })).statusCode).toBe(
      404,
    );
    expect(await balanceOf(t, 'player01')).toBe(start);
    expect(
      (await reader('GET', `${FIN}/adjustments?account=player01`)).json().value.items.every((a: { reason: string }) => a.reason.trim()),
    ).toBe(true);
  });

  it('above the threshold: a request; the requester and the machine token cannot approve; a second operator applies it exactly once', async () => {
    const start = await balanceOf(t, 'player01');
    const asked = (
      await alice('POST', `${FIN}/adjustments`, { account: 'player01', amount: '5000', reason: 'VIP compensation', key: key('big') })
    ).json().value;
    expect(asked).toMatchObject({ status: 'pending', transactionId: null, decidedBy: null });
    expect(await balanceOf(t, 'player01')).toBe(start);
    const pending = (await reader('GET', `${FIN}/adjustments?status=pending`)).json().value;
    expect(pending.items.map((a: { id: number }) => a.id)).toContain(asked.id);

    const own = await alice('POST', `${FIN}/adjustments/${asked.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().errorCode).toBe('finance_own_request');
    expect((await alice('POST', `${FIN}/adjustments/${asked.id}/reject`, { note: 'never mind' })).json().errorCode).toBe(
      'finance_own_request',
    );
    expect((await machine('POST', `${FIN}/adjustments/${asked.id}/approve`)).json().errorCode).toBe('finance_operator_required');
    expect((await reader('POST', `${FIN}/adjustments/${asked.id}/approve`)).statusCode).toBe(403);
    expect(await balanceOf(t, 'player01')).toBe(start);

    const approved = await bob('POST', `${FIN}/adjustments/${asked.id}/approve`);
    expect(approved.json().value).toMatchObject({ status: 'applied', requestedBy: 'fin-alice', decidedBy: 'fin-bob' });
    const twice = await bob('POST', `${FIN}/adjustments/${asked.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('finance_already_decided');
    expect(await balanceOf(t, 'player01')).toBe(plus(start, '5000'));

    const [request] = (await auditOf('POST /ops/merchants/:code/finance/adjustments')).filter(
      (r) => (r.after as { id: number }).id === asked.id,
    );
    expect(request?.actor).toBe('fin-alice');
    const approvals = await auditOf('POST /ops/merchants/:code/finance/adjustments/:id/approve');
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({
      actor: 'fin-bob',
      before: { status: 'pending' },
      after: { status: 'applied', decidedBy: 'fin-bob' },
    });
  });

  it('a rejected request moves nothing and cannot be approved afterwards', async () => {
    const start = await balanceOf(t, 'player01');
    const asked = (
      await bob('POST', `${FIN}/adjustments`, { account: 'player01', amount: '2000', reason: 'promo', key: key('rej') })
    ).json().value;
    const rejected = await alice('POST', `${FIN}/adjustments/${asked.id}/reject`, { note: 'no ticket' });
    expect(rejected.json().value).toMatchObject({
      status: 'rejected',
      decidedBy: 'fin-alice',
      decisionNote: 'no ticket',
      transactionId: null,
    });
    expect((await admin('POST', `${FIN}/adjustments/${asked.id}/approve`)).json().errorCode).toBe('finance_already_decided');
    expect(await balanceOf(t, 'player01')).toBe(start);
  });

  it('a debit the member can no longer cover fails on approval and stays pending', async () => {
    const start = await balanceOf(t, 'player01');
    const asked = (
      await alice('POST', `${FIN}/adjustments`, {
        account: 'player01',
        amount: plus(`-${start}`, '-5000'),
        reason: 'claw back',
        key: key('neg'),
      })
    ).json().value;
    const res = await bob('POST', `${FIN}/adjustments/${asked.id}/approve`);
    expect(res.json().errorCode).toBe('balance_not_enough');
    expect((await reader('GET', `${FIN}/adjustments?status=pending`)).json().value.items.map((a: { id: number }) => a.id)).toContain(
      asked.id,
    );
    expect(await balanceOf(t, 'player01')).toBe(start);
  });

  it('the older adjust API cannot bypass the rule: an operator above the threshold creates a request', async () => {
    const start = await balanceOf(t, 'player01');
    const res = await alice('POST', '/ops/merchants/demo/members/player01/adjust', {
      amount: '3000',
      key: key('legacy'),
      remarks: 'legacy',
    });
    expect(res.json().value).toMatchObject({ status: 'pending', transactionId: null, sumBalance: start });
    expect(await balanceOf(t, 'player01')).toBe(start);
    const small = await alice('POST', '/ops/merchants/demo/members/player01/adjust', { amount: '10', key: key('legacy-s'), remarks: '' });
    expect(small.json().value).toMatchObject({ status: 'applied', sumBalance: plus(start, '10') });
  });
});

describe('ledger and reconciliation', () => {
  it("lists the member's entries with kind, balance after, key and other side; filters by kind and date; pages", async () => {
    const all = (await reader('GET', `${FIN}/ledger?account=player01&size=100`)).json().value;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const credit = all.items.find((e: { kind: string; amount: string }) => e.kind === 'credit' && e.amount === '5000.0000');
    expect(credit).toMatchObject({ wallet: 'MAIN', bucket: 'available', counterparty: 'HOUSE:ADJUSTMENT' });
    expect(credit.idempotencyKey).toMatch(/^adjustment:\d+$/);
    // Newest first, and each entry's balance follows from the one before it.
    for (let i = 0; i + 1 < all.items.length; i++) {
      const [newer, older] = [all.items[i], all.items[i + 1]];
      if (newer.wallet === older.wallet && newer.bucket === older.bucket)
        expect(plus(older.balanceAfter, newer.amount)).toBe(newer.balanceAfter);
    }
    const debits = (await reader('GET', `${FIN}/ledger?account=player01&kind=debit`)).json().value;
    expect(debits.items.length).toBeGreaterThan(0);
    expect(debits.items.every((e: { kind: string }) => e.kind === 'debit')).toBe(true);
    const page2 = (await reader('GET', `${FIN}/ledger?account=player01&size=2&page=2`)).json().value;
    expect(page2.items.map((e: { id: number }) => e.id)).toEqual(all.items.slice(2, 4).map((e: { id: number }) => e.id));
    const future = (await reader('GET', `${FIN}/ledger?account=player01&from=2099-01-01T00:00:00Z`)).json().value;
    expect(future).toEqual({ items: [], total: 0 });
    expect((await reader('GET', `${FIN}/ledger?account=nobody-x`)).json().errorCode).toBe('finance_member_unknown');
  });

  it('reconciles: member balances equal their ledger, house mirrors it, and a tampered balance shows as a mismatch', async () => {
    const ok = (await reader('GET', `${FIN}/reconciliation`)).json().value;
    expect(ok).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
    expect(ok.memberBalances).toBe(ok.memberLedger);
    expect(plus(ok.memberBalances, ok.houseBalances)).toBe('0.0000');
    // Someone edits a wallet behind the ledger's back (what the page exists to catch).
    await t.database.db.execute(
      sql`update wallet_accounts set available = available + 1 where id = (select min(id) from wallet_accounts where member_id is not null)`,
    );
    const bad = (await reader('GET', `${FIN}/reconciliation`)).json().value;
    expect(bad.ok).toBe(false);
    expect(bad.mismatchedAccounts).toHaveLength(1);
    expect(new Big(bad.memberBalances).minus(bad.memberLedger).toFixed(4)).toBe('1.0000');
    await t.database.db.execute(
      sql`update wallet_accounts set available = available - 1 where id = (select min(id) from wallet_accounts where member_id is not null)`,
    );
    expect((await reader('GET', `${FIN}/reconciliation`)).json().value.ok).toBe(true);
  });
});
