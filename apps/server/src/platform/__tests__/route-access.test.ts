import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, headers, login, memberIds, type TestApp } from '../../test/harness.js';
import type { RouteEntry } from '../http/route-table.js';
import { GATING, type Gate, OWN_AUTH_PREFIXES } from './route-access.table.js';

/**
 * ADR 036: the route-table walk. Every member route × {no token, type 4, password-change session,
 * free-play guest} answers as the gating table says, and no restricted session moves money.
 */
type Who = 'visitor' | 'type4' | 'passwordChange' | 'guest';
type Answer = { status: number; errorCode: string | null };

let t: TestApp;
let merchantId: number;
const tokens: Partial<Record<Who, string>> = {};
const memberOf: Partial<Record<Who, number>> = {};
let routes: RouteEntry[];
let ip = 0;

const key = (r: RouteEntry) => `${r.method} ${r.url}`;
/** A real round for the money routes that read a body before deciding (house games). */
const BODIES: Record<string, () => object> = {
  'POST /wps/house/slot/spin': () => ({ amount: '1.00', key: `walk-${ip}` }),
  'POST /wps/house/fish/shoot': () => ({ amount: '1.00', key: `walk-${ip}` }),
  'POST /wps/house/dice/roll': () => ({ amount: '1.00', key: `walk-${ip}`, dice: { target: 5000, over: true } }),
  'POST /wps/house/plinko/drop': () => ({ amount: '1.00', key: `walk-${ip}`, plinko: { rows: 8, risk: 'low' } }),
  'POST /wps/house/baccarat/deal': () => ({ amount: '1.00', key: `walk-${ip}`, baccarat: { bets: [{ side: 'banker', amount: '1.00' }] } }),
  'POST /wps/house/mines/start': () => ({ amount: '1.00', key: `walk-${ip}`, mines: { mines: 3 } }),
  // no such round: a session allowed to play hears house_round_unknown, a restricted one is stopped first
  'POST /wps/house/mines/reveal': () => ({ roundId: 999_999, tile: 0 }),
  'POST /wps/house/mines/cashout': () => ({ roundId: 999_999 }),
  'POST /wps/house/blackjack/deal': () => ({ amount: '1.00', key: `walk-bj-${ip}` }),
  'POST /wps/house/blackjack/act': () => ({ roundId: 999_999, action: 'stand', step: 0 }),
  // outside a countdown: a session allowed to bet hears house_crash_not_betting; no such round for a cash-out
  'POST /wps/house/crash/bet': () => ({ amount: '1.00' }),
  'POST /wps/house/crash/cashout': () => ({ roundId: 999_999 }),
  'POST /wps/house/roulette/spin': () => ({ amount: '1.00', key: `walk-${ip}`, roulette: { bets: [{ type: 'red', amount: '1.00' }] } }),
};

async function call(r: RouteEntry, who: Who): Promise<Answer> {
  const url = r.url.replace(':method', 'totp').replace(/:\w+/g, '1');
  const token = tokens[who];
  ip += 1;
  const res = await t.app.inject({
    method: r.method as 'GET',
    url,
    headers: token ? authed('demo', token) : headers('demo'),
    // every call from its own address, so rate limits per IP never answer for the guard
    remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
    ...(['POST', 'PUT', 'PATCH'].includes(r.method) ? { payload: BODIES[key(r)]?.() ?? {} } : {}),
  });
  let errorCode: string | null = null;
  try {
    errorCode = (res.json() as { errorCode?: string | null }).errorCode ?? null;
  } catch {
    errorCode = null; // not JSON (the socket route, metrics text)
  }
  return { status: res.statusCode, errorCode };
}

/** What moved: the member's own wallets and every member's money on the merchant. */
async function money(who: Who): Promise<string> {
  const own = await t.features.wallet.service.balance(merchantId, memberOf[who]!);
  const totals = (await t.features.wallet.service.metricsTotals()).filter((x) => x.merchantId === merchantId);
  return JSON.stringify([own.sumBalance, own.balance.map((w) => [w.accountName, w.availBalance]), totals]);
}

const refused = (a: Answer) => a.status === 401 || (a.status === 403 && a.errorCode === 'in_need_true_account');
const tokenAccepted = (a: Answer) => a.status !== 401;

