import { contractExists } from '@arcadia/contract/member-centre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, login, memberIds, OPS_TOKEN, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let demoId: number;
const password = 'abc12345';
const token = async (account: string, merchant = 'demo') =>
  (await login(t, merchant, { username: account, password })).body.value.token as string;
const get = async (tok: string, url: string, merchant = 'demo') =>
  (await t.app.inject({ method: 'GET', url, headers: authed(merchant, tok) })).json();
const post = async (tok: string, url: string, payload: unknown, merchant = 'demo') =>
  (await t.app.inject({ method: 'POST', url, headers: authed(merchant, tok), payload: payload as object })).json();

const dailyTiers = [{ betVolume: '1000', activeMember: 1, rateType: 'P', rate: '1' }];
const offer = (kind: string, account: string) => {
  if (kind === 'DIVIDEND')
    return {
      kind,
      account,
      productType: 'ALL',
      computationPeriod: 'WEEKLY',
      tiers: [
        { minimumBet: '100', netLoss: '1000', periodicTotalBet: '0', activeMember: 1, contractRate: 30, periodicTotalBetRequired: 'N' },
      ],
    };
  if (kind === 'HOURLY')
    return { kind, account, productType: 'ALL', tiers: [{ minimumBet: '100', activeMember: 1, rateType: 'F', rate: '5' }] };
  if (kind === 'REALTIME') return { kind, account, tiers: [{ betAmount: '10', lossRate: '1', winRate: '0.5' }] };
  return { kind, account, tiers: dailyTiers };
};
const answer = (tok: string, kind: string, id: number, status: string) => {
  if (kind === 'DIVIDEND') return post(tok, '/wps/agent/contract/dividend', { productType: 'ALL', computationPeriod: 'WEEKLY', status });
  if (kind === 'DAILY') return post(tok, '/wps/agent/contract/daily-salary', { id, status });
  if (kind === 'HOURLY') return post(tok, '/wps/agent/contract/hour-salary', { contractId: id, status, productType: 'ALL' });
  return post(tok, '/wps/agent/contract/realtime-salary', { contractId: id, status });
};
const GROUP = {
  DIVIDEND: 'divtypeinfo',
  DAILY: 'dailysalinfotype',
  HOURLY: 'contracthoursalinfo',
  REALTIME: 'realtimesalinfotype',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  const a = t.features.accounts.service;
  demoId = (await memberIds(t, 'demo', 'agent01')).merchantId;
  // Team B: agent02 with player02 below; team A is the demo's agent01 → player01.
  const agent02 = await a.create({ merchantId: demoId, account: 'agent02', isAgent: 1, password });
  await a.create({ merchantId: demoId, account: 'player02', isAgent: 0, password, uplineId: agent02.id });
  await t.features.agents.service.setRebate(demoId, agent02.id, '1.5');
});
afterAll(() => t.close());

describe('downline boundaries across two teams', () => {
  it('an agent sees only their own team in the overview and member list', async () => {
    const tok = await token('agent01');
    const overview = await get(tok, '/wps/agent/team/overview?period=today');
    expect(overview.success).toBe(true);
    expect(overview.value.teamSize).toBe(1);
    const members = await get(tok, '/wps/agent/team/members');
    expect(members.value.items.map((m: { account: string }) => m.account)).toEqual(['player01']);
    const b = await get(await token('agent02'), '/wps/agent/team/members');
    expect(b.value.items.map((m: { account: string }) => m.account)).toEqual(['player02']);
  });

  it.each([
    ['members of another team', '/wps/agent/team/members?account=player02'],
    ['the team below another agent', '/wps/agent/team/members?parent=agent02'],
    ['an unknown member (same answer, nothing to probe)', '/wps/agent/team/members?account=nobody99'],
  ])('refuses %s with agents_not_downline', async (_label, url) => {
    const res = await get(await token('agent01'), url);
    expect(res).toMatchObject({ success: false, errorCode: 'agents_not_downline' });
  });

  it('an agent cannot propose a contract to another team or to the same account on another merchant', async () => {
    const res = await post(await token('agent01'), '/wps/agent/contracts', offer('DAILY', 'player02'));
    expect(res).toMatchObject({ success: false, errorCode: 'agents_not_downline' });
    const acme = await post(await token('agent01', 'acme'), '/wps/agent/contracts', offer('DAILY', 'player02'), 'acme');
    expect(acme.success).toBe(false);
    expect((await get(await token('player02'), '/wps/agent/contract/consolidated')).value.dailysalreqtype).toEqual([]);
  });

  it('a member cannot answer a contract offered to someone else', async () => {
    const given = await post(await token('agent02'), '/wps/agent/contracts', offer('HOURLY', 'player02'));
    expect(given.success).toBe(true);
    const res = await answer(await token('player01'), 'HOURLY', given.value.id, 'A');
    expect(res).toMatchObject({ success: false, errorCode: 'agents_contract_not_found' });
    expect((await get(await token('player02'), '/wps/agent/contract/consolidated')).value.contracthoursalreq[0].status).toBe('P');
  });

  it('players cannot use agent calls', async () => {
    const res = await get(await token('player01'), '/wps/agent/team/overview');
    expect(res).toMatchObject({ success: false, errorCode: 'agents_not_agent' });
  });
});

