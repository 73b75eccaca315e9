import { execFileSync } from 'node:child_process';
import { SERVER_PORTS } from './playwright.config';

/**
 * Global setup: watches the e2e server for the whole run. Every test shares one server, so when it
 * stops answering every later test times out one by one and the log shows nothing but timeouts.
 * This says so as it happens, and tells apart a blocked event loop (neither /healthz nor /readyz
 * answers; the process burns CPU) from a stuck database (/healthz answers, /readyz does not).
 */
export default function serverWatchdog() {
  const answers = async (port: number, path: string) => {
    try {
      return (await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5_000) })).ok;
    } catch {
      return false;
    }
  };
  // Every e2e server's line (their command lines do not show the port).
  const serverProcesses = () => {
    try {
      return execFileSync('ps', ['-eo', 'pid,stat,pcpu,cputime,rss,etime,args'], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes('apps/server/dist/main.js') && !l.includes(' ps '))
        .join('\n');
    } catch {
      return '(ps failed)';
    }
  };
  const down = new Set<number>();
  let busy = false;
  const check = async (port: number) => {
    const [live, ready] = await Promise.all([answers(port, '/healthz'), answers(port, '/readyz')]);
    if (live && ready) {
      if (down.delete(port)) console.log(`e2e watchdog: the server on port ${port} answers again (${new Date().toISOString()})`);
      return;
    }
    if (down.has(port)) return;
    down.add(port);
    console.log(
      `e2e watchdog (${new Date().toISOString()}): on port ${port}, /healthz ${live ? 'answers' : 'does not answer'}, /readyz ${ready ? 'answers' : 'does not answer'} within 5 s; ${
        live ? 'the database is stuck' : 'the event loop is blocked or the process is gone (stat R: busy, D: waiting on disk, T: stopped)'
      }\n${serverProcesses()}`,
    );
  };
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    await Promise.all(SERVER_PORTS.map(check));
    busy = false;
  }, 10_000);
  timer.unref();
  return () => clearInterval(timer);
}
