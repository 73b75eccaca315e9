import { createServer, type Server } from 'node:http';
import { ERROR_CODES } from '@arcadia/contract';
import { ACCOUNT_ERRORS } from '@arcadia/contract/accounts';
import { CHAT_ERRORS } from '@arcadia/contract/support';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
const tokens: Record<string, string> = {};
// The fake external provider: answers a vToken, or refuses when told to.
let provider: Server;
let providerFails = false;
const providerCalls: unknown[] = [];

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
type Res = { status: number; body: { success: boolean; value: any; errorCode: string | null; message: string } };
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, who: string | null, payload?: object): Promise<Res> => {
  const [merchant, account] = (who ?? 'demo:').split(':') as [string, string];
  const headers = who === null ? { authorization: `Bearer ${OPS_TOKEN}` } : authed(merchant, tokens[`${merchant}:${account}`]!);
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const member = (who: string) => ({
  get: (url: string) => call('GET', url, who),
  post: (url: string, payload: object) => call('POST', url, who, payload),
});
const ops = {
  get: (url: string) => call('GET', url, null),
  post: (url: string, payload: object = {}) => call('POST', url, null, payload),
  put: (url: string, payload: object) => call('PUT', url, null, payload),
};
const alice = member('demo:player01');
const bob = member('demo:agent01');
const acmePlayer = member('acme:player01');

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['demo:player01', 'demo:agent01', 'demo:trial01', 'acme:player01']) {
    const [merchant, account] = who.split(':') as [string, string];
    tokens[who] = (await login(t, merchant, { username: account, password: 'abc12345' })).body.value.token;
  }
  // acme ships with chat (CBS3) off; switch it on so both merchants have a desk.
  await ops.put('/ops/merchants/acme/flags', { CBS3: true });
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      providerCalls.push(JSON.parse(raw));
      if (providerFails) res.writeHead(403).end('denied');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('vtoken-from-provider');
    });
  });
  await new Promise<void>((r) => provider.listen(41510, '127.0.0.1', r));
});
afterAll(async () => {
  provider.close();
  await t.close();
});

