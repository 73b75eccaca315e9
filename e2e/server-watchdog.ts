import { execFileSync } from 'node:child_process';
import { ACME_URL } from './playwright.config';

/**
 * Global setup: watches the e2e server for the whole run. Every test shares one server, so when it
 * stops answering every later test times out one by one and the log shows nothing but timeouts.
 * This says so as it happens, and tells apart a blocked event loop (neither /healthz nor /readyz
 * answers; the process burns CPU) from a stuck database (/healthz answers, /readyz does not).
 */
export default function serverWatchdog() {
  const answers = async (path: string) => {
    try {
      return (await fetch(`${ACME_URL}${path}`, { signal: AbortSignal.timeout(5_000) })).ok;
    } catch {
      return false;
    }
  };
  const serverProcess = () => {
    try {
      return execFileSync('ps', ['-eo', 'pid,stat,pcpu,cputime,rss,etime,args'], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes('apps/server/src/main.ts') && !l.includes(' ps '))
        .join('\n');
    } catch {
      return '(ps failed)';
    }
  };
  let down = false;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    const [live, ready] = await Promise.all([answers('/healthz'), answers('/readyz')]);
    busy = false;
    if (live && ready) {
      if (down) console.log(`e2e watchdog: the server answers again (${new Date().toISOString()})`);
      down = false;
      return;
    }
    if (down) return;
    down = true;
    console.log(
      `e2e watchdog (${new Date().toISOString()}): /healthz ${live ? 'answers' : 'does not answer'}, /readyz ${ready ? 'answers' : 'does not answer'} within 5 s; ${
        live ? 'the database is stuck' : 'the event loop is blocked or the process is gone (stat R: busy, D: waiting on disk, T: stopped)'
      }\n${serverProcess()}`,
    );
  }, 10_000);
  timer.unref();
  return () => clearInterval(timer);
}