describe('register centre', () => {
  it('creates a downline account with a rebate up to the agent’s own, never above', async () => {
    const tok = await token('agent02');
    const high = await post(tok, '/wps/agent/register-centre/members', {
      account: 'sub0201',
      password: 'abc12345',
      isAgent: 1,
      rebate: '1.51',
    });
    expect(high).toMatchObject({ success: false, errorCode: 'agents_rebate_too_high' });
    expect(await t.features.accounts.service.findByAccount(demoId, 'sub0201')).toBeNull();
    const made = await post(tok, '/wps/agent/register-centre/members', {
      account: 'sub0201',
      password: 'abc12345',
      isAgent: 1,
      rebate: '1.5',
    });
    expect(made.value).toEqual({ account: 'sub0201', isAgent: 1, rebate: '1.50' });
    // The new agent logs in, and its own downline gets at most 1.5.
    const sub = await token('sub0201');
    expect((await get(sub, '/wps/agent/register-centre')).value.ownRebate).toBe('1.50');
    const list = await get(tok, '/wps/agent/team/members');
    expect(list.value.items.map((m: { account: string }) => m.account).sort()).toEqual(['player02', 'sub0201']);
    // agent02's team now has 2 members; agent01's is unchanged.
    expect((await get(tok, '/wps/agent/team/overview')).value.teamSize).toBe(2);
    expect((await get(await token('agent01'), '/wps/agent/team/overview')).value.teamSize).toBe(1);
  });

  it('creates invite links that registration accepts as affiliate codes', async () => {
    const tok = await token('agent02');
    const invite = await post(tok, '/wps/agent/register-centre/invites', { isAgent: 0, rebate: '1' });
    expect(invite.success).toBe(true);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/wps/agent/affiliate?affiliateCode=${invite.value.code}`,
      headers: authed('demo', ''),
    });
    expect(lookup.json().value.affiliateCode).toBe(invite.value.code);
    expect((await get(tok, '/wps/agent/register-centre')).value.invites[0]).toMatchObject({ code: invite.value.code, rebate: '1.00' });
    const bad = await post(tok, '/wps/agent/register-centre/invites', { isAgent: 0, rebate: 'abc' });
    expect(bad.success).toBe(false);
  });
});

describe('contract-exists rule (spec 000 §6) from the consolidated settings', () => {
  // Per kind: does the agent menu show the page after the contract reaches each state?
  const rows = [
    ...(['DAILY', 'HOURLY', 'REALTIME'] as const).flatMap((kind) => [
      { kind, state: 'P', exists: true },
      { kind, state: 'V', exists: true },
      { kind, state: 'R', exists: false },
      { kind, state: 'C', exists: false },
      { kind, state: 'E', exists: false },
    ]),
    { kind: 'DIVIDEND' as const, state: 'P', exists: false },
    { kind: 'DIVIDEND' as const, state: 'E', exists: false },
    { kind: 'DIVIDEND' as const, state: 'V', exists: true },
    { kind: 'DIVIDEND' as const, state: 'R', exists: false },
    { kind: 'DIVIDEND' as const, state: 'C', exists: false },
  ];
  let n = 0;
  it.each(rows)('$kind in state $state → page shown: $exists', async ({ kind, state, exists }) => {
    const sub = `ce${kind.slice(0, 3).toLowerCase()}${state}${n++}`.slice(0, 16);
    const agentTok = await token('agent01');
    await post(agentTok, '/wps/agent/register-centre/members', { account: sub, password, isAgent: 1, rebate: '0' });
    const proposed = await post(agentTok, '/wps/agent/contracts', offer(kind, sub));
    expect(proposed.success).toBe(true);
    if (state === 'E') t.clock.advance(8 * 86_400_000);
    const subTok = await token(sub);
    if (state === 'V' || state === 'C') expect((await answer(subTok, kind, proposed.value.id, 'A')).value.status).toBe('V');
    if (state === 'C') expect((await answer(subTok, kind, proposed.value.id, 'C')).value.status).toBe('C');
    if (state === 'R') expect((await answer(subTok, kind, proposed.value.id, 'R')).value.status).toBe('R');
    const c = (await get(subTok, '/wps/agent/contract/consolidated')).value;
    expect(contractExists(c, GROUP[kind])).toBe(exists);
    // The modal: V in the termination section, P/E in the new-request section, closed ones nowhere.
    const req = {
      DIVIDEND: c.divtypecompperiodreq,
      DAILY: c.dailysalreqtype,
      HOURLY: c.contracthoursalreq,
      REALTIME: c.realtimesalreqtype,
    }[kind];
    const shown =
      kind === 'DIVIDEND'
        ? req.flatMap((r: { contracts: { status: string }[] }) => r.contracts.map((x) => x.status))
        : req.map((r: { status: string }) => r.status);
    const visible = state === 'P' || state === 'V' || (state === 'E' && kind === 'DIVIDEND');
    expect(shown).toEqual(visible ? [state] : []);
  });

  it('answers through the API follow the transition table, with a localised error for a refused one', async () => {
    const agentTok = await token('agent01');
    await post(agentTok, '/wps/agent/register-centre/members', { account: 'trans01', password, isAgent: 0, rebate: '0' });
    const p = await post(agentTok, '/wps/agent/contracts', offer('DAILY', 'trans01'));
    const tok = await token('trans01');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/contract/daily-salary',
      headers: authed('demo', tok, 'CN'),
      payload: { id: p.value.id, status: 'C' },
    });
    expect(refused.json()).toMatchObject({
      success: false,
      errorCode: 'agents_contract_transition',
      message: '该合约目前不能执行此操作。',
    });
    expect((await answer(tok, 'DAILY', p.value.id, 'A')).value.status).toBe('V');
    // The second reject-style button on an active contract sends A: it stays active.
    expect((await answer(tok, 'DAILY', p.value.id, 'A')).value.status).toBe('V');
    expect((await post(agentTok, '/wps/agent/contracts', offer('DAILY', 'trans01'))).errorCode).toBe('agents_contract_open');
    expect((await answer(tok, 'DAILY', p.value.id, 'R')).errorCode).toBe('agents_contract_transition');
    expect((await answer(tok, 'DAILY', p.value.id, 'C')).value.status).toBe('C');
    expect((await answer(tok, 'DAILY', p.value.id, 'A')).errorCode).toBe('agents_contract_transition');
    const given = await get(agentTok, '/wps/agent/contracts?side=given&kind=DAILY');
    expect(given.value.find((c: { downline: string }) => c.downline === 'trans01').status).toBe('C');
  });

  it('ops can give a top agent a house contract and set a rebate', async () => {
    const ops = { authorization: `Bearer ${OPS_TOKEN}` };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/ops/merchants/demo/agents/agent02/rebate',
      headers: ops,
      payload: { rebate: '1.8' },
    });
    expect(res.json().value).toEqual({ rebate: '1.80' });
  });
});
