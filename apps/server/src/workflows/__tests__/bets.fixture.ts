import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/crypto/password.js';
import { authed, login, type TestApp } from '../../test/harness.js';

export const PASSWORD = 'abc12345';
export const STAKE = '10';
let hash: Promise<string> | null = null;

/** A member of the test's own (deltas start from zero), funded, signed in. */
export async function bettor(t: TestApp, merchantId: number, account: string) {
  hash ??= hashPassword(PASSWORD);
  const member = await t.features.accounts.service.create({ merchantId, account, nickname: account, passwordHash: await hash });
  await t.features.wallet.service.credit({ merchantId, memberId: member.id, amount: '1000', key: `fund-${account}`, source: 'DEPOSIT' });
  const token = (await login(t, 'demo', { username: account, password: PASSWORD })).body.value.token as string;
  return { memberId: member.id, token, headers: authed('demo', token) };
}

type Bettor = Awaited<ReturnType<typeof bettor>>;

/** One bet of STAKE through a source's own public API, as its client sends it. */
const HOUSE_PLAY = {
  slot: '/wps/house/slot/spin',
  fish: '/wps/house/fish/shoot',
  dice: '/wps/house/dice/roll',
  plinko: '/wps/house/plinko/drop',
  roulette: '/wps/house/roulette/spin',
  baccarat: '/wps/house/baccarat/deal',
  mines: '/wps/house/mines/start',
  blackjack: '/wps/house/blackjack/deal',
} as const;
/** What each game needs besides the bet; any accepted pick stakes the same (roulette: one bet of the whole stake). */
const PICKS: Record<keyof typeof HOUSE_PLAY, object> = {
  slot: {},
  fish: {},
  dice: { dice: { target: 5000, over: true } },
  plinko: { plinko: { rows: 8, risk: 'low' } },
  roulette: { roulette: { bets: [{ type: 'red', numbers: [], amount: STAKE }] } },
  baccarat: { baccarat: { bets: [{ side: 'banker', amount: STAKE }] } },
  mines: { mines: { mines: 3 } },
  blackjack: {},
};

/**
 * A crash bet of STAKE (ADR 069): the merchant's round is a shared countdown, so the loop is advanced
 * on the test clock until a round takes bets.
 */
export async function crashBet(t: TestApp, merchantId: number, b: Bettor) {
  for (let i = 0; i < 30; i++) {
    await t.features.houseGames.crash.advance(merchantId);
    const res = await t.app.inject({ method: 'POST', url: '/wps/house/crash/bet', headers: b.headers, payload: { amount: `${STAKE}.00` } });
    if (res.json().success) return;
    if (res.json().errorCode !== 'house_crash_not_betting') throw new Error(`crash bet refused: ${res.body}`);
    t.clock.advance(5_000);
  }
  throw new Error('no crash countdown in 30 tries');
}

export async function houseBet(t: TestApp, b: Bettor, game: keyof typeof HOUSE_PLAY, key: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: HOUSE_PLAY[game],
    headers: b.headers,
    payload: { amount: STAKE, key, ...PICKS[game] },
  });
  if (!res.json().success) throw new Error(`house bet refused: ${res.body}`);
}

export const LOTTERY_LINES: Record<string, { gameCode: string; playType: string; selection: string }> = {
  SSC: { gameCode: 'SSC1', playType: 'BIG_SMALL', selection: 'BIG' },
  '11X5': { gameCode: '11X5F', playType: 'ANY1', selection: '3' },
  VN: { gameCode: 'VNN', playType: 'DE', selection: '12' },
  THAI: { gameCode: 'THG', playType: 'TOP2', selection: '12' },
};

export async function lotteryBet(t: TestApp, b: Bettor, kind: string, key: string) {
  const line = LOTTERY_LINES[kind]!;
  const games = (await t.app.inject({ method: 'GET', url: '/lgw/games', headers: b.headers })).json().value as {
    code: string;
    numero: string;
  }[];
  const numero = games.find((g) => g.code === line.gameCode)!.numero;
  const res = await t.app.inject({
    method: 'POST',
    url: '/lgw/bets',
    headers: b.headers,
    payload: { bets: [{ ...line, numero, amount: STAKE, key }] },
  });
  if (!res.json().success) throw new Error(`lottery bet refused: ${res.body}`);
}

/** Everything a bet accrues for a member, read through each owner's service (VIP: its due mark). */
export async function accruals(t: TestApp, merchantId: number, memberId: number) {
  const since = new Date(0);
  const [points, details, stakes, activity, due] = await Promise.all([
    t.features.points.service.balance(merchantId, memberId),
    t.features.rebates.service.details(merchantId, memberId),
    t.features.rebates.service.turnover(merchantId, memberId, since),
    t.features.agents.service.memberActivity(merchantId, memberId, null, new Date('2100-01-01T00:00:00Z')),
    // Read-only: the reward centre marks a member due a VIP sync; its service has no reader of the mark.
    t.database.db.execute(sql`select count(*)::int as n from vip_sync_due where merchant_id = ${merchantId} and member_id = ${memberId}`),
  ]);
  const turnover = details.byProduct.reduce((s, p) => s + Number(p.turnover), 0);
  return {
    points: points.pointBalance,
    rebateTurnover: turnover.toFixed(4),
    missionStakes: Number(stakes).toFixed(4),
    agentTurnover: Number(activity.bet).toFixed(4),
    agentBets: activity.bets,
    vipDue: (due as unknown as { rows: { n: number }[] }).rows[0]!.n,
  };
}

/** A test app listening on a port, the fake seamless vendor that calls it, and the demo merchant's id. */
export async function appWithVendor() {
  const { createTestApp, memberIds } = await import('../../test/harness.js');
  const { FakeVendor } = await import('../../features/games/__tests__/fake-vendor.js');
  const t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const vendor = new FakeVendor(
    `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
    'FAKE',
    'demo-secret-fake-change-me',
  );
  const { merchantId } = await memberIds(t, 'demo', 'player01');
  return { t, vendor, merchantId };
}

/** A seamless vendor's session token for the member (the game launch a client makes). */
export async function launchToken(t: TestApp, b: { headers: Record<string, string> }): Promise<string> {
  const { FakeVendor } = await import('../../features/games/__tests__/fake-vendor.js');
  const launched = await t.app.inject({
    method: 'GET',
    url: '/wps/game/launch/v2?vassalage=FAKE&gameId=fake-fortune&accountType=1',
    headers: b.headers,
  });
  return FakeVendor.tokenOf(launched.json().value.game_url);
}
