import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const BRANDS = 120;
/** Merchant ids of brands that only exist for the lottery here (its tables hold merchant ids, not keys). */
const brandId = (i: number) => 10_000 + i;

describe('the draw job with many brands (ADR 071)', () => {
  it('each brand keeps its own minute cadence; a run costs statements by numeros due, not by games', async () => {
    const { lottery } = t.features;
    // Each brand runs the demo's minute SSC on its own second of the minute.
    const demo = await t.features.system.service.merchantByCode('demo');
    const { id: _, ...ssc } = (await lottery.repo.gameByCode(demo!.id, 'SSC1'))!;
    for (let i = 0; i < BRANDS; i++) await lottery.service.saveGame({ ...ssc, merchantId: brandId(i), offsetSec: i % 60 });
    // Let this instance's own notifications of those writes arrive before the runs measured.
    await new Promise((r) => setTimeout(r, 50));
    const start = new Date(Math.ceil(t.clock.now().getTime() / 60_000) * 60_000);
    t.clock.set(start);
    await lottery.draws.run(t.clock.now());

    const inserts = vi.spyOn(lottery.repo, 'insertDraws');
    const lookups = vi.spyOn(lottery.repo, 'lastDraw');
    const draws = vi.spyOn(lottery.repo, 'markDrawnMany');
    const games = vi.spyOn(lottery.repo, 'allGames');
    // The rest of the minute: every brand but those on second 0 has its numero due.
    t.clock.set(new Date(start.getTime() + 59_000));
    await lottery.draws.run(t.clock.now());
    // Every brand's numero of the minute is drawn in one statement and the next created in one.
    expect(draws).toHaveBeenCalledTimes(1);
    expect(inserts).toHaveBeenCalledTimes(1);
    expect(lookups).not.toHaveBeenCalled();
    expect(games).not.toHaveBeenCalled();

    const res = await t.database.db.execute(sql`select d.merchant_id, d.draws_at, d.status from lottery_draws d
      join lottery_games g on g.id = d.game_id
      where g.merchant_id >= ${brandId(0)} and d.draws_at > ${start.toISOString()}::timestamptz and d.draws_at <= ${t.clock.now().toISOString()}::timestamptz`);
    const rows = (res as unknown as { rows: { merchant_id: number; draws_at: Date | string; status: string }[] }).rows;
    expect(rows).toHaveLength(Array.from({ length: BRANDS }, (_, i) => i % 60).filter((s) => s > 0).length);
    for (const r of rows) {
      expect(r.status).toBe('drawn');
      // The brand's own second of the minute.
      expect(new Date(r.draws_at).getUTCSeconds()).toBe((Number(r.merchant_id) - brandId(0)) % 60);
    }
    vi.restoreAllMocks();
  }, 60_000);

  it('a game written on any instance is seen by the next run (the cached list is dropped by NOTIFY)', async () => {
    const { lottery } = t.features;
    await lottery.draws.run(t.clock.now());
    const g = await lottery.repo.gameByCode(brandId(0), 'SSC1');
    // Written straight through the repository, as another instance would: only the notification tells this one.
    await lottery.repo.updateGame(g!.id, { enabled: false });
    await new Promise((r) => setTimeout(r, 50));
    const games = vi.spyOn(lottery.repo, 'allGames');
    await lottery.draws.run(t.clock.now());
    expect(games).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
