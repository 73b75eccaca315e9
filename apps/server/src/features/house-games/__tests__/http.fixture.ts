import { afterAll, beforeAll } from 'vitest';
import { authed, createTestApp, login, memberIds, type TestApp } from '../../../test/harness.js';

/**
 * The Originals' HTTP tests: a test app with player01 signed in and funded with `amount` (keyed by
 * `fundKey`), and `post` as that member in a language. Fields are set before the first test runs.
 */
export function fundedPlayer(amount: string, fundKey: string) {
  const player = {
    t: undefined as unknown as TestApp,
    ids: undefined as unknown as { merchantId: number; memberId: number },
    token: '',
    post: async (url: string, payload: object, language = 'EN') =>
      (await player.t.app.inject({ method: 'POST', url, headers: { ...authed('demo', player.token), language }, payload })).json(),
  };
  beforeAll(async () => {
    player.t = await createTestApp();
    player.token = (await login(player.t, 'demo', { username: 'player01', password: 'abc12345' })).body.value.token;
    player.ids = await memberIds(player.t, 'demo', 'player01');
    await player.t.features.wallet.service.credit({ ...player.ids, amount, key: fundKey, source: 'DEPOSIT' });
  });
  afterAll(() => player.t?.close());
  return player;
}
