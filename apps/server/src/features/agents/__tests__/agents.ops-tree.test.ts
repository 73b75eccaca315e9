import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let merchantId = 0;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
}, 120_000);
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/ops/merchants/demo${url}`, headers: { authorization: `Bearer ${OPS_TOKEN}`, language: 'EN' } });
const make = (account: string, uplineId: number | null, isAgent = 0) =>
  t.features.accounts.service.create({ merchantId, account, password: 'tree1234', uplineId, isAgent });

describe('the downline tree in the console', () => {
  it('opens one level at a time, finds a member by account and lists an agent’s contracts', async () => {
    const top = await make('treetop', null, 2);
    const mid = await make('treemid', top.id, 1);
    await make('treeleaf1', mid.id);
    await make('treeleaf2', mid.id);
    await make('treeloner', null);

    const roots = (await get('/agents/tree?size=100')).json().value;
    const accounts = roots.items.map((n: { account: string }) => n.account);
    expect(accounts).toContain('treetop');
    // A member with neither upline nor downline is not at the top of a tree.
    expect(accounts).not.toContain('treeloner');
    expect(roots.items.find((n: { account: string }) => n.account === 'treetop')).toMatchObject({ type: 2, teamSize: 3 });

    const level = (await get('/agents/tree?parent=treemid&size=1')).json().value;
    expect(level.total).toBe(2);
    expect(level.items).toEqual([expect.objectContaining({ account: 'treeleaf1', teamSize: 0, type: 0 })]);

    const path = (await get('/agents/treeleaf2/path')).json().value;
    expect(path.map((n: { account: string }) => n.account)).toEqual(['treetop', 'treemid', 'treeleaf2']);

    const given = await t.features.agents.contracts.proposeFromHouse(merchantId, top.id, {
      kind: 'DAILY',
      account: 'treetop',
      tiers: [{ betVolume: '2000', activeMember: 1, rateType: 'P', rate: '2' }],
    });
    const contracts = (await get('/agents/treetop/contracts')).json().value;
    expect(contracts.held).toEqual([expect.objectContaining({ id: given.id, upline: null, downline: 'treetop' })]);
    expect(contracts.given).toEqual([]);

    expect((await get('/agents/tree?parent=nobody-at-all')).statusCode).toBe(404);
  });
});
