import { type FastifyInstance, LogController } from 'fastify';
import type { Config } from '../config.js';

/** Where log lines go: process.stdout, or a test's collector. */
export type LogSink = { write(line: string): unknown };

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every pino line carries that a person reading the terminal does not need. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'v']);

function describe(value: unknown): string {
  if (value && typeof value === 'object' && 'message' in value) {
    const err = value as { type?: string; message?: string; stack?: string };
    return err.stack ?? `${err.type ?? 'Error'}: ${err.message}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One pino JSON line as `12:00:01 INFO  message key=value`; a line that is not JSON passes through. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = (LEVEL_NAMES[entry.level as number] ?? String(entry.level)).padEnd(5);
  const extras = Object.entries(entry)
    .filter(([k]) => !HIDDEN.has(k))
    .map(([k, v]) => `${k}=${describe(v)}`);
  return `${time} ${level} ${[entry.msg ?? '', ...extras].join(' ')}\n`;
}

/** A pino destination that writes each JSON line as a pretty one. */
export function prettyStream(sink: LogSink): LogSink {
  return { write: (chunk: string) => sink.write(prettyLine(chunk.trimEnd())) };
}

/**
 * Fastify's logger settings. JSON (one object per line, every request logged at info) is what
 * production log shippers read; a person running `npm start` gets short lines instead, and the
 * per-request lines drop to debug so the start-up banner with the demo accounts does not scroll away.
 */
export function loggerSettings(config: Pick<Config, 'logLevel' | 'logFormat'>, sink: LogSink = process.stdout) {
  if (config.logLevel === 'silent') return { logger: false as const, quietRequests: false };
  const base = { level: config.logLevel, redact: ['req.headers.authorization'] };
  if (config.logFormat === 'json') return { logger: base, quietRequests: false };
  return {
    logger: { ...base, stream: prettyStream(sink) },
    logController: new LogController({ disableRequestLogging: true }),
    quietRequests: true,
  };
}

/** With request logging off (pretty format), one short line per request at debug: `GET /x 200 3 ms`. */
export function logRequestsAtDebug(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(`${req.method} ${req.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`);
  });
}
