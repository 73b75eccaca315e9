// Security scans with tools nobody here wrote (issue 14): sqlmap on the login, registration and game
// search endpoints, wapiti over the site and its public API, against a local server on loopback.
// Reports are kept in test-results/security/; the run fails on any sqlmap injection point or any
// wapiti finding of medium level or higher.
//
// Login and registration bodies are JWE-encrypted by the web client (ARCHITECTURE.md §3), which no
// scanner can produce. A small local proxy plays the web client: it takes the plain JSON the scanner
// mutates, encrypts it with the server's published key, adds a fresh captcha device and a
// forwarded-for address (the server trusts one proxy hop here, as behind nginx, so per-IP limits and
// lockouts do not turn every probe into the same refusal), and forwards it. The injected text thus
// reaches the decrypted fields the server validates and queries with — the real attack surface.
//
// Run: node --import tsx scripts/security-scan.ts   (needs Debian's sqlmap and wapiti)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { encryptPayload } from '../apps/server/src/platform/crypto/payload-crypto.js';
import { startBenchServer } from '../bench/server-process.js';

const OUT = new URL('../test-results/security/', import.meta.url).pathname;
const CAPTCHA = 'K7PQ';
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

// The built web app when there is one (npm test builds it before the e2e stage), so wapiti crawls the site too.
const webDist = new URL('../apps/web/dist/', import.meta.url).pathname;
const server = await startBenchServer({
  TRUST_PROXY_HOPS: '1',
  E2E_CAPTCHA_TEXT: CAPTCHA,
  LOGIN_IP_LIMIT_PER_MINUTE: '1000000',
  ...(existsSync(join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
});
const jwk = ((await (await fetch(`${server.base}/wps/system/crypto/jwks`)).json()) as { value: { keys: JWK[] } }).value.keys[0]!;
let seq = 0;
const nextIp = () => {
  seq += 1;
  return `10.77.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
};

/** plain JSON in → the web client's encrypted request out, with its own captcha device and address. */
const proxy = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const target = req.url === '/plain/login' ? '/wps/session/login' : req.url === '/plain/register' ? '/wps/member/register' : null;
  if (!target) {
    res.writeHead(404).end();
    return;
  }
  let plain: unknown;
  try {
    plain = JSON.parse(Buffer.concat(chunks).toString() || '{}');
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('not json');
    return;
  }
  const ip = nextIp();
  const device = { 'device-id': `scan-${seq}-${Math.random().toString(36).slice(2)}` };
  const common = { merchant: 'demo', language: 'EN', device: 'web', 'x-forwarded-for': ip, ...device };
  await fetch(`${server.base}/wps/captcha`, { headers: common });
  const upstream = await fetch(`${server.base}${target}`, {
    method: 'POST',
    headers: { ...common, 'content-type': 'application/json' },
    body: JSON.stringify({ encrypted: await encryptPayload(jwk, plain) }),
  });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
const proxyBase = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;

function run(cmd: string, args: string[], logName: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', () => {
      writeFileSync(join(OUT, logName), out);
      resolve(out);
    });
  });
}

// sqlmap: every parameter of each target, boolean/error/union/stacked/time techniques at level 2.
const sqlmapTargets: { name: string; args: string[] }[] = [
  {
    name: 'login',
    args: ['-u', `${proxyBase}/plain/login`, '--data', '{"type":"username","username":"player01*","password":"abc12345*"}'],
  },
  {
    name: 'register',
    args: [
      '-u',
      `${proxyBase}/plain/register`,
      '--data',
      JSON.stringify({
        username: 'scanuser1*',
        mobileNum: '13700000001*',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        captcha: CAPTCHA,
        agreed: true,
        registerMethod: 'WEB',
        registerUrl: 'http://localhost/register*',
        domain: 'localhost*',
      }),
    ],
  },
  {
    name: 'game-search',
    args: [
      '-u',
      `${server.base}/wps/game/list?gameType=RNG&gameName=Lucky*&pageNo=1*&pageSize=20`,
      '-H',
      'merchant: demo',
      '-H',
      'language: EN',
    ],
  },
  {
    name: 'lottery-draw',
    args: ['-u', `${server.base}/lgw/draw?gameCode=SSC1*`, '-H', 'merchant: demo', '-H', 'language: EN'],
  },
];

const findings: string[] = [];
for (const target of sqlmapTargets) {
  const out = await run(
    'sqlmap',
    [
      ...target.args,
      '--batch',
      '--level=2',
      '--risk=1',
      '--technique=BEUST',
      '--time-sec=2',
      '--threads=2',
      '--disable-coloring',
      '--flush-session',
      `--output-dir=${join(OUT, 'sqlmap')}`,
    ],
    `sqlmap-${target.name}.log`,
  );
  const injectable = /identified the following injection point|is vulnerable|parameter '.*' is '.*' injectable/i.test(out);
  const tested = (out.match(/testing '/g) ?? []).length;
  console.log(`sqlmap ${target.name}: ${tested} tests, ${injectable ? 'INJECTION FOUND' : 'no injection found'}`);
  if (injectable) findings.push(`sqlmap ${target.name}`);
  // A mutated input must get a clear refusal, never a crash: sqlmap lists the 5xx answers it saw.
  // (its warning puts the codes on the same line or the next: "500 (Internal Server Error) - 3 times").
  const codes = out.match(/HTTP error codes detected during run:\s*([^\n]*)/i)?.[1] ?? '';
  if (/\b5\d\d \(/.test(codes)) findings.push(`sqlmap ${target.name}: server errors ${codes}`);
  if (tested === 0) findings.push(`sqlmap ${target.name}: ran no tests (see its log)`);
}

// wapiti: the site from its home page plus the public API addresses a crawler cannot find in a SPA.
const wapitiReport = join(OUT, 'wapiti.json');
await run(
  'wapiti',
  [
    '-u',
    `${server.base}/`,
    '--scope',
    'folder',
    '-H',
    'merchant: demo',
    '-s',
    `${server.base}/wps/game/list?gameType=RNG&gameName=Lucky&pageNo=1&pageSize=20`,
    '-s',
    `${server.base}/lgw/draw?gameCode=SSC1`,
    '-s',
    `${server.base}/wps/notice?pageNo=1&pageSize=10`,
    '-s',
    `${server.base}/login?next=%2Fmember`,
    '-m',
    // Every attack module that works offline (ssrf and the like ask a server on the internet).
    'sql,blindsql,exec,file,xss,crlf,redirect,permanentxss,backup,htaccess,methods,csp,http_headers,cookieflags,csrf',
    '--max-scan-time',
    '240',
    '--flush-session',
    '-f',
    'json',
    '-o',
    wapitiReport,
  ],
  'wapiti.log',
);
type WapitiReport = {
  vulnerabilities: Record<string, { level: number; path: string; info: string }[]>;
  anomalies?: Record<string, { level: number; path: string; info: string }[]>;
};
const report = JSON.parse(readFileSync(wapitiReport, 'utf8')) as WapitiReport;
for (const [category, items] of Object.entries(report.vulnerabilities)) {
  const serious = items.filter((v) => Number(v.level) >= 2);
  console.log(`wapiti ${category}: ${items.length} finding(s), ${serious.length} medium or higher`);
  for (const v of serious) findings.push(`wapiti ${category} (level ${v.level}): ${v.path} ${v.info}`);
}

// Anomalies are the answers wapiti's probes provoked: any 5xx is a finding (bad input gets a 4xx).
for (const v of report.anomalies?.['Internal Server Error'] ?? []) findings.push(`wapiti 5xx: ${v.path} ${v.info}`);
console.log(`wapiti server errors: ${report.anomalies?.['Internal Server Error']?.length ?? 0}`);

proxy.close();
await server.stop();
console.log(`reports: ${OUT}`);
if (findings.length) {
  console.error(`findings of medium or higher:\n  ${findings.join('\n  ')}`);
  process.exitCode = 1;
} else console.log('no findings of medium or higher');
