// A funded demo member with a launched session of the demo's fake vendor: the player a seamless
// bench's vendor calls name by token (seamless.bench.ts, statements.bench.ts).
import type { Features } from '../apps/server/src/features/index.js';

/** The demo seed's secret of the fake third-party vendor (apps/server/src/workflows/seed-games.ts). */
export const SECRET = 'demo-secret-fake-change-me';

/** Creates `account` on the demo merchant with `amount` on its main wallet; answers its session token. */
export async function launchedPlayer(features: Features, account: string, amount: string): Promise<string> {
  const demo = (await features.system.service.merchantByCode('demo'))!;
  const member = await features.accounts.service.create({ merchantId: demo.id, account, nickname: account, isAgent: 0, passwordHash: 'x' });
  await features.wallet.service.credit({
    merchantId: demo.id,
    memberId: member.id,
    amount,
    key: `bench-sw-fund-${account}`,
    source: 'DEPOSIT',
  });
  const launch = await features.games.service.launchV2(
    demo.id,
    { memberId: member.id, isAgent: 0 },
    {
      vassalage: 'FAKE',
      gameId: 'fake-fortune',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
    },
    'EN',
  );
  // The demo vendor's launch URL is relative to the site (ADR 063).
  return new URL(launch.game_url, 'http://bench.invalid').searchParams.get('token')!;
}
