import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, headers, OPS_TOKEN, type TestApp } from '../../../test/harness.js';
import { operator } from '../../../test/operators.js';

let t: TestApp;
let content: string;
let support: string;
let otherMerchant: string;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string, payload?: object, language = 'EN') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, language }, ...(payload === undefined ? {} : { payload }) });
const base = '/ops/merchants/demo/help-items';
type Item = { id: number; parentId: number | null; tag: string; title: string; content: string; sort: number };
const list = async (language = 'EN'): Promise<Item[]> => (await call('GET', `${base}?language=${language}`, content)).json().value;
const tree = async (path = '/wps/system/settings/helpCenter?lang=EN&device=WEB') =>
  (await t.app.inject({ method: 'GET', url: path, headers: headers('demo') })).json().value;
const add = async (body: object, language = 'EN') => call('POST', base, content, { language, content: '', bgColor: null, ...body });

beforeAll(async () => {
  t = await createTestApp();
  content = (await operator(t, 'help-content', 'content', 'demo')).token;
  support = (await operator(t, 'help-support', 'support', 'demo')).token;
  otherMerchant = (await operator(t, 'help-acme', 'content', 'acme')).token;
});
afterAll(() => t.close());

describe('help items', () => {
  it('a content operator adds a parent and a child; the player tree has them, HTML sanitised; the audit keeps after', async () => {
    const parent = (await add({ parentId: null, tag: 'cashier', title: 'Cashier', bgColor: '#336699' })).json();
    expect(parent).toMatchObject({ success: true, value: { parentId: null, tag: 'cashier', bgColor: '#336699' } });
    const child = await add({
      parentId: parent.value.id,
      tag: 'withdraw',
      title: 'Withdrawals',
      content: '<p onclick="x()">Wait <b>24h</b></p><script>alert(1)</script>',
    });
    expect(child.json().value).toMatchObject({ parentId: parent.value.id, content: '<p>Wait <b>24h</b></p>', sort: 0 });

    const cashier = (await tree()).find((i: { tag: string }) => i.tag === 'cashier');
    expect(cashier).toMatchObject({ id: parent.value.id, title: 'Cashier', bgColor: '#336699' });
    expect(cashier.children).toEqual([
      { id: child.json().value.id, tag: 'withdraw', title: 'Withdrawals', content: '<p>Wait <b>24h</b></p>', bgColor: null, children: [] },
    ]);
    // The older path answers the same tree.
    expect(await tree('/wps/system/helpCenter?lang=EN')).toEqual(await tree());

    const [entry] = (await call('GET', '/ops/merchants/demo/audit?action=help-items', OPS_TOKEN)).json().value.items;
    expect(entry.after).toMatchObject({ tag: 'withdraw' });
  });

  it('edits an item with before and after in the audit, and reorders siblings up and down', async () => {
    const items = await list();
    const first = items.find((i) => i.tag === 'account')!;
    const res = await call('PUT', `${base}/${first.id}`, content, {
      tag: 'account',
      title: 'My account',
      content: '<p>Hi</p>',
      bgColor: null,
    });
    expect(res.json().value.title).toBe('My account');
    const [entry] = (await call('GET', '/ops/merchants/demo/audit?action=help-items', OPS_TOKEN)).json().value.items;
    expect(entry.before).toMatchObject({ title: 'Account' });
    expect(entry.after).toMatchObject({ title: 'My account' });

    const parents = () => list().then((l) => l.filter((i) => i.parentId === null).map((i) => i.tag));
    const before = await parents();
    const last = before.at(-1)!;
    const lastId = (await list()).find((i) => i.tag === last)!.id;
    await call('POST', `${base}/${lastId}/move`, content, { direction: 'up' });
    const moved = await parents();
    expect(moved.at(-2)).toBe(last);
    expect((await tree()).map((i: { tag: string }) => i.tag)).toEqual(moved);
    // Down at the end changes nothing.
    await call('POST', `${base}/${lastId}/move`, content, { direction: 'down' });
    await call('POST', `${base}/${lastId}/move`, content, { direction: 'down' });
    expect(await parents()).toEqual(before);
  });

  it('refuses, in the caller’s language, a bad colour, an empty title, a third level and a taken tag; nothing changes', async () => {
    const before = await list();
    const parent = before.find((i) => i.tag === 'cashier')!;
    const child = before.find((i) => i.tag === 'withdraw')!;

    const colour = await add({ parentId: null, tag: 'x1', title: 'X', bgColor: 'red;position:fixed' }, 'EN');
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({ success: false, errorCode: 'invalid_request', message: expect.stringContaining('bgColor') });
    const blank = await call(
      'POST',
      base,
      content,
      { language: 'EN', parentId: null, tag: 'x2', title: '   ', content: '', bgColor: null },
      'CN',
    );
    expect(blank.json().message).toMatch(/^请求内容有误：title/);

    const deep = await call(
      'POST',
      base,
      content,
      { language: 'EN', parentId: child.id, tag: 'x3', title: 'X', content: '', bgColor: null },
      'CN',
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ errorCode: 'help_too_deep', message: expect.stringContaining('两层') });

    const taken = await call('PUT', `${base}/${child.id}`, content, { tag: 'CASHIER', title: 'X', content: '', bgColor: null }, 'JA');
    expect(taken.json()).toMatchObject({ errorCode: 'help_tag_taken', message: expect.stringContaining('CASHIER') });

    // A parent with children needs the explicit cascade.
    const refused = await call('DELETE', `${base}/${parent.id}`, content, undefined, 'TH');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'help_has_children', message: expect.stringContaining('1') });

    // The legacy whole-language replace keeps the two-level rule too.
    const legacy = await call('PUT', '/ops/merchants/demo/help/EN', OPS_TOKEN, {
      items: [
        {
          tag: 'a',
          title: 'A',
          content: '',
          children: [{ tag: 'b', title: 'B', content: '', children: [{ tag: 'c', title: 'C', content: '' }] }],
        },
      ],
    });
    expect(legacy.json()).toMatchObject({ errorCode: 'help_too_deep' });

    expect(await list()).toEqual(before);
  });

  it('refuses a support role, an operator of another merchant and a member token; nothing changes', async () => {
    const before = await list();
    const target = before.find((i) => i.tag === 'withdraw')!;
    const edit = { tag: 'withdraw', title: 'Hacked', content: '', bgColor: null };
    expect((await call('PUT', `${base}/${target.id}`, support, edit)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${target.id}`, support)).statusCode).toBe(403);
    expect((await call('PUT', `${base}/${target.id}`, otherMerchant, edit)).statusCode).toBe(403);
    // Another merchant's item id is not found under this merchant.
    expect((await call('PUT', `/ops/merchants/acme/help-items/${target.id}`, otherMerchant, edit)).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('moves a child under another parent or to the top level, at the end; refuses a third level and a self parent', async () => {
    const a = (await add({ parentId: null, tag: 'move-a', title: 'A' })).json().value;
    const b = (await add({ parentId: null, tag: 'move-b', title: 'B' })).json().value;
    const kid = (await add({ parentId: a.id, tag: 'move-kid', title: 'Kid' })).json().value;
    await add({ parentId: b.id, tag: 'move-b1', title: 'B1' });
    const edit = (id: number, body: object, language = 'EN') =>
      call('PUT', `${base}/${id}`, content, { content: '', bgColor: null, ...body }, language);

    const moved = await edit(kid.id, { tag: 'move-kid', title: 'Kid', parentId: b.id });
    expect(moved.json().value).toMatchObject({ parentId: b.id, sort: 1 });
    const bInTree = (await tree()).find((i: { tag: string }) => i.tag === 'move-b');
    expect(bInTree.children.map((c: { tag: string }) => c.tag)).toEqual(['move-b1', 'move-kid']);
    expect((await tree()).find((i: { tag: string }) => i.tag === 'move-a').children).toEqual([]);

    // Leaving parentId out keeps the place.
    await edit(kid.id, { tag: 'move-kid', title: 'Kid 2' });
    expect((await list()).find((i) => i.id === kid.id)).toMatchObject({ parentId: b.id, title: 'Kid 2' });

    const top = await edit(kid.id, { tag: 'move-kid', title: 'Kid', parentId: null });
    expect(top.json().value.parentId).toBeNull();
    expect((await tree()).at(-1).tag).toBe('move-kid');

    const before = await list();
    // B has a child, so it cannot become one; a child cannot be a parent; nor can an item be its own.
    const deep = await edit(b.id, { tag: 'move-b', title: 'B', parentId: a.id }, 'VI');
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ errorCode: 'help_too_deep', message: expect.stringContaining('hai cấp') });
    const b1 = before.find((i) => i.tag === 'move-b1')!;
    const underChild = await edit(a.id, { tag: 'move-a', title: 'A', parentId: b1.id });
    expect(underChild.json()).toMatchObject({ errorCode: 'help_too_deep' });
    const self = await edit(a.id, { tag: 'move-a', title: 'A', parentId: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().errorCode).toBe('invalid_request');
    const otherLanguage = (await add({ parentId: null, tag: 'move-cn', title: 'CN' }, 'CN')).json().value;
    const across = await edit(kid.id, { tag: 'move-kid', title: 'Kid', parentId: otherLanguage.id });
    expect(across.statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('deletes a child alone, and a parent with its children when cascading; the player tree loses them', async () => {
    const parent = (await add({ parentId: null, tag: 'gone', title: 'Gone' })).json().value;
    const a = (await add({ parentId: parent.id, tag: 'gone-a', title: 'A' })).json().value;
    await add({ parentId: parent.id, tag: 'gone-b', title: 'B' });
    expect((await call('DELETE', `${base}/${a.id}`, content)).json().value).toEqual({ deleted: [a.id] });
    const res = await call('DELETE', `${base}/${parent.id}?cascade=true`, content);
    expect(res.json().value.deleted).toHaveLength(2);
    expect((await list()).some((i) => i.tag.startsWith('gone'))).toBe(false);
    expect((await tree()).some((i: { tag: string }) => i.tag === 'gone')).toBe(false);
    const [entry] = (await call('GET', '/ops/merchants/demo/audit?action=help-items', OPS_TOKEN)).json().value.items;
    expect(entry.before).toMatchObject({ tag: 'gone' });
    expect(entry.after).toBeNull();
  });
});