/** Checks one answer against the table; returns what is wrong, or null. */
function judge(gate: Gate, who: Exclude<Who, 'visitor'>, a: Answer, asVisitor: Answer): string | null {
  const restricted = true; // every session of this walk is restricted (ADR 036's table)
  if (gate.money && restricted) return refused(a) ? null : 'moves money for a restricted session';
  switch (gate.access) {
    case 'public':
      return a.status === asVisitor.status && a.errorCode === asVisitor.errorCode ? null : 'a token changed a public answer';
    case 'optional':
      if (who === 'passwordChange')
        return a.status === asVisitor.status && a.errorCode === asVisitor.errorCode ? null : 'password-change session is not a visitor';
      return tokenAccepted(a) ? null : 'member session refused';
    case 'member':
      if (who === 'passwordChange') return a.status === 401 ? null : 'password-change session let in';
      return tokenAccepted(a) ? null : 'member session refused';
    case 'real':
      if (who === 'passwordChange') return a.status === 401 ? null : 'password-change session let in';
      return a.status === 403 && a.errorCode === 'in_need_true_account' ? null : 'restricted account let in';
    case 'password-change':
    case 'session-end':
      return tokenAccepted(a) ? null : 'session refused';
  }
}

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.features.system.service.merchantByCode('demo'))!.id;
  const trial = await login(t, 'demo', { username: 'trial01', password: 'abc12345' });
  const expired = await login(t, 'demo', { username: 'expired01', password: 'abc12345' });
  expect(expired.body.value.mustChangePassword).toBe(true);
  const guest = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', headers: headers('demo') });
  tokens.type4 = trial.body.value.token;
  tokens.passwordChange = expired.body.value.token;
  tokens.guest = guest.json().value.token;
  memberOf.type4 = (await memberIds(t, 'demo', 'trial01')).memberId;
  memberOf.passwordChange = (await memberIds(t, 'demo', 'expired01')).memberId;
  const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed('demo', tokens.guest!) });
  memberOf.guest = info.json().value.id;
  // Money to lose: a route that wrongly lets them through would show it.
  for (const who of ['type4', 'passwordChange', 'guest'] as const)
    await t.features.wallet.service.credit({
      merchantId,
      memberId: memberOf[who]!,
      amount: '100',
      key: `walk-fund-${who}`,
      source: 'DEPOSIT',
    });
  routes = t.app.routeTable.filter((r) => !OWN_AUTH_PREFIXES.some((p) => r.url.startsWith(p)));
}, 120_000);
afterAll(() => t?.close());

describe('the gating table (ADR 036)', () => {
  it('classifies every member route the app registers, as the route declares it', () => {
    const registered = routes.map(key);
    expect(
      registered.filter((k) => !GATING[k]),
      'routes without a classification',
    ).toEqual([]);
    expect(
      Object.keys(GATING).filter((k) => !registered.includes(k)),
      'table rows without a route',
    ).toEqual([]);
    const declaredOtherwise = routes.filter((r) => {
      const gate = GATING[key(r)]!;
      return (r.auth ?? 'public') !== gate.access || r.money !== (gate.money ?? null);
    });
    expect(declaredOtherwise.map((r) => `${key(r)}: ${r.auth ?? 'public'} ${r.money ?? ''}`)).toEqual([]);
  });

  it('answers every route × restricted session as the table says, and no restricted session moves money', async () => {
    const wrong: string[] = [];
    const moved: string[] = [];
    // Logout ends the session it is called with: walked last.
    const ordered = [...routes].sort((a, b) => Number(a.url === '/wps/session/logout') - Number(b.url === '/wps/session/logout'));
    for (const r of ordered) {
      const gate = GATING[key(r)];
      if (!gate) continue; // reported by the test above
      const asVisitor = await call(r, 'visitor');
      const visitorOk = ['public', 'optional', 'session-end'].includes(gate.access) || asVisitor.status === 401;
      if (!visitorOk || (gate.money && !refused(asVisitor))) wrong.push(`${key(r)} visitor: ${asVisitor.status} ${asVisitor.errorCode}`);
      for (const who of ['type4', 'passwordChange', 'guest'] as const) {
        const before = await money(who);
        const answer = await call(r, who);
        if ((await money(who)) !== before) moved.push(`${key(r)} (${who})`);
        const problem = judge(gate, who, answer, asVisitor);
        if (problem) wrong.push(`${key(r)} ${who}: ${problem} (${answer.status} ${answer.errorCode})`);
      }
    }
    expect(moved, 'routes that let a restricted session move money').toEqual([]);
    expect(wrong).toEqual([]);
  }, 600_000);

  it('keeps trial play open to restricted sessions, on demo credits only', async () => {
    const trial = await t.app.inject({ method: 'POST', url: '/wps/house/trial', headers: headers('demo') });
    const trialId = trial.json().value.trialId as string;
    const fresh = await login(t, 'demo', { username: 'trial01', password: 'abc12345' });
    const before = await money('type4');
    const spin = await t.app.inject({
      method: 'POST',
      url: '/wps/house/slot/spin',
      headers: authed('demo', fresh.body.value.token),
      payload: { amount: '1.00', key: 'walk-trial-spin', trialId },
    });
    expect(spin.json()).toMatchObject({ success: true, value: { round: { mode: 'trial' } } });
    expect(await money('type4')).toBe(before);
  });
});
