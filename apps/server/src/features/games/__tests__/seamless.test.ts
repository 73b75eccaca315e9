import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, type TestApp } from '../../../test/harness.js';
import { FakeVendor } from './fake-vendor.js';

const SECRET = 'demo-secret-fake-change-me';
let t: TestApp;
let vendor: FakeVendor;
let ids: { merchantId: number; memberId: number };
let member: string;
let token: string;
let seq = 0;
const tx = () => `T-${++seq}`;

const main = async () =>
  (await t.features.wallet.service.balance(ids.merchantId, ids.memberId)).balance.find((w) => w.accountName === 'MAIN')!.availBalance;
const reconciled = async () => expect((await t.features.wallet.service.reconcile(ids.merchantId)).ok).toBe(true);

/** A real-money launch of a FAKE game, as the member's browser does; the vendor reads the token from the URL. */
async function launch(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/game/launch/v2?vassalage=FAKE&gameId=fake-fortune&accountType=1',
    headers: authed('demo', member),
  });
  return FakeVendor.tokenOf(res.json().value.game_url);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  vendor = new FakeVendor(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`, 'FAKE', SECRET);
  ids = await memberIds(t, 'demo', 'player01');
  await t.features.wallet.service.credit({ ...ids, amount: '100', key: 'seamless-fund', source: 'DEPOSIT' });
});
beforeEach(async () => {
  // A fresh sign-in each time: one test moves the clock past the member's own session too.
  member = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
  token = await launch();
});
afterAll(() => t.close());

describe('seamless wallet API, driven by a fake vendor over HTTP', () => {
  it('answers the balance of the launched session', async () => {
    const res = await vendor.call('balance', { token });
    expect(res.body.value).toMatchObject({ balance: await main(), currency: 'CNY' });
  });

  it('a duplicate debit has one effect and gets the same answer; a reused id with another amount is refused', async () => {
    const before = await main();
    const bet = { token, transactionId: tx(), roundId: 'R-1', amount: '10' };
    const first = await vendor.call('debit', bet);
    expect(first.body.success).toBe(true);
    const again = await vendor.call('debit', bet);
    expect(again.body).toEqual(first.body);
    expect(Number(await main())).toBe(Number(before) - 10);
    const changed = await vendor.call('debit', { ...bet, amount: '20' });
    expect(changed.body.errorCode).toBe('sw_transaction_conflict');
    expect(Number(await main())).toBe(Number(before) - 10);
    const win = await vendor.call('credit', { token, transactionId: tx(), roundId: 'R-1', amount: '25.5' });
    expect(win.body.value.balance).toBe((Number(before) + 15.5).toFixed(4));
    await reconciled();
  });

  it('refuses a credit after its bet was rolled back', async () => {
    const before = await main();
    const debitId = tx();
    await vendor.call('debit', { token, transactionId: debitId, roundId: 'R-2', amount: '5' });
    const rb = await vendor.call('rollback', { token, transactionId: tx(), refTransactionId: debitId });
    expect(rb.body.value.balance).toBe(before);
    const win = await vendor.call('credit', { token, transactionId: tx(), roundId: 'R-2', amount: '50' });
    expect(win.body).toMatchObject({ success: false, errorCode: 'sw_bet_rolled_back' });
    expect(await main()).toBe(before);
    await reconciled();
  });

  it('refuses a rollback of an unknown transaction, and the late bet it names', async () => {
    const before = await main();
    const lost = tx();
    const rb = await vendor.call('rollback', { token, transactionId: tx(), refTransactionId: lost });
    expect(rb.body).toMatchObject({ success: false, errorCode: 'sw_transaction_unknown' });
    const late = await vendor.call('debit', { token, transactionId: lost, roundId: 'R-3', amount: '5' });
    expect(late.body.errorCode).toBe('sw_transaction_rolled_back');
    expect(await main()).toBe(before);
    await reconciled();
  });

  it('refuses a bad signature (HTTP 401) and moves nothing', async () => {
    const before = await main();
    const forged = await vendor.call('debit', { token, transactionId: tx(), roundId: 'R-4', amount: '1' }, 'not-the-vendor-secret');
    expect(forged).toMatchObject({ status: 401, body: { errorCode: 'sw_bad_signature' } });
    // A body changed after signing is just as forged.
    const raw = JSON.stringify({ token, transactionId: tx(), roundId: 'R-4', amount: '1' });
    const { createHmac } = await import('node:crypto');
    const sig = createHmac('sha256', SECRET).update(raw).digest('hex');
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wps/seamless/FAKE/debit',
      headers: { 'content-type': 'application/json', 'x-arcadia-signature': sig },
      payload: raw.replace('"1"', '"90"'),
    });
    expect(tampered.json().errorCode).toBe('sw_bad_signature');
    expect(await main()).toBe(before);
    await reconciled();
  });

  it('refuses a bet above the balance with sw_insufficient_funds and keeps no record of it', async () => {
    const before = await main();
    const id = tx();
    const res = await vendor.call('debit', { token, transactionId: id, roundId: 'R-5', amount: '100000' });
    expect(res.body).toMatchObject({ success: false, errorCode: 'sw_insufficient_funds' });
    expect(await main()).toBe(before);
    // The same id may be retried with what the member can afford.
    expect((await vendor.call('debit', { token, transactionId: id, roundId: 'R-5', amount: '1' })).body.success).toBe(true);
    await reconciled();
  });

  it('refuses bets after the session ended but still lands wins and rollbacks', async () => {
    const debitId = tx();
    await vendor.call('debit', { token, transactionId: debitId, roundId: 'R-6', amount: '2' });
    const debit2 = tx();
    await vendor.call('debit', { token, transactionId: debit2, roundId: 'R-7', amount: '3' });
    t.clock.advance(5 * 3_600_000); // past the 4-hour session
    expect((await vendor.call('debit', { token, transactionId: tx(), roundId: 'R-8', amount: '1' })).body.errorCode).toBe(
      'sw_token_expired',
    );
    expect((await vendor.call('balance', { token })).body.errorCode).toBe('sw_token_expired');
    const before = Number(await main());
    expect((await vendor.call('credit', { token, transactionId: tx(), roundId: 'R-6', amount: '4' })).body.success).toBe(true);
    expect((await vendor.call('rollback', { token, transactionId: tx(), refTransactionId: debit2 })).body.success).toBe(true);
    expect(Number(await main())).toBe(before + 7);
    // A settled round's bet cannot be rolled back.
    expect((await vendor.call('rollback', { token, transactionId: tx(), refTransactionId: debitId })).body.errorCode).toBe(
      'sw_bet_settled',
    );
    await reconciled();
  });

  it('after the member leaves the game (game logout) bets are refused and the win of the open round lands', async () => {
    const bet = tx();
    await vendor.call('debit', { token, transactionId: bet, roundId: 'R-L', amount: '2' });
    const out = await t.app.inject({ method: 'POST', url: '/wps/game/logout', headers: authed('demo', member) });
    expect(out.json().value.sessions).toBeGreaterThanOrEqual(1);
    expect((await vendor.call('debit', { token, transactionId: tx(), roundId: 'R-L2', amount: '1' })).body.errorCode).toBe(
      'sw_token_expired',
    );
    const before = Number(await main());
    expect((await vendor.call('credit', { token, transactionId: tx(), roundId: 'R-L', amount: '3' })).body.success).toBe(true);
    expect(Number(await main())).toBe(before + 3);
    await reconciled();
  });

  it('refuses unknown tokens, trial tokens and bad amounts', async () => {
    expect((await vendor.call('balance', { token: 'nope' })).body.errorCode).toBe('sw_token_invalid');
    const trial = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launch/v2?vassalage=FAKE&gameId=fake-poker&accountType=0',
      headers: authed('demo', member),
    });
    const trialToken = FakeVendor.tokenOf(trial.json().value.game_url);
    expect((await vendor.call('debit', { token: trialToken, transactionId: tx(), roundId: 'R-9', amount: '1' })).body.errorCode).toBe(
      'sw_token_invalid',
    );
    expect((await vendor.call('debit', { token, transactionId: tx(), roundId: 'R-9', amount: '-1' })).body.errorCode).toBe(
      'sw_amount_invalid',
    );
    expect((await vendor.call('debit', { token, transactionId: tx(), roundId: 'R-9', amount: '0.00001' })).body.errorCode).toBe(
      'sw_amount_invalid',
    );
    // Another vendor cannot use FAKE's token, even correctly signed with its own secret.
    const other = new FakeVendor(
      `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
      'JDB',
      'demo-secret-jdb-change-me',
    );
    expect((await other.call('balance', { token })).body.errorCode).toBe('sw_token_invalid');
  });

  it('shows wins on the winner board with the account masked', async () => {
    const board = await t.app.inject({ method: 'GET', url: '/wps/game/winners', headers: authed('demo', member) });
    expect(board.json().value[0]).toMatchObject({ account: 'pl***1', vendor: 'FAKE', gameName: 'Fortune Jackpot' });
  });
});
