import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let player: string; // demo player01
let acmePlayer: string; // acme player01
let demo: { merchantId: number; memberId: number };
let agent: { merchantId: number; memberId: number };
let png: string;

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const token = async (merchant: string, username: string) =>
  (await login(t, merchant, { username, password: 'abc12345' })).body.value.token as string;

async function raise(body: Record<string, unknown>, merchant = 'demo') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/ops/merchants/${merchant}/payment-confirmations`,
    headers: ops,
    payload: { account: 'player01', payerAccount: 'agent01', key: `k-${randomBytes(6).toString('hex')}`, ...body },
  });
  return res.json();
}

// The list allows one call per 250 ms: every test moves the app's clock past the window before asking.
async function list(tok: string, merchant = 'demo') {
  t.clock.advance(260);
  return t.app.inject({ method: 'GET', url: '/wps/payment-confirmation/list', headers: authed(merchant, tok) });
}

const decide = (tok: string, payload: Record<string, unknown>, merchant = 'demo') =>
  t.app.inject({ method: 'POST', url: '/wps/payment-confirmation/process', headers: authed(merchant, tok), payload });

const available = async (memberId: number) => (await t.features.wallet.service.balance(demo.merchantId, memberId)).sumBalance;

beforeAll(async () => {
  t = await createTestApp();
  demo = await memberIds(t, 'demo', 'player01');
  agent = await memberIds(t, 'demo', 'agent01');
  await t.features.wallet.service.credit({ ...demo, amount: '1000', key: 'p2p-test-seed', source: 'DEPOSIT' });
  player = await token('demo', 'player01');
  acmePlayer = await token('acme', 'player01');
  const image = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a6' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .png()
    .toBuffer();
  expect(image.includes(Buffer.from('secret-location'))).toBe(true); // so its absence later means something
  png = `data:image/png;base64,${image.toString('base64')}`;
});
afterAll(() => t.close());

/** The payer's DEPOSIT notices of one amount (each test pays a distinct amount). */
const payerNotices = async (amount: string) =>
  (await t.features.notifications.service.since(agent.merchantId, agent.memberId, 0)).filter(
    (e) => e.type === 'DEPOSIT' && e.data.amount === amount,
  );

describe('payment confirmation list', () => {
  it('shows a raised item with the spec fields and holds its amount in the member’s wallet', async () => {
    const raised = await raise({ amount: '100', remainingAmount: '50', isAutoConfirmed: 'N' });
    expect(raised.success).toBe(true);
    expect(await available(demo.memberId)).toBe('900.0000');
    const res = await list(player);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toContainEqual(
      expect.objectContaining({
        payDetailId: raised.value.payDetailId,
        isAutoConfirmed: 'N',
        amount: '100.0000',
        remainingAmount: '50.0000',
      }),
    );
  });

  it('answers one call per 250 ms per member and 429 TOO_MANY_REQUESTS in between', async () => {
    const agentToken = await token('demo', 'agent01');
    expect((await list(player)).statusCode).toBe(200);
    const [second, other] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/wps/payment-confirmation/list', headers: authed('demo', player) }),
      // another member on the same address is not slowed down by player01
      t.app.inject({ method: 'GET', url: '/wps/payment-confirmation/list', headers: authed('demo', agentToken) }),
    ]);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(other.statusCode).toBe(200);
    expect((await list(player)).statusCode).toBe(200);
  });

  it('is refused to restricted accounts (isAgent 4) and to visitors', async () => {
    const trial = await token('demo', 'trial01');
    const res = await list(trial);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('in_need_true_account');
    const decision = await decide(trial, { isMoneyReceived: 'Y', payDetailId: 1 });
    expect(decision.json().errorCode).toBe('in_need_true_account');
    t.clock.advance(260);
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/payment-confirmation/list', headers: headers('demo') });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('deciding', () => {
  it('Y settles the held amount to the payer once; the same answer again changes nothing; another is refused', async () => {
    const { value: item } = await raise({ amount: '40' });
    const before = { player: await available(demo.memberId), agent: await available(agent.memberId) };
    const first = await decide(player, { isMoneyReceived: 'Y', payDetailId: item.payDetailId });
    expect(first.json().value).toMatchObject({ payDetailId: item.payDetailId, isMoneyReceived: 'Y', status: 'received' });
    const again = await decide(player, { isMoneyReceived: 'Y', payDetailId: item.payDetailId });
    expect(again.json().value).toEqual(first.json().value);
    const other = await decide(player, { isMoneyReceived: 'N', payDetailId: item.payDetailId, proofOfNotReceive: png });
    expect(other.json()).toMatchObject({ success: false, errorCode: 'payment_confirmation_decided' });

    expect(await available(agent.memberId)).toBe((Number(before.agent) + 40).toFixed(4));
    expect(await available(demo.memberId)).toBe(before.player); // it was held already
    // The payer is told once, though the answer came twice.
    expect(await payerNotices('40.0000')).toHaveLength(1);
    expect((await t.features.wallet.service.reconcile(demo.merchantId)).ok).toBe(true);
    expect((await list(player)).json().value.map((i: { payDetailId: number }) => i.payDetailId)).not.toContain(item.payDetailId);
  });

  it('two answers at once (a double click, a second tab) move the money once', async () => {
    const { value: item } = await raise({ amount: '7' });
    const agentBefore = Number(await available(agent.memberId));
    const both = await Promise.all([
      decide(player, { isMoneyReceived: 'Y', payDetailId: item.payDetailId }),
      decide(player, { isMoneyReceived: 'Y', payDetailId: item.payDetailId }),
    ]);
    expect(both.map((r) => r.json().value?.status)).toEqual(['received', 'received']);
    expect(await available(agent.memberId)).toBe((agentBefore + 7).toFixed(4));

    const { value: other } = await raise({ amount: '7' });
    const mixed = await Promise.all([
      decide(player, { isMoneyReceived: 'Y', payDetailId: other.payDetailId }),
      decide(player, { isMoneyReceived: 'N', payDetailId: other.payDetailId, proofOfNotReceive: png }),
    ]);
    const codes = mixed.map((r) => r.json().errorCode ?? r.json().value.status).sort();
    expect(codes.filter((c) => c === 'payment_confirmation_decided')).toHaveLength(1);
    expect((await t.features.wallet.service.reconcile(demo.merchantId)).ok).toBe(true);
  });

  it('A is the member letting an auto-confirmed item stand; refused when the item is not auto-confirmed', async () => {
    const { value: manual } = await raise({ amount: '5', isAutoConfirmed: 'N' });
    const refused = await decide(player, { isMoneyReceived: 'A', payDetailId: manual.payDetailId });
    expect(refused.json().errorCode).toBe('payment_auto_not_allowed');
    const { value: auto } = await raise({ amount: '5', isAutoConfirmed: 'Y' });
    const agentBefore = await available(agent.memberId);
    const res = await decide(player, { isMoneyReceived: 'A', payDetailId: auto.payDetailId });
    expect(res.json().value).toMatchObject({ isMoneyReceived: 'A', status: 'auto_confirmed' });
    expect(await available(agent.memberId)).toBe((Number(agentBefore) + 5).toFixed(4));
  });

  it('N needs a real jpg/png proof of at most 5 MB, stores it re-encoded without metadata, and keeps the money held', async () => {
    const { value: item } = await raise({ amount: '30' });
    const id = item.payDetailId;
    const noProof = await decide(player, { isMoneyReceived: 'N', payDetailId: id });
    expect(noProof.json()).toMatchObject({ success: false, errorCode: 'payment_proof_required' });
    expect(noProof.json().message).toBe('Please upload an image as proof that the money did not arrive.');

    // a text file renamed .png: the declared type says PNG, the bytes do not
    const fake = `data:image/png;base64,${Buffer.from('this is not an image at all').toString('base64')}`;
    expect((await decide(player, { isMoneyReceived: 'N', payDetailId: id, proofOfNotReceive: fake })).json().errorCode).toBe(
      'payment_proof_type',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(
      (await decide(player, { isMoneyReceived: 'N', payDetailId: id, proofOfNotReceive: gif.toString('base64') })).json().errorCode,
    ).toBe('payment_proof_type');

    const side = 1400; // noise does not compress: this PNG is over 5 MB
    const big = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5_242_880);
    const tooLarge = await decide(player, { isMoneyReceived: 'N', payDetailId: id, proofOfNotReceive: big.toString('base64') });
    expect(tooLarge.json()).toMatchObject({ success: false, errorCode: 'payment_proof_too_large' });

    // still undecided after every refusal
    expect((await list(player)).json().value.map((i: { payDetailId: number }) => i.payDetailId)).toContain(id);

    const agentBefore = await available(agent.memberId);
    const res = await decide(player, { isMoneyReceived: 'N', payDetailId: id, proofOfNotReceive: png });
    expect(res.json().value).toMatchObject({ isMoneyReceived: 'N', status: 'not_received' });
    expect(await available(agent.memberId)).toBe(agentBefore);
    const yes = await decide(player, { isMoneyReceived: 'Y', payDetailId: id });
    expect(yes.json().errorCode).toBe('payment_confirmation_decided');

    const proof = await t.app.inject({ method: 'GET', url: `/ops/merchants/demo/payment-confirmations/${id}/proof`, headers: ops });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const meta = await sharp(proof.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 32, height: 24 });
    expect(meta.exif).toBeUndefined();
    expect(proof.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('a disputed item is settled by an operator: unpaid gives the held money back, and only once', async () => {
    const { value: item } = await raise({ amount: '20' });
    await decide(player, { isMoneyReceived: 'N', payDetailId: item.payDetailId, proofOfNotReceive: png });
    const before = Number(await available(demo.memberId));
    const url = `/ops/merchants/demo/payment-confirmations/${item.payDetailId}/resolve`;
    const first = await t.app.inject({ method: 'POST', url, headers: ops, payload: { outcome: 'unpaid', remarks: 'bank says no' } });
    expect(first.json().value).toMatchObject({ status: 'resolved_unpaid', remarks: 'bank says no', hasProof: true });
    await t.app.inject({ method: 'POST', url, headers: ops, payload: { outcome: 'unpaid' } });
    expect(await available(demo.memberId)).toBe((before + 20).toFixed(4));
    const flip = await t.app.inject({ method: 'POST', url, headers: ops, payload: { outcome: 'paid' } });
    expect(flip.json().errorCode).toBe('payment_confirmation_not_disputed');
    expect((await t.features.wallet.service.reconcile(demo.merchantId)).ok).toBe(true);
  });
});

describe('a decision cut short', () => {
  it('an operator finishes the money of an answer recorded just before a crash, once', async () => {
    const { value: item } = await raise({ amount: '12' });
    // what a crash between recording the answer and moving the money leaves behind
    await t.database.db.execute(
      `update payment_confirmations set status = 'received', is_money_received = 'Y', decided_at = '${t.clock.now().toISOString()}' where id = ${item.payDetailId}`,
    );
    const agentBefore = Number(await available(agent.memberId));
    const finish = () => t.app.inject({ method: 'POST', url: '/ops/merchants/demo/payment-confirmations/finish', headers: ops });
    // within a minute the original request may still be running: left alone
    expect((await finish()).json().value.finished).toEqual([]);
    t.clock.advance(61_000);
    expect((await finish()).json().value.finished).toEqual([item.payDetailId]);
    expect((await finish()).json().value.finished).toEqual([]);
    expect(await available(agent.memberId)).toBe((agentBefore + 12).toFixed(4));
    // The payer hears of it once: from the finish, not again from the member answering Y once more.
    expect(await payerNotices('12.0000')).toHaveLength(1);
    await decide(player, { isMoneyReceived: 'Y', payDetailId: item.payDetailId });
    expect(await payerNotices('12.0000')).toHaveLength(1);
    expect((await t.features.wallet.service.reconcile(demo.merchantId)).ok).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/payment-confirmations?status=received', headers: ops });
    expect(listed.json().value.find((r: { payDetailId: number }) => r.payDetailId === item.payDetailId).settledAt).not.toBeNull();
  });
});

describe('operators and merchants', () => {
  it('keeps merchants apart: another merchant’s member cannot see or decide an item', async () => {
    const { value: item } = await raise({ amount: '1' });
    const acmeList = await list(acmePlayer, 'acme');
    expect(acmeList.json().value).toEqual([]);
    const res = await decide(acmePlayer, { isMoneyReceived: 'Y', payDetailId: item.payDetailId }, 'acme');
    expect(res.json().errorCode).toBe('payment_confirmation_not_found');
    // a demo token is not a session on acme
    const cross = await t.app.inject({ method: 'GET', url: '/wps/payment-confirmation/list', headers: authed('acme', player) });
    expect(cross.statusCode).toBe(401);
    const acmeOps = await t.app.inject({ method: 'GET', url: '/ops/merchants/acme/payment-confirmations', headers: ops });
    expect(acmeOps.json().value).toEqual([]);
  });

  it('another member of the same merchant cannot decide it either', async () => {
    const { value: item } = await raise({ amount: '1' });
    const agentToken = await token('demo', 'agent01');
    expect((await decide(agentToken, { isMoneyReceived: 'Y', payDetailId: item.payDetailId })).json().errorCode).toBe(
      'payment_confirmation_not_found',
    );
  });

  it('the ops API needs the token, refuses an amount the member cannot cover, retries by key, lists decisions and audits', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/payment-confirmations' });
    expect(noToken.statusCode).toBe(401);
    const tooMuch = await raise({ amount: '999999' });
    expect(tooMuch.errorCode).toBe('balance_not_enough');
    const once = await raise({ amount: '2', key: 'same-key-123' });
    const twice = await raise({ amount: '2', key: 'same-key-123' });
    expect(twice.value.payDetailId).toBe(once.value.payDetailId);
    const otherBody = await raise({ amount: '3', key: 'same-key-123' });
    expect(otherBody.errorCode).toBe('idempotency_key_reused');
    const listed = await t.app.inject({ method: 'GET', url: '/ops/merchants/demo/payment-confirmations?status=received', headers: ops });
    expect(listed.json().value[0]).toMatchObject({
      account: 'player01',
      payerAccount: 'agent01',
      status: 'received',
      isMoneyReceived: 'Y',
    });
    const audit = (await t.database.db.execute("select action from ops_audit where action like '%payment-confirmations%'")) as unknown as {
      rows: { action: string }[];
    };
    expect(audit.rows.map((r) => r.action)).toContain('POST /ops/merchants/:code/payment-confirmations');
  });
});
