import { createHash, createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { authed, login, memberIds, type TestApp } from '../../../test/harness.js';
import { lotteryDraws, lotteryGames } from '../lottery.tables.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
export type Answer = { success: boolean; value: any; errorCode: string | null; message: string };

/** A signed-in, funded demo player and small request helpers. */
export async function player(t: TestApp, merchant = 'demo', account = 'player01', fund = '100000') {
  const token = (await login(t, merchant, { username: account, password: 'abc12345' })).body.value.token as string;
  const ids = await memberIds(t, merchant, account);
  await t.features.wallet.service.credit({
    ...ids,
    amount: fund,
    key: `lottery-test-fund-${merchant}-${account}-${Date.now()}`,
    source: 'DEPOSIT',
  });
  const h = authed(merchant, token);
  return {
    token,
    ids,
    get: async (url: string) => (await t.app.inject({ method: 'GET', url, headers: h })).json() as Answer,
    post: async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, headers: h, payload })).json() as Answer,
    balance: async () => {
      t.features.wallet.service.onChanged(`${ids.merchantId}:${ids.memberId}`);
      return (await t.features.wallet.service.balance(ids.merchantId, ids.memberId)).balance.find((w) => w.accountName === 'MAIN')!
        .availBalance;
    },
  };
}

/** The house side of lottery money: the merchant's HOUSE:LOTTERY wallet account. */
export async function houseLottery(t: TestApp, merchantId: number): Promise<string> {
  // Read-only, in SQL: the wallet's tables are not ours to import.
  const res = await t.database.db.execute(
    sql`select available::text as available from wallet_accounts where merchant_id = ${merchantId} and member_id is null and code = 'HOUSE:LOTTERY'`,
  );
  const rows = (res as unknown as { rows: { available: string }[] }).rows;
  return rows[0]?.available ?? '0';
}

/** Switches off every game but the listed ones (fewer draws for tests that run a whole day). */
export async function onlyGames(t: TestApp, merchantId: number, codes: string[]) {
  const games = await t.database.db.select().from(lotteryGames).where(eq(lotteryGames.merchantId, merchantId));
  for (const g of games) await t.features.lottery.service.saveGame({ ...g, enabled: codes.includes(g.code) });
  const other = await t.database.db.select().from(lotteryGames);
  for (const g of other) if (g.merchantId !== merchantId) await t.features.lottery.service.saveGame({ ...g, enabled: false });
}

/** The committed seed of a numero (tests peek to choose winning selections). */
export async function seedOf(t: TestApp, gameCode: string, merchantId: number, numero: string) {
  const [g] = await t.database.db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantId, merchantId), eq(lotteryGames.code, gameCode)));
  const [d] = await t.database.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.gameId, g!.id), eq(lotteryDraws.numero, numero)));
  return d!.seed;
}

/**
 * An independent implementation of the documented algorithm (ADR 015), written from the text,
 * not from the engine: what a member would write to check a draw.
 */
export function verifyWinNo(kind: string, seed: string, gameCode: string, numero: string): string {
  const bytes: number[] = [];
  let block = 0;
  const nextInt = (n: number) => {
    for (;;) {
      if (!bytes.length) bytes.push(...createHmac('sha256', seed).update(`${gameCode}:${numero}:${block++}`).digest());
      const b = bytes.shift()!;
      if (b < 256 - (256 % n)) return b % n;
    }
  };
  if (kind === 'SSC') return [0, 1, 2, 3, 4].map(() => nextInt(10)).join(',');
  if (kind === '11X5') {
    const balls = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'];
    for (let i = 10; i >= 1; i--) {
      const j = nextInt(i + 1);
      const tmp = balls[i]!;
      balls[i] = balls[j]!;
      balls[j] = tmp;
    }
    return balls.slice(0, 5).join(',');
  }
  // THAI: first prize (6 digits), two front-3, two back-3, one bottom-2.
  const thai = [
    [1, 6],
    [2, 3],
    [2, 3],
    [1, 2],
  ];
  const vn = [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ];
  const out: string[] = [];
  for (const [count, digits] of kind === 'THAI' ? thai : vn)
    for (let c = 0; c < count!; c++) out.push(Array.from({ length: digits! }, () => nextInt(10)).join(''));
  return out.join(',');
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
