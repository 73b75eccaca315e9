// Team overview (agentTeamOverview) for an agent with 100,000 downline members and 1,000,000 bets,
// on PostgreSQL: p50/p95 per period, each printed beside EXPLAIN (ANALYZE, BUFFERS) of the statement
// it times. Budget: p95 under 200 ms for every period.
// The bench makes its own database on the server of TEST_DATABASE_URL (or DATABASE_URL) and drops it.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:25432/postgres npm run bench -w @arcadia/bench -- agents
//
// The downline (100 sub-agents × 999 players) and the bets are written straight into the agents
// tables the way the member-created port and the bet hook write them (closure rows; bets summed per
// member and hour); the members themselves are not created in accounts, which the overview never reads.
// The rollups are then rebuilt from those facts (timed) and the overview is timed twice: all folded,
// then with BENCH_AGENTS_TAIL bets (default 1,000) sent through the bet hook and not folded, which the
// overview adds live (the job folds every 2 s: 1,000 queued is 500 bets a second).
import { TEAM_PERIODS } from '@arcadia/contract/agents';
import { sql as dsql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { RollupRepository } from '../apps/server/src/features/agents/agents.rollup.repository.js';
import { periodWindow } from '../apps/server/src/features/agents/agents.service.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/workflows/seed-demo.js';

const BUDGET_MS = 200;
// BENCH_AGENTS_SCALE (e.g. 0.01) shrinks the data for a quick check of the bench itself.
const SCALE = Number(process.env.BENCH_AGENTS_SCALE ?? 1);
const MEMBERS = Math.round(100_000 * SCALE);
const BETS = Math.round(1_000_000 * SCALE);
const DAYS = 30;
const RUNS = 40;
const TAIL = Math.round(Number(process.env.BENCH_AGENTS_TAIL ?? 1_000) * Math.min(1, SCALE * 10));

const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!server) throw new Error('agents-team.bench needs TEST_DATABASE_URL (or DATABASE_URL): a PostgreSQL server');
const name = `arcadia_bench_agents_${Date.now()}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;

const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: '11'.repeat(32) }),
    webDist: '/nonexistent',
  };
  const { app, features } = await buildApp({ config, database });
  if (await features.system.isEmpty()) await seedDemo(features);
  const demo = (await features.system.service.merchantByCode('demo'))!;
  const agent = await features.accounts.service.create({ merchantId: demo.id, account: 'benchagent', isAgent: 1, passwordHash: 'x' });
  const sql = new pg.Client({ connectionString: url.toString() });
  sql.on('error', () => {}); // dropped with the database at the end
  await sql.connect();

  let t0 = Date.now();
  // Ids far above the real members; 100 sub-agents (depth 1), each with 999 players (depth 2).
  await sql.query(
    `insert into agents_tree (merchant_id, ancestor_id, member_id, depth, created_at)
     select $1::int, m, m, 0, now() - (random() * interval '60 days') from generate_series(10000001, 10000000 + $3::int) m
     union all
     select $1::int, $2::int, m, case when m <= 10000100 then 1 else 2 end, now() - (random() * interval '60 days') from generate_series(10000001, 10000000 + $3::int) m
     union all
     select $1::int, 10000001 + ((m - 10000101) % 100), m, 1, now() from generate_series(10000101, 10000000 + $3::int) m`,
    [demo.id, agent.id, MEMBERS],
  );
  // 1,000,000 bets over the last 30 days, summed per member and hour as the bet hook does.
  await sql.query(
    `insert into agents_turnover (merchant_id, hour, member_id, bet, win, bets)
     select $1::int, date_trunc('hour', at), member, sum(bet), sum(win), count(*)
       from (select 10000001 + floor(random() * $2::int)::int as member,
                    now() - random() * ($4::int * interval '1 day') as at,
                    round((1 + random() * 99)::numeric, 2) as bet,
                    round((random() * 150)::numeric, 2) as win
               from generate_series(1, $3::int)) b
      group by 1, 2, 3`,
    [demo.id, MEMBERS, BETS, DAYS],
  );
  // Deposits: about one per member in five per day, summed per member and day as the cashier hook does.
  await sql.query(
    `insert into agents_deposits (merchant_id, day, member_id, amount)
     select $1::int, day, member, sum(amount)
       from (select date_trunc('day', now() - random() * ($3::int * interval '1 day')) as day,
                    10000001 + floor(random() * $2::int)::int as member, round((10 + random() * 990)::numeric, 2) as amount
               from generate_series(1, $2::int * $3::int / 5)) d
      group by day, member`,
    [demo.id, MEMBERS, DAYS],
  );
  await sql.query('vacuum analyze agents_deposits');
  await sql.query('vacuum analyze agents_tree');
  await sql.query('vacuum analyze agents_turnover');
  const rows = (await sql.query('select count(*)::int as n, sum(bets)::int as bets from agents_turnover')).rows[0];
  console.log(
    `data: ${MEMBERS.toLocaleString('en-US')} downline members, ${rows.bets.toLocaleString('en-US')} bets in ${rows.n.toLocaleString('en-US')} member-hour rows (${Date.now() - t0} ms to load)`,
  );
  t0 = Date.now();
  const folded = await features.agents.rollup.rebuild();
  await sql.query('vacuum analyze agents_rollup');
  await sql.query('vacuum analyze agents_active_marks');
  const built = (
    await sql.query('select (select count(*) from agents_rollup)::int as r, (select count(*) from agents_active_marks)::int as m')
  ).rows[0];
  console.log(
    `rollups rebuilt from ${folded.toLocaleString('en-US')} facts in ${Date.now() - t0} ms: ${built.r} rollup rows, ${built.m} markers`,
  );
  const overview = (period: (typeof TEAM_PERIODS)[number]) => features.agents.service.overview(demo.id, agent.id, period);
  const db = features.agents.service.repo.db;
  const rollups = new RollupRepository(db);
  const kind = { today: 'D', yesterday: 'D', week: 'W', month: 'M' } as const;
  let worst = 0;
  const measure = async (label: string) => {
    for (const period of TEAM_PERIODS) {
      for (let i = 0; i < 3; i++) await overview(period);
      const times: number[] = [];
      let result = await overview(period);
      for (let i = 0; i < RUNS; i++) {
        t0 = performance.now();
        result = await overview(period);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)]!;
      const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
      worst = Math.max(worst, p95);
      console.log(
        `${label} overview ${period.padEnd(9)} p50 ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms — team ${result.teamSize}, new ${result.newMembers}, active ${result.activeMembers}, bets ${result.bets}, deposits ${result.deposits}`,
      );
      // The statement the service ran for this period, with its plan.
      const { from } = periodWindow(period, new Date());
      const plan = await db.execute(dsql`explain (analyze, buffers) ${rollups.overviewSql(demo.id, agent.id, kind[period], from)}`);
      for (const r of (plan as unknown as { rows: Record<string, string>[] }).rows) console.log(`    ${r['QUERY PLAN']}`);
    }
  };
  await measure('[folded]');
  // The unfolded tail: bets through the hook (turnover row + queue event), across the team.
  for (let i = 0; i < TAIL; i++)
    await features.agents.service.recordBet(
      db,
      demo.id,
      10000001 + Math.floor(Math.random() * MEMBERS),
      (1 + Math.random() * 99).toFixed(2),
    );
  await sql.query('analyze agents_rollup_queue');
  console.log(`tail: ${(await features.agents.rollup.backlog()).toLocaleString('en-US')} queued events not folded (added live)`);
  await measure(`[tail ${TAIL}]`);
  console.log(`worst p95 ${worst.toFixed(1)} ms vs budget ${BUDGET_MS} ms: ${worst < BUDGET_MS ? 'ok' : 'OVER BUDGET'}`);
  await sql.end();
  await app.close();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
