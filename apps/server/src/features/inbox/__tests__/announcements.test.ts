import { MEMBER_NOTICE_GROUP } from '@arcadia/contract/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publish = async (body: object) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/ops/merchants/demo/notices',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, language: 'EN' },
      payload: body,
    })
  ).json().value as { id: number };
const ids = (list: { id: number }[]) => list.map((n) => n.id);

describe('announcements for signed-in members (getAnnouncementLogined)', () => {
  it("add the members' notices, which visitors never see", async () => {
    const board = await publish({ type: 'B', title: 'For everyone', content: '<p>all</p>' });
    const members = await publish({ type: 'PR', groupName: MEMBER_NOTICE_GROUP, title: 'Members only', content: '<p>vip</p>' });

    const visitorList = (await t.app.inject({ method: 'GET', url: '/wps/notice', headers: headers('demo') })).json().value.list;
    expect(ids(visitorList)).toContain(board.id);
    expect(ids(visitorList)).not.toContain(members.id);
    const asked = await t.app.inject({ method: 'GET', url: `/wps/notice?groupName=${MEMBER_NOTICE_GROUP}`, headers: headers('demo') });
    expect(ids(asked.json().value.list)).toEqual([]);

    expect((await t.app.inject({ method: 'GET', url: '/wps/notice/announcements', headers: headers('demo') })).statusCode).toBe(401);
    const token = (await login(t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    const mine = (await t.app.inject({ method: 'GET', url: '/wps/notice/announcements', headers: authed('demo', token) })).json().value;
    expect(ids(mine)).toContain(members.id);
    expect(ids(mine)).not.toContain(board.id);
  });
});
