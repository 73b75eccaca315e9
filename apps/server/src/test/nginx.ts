import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx, when installed (.ci/run installs it). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const CONFIG = new URL('../../../../deploy/nginx.conf', import.meta.url).pathname;

/**
 * Runs nginx in the foreground with deploy/nginx.conf rendered for these ports, so the documented
 * configuration is the one tests and benchmarks exercise. Resolves once it answers /healthz.
 */
export async function startNginx(listen: number, upstreams: number[]): Promise<{ stop(): Promise<void> }> {
  if (!NGINX) throw new Error('nginx is not installed');
  const prefix = mkdtempSync(join(tmpdir(), 'arcadia-nginx-'));
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, d));
  const conf = readFileSync(CONFIG, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', String(listen))
    .replace('{{UPSTREAMS}}', upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n'));
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')]);
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i++) {
    const status = (await fetch(`http://127.0.0.1:${listen}/healthz`).catch(() => null))?.status;
    if (status === 200) return { stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('nginx did not answer /healthz within 10 s');
}
