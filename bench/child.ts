// Runs one bench helper (a load generator or the baseline server) as its own Node process, so the
// process that serves is never the one that makes the load (issue 30: autocannon inside the server's
// process held the hello-world baseline to 12-22k req/s against 34-36k from outside, flattering
// every ratio about 1.5x). The child reads its job as JSON on stdin (a job can be larger than one
// argv string may be) and answers one JSON line on stdout.
import { type ChildProcess, spawn } from 'node:child_process';

const here = (file: string) => new URL(file, import.meta.url).pathname;

/** Starts `file` (a .ts in bench/) with `job`; resolves with its first JSON line and the process. */
export function startChild<T>(file: string, job: unknown): { child: ChildProcess; first: Promise<T> } {
  const child = spawn(process.execPath, ['--import', 'tsx', here(file)], { stdio: ['pipe', 'pipe', 'inherit', 'ipc'] });
  child.stdin!.end(JSON.stringify(job));
  const first = new Promise<T>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.indexOf('\n');
      if (line >= 0) resolve(JSON.parse(out.slice(0, line)) as T);
    });
    child.on('exit', (code) => reject(new Error(`${file} exited ${code} before answering`)));
  });
  return { child, first };
}

/** Resolves when `child` has ended (at once if it already has). */
export const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));

/** Runs `file` to its end and returns its JSON answer. */
export async function runChild<T>(file: string, job: unknown): Promise<T> {
  const { child, first } = startChild<T>(file, job);
  const answer = await first;
  await exited(child);
  return answer;
}

// A child ends with its parent: the IPC channel closes when the bench process exits or crashes, so no
// baseline server is left holding a port (and the caller's pipes) after a failed run.
if (process.send) {
  process.on('disconnect', () => process.exit(0));
  // The channel alone must not keep a finished child alive.
  process.channel?.unref();
}

/** The job a child was given on stdin. */
export async function jobOf<T>(): Promise<T> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text || '{}') as T;
}

/** Answers the parent with one JSON line. */
export const answer = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
