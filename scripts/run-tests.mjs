#!/usr/bin/env node
// `npm test`: every stage in order, stopping at the first failure, then how long each stage took and
// the ten slowest tests of the run (Vitest and Playwright write JSON reports into test-results/).
// Measured, not guessed: a suite that takes too long is run less, so this table is where to look first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
const vitestJson = join(results, 'vitest.json');
const e2eJson = join(results, 'e2e.json');

const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['boundaries', 'npm run boundaries'],
  ['vitest', `npm run test:unit -- --reporter=default --reporter=json --outputFile.json=${vitestJson}`],
  ['web build', 'npm run build:web'],
  ['budget', 'npm run budget'],
  ['e2e', 'npm run test:e2e'],
];

const only = process.argv.slice(2);
const stages = only.length ? STAGES.filter(([name]) => only.includes(name)) : STAGES;

mkdirSync(results, { recursive: true });
for (const f of [vitestJson, e2eJson]) rmSync(f, { force: true });

const done = [];
let failed = null;
const started = Date.now();
for (const [name, command] of stages) {
  const t0 = Date.now();
  const r = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, E2E_JSON: e2eJson } });
  done.push([name, Date.now() - t0]);
  if (r.status !== 0) {
    failed = name;
    break;
  }
}

const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nStage times:');
for (const [name, ms] of done) console.log(`  ${name.padEnd(12)} ${secs(ms).padStart(9)}`);
console.log(`  ${'total'.padEnd(12)} ${secs(Date.now() - started).padStart(9)}`);

const slowest = [];
const count = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  count.passed += report.numPassedTests;
  count.failed += report.numFailedTests;
  count.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      slowest.push([t.duration ?? 0, `vitest  ${file.name.replace(root, '')} › ${t.fullName ?? t.title}`]);
}
if (existsSync(e2eJson)) {
  const walk = (suite, trail) => {
    for (const s of suite.suites ?? []) walk(s, [...trail, s.title]);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        for (const run of t.results ?? [])
          slowest.push([run.duration ?? 0, `e2e     ${[...trail, spec.title].filter(Boolean).join(' › ')}`]);
  };
  const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
  walk(report, []);
  // A flaky test passed on its retry: counted as passed here, and named in Playwright's own summary.
  count.passed += report.stats.expected + report.stats.flaky;
  count.failed += report.stats.unexpected;
  count.skipped += report.stats.skipped;
}
if (slowest.length) {
  console.log('\nTen slowest tests:');
  for (const [ms, title] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 10)) console.log(`  ${secs(ms).padStart(8)}  ${title}`);
}
// The closing line CI reads: every test of this run, Vitest and Playwright together.
if (slowest.length) console.log(`\ntests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
if (failed) {
  console.error(`\nnpm test failed at stage: ${failed}`);
  process.exit(1);
}
