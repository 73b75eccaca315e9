// Lighthouse (npm `lighthouse`, Debian's Chromium) on the home page and /promotions of the demo
// merchant, desktop and mobile presets, the median of 3 runs per page and preset. Goals (production
// issue): performance >= 95 desktop and >= 85 mobile; accessibility, best practices, SEO >= 95.
// Needs the built web app (npm run build:web). Run: npm run bench -w @arcadia/bench -- lighthouse

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBenchServer } from './server-process.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const WARMUP = Number(process.env.LIGHTHOUSE_WARMUP ?? 1);
// A narrower run while working on one page or preset, e.g. LIGHTHOUSE_PAGES=/ LIGHTHOUSE_PRESETS=mobile.
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/promotions').split(',');
const PRESETS = (process.env.LIGHTHOUSE_PRESETS ?? 'desktop,mobile').split(',') as ('desktop' | 'mobile')[];
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Record<'desktop' | 'mobile', Record<(typeof CATEGORIES)[number], number>> = {
  desktop: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
  mobile: { performance: 85, accessibility: 95, 'best-practices': 95, seo: 95 },
};

if (!existsSync(`${dist}index.html`)) throw new Error('build the web app first: npm run build:web');
// The compiled server, as production runs it (ADR 072): tsx's compiling at launch is no part of a page load,
// and on two cores it left less CPU to the page while it warmed up.
execFileSync(process.execPath, [new URL('../scripts/build-server.mjs', import.meta.url).pathname], { stdio: 'ignore' });
const server = await startBenchServer({ WEB_DIST: dist }, { args: ['--conditions=arcadia-compiled', 'dist/main.js'] });
const base = server.base.replace('127.0.0.1', 'localhost'); // localhost is merchant demo
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let missed = 0;
try {
  for (const path of PAGES) {
    for (const preset of PRESETS) {
      const scores: Record<string, number[]> = {};
      // One run first that is not counted: the server (JIT, caches) and Chromium start cold, and on two
      // cores their warm-up lands in the page's main-thread tasks, which Lighthouse multiplies by four
      // on mobile. Measured before this was added: the first one or two of five runs had TBT 530–670 ms,
      // the rest 140–220 ms.
      const audit = (categories: readonly string[]) =>
        lighthouse(
          `${base}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
          preset === 'desktop' ? (desktopConfig as Config) : undefined,
        );
      for (let w = 0; w < WARMUP; w++) await audit(['performance']);
      let failures = 0;
      for (let i = 0; i < RUNS; i++) {
        const result = await audit(CATEGORIES);
        // A run Lighthouse could not record (e.g. NO_NAVSTART: the trace missed the navigation) says
        // nothing about the page; it is run again, twice at most, instead of counting as a 0.
        if (result?.lhr.runtimeError && failures < 2) {
          failures++;
          console.log(`  ${path} ${preset} run ${i + 1} not recorded, run again: ${result.lhr.runtimeError.code}`);
          i--;
          continue;
        }
        for (const c of CATEGORIES) {
          scores[c] ??= [];
          scores[c].push(Math.round((result?.lhr.categories[c]?.score ?? 0) * 100));
        }
        if (result) {
          // Where each run's performance score goes: the five weighted metrics (the score moves by ±5
          // between runs; the spread shows which metric moves it).
          const a = result.lhr.audits;
          const ms = (id: string) => Math.round(a[id]?.numericValue ?? Number.NaN);
          console.log(
            `  ${path} ${preset} run ${i + 1}: performance ${scores.performance!.at(-1)}; FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, ` +
              `TBT ${ms('total-blocking-time')} ms, CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, SI ${ms('speed-index')} ms`,
          );
        }
        if (result?.lhr.runtimeError)
          console.log(`  ${path} ${preset} run ${i + 1} failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        if (i === 0 && result) {
          // What costs points outside performance, so a miss says what to fix.
          const lhr = result.lhr;
          const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
            (lhr.categories[c]?.auditRefs ?? [])
              .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
              .map((r) => `${c}:${r.id}`),
          );
          if (failing.length) console.log(`  ${path} ${preset} failing audits: ${failing.join(', ')}`);
          const lcpItem = (
            lhr.audits['largest-contentful-paint-element']?.details as
              | { items?: { items?: { node?: { snippet?: string } }[] }[] }
              | undefined
          )?.items?.[0]?.items?.[0]?.node?.snippet;
          console.log(`  ${path} ${preset} LCP element ${lcpItem?.slice(0, 120) ?? '?'}`);
          // Where the main thread went (scripts by URL, work by kind), so a TBT says what to cut.
          type Row = { url?: string; total?: number; scripting?: number; groupLabel?: string; duration?: number };
          const rows = (id: string) => ((lhr.audits[id]?.details as { items?: Row[] } | undefined)?.items ?? []) as Row[];
          const boot = rows('bootup-time')
            .slice(0, 6)
            .map((r) => `${(r.url ?? '?').replace(/^.*\//, '')} ${Math.round(r.total ?? 0)}/${Math.round(r.scripting ?? 0)}`);
          console.log(`    bootup (total/scripting ms): ${boot.join(', ')}`);
          const work = rows('mainthread-work-breakdown').map((r) => `${r.groupLabel} ${Math.round(r.duration ?? 0)}`);
          console.log(`    main thread (ms): ${work.join(', ')}`);
          const shifts =
            (lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)?.items ??
            [];
          for (const s of shifts.slice(0, 3)) console.log(`    shift ${s.score?.toFixed(3)}: ${s.node?.snippet?.slice(0, 140) ?? '?'}`);
        }
      }
      const line = CATEGORIES.map((c) => {
        const m = median(scores[c]!);
        const ok = m >= GOALS[preset][c];
        if (!ok) missed++;
        return `${c} ${m}${ok ? '' : ` (goal ${GOALS[preset][c]})`}`;
      });
      console.log(`lighthouse ${path.padEnd(11)} ${preset.padEnd(7)} median of ${RUNS}: ${line.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.log(missed ? `lighthouse: ${missed} scores below their goal` : 'lighthouse: every goal met');
