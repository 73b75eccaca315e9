import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from '../../test/server-process.js';
import { DEMO_LOGINS } from '../../workflows/seed-demo.js';
import { prettyLine } from '../logging.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];

async function serve(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'arcadia-banner-'));
  dirs.push(dataDir);
  const port = await freePort();
  const s = startServer({ DATA_DIR: dataDir, PORT: String(port), ...env });
  children.push(s.child);
  expect((await s.outcome).listening, s.output()).toBe(true);
  // A visitor's first page load: a few API calls, each of which used to print a JSON line at info.
  for (const path of ['/readyz', '/wps/system/settings/consolidated', '/wps/system/settings/consolidated']) {
    await fetch(`http://127.0.0.1:${port}${path}`, { headers: { Merchant: 'demo' } });
  }
  await new Promise((r) => setTimeout(r, 300));
  return s
    .output()
    .split('\n')
    .filter((l) => l.trim() !== '');
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('what `npm start` prints (issue 29)', () => {
  it('for a person: short lines, and the demo accounts banner stays the last thing on screen after requests', async () => {
    const lines = await serve({ NODE_ENV: 'development', LOG_LEVEL: 'info', SEED_DEMO: 'true' });
    expect(lines.filter((l) => l.startsWith('{'))).toEqual([]);
    expect(lines.some((l) => / INFO +Server listening at /.test(l))).toBe(true);
    expect(lines.at(-1)).toBe(`  ${DEMO_LOGINS.at(-1)}`);
    const serving = lines.findIndex((l) => l.startsWith('Arcadia is serving'));
    expect(lines.findIndex((l) => l.includes('demo data seeded'))).toBeLessThan(serving);
    expect(lines.findIndex((l) => l.includes('Server listening at'))).toBeLessThan(serving);
  }, 420_000);

  it('in production: JSON lines, every request logged', async () => {
    const lines = await serve({ NODE_ENV: 'production', LOG_LEVEL: 'info', SEED_DEMO: 'false', TOTP_ENCRYPTION_KEY: '44'.repeat(32) });
    const json = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    expect(json.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url)).toContain('/wps/system/settings/consolidated');
  }, 420_000);
});

describe('prettyLine', () => {
  it('turns a pino line into time, level, message and the extra fields; passes other text through', () => {
    const line = JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 1, 8, 5, 9), pid: 1, hostname: 'h', reqId: 'r', msg: 'slow', ms: 12 });
    expect(prettyLine(line)).toBe('08:05:09 WARN  slow ms=12\n');
    expect(prettyLine('plain text')).toBe('plain text\n');
  });
});