describe('chat: privacy between members and merchants', () => {
  it("a member cannot read, mark or see images of another member's conversation in the same merchant", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const sent = await alice.post('/wps/support/chat/messages', {
      body: 'my deposit is missing',
      image: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(sent.body.success).toBe(true);
    const { conversationId, id } = sent.body.value;
    expect((await alice.get(`/wps/support/chat/conversations/${conversationId}/messages`)).body.value.messages[0].body).toBe(
      'my deposit is missing',
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/wps/support/chat/images/${id}`, headers: authed('demo', tokens['demo:player01']!) }))
        .headers['content-type'],
    ).toBe('image/png');

    const peek = await bob.get(`/wps/support/chat/conversations/${conversationId}/messages`);
    expect(peek.status).toBe(404);
    expect(peek.body.errorCode).toBe(ERROR_CODES.notFound);
    expect((await bob.get(`/wps/support/chat/images/${id}`)).status).toBe(404);
    expect((await bob.post('/wps/support/chat/read', { conversationId, upTo: id })).status).toBe(404);
    // bob's own thread is empty; alice's message is not in it
    expect((await bob.get('/wps/support/chat/thread')).body.value).toMatchObject({ conversation: null, messages: [] });
  });

  it("an operator of demo cannot read or answer acme's conversations", async () => {
    const sent = await acmePlayer.post('/wps/support/chat/messages', { body: 'olá' });
    const acmeConversation = sent.body.value.conversationId;
    const op = (await ops.post('/ops/merchants/demo/chat/operators', { name: 'Demo Desk' })).body.value;
    expect((await ops.get(`/ops/merchants/demo/chat/conversations/${acmeConversation}/messages`)).status).toBe(404);
    expect((await ops.get(`/ops/merchants/demo/chat/conversations/${acmeConversation}/transcript`)).status).toBe(404);
    const answer = await ops.post(`/ops/merchants/demo/chat/conversations/${acmeConversation}/messages`, { operatorId: op.id, body: 'hi' });
    expect(answer.status).toBe(404);
    const demoList = (await ops.get('/ops/merchants/demo/chat/conversations')).body.value as { id: number }[];
    expect(demoList.map((c) => c.id)).not.toContain(acmeConversation);
    // acme's own desk sees it, and a demo operator cannot be used on acme's desk either
    expect((await ops.get(`/ops/merchants/acme/chat/conversations/${acmeConversation}/messages`)).body.value.messages[0].body).toBe('olá');
    expect(
      (await ops.post(`/ops/merchants/acme/chat/conversations/${acmeConversation}/messages`, { operatorId: op.id, body: 'x' })).body
        .errorCode,
    ).toBe(CHAT_ERRORS.unknownOperator);
    expect((await acmePlayer.get('/wps/support/chat/thread')).body.value.messages).toHaveLength(1);
  });
});

describe('chat: unread counts, read receipts and live delivery', () => {
  it('an operator answer raises unread and a stored CHAT event; reading clears it; receipts go both ways', async () => {
    const op = (await ops.post('/ops/merchants/demo/chat/operators', { name: 'Mia' })).body.value;
    const thread = (await alice.get('/wps/support/chat/thread')).body.value;
    const conversationId = thread.conversation.id;
    const mine = thread.messages.at(-1);
    expect(mine.read).toBe(false);
    expect((await alice.get('/wps/support/chat/unread')).body.value).toEqual({ unReadCount: 0 });

    const desk = (await ops.get('/ops/merchants/demo/chat/conversations')).body.value.find((c: { id: number }) => c.id === conversationId);
    expect(desk).toMatchObject({ account: 'player01', unread: 1 });
    await ops.post(`/ops/merchants/demo/chat/conversations/${conversationId}/read`, { upTo: mine.id });
    expect((await alice.get('/wps/support/chat/thread')).body.value.messages.at(-1).read).toBe(true);

    const r1 = await ops.post(`/ops/merchants/demo/chat/conversations/${conversationId}/messages`, {
      operatorId: op.id,
      body: 'Checking now',
    });
    const r2 = await ops.post(`/ops/merchants/demo/chat/conversations/${conversationId}/messages`, { operatorId: op.id, body: 'Found it' });
    expect(r2.body.value).toMatchObject({ sender: 'operator', operatorName: 'Mia', read: false });
    expect((await alice.get('/wps/support/chat/unread')).body.value.unReadCount).toBe(2);
    expect((await bob.get('/wps/support/chat/unread')).body.value.unReadCount).toBe(0);
    const events = (await alice.get('/wps/notifications?after=0')).body.value as {
      type: string;
      data: { title?: string; message?: string };
    }[];
    expect(events.filter((e) => e.type === 'CHAT').map((e) => e.data.message)).toEqual(['Checking now', 'Found it']);
    expect(events.some((e) => e.type === 'CHAT_READ')).toBe(true);

    await alice.post('/wps/support/chat/read', { conversationId, upTo: r1.body.value.id });
    expect((await alice.get('/wps/support/chat/unread')).body.value.unReadCount).toBe(1);
    // a mark past the newest message stops at the newest; marks never move back
    await alice.post('/wps/support/chat/read', { conversationId, upTo: 10_000_000 });
    await alice.post('/wps/support/chat/read', { conversationId, upTo: r1.body.value.id });
    expect((await alice.get('/wps/support/chat/unread')).body.value.unReadCount).toBe(0);
    const seen = (await ops.get(`/ops/merchants/demo/chat/conversations/${conversationId}/messages`)).body.value.messages.at(-1);
    expect(seen).toMatchObject({ body: 'Found it', read: true });
    const transcript = (await ops.get(`/ops/merchants/demo/chat/conversations/${conversationId}/transcript`)).body.value.transcript;
    expect(transcript).toMatch(/player01: my deposit is missing \[image\]\n.*Mia: Checking now\n.*Mia: Found it$/);
  });

  it('a present operator is assigned new conversations by load; canned replies send their text; closing keeps the transcript', async () => {
    const ops1 = (await ops.get('/ops/merchants/demo/chat/operators')).body.value as { id: number; name: string }[];
    const mia = ops1.find((o) => o.name === 'Mia')!;
    expect((await ops.put(`/ops/merchants/demo/chat/operators/${mia.id}/presence`, { status: 'online' })).body.value).toMatchObject({
      present: true,
    });
    expect((await bob.get('/wps/support/chat/thread')).body.value.operatorsOnline).toBe(true);
    const first = await bob.post('/wps/support/chat/messages', { body: 'hello' });
    const conv = (await bob.get('/wps/support/chat/thread')).body.value.conversation;
    expect(conv.operatorName).toBe('Mia');
    const canned = (await ops.post('/ops/merchants/demo/chat/canned-replies', { title: 'Greeting', body: 'Hello, how can I help?' })).body
      .value;
    const reply = await ops.post(`/ops/merchants/demo/chat/conversations/${first.body.value.conversationId}/messages`, {
      operatorId: mia.id,
      cannedReplyId: canned.id,
    });
    expect(reply.body.value.body).toBe('Hello, how can I help?');
    await ops.post(`/ops/merchants/demo/chat/conversations/${conv.id}/close`);
    expect(
      (await ops.post(`/ops/merchants/demo/chat/conversations/${conv.id}/messages`, { operatorId: mia.id, body: 'late' })).body.errorCode,
    ).toBe(CHAT_ERRORS.closed);
    // the closed conversation stays readable; the next message opens a new one
    expect((await bob.get(`/wps/support/chat/conversations/${conv.id}/messages`)).body.value.messages).toHaveLength(2);
    const next = await bob.post('/wps/support/chat/messages', { body: 'one more thing' });
    expect(next.body.value.conversationId).not.toBe(conv.id);
    expect((await bob.get('/wps/support/chat/conversations')).body.value).toHaveLength(2);
    // an operator silent for over two minutes no longer counts as present
    t.clock.advance(3 * 60_000);
    expect((await bob.get('/wps/support/chat/thread')).body.value.operatorsOnline).toBe(false);
  });
});

describe('chat: limits, bad input and who may chat', () => {
  it('the per-member rate limit holds and frees up after a minute', async () => {
    await ops.put('/ops/merchants/acme/chat/settings', { mode: 'builtin', ratePerMinute: 3 });
    t.clock.advance(61_000);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await acmePlayer.post('/wps/support/chat/messages', { body: `m${i}` }));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 429, 429]);
    expect(results[3]!.body.errorCode).toBe(ERROR_CODES.tooManyRequests);
    const stored = (await acmePlayer.get('/wps/support/chat/thread')).body.value.messages.map((m: { body: string }) => m.body);
    expect(stored).not.toContain('m3');
    t.clock.advance(61_000);
    expect((await acmePlayer.post('/wps/support/chat/messages', { body: 'later' })).status).toBe(200);
  });

  it('refuses empty, too long and fake images with localised messages, storing nothing', async () => {
    const before = (await alice.get('/wps/support/chat/thread')).body.value.messages.length;
    const empty = await alice.post('/wps/support/chat/messages', { body: '   ' });
    expect(empty.body).toMatchObject({ success: false, errorCode: CHAT_ERRORS.empty, message: 'Type a message or choose an image.' });
    expect((await alice.post('/wps/support/chat/messages', { body: 'x'.repeat(1001) })).body.errorCode).toBe(CHAT_ERRORS.tooLong);
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
    expect((await alice.post('/wps/support/chat/messages', { body: '', image: `data:image/png;base64,${fake}` })).body.errorCode).toBe(
      CHAT_ERRORS.imageType,
    );
    expect((await alice.get('/wps/support/chat/thread')).body.value.messages.length).toBe(before);
  });

  it('type 4 hears a real account is needed; chat off (CBS3) or outside the allowed labels means no permission', async () => {
    const trial = member('demo:trial01');
    for (const r of [await trial.get('/wps/support/chat/permission'), await trial.post('/wps/support/chat/messages', { body: 'hi' })]) {
      expect(r.body.errorCode).toBe(ACCOUNT_ERRORS.needTrueAccount);
    }
    expect((await call('GET', '/wps/support/chat/unread', 'demo:')).status).toBe(401);
    expect((await alice.get('/wps/support/chat/permission')).body.value).toEqual({ hasPermission: true });
    await ops.put('/ops/merchants/demo/chat/settings', { mode: 'builtin', allowedClubLabels: [999_999] });
    expect((await alice.get('/wps/support/chat/permission')).body.value).toEqual({ hasPermission: false });
    expect((await alice.post('/wps/support/chat/messages', { body: 'x' })).body.errorCode).toBe(CHAT_ERRORS.noPermission);
    await ops.put('/ops/merchants/demo/chat/settings', { mode: 'builtin' });
    await ops.put('/ops/merchants/demo/flags', { CBS3: false });
    expect((await alice.get('/wps/support/chat/permission')).body.value).toEqual({ hasPermission: false });
    await ops.put('/ops/merchants/demo/flags', { CBS3: true });
  });
});

describe('chat URL and the external provider', () => {
  it('the built-in desk answers our own chat page with the title, language and header colour', async () => {
    const url = (await alice.get('/wps/support/chat/url?b2c=1&title=Help&language=EN&headerColor=%23112233')).body.value;
    expect(url).toEqual({
      chatUrl: '/chat?b2c=1&title=Help&language=EN&headerColor=%23112233',
      external: false,
      userId: null,
      verifyToken: null,
    });
  });

  it('an external provider trades our verify token for its vToken; a refusal is live_chat_token_failed', async () => {
    await ops.put('/ops/merchants/demo/chat/settings', {
      mode: 'external',
      externalChatUrl: 'https://chat.vendor.test/room',
      externalVerifyUrl: 'http://127.0.0.1:41510/verify',
    });
    const url = (await alice.get('/wps/support/chat/url?title=Help&language=CN')).body.value;
    expect(url).toMatchObject({
      external: true,
      userId: 'player01',
      chatUrl: 'https://chat.vendor.test/room?b2c=1&title=Help&language=CN',
    });
    const ok = await alice.post('/wps/support/chat/verify-token', { userId: url.userId, verifyToken: url.verifyToken });
    expect(ok.body.value).toEqual({ vToken: 'vtoken-from-provider', chatUrl: 'https://chat.vendor.test/room?vToken=vtoken-from-provider' });
    expect(providerCalls.at(-1)).toEqual({ userId: 'player01', verifyToken: url.verifyToken });

    // another member cannot use alice's token, and a made-up one never reaches the provider
    const calls = providerCalls.length;
    expect((await bob.post('/wps/support/chat/verify-token', { userId: 'player01', verifyToken: url.verifyToken })).body.errorCode).toBe(
      CHAT_ERRORS.tokenFailed,
    );
    expect((await alice.post('/wps/support/chat/verify-token', { userId: 'player01', verifyToken: 'made-up' })).body.errorCode).toBe(
      CHAT_ERRORS.tokenFailed,
    );
    expect(providerCalls.length).toBe(calls);

    providerFails = true;
    const failed = await alice.post('/wps/support/chat/verify-token', { userId: url.userId, verifyToken: url.verifyToken });
    expect(failed.body).toMatchObject({ success: false, errorCode: CHAT_ERRORS.tokenFailed });
    // the token lives ten minutes
    providerFails = false;
    t.clock.advance(11 * 60_000);
    expect((await alice.post('/wps/support/chat/verify-token', { userId: url.userId, verifyToken: url.verifyToken })).body.errorCode).toBe(
      CHAT_ERRORS.tokenFailed,
    );
    await ops.put('/ops/merchants/demo/chat/settings', { mode: 'builtin' });
  });
});

describe('chat in the OpenAPI document', () => {
  it('lists the member and operator chat paths', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/wps/support/chat/url',
        '/wps/support/chat/verify-token',
        '/wps/support/chat/unread',
        '/ops/merchants/{code}/chat/conversations/{id}/messages',
      ]),
    );
  });
});
