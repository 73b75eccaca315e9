#!/usr/bin/env node
// `npm test`: every stage in order (lint, typecheck and boundaries side by side), stopping at the first
// failure, then how long each stage took and the ten slowest tests of the run (Vitest and Playwright write
// JSON reports into test-results/).
// Measured, not guessed: a suite that takes too long is run less, so this table is where to look first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
const vitestJson = join(results, 'vitest.json');
const e2eJson = join(results, 'e2e.json');

// Stages with the same group run at the same time: lint (Biome, native threads), the boundaries
// (one Node process) and the typecheck (tsc -b, one Node process, incremental) share nothing, and
// together they keep two cores busy instead of waiting for each other (ADR 051 has the figures).
const STAGES = [
  ['lint', 'npm run lint', 'static'],
  ['typecheck', 'npm run typecheck', 'static'],
  ['boundaries', 'npm run boundaries', 'static'],
  ['vitest', `npm run test:unit -- --reporter=default --reporter=json --outputFile.json=${vitestJson}`],
  ['web build', 'npm run build:web'],
  ['budget', 'npm run budget'],
  ['e2e', 'npm run test:e2e'],
];

const only = process.argv.slice(2);
const stages = only.length ? STAGES.filter(([name]) => only.includes(name)) : STAGES;

mkdirSync(results, { recursive: true });
for (const f of [vitestJson, e2eJson]) rmSync(f, { force: true });

/** Runs one stage; alone its output streams, in a group it is printed whole when the stage ends. */
function run([name, command], alone) {
  const t0 = Date.now();
  const child = spawn(command, {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    shell: true,
    env: { ...process.env, E2E_JSON: e2eJson },
  });
  let output = '';
  if (!alone) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => (output += d));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (output) process.stdout.write(`\n── ${name} ──\n${output}`);
      resolve({ name, ms: Date.now() - t0, ok: status === 0 });
    }),
  );
}

// Consecutive stages of one group form a batch; a batch starts only when the one before passed.
const batches = [];
for (const stage of stages) {
  const last = batches.at(-1);
  if (stage[2] && last?.[0]?.[2] === stage[2]) last.push(stage);
  else batches.push([stage]);
}

const done = [];
let failed = null;
const started = Date.now();
for (const batch of batches) {
  const results = await Promise.all(batch.map((stage) => run(stage, batch.length === 1)));
  for (const r of results) done.push([batch.length > 1 ? `${r.name} ∥` : r.name, r.ms]);
  const bad = results.find((r) => !r.ok);
  if (bad) {
    failed = bad.name;
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
